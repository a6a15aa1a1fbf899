"""deploy/kubernetes: the base and its overlays render with kustomize, validate against
Kubernetes' schemas offline, and hold what running Responsa there depends on."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from responsa_server.config import Settings

from gateway.envoy_config import open_listener_problem
from responsa_cli.check import run_check
from tests.deploy.tools import (
    KUSTOMIZE_DIRS,
    find,
    kinds,
    project_version,
    rendered,
    resources,
    run,
    tool,
    unread,
)

# Custom resources kubernetes-validate has no schema for, checked by hand below.
CUSTOM_KINDS = {"Cluster"}
# After the drain deadline a worker ends what is left, stores it and closes its pools
# (the launcher allows the same: SERVICE_STOP_MARGIN).
STOP_MARGIN_SECONDS = 15


def validate(path: Path) -> tuple[int, str]:
    """kubernetes-validate --strict (unknown fields are errors) on one file."""
    done = run([tool("kubernetes-validate"), "--strict", path])
    return done.returncode, done.stdout + done.stderr


@pytest.mark.parametrize("name", sorted(KUSTOMIZE_DIRS))
def test_renders_and_validates_against_the_schemas(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.yaml"
    path.write_text(rendered(name))
    code, output = validate(path)
    assert code == 0, output
    unchecked = {r["kind"] for r in resources(name)} & CUSTOM_KINDS
    for line in output.splitlines():
        if "passed" in line:
            continue
        assert any(f"kind {kind} " in line for kind in unchecked), line


def test_the_validator_fails_an_unknown_field(tmp_path: Path) -> None:
    """The check above can fail: a misspelt field in a rendered Deployment is an error."""
    broken = rendered("base").replace(
        "terminationGracePeriodSeconds:", "terminationGracePeriodSecond:"
    )
    path = tmp_path / "broken.yaml"
    path.write_text(broken)
    code, output = validate(path)
    assert code != 0, output


def test_base_has_every_part() -> None:
    assert kinds("base") >= {
        "Deployment",
        "Service",
        "ConfigMap",
        "Job",
        "PodDisruptionBudget",
        "HorizontalPodAutoscaler",
        "NetworkPolicy",
        "ServiceAccount",
    }
    # Secrets are referenced, never shipped.
    assert "Secret" not in kinds("base")


def pod(name: str) -> dict[str, Any]:
    return dict(find(name, "Deployment", "responsa")["spec"]["template"]["spec"])


def container(spec: dict[str, Any], name: str) -> dict[str, Any]:
    every = [*spec.get("initContainers", []), *spec["containers"]]
    (found,) = [c for c in every if c["name"] == name]
    return dict(found)


def env_value(c: dict[str, Any], name: str) -> str | None:
    for entry in c.get("env", []):
        if entry["name"] == name:
            return entry.get("value")
    return None


def settings(name: str) -> dict[str, str]:
    (config,) = [r for r in resources(name) if r["kind"] == "ConfigMap"]
    return dict(config["data"])


def test_envoy_is_a_native_sidecar_in_front_of_one_worker() -> None:
    spec = pod("base")
    envoy = container(spec, "envoy")
    worker = container(spec, "responsa")
    # Started before the worker, stopped after it.
    assert envoy["restartPolicy"] == "Always"
    assert envoy["args"] == ["gateway"]
    assert worker["args"] == ["worker"]
    # Envoy reaches the worker's ports on the pod's loopback.
    for port in ("RESPONSA_GRPC_PORT", "RESPONSA_WEBSOCKET_PORT", "RESPONSA_REST_PORT"):
        assert env_value(envoy, port) == env_value(worker, port), port
    # The worker refuses tool URLs on Envoy's listener and admin.
    assert env_value(worker, "RESPONSA_HTTP_PORT") == env_value(envoy, "RESPONSA_HTTP_PORT")
    assert env_value(worker, "RESPONSA_ENVOY_ADMIN_PORT") == env_value(
        envoy, "RESPONSA_ENVOY_ADMIN_PORT"
    )
    service = find("base", "Service", "responsa")
    (port,) = service["spec"]["ports"]
    assert port["targetPort"] in [p["containerPort"] for p in envoy["ports"]]


def test_worker_probes_are_grpc_health() -> None:
    worker = container(pod("base"), "responsa")
    grpc_port = int(env_value(worker, "RESPONSA_GRPC_PORT") or 0)
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert worker[probe]["grpc"]["port"] == grpc_port, probe
    # Probes come from the kubelet, on the pod's address: the port listens beyond loopback,
    # which the service allows only with authentication.
    assert env_value(worker, "RESPONSA_GRPC_HOST") == "0.0.0.0"
    assert settings("base")["RESPONSA_AUTH"] in ("keys", "jwt")
    # A store outage reports NOT_SERVING too: liveness waits longer than readiness.
    live, ready = worker["livenessProbe"], worker["readinessProbe"]
    assert (
        live["periodSeconds"] * live["failureThreshold"]
        > 10 * ready["periodSeconds"] * ready["failureThreshold"]
    )


@pytest.mark.parametrize("name", sorted(KUSTOMIZE_DIRS))
def test_grace_period_covers_prestop_and_drain(name: str) -> None:
    spec = pod(name)
    worker = container(spec, "responsa")
    command = " ".join(worker["lifecycle"]["preStop"]["exec"]["command"])
    # New traffic stops first (Envoy fails its health checks), then the pause.
    assert command.index("/healthcheck/fail") < command.index("time.sleep")
    (pause,) = re.findall(r"time\.sleep\((\d+)\)", command)
    drain = float(settings(name).get("RESPONSA_DRAIN_SECONDS", "8"))
    assert spec["terminationGracePeriodSeconds"] > int(pause) + drain + STOP_MARGIN_SECONDS


def test_secrets_are_references() -> None:
    worker = container(pod("base"), "responsa")
    from_secrets = {
        e["name"]: e["valueFrom"]["secretKeyRef"]
        for e in worker["env"]
        if "secretKeyRef" in e.get("valueFrom", {})
    }
    assert {
        "RESPONSA_DATABASE_URL",
        "RESPONSA_UPSTREAM_API_KEY",
        "RESPONSA_COMPACTION_KEY",
        "AWS_SECRET_ACCESS_KEY",
    } <= set(from_secrets)
    # No credential in the ConfigMap.
    for key in settings("base"):
        assert not re.search(r"KEY|SECRET|PASSWORD|TOKEN", key), key


def test_migration_job_runs_the_release() -> None:
    (job,) = [r for r in resources("base") if r["kind"] == "Job"]
    version = project_version()
    assert job["metadata"]["name"] == "responsa-migrate-" + version.replace(".", "-")
    (migrate,) = job["spec"]["template"]["spec"]["containers"]
    assert migrate["args"] == ["migrate"]
    # The same image as the Deployment, tagged with the release.
    worker = container(pod("base"), "responsa")
    assert migrate["image"] == worker["image"]
    assert worker["image"].endswith(":" + version)


def test_disruption_budget_and_autoscaler_target_the_deployment() -> None:
    deployment = find("base", "Deployment", "responsa")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    budget = find("base", "PodDisruptionBudget")
    assert budget["spec"]["selector"]["matchLabels"].items() <= labels.items()
    scaler = find("base", "HorizontalPodAutoscaler")
    assert scaler["spec"]["scaleTargetRef"]["name"] == "responsa"
    assert scaler["spec"]["minReplicas"] >= 2


def test_network_policy_keeps_egress_off_private_ranges() -> None:
    policy = find("base", "NetworkPolicy")
    assert set(policy["spec"]["policyTypes"]) == {"Ingress", "Egress"}
    blocks = [
        peer["ipBlock"]
        for rule in policy["spec"]["egress"]
        for peer in rule.get("to", [])
        if "ipBlock" in peer
    ]
    assert blocks, "no egress to public addresses"
    for block in blocks:
        assert {"10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16"} <= set(
            block.get("except", [])
        ), block
    # Clients come in on Envoy's port only.
    (ingress,) = policy["spec"]["ingress"]
    assert [p["port"] for p in ingress["ports"]] == [8080]


def test_cloudnative_pg_overlay_reads_the_operators_secret() -> None:
    cluster = find("cloudnative-pg", "Cluster")
    assert cluster["apiVersion"] == "postgresql.cnpg.io/v1"
    owner = cluster["spec"]["bootstrap"]["initdb"]
    assert "CREATE EXTENSION IF NOT EXISTS vector" in owner["postInitApplicationSQL"]
    secret = f"{cluster['metadata']['name']}-app"
    worker = container(pod("cloudnative-pg"), "responsa")
    (job,) = [r for r in resources("cloudnative-pg") if r["kind"] == "Job"]
    (migrate,) = job["spec"]["template"]["spec"]["containers"]
    for c in (worker, migrate):
        (url,) = [e for e in c["env"] if e["name"] == "RESPONSA_DATABASE_URL"]
        assert url["valueFrom"]["secretKeyRef"] == {"name": secret, "key": "uri"}
    # The base's NetworkPolicy lets the pods reach the Postgres instances.
    labels = cluster["spec"]["inheritedMetadata"]["labels"]
    assert labels["app.kubernetes.io/part-of"] == "responsa"


def test_small_overlay_is_one_pod_on_sqlite() -> None:
    deployment = find("small", "Deployment", "responsa")
    assert deployment["spec"]["replicas"] == 1
    assert deployment["spec"]["strategy"] == {"type": "Recreate"}
    assert not kinds("small") & {"HorizontalPodAutoscaler", "PodDisruptionBudget", "Job"}
    assert settings("small")["RESPONSA_DATABASE_URL"].startswith("sqlite")
    worker = container(pod("small"), "responsa")
    # The Secret's Postgres URL would override the ConfigMap's: it is gone.
    assert "RESPONSA_DATABASE_URL" not in [e["name"] for e in worker["env"]]
    mounts = {m["mountPath"] for m in worker["volumeMounts"]}
    database = settings("small")["RESPONSA_DATABASE_URL"].split("////", 1)[1]
    assert any(("/" + database).startswith(m + "/") for m in mounts)


@pytest.mark.parametrize("name", sorted(KUSTOMIZE_DIRS))
def test_every_responsa_variable_set_is_one_the_service_reads(name: str) -> None:
    names = set(settings(name))
    for resource in resources(name):
        spec = resource.get("spec", {}).get("template", {}).get("spec", {})
        for c in [*spec.get("initContainers", []), *spec.get("containers", [])]:
            names |= {e["name"] for e in c.get("env", [])}
    assert any(n.startswith("RESPONSA_") for n in names)
    assert unread(names) == set()


def test_an_unread_name_is_caught() -> None:
    assert unread({"RESPONSA_DRAIN_SECONDS", "RESPONSA_DRAIN_SECS"}) == {"RESPONSA_DRAIN_SECS"}


def effective_env(name: str, c: dict[str, Any]) -> dict[str, str]:
    """What a container's process sees: its ConfigMap, then its env; Secrets as placeholders
    of the right shape."""
    env: dict[str, str] = {}
    for source in c.get("envFrom", []):
        if "configMapRef" in source:
            env.update(settings(name))
    for entry in c.get("env", []):
        if "value" in entry:
            env[entry["name"]] = entry["value"]
        elif entry["name"] == "RESPONSA_DATABASE_URL":
            env[entry["name"]] = "postgresql://responsa:secret@postgres:5432/responsa"
        elif entry["name"] == "RESPONSA_SANDBOX_TOKEN":
            env[entry["name"]] = "s" * 48  # a token long enough
        else:
            env[entry["name"]] = "secret"
    return env


@pytest.mark.parametrize("name", sorted(KUSTOMIZE_DIRS))
def test_each_container_starts_with_its_settings(name: str) -> None:
    """The checks `responsa check --worker` and the gateway make at start pass on the rendered
    environments (an open listener without auth would make either refuse to start)."""
    spec = pod(name)
    envoy = effective_env(name, container(spec, "envoy"))
    assert envoy.get("RESPONSA_HTTP_HOST") == "0.0.0.0"
    assert open_listener_problem(envoy) is None
    worker = effective_env(name, container(spec, "responsa"))
    out, err = io.StringIO(), io.StringIO()
    assert run_check(worker, for_worker=True, out=out, err=err) == 0, err.getvalue()


# What the sandbox's jails use, and nothing more (deploy/kubernetes/components/sandbox).
SANDBOX_CAPABILITIES = {
    "SYS_ADMIN",
    "SYS_CHROOT",
    "SETUID",
    "SETGID",
    "CHOWN",
    "DAC_OVERRIDE",
    "KILL",
}


def test_the_sandbox_runs_alone_with_the_capabilities_its_jails_use() -> None:
    deployment = find("sandbox", "Deployment", "responsa-sandbox")
    # Containers live in one process's memory: one pod, replaced on rollout.
    assert deployment["spec"]["replicas"] == 1
    assert deployment["spec"]["strategy"] == {"type": "Recreate"}
    spec = deployment["spec"]["template"]["spec"]
    sandbox = container(spec, "sandbox")
    assert sandbox["args"] == ["sandbox"]
    context = sandbox["securityContext"]
    assert context["runAsUser"] == 0 and context["privileged"] is False
    assert context["capabilities"]["drop"] == ["ALL"]
    assert set(context["capabilities"]["add"]) == SANDBOX_CAPABILITIES
    assert context["readOnlyRootFilesystem"] is True
    assert spec["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    assert spec["automountServiceAccountToken"] is False
    env = effective_env("sandbox", sandbox)
    port = int(env["RESPONSA_SANDBOX_PORT"])
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert sandbox[probe]["grpc"]["port"] == port, probe
    # The work directories are on a volume (the root file system is read-only).
    mounts = {m["mountPath"] for m in sandbox["volumeMounts"]}
    assert env["RESPONSA_SANDBOX_DIR"] in mounts
    settings_read = Settings.from_env(env)
    assert settings_read.sandbox_host == "0.0.0.0" and settings_read.sandbox_port == port
    assert len(settings_read.sandbox_token or "") >= 32


def quantity(text: str) -> int:
    """A Kubernetes memory quantity in bytes (the binary suffixes these manifests use)."""
    units = {"Ki": 1 << 10, "Mi": 1 << 20, "Gi": 1 << 30, "Ti": 1 << 40}
    for suffix, factor in units.items():
        if text.endswith(suffix):
            return int(text.removesuffix(suffix)) * factor
    return int(text)


def test_the_sandbox_keeps_its_copies_on_tmpfs_within_its_memory_limit() -> None:
    """No loop device in a pod that is not privileged: the tmpfs disk kind, whose pages the
    pod's memory limit must hold beside the cells (docs/deploy.md, "The sandbox")."""
    spec = find("sandbox", "Deployment", "responsa-sandbox")["spec"]["template"]["spec"]
    sandbox = container(spec, "sandbox")
    read = Settings.from_env(effective_env("sandbox", sandbox))
    assert read.sandbox_disk == "tmpfs"
    limit = quantity(sandbox["resources"]["limits"]["memory"])
    # Room for several cells at their cap and many full copies at once.
    assert limit >= 4 * read.sandbox_memory_bytes + 16 * read.sandbox_disk_bytes
    assert quantity(sandbox["resources"]["requests"]["memory"]) <= limit


