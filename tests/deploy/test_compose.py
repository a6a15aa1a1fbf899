"""compose.yaml: valid against the Compose specification's schema (offline), and the services,
health checks and settings `docker compose up` depends on."""

from __future__ import annotations

import io
import re
from typing import Any

from responsa_cli.check import run_check
from tests.deploy.tools import COMPOSE_FILE, load_yaml, run, tool, unread

STOP_MARGIN_SECONDS = 15


def compose() -> dict[str, Any]:
    (document,) = load_yaml(COMPOSE_FILE.read_text())
    return dict(document)


def seconds(duration: str) -> float:
    """A compose duration such as 30s or 1m30s."""
    total, number = 0.0, ""
    for char in duration:
        if char.isdigit() or char == ".":
            number += char
        else:
            total += float(number) * {"h": 3600, "m": 60, "s": 1}[char]
            number = ""
    return total + float(number or 0)


def test_valid_against_the_compose_spec() -> None:
    done = run([tool("check-jsonschema"), "--builtin-schema", "vendor.compose-spec", COMPOSE_FILE])
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_can_fail(tmp_path: Any) -> None:
    broken = tmp_path / "compose.yaml"
    broken.write_text(COMPOSE_FILE.read_text().replace("depends_on:", "depends_upon:"))
    done = run([tool("check-jsonschema"), "--builtin-schema", "vendor.compose-spec", broken])
    assert done.returncode != 0


def test_services_and_health_checks() -> None:
    services = compose()["services"]
    assert set(services) == {"responsa", "postgres", "searxng"}
    for name, service in services.items():
        assert service["healthcheck"]["test"], name
    # SearXNG only with `--profile search`.
    assert services["searxng"]["profiles"] == ["search"]
    assert "profiles" not in services["responsa"]
    assert "pgvector" in services["postgres"]["image"]
    responsa = services["responsa"]
    assert responsa["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert "/healthz" in " ".join(responsa["healthcheck"]["test"])
    assert responsa["build"]["dockerfile"] == "deploy/Containerfile"


def test_replicas_share_postgres() -> None:
    env = compose()["services"]["responsa"]["environment"]
    assert env["RESPONSA_DATABASE_URL"].startswith("postgresql://")
    assert "@postgres:5432/" in env["RESPONSA_DATABASE_URL"]
    assert compose()["services"]["responsa"]["command"] == ["serve"]
    assert "RESPONSA_WORKERS" in env


def test_published_on_loopback_only() -> None:
    """The open default (RESPONSA_AUTH=none) is flagged as allowed on the container's
    non-loopback listener because only the host's loopback reaches it."""
    responsa = compose()["services"]["responsa"]
    (port,) = responsa["ports"]
    assert port.startswith("127.0.0.1:")
    env = responsa["environment"]
    assert env["RESPONSA_HTTP_HOST"] == "0.0.0.0"
    assert env["RESPONSA_AUTH"].endswith(":-none}")
    assert env["RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK"] == "1"


def test_stop_grace_covers_the_drain() -> None:
    responsa = compose()["services"]["responsa"]
    drain = float(responsa["environment"]["RESPONSA_DRAIN_SECONDS"].split(":-")[-1].rstrip("}"))
    assert seconds(responsa["stop_grace_period"]) > drain + STOP_MARGIN_SECONDS


def test_every_responsa_variable_set_is_one_the_service_reads() -> None:
    names = set(compose()["services"]["responsa"]["environment"])
    assert unread(names) == set()


def resolved(value: object) -> str:
    """A compose value with `${NAME:-default}` / `${NAME-default}` replaced by the default."""
    return re.sub(r"\$\{[A-Z_]+:?-([^}]*)\}", r"\1", str(value))


def test_the_container_starts_with_its_settings() -> None:
    """`responsa check` (for `serve`) passes on the service's environment with compose's
    defaults (an upstream named, as the bundled model's presence is the image's business)."""
    env = {k: resolved(v) for k, v in compose()["services"]["responsa"]["environment"].items()}
    env["RESPONSA_UPSTREAM_BASE_URL"] = "http://host.docker.internal:11434/v1"
    err = io.StringIO()
    assert run_check(env, for_worker=False, out=io.StringIO(), err=err) == 0, err.getvalue()