def test_the_api_pods_stay_unprivileged_and_call_the_sandbox() -> None:
    spec = pod("sandbox")
    assert spec["securityContext"]["runAsNonRoot"] is True
    for c in [*spec.get("initContainers", []), *spec["containers"]]:
        assert c["securityContext"]["capabilities"] == {"drop": ["ALL"]}, c["name"]
        assert c["securityContext"]["allowPrivilegeEscalation"] is False, c["name"]
    worker = container(spec, "responsa")
    url = env_value(worker, "RESPONSA_SANDBOX_URL") or ""
    service = find("sandbox", "Service", "responsa-sandbox")
    (port,) = service["spec"]["ports"]
    assert url == f"{service['metadata']['name']}:{port['port']}"
    sandbox = container(
        find("sandbox", "Deployment", "responsa-sandbox")["spec"]["template"]["spec"], "sandbox"
    )
    assert port["targetPort"] == int(env_value(sandbox, "RESPONSA_SANDBOX_PORT") or 0)
    labels = find("sandbox", "Deployment", "responsa-sandbox")["spec"]["template"]["metadata"][
        "labels"
    ]
    assert service["spec"]["selector"].items() <= labels.items()

    def token(c: dict[str, Any]) -> Any:
        (entry,) = [e for e in c["env"] if e["name"] == "RESPONSA_SANDBOX_TOKEN"]
        return entry["valueFrom"]["secretKeyRef"]

    # One shared secret, never in the ConfigMap.
    assert token(worker) == token(sandbox)
    assert "RESPONSA_SANDBOX_TOKEN" not in settings("sandbox")
    # Without the component, the base's pods run no sandbox and name none.
    assert env_value(container(pod("base"), "responsa"), "RESPONSA_SANDBOX_URL") is None


def test_only_the_api_pods_reach_the_sandbox_and_it_reaches_nothing() -> None:
    policy = find("sandbox", "NetworkPolicy", "responsa-sandbox")
    labels = find("sandbox", "Deployment", "responsa-sandbox")["spec"]["template"]["metadata"][
        "labels"
    ]
    assert policy["spec"]["podSelector"]["matchLabels"].items() <= labels.items()
    assert set(policy["spec"]["policyTypes"]) == {"Ingress", "Egress"}
    assert policy["spec"]["egress"] == []
    (ingress,) = policy["spec"]["ingress"]
    (peer,) = ingress["from"]
    api_labels = pod_labels("sandbox")
    assert peer["podSelector"]["matchLabels"].items() <= api_labels.items()
    assert [p["port"] for p in ingress["ports"]] == [50061]
    # The API pods' own policy does not select the sandbox pod (it would open its ports).
    api_policy = find("sandbox", "NetworkPolicy", "responsa")
    assert not api_policy["spec"]["podSelector"]["matchLabels"].items() <= labels.items()


def pod_labels(name: str) -> dict[str, str]:
    return dict(find(name, "Deployment", "responsa")["spec"]["template"]["metadata"]["labels"])
