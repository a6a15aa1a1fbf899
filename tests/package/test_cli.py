"""The `responsa` command as an operator runs it (`python -m responsa_cli`, the console script's
module): --version, check, migrate, keys. `serve` is driven in tests/e2e (test_supervision.py,
test_shutdown.py, test_local_model.py), `worker` by every Stack (it is `python -m
responsa_server`)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from responsa_server import __version__

from gateway.processes import child_env


def responsa(
    *args: str, env: dict[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("RESPONSA_")}
    return subprocess.run(
        [sys.executable, "-m", "responsa_cli", *args],
        env=child_env(base | (env or {})),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_version() -> None:
    result = responsa("--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"responsa {__version__}")


def test_check_accepts_a_worker_configuration() -> None:
    result = responsa(
        "check",
        "--worker",
        env={"RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1", "RESPONSA_AUTH": "keys"},
    )
    assert result.returncode == 0, result.stderr
    assert "configuration OK for worker" in result.stdout
    assert "upstream: http://127.0.0.1:9/v1" in result.stdout


def test_check_names_every_problem_at_once() -> None:
    result = responsa(
        "check",
        "--worker",
        env={
            "RESPONSA_HTTP_PORT": "eighty",
            "RESPONSA_AUTH": "sometimes",
            "RESPONSA_UPSTREAM_TOTAL_TIMEOUT": "-1",
            "RESPONSA_JOB_LEASE_SECONDS": "soon",
            "RESPONSA_DATABASE_URL": "mysql://db/x",
            "RESPONSA_WORKERS": "0",
        },
    )
    assert result.returncode == 1
    assert result.stdout == ""
    problems = [line for line in result.stderr.splitlines() if line.startswith("- ")]
    expected = (
        "RESPONSA_HTTP_PORT must be a port number",
        "RESPONSA_UPSTREAM_TOTAL_TIMEOUT must be above 0 seconds",
        "RESPONSA_JOB_LEASE_SECONDS='soon' is not a valid value",
        "RESPONSA_AUTH='sometimes' is not a mode",
        "RESPONSA_UPSTREAM_BASE_URL is not set: a worker needs",
        "RESPONSA_DATABASE_URL must be a sqlite:// or postgresql:// URL",
        "RESPONSA_WORKERS must be a whole number above 0",
    )
    for text in expected:
        assert any(text in problem for problem in problems), (text, result.stderr)
    assert len(problems) == len(expected), result.stderr


def test_migrate_then_keys_on_the_same_store(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'responsa.db'}"
    env = {"RESPONSA_DATABASE_URL": url}
    migrated = responsa("migrate", env=env)
    assert migrated.returncode == 0, migrated.stderr
    with sqlite3.connect(tmp_path / "responsa.db") as db:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        (head,) = db.execute("SELECT version_num FROM alembic_version").fetchone()
    assert {"responses", "background_jobs", "api_keys"} <= tables
    assert head
    created = responsa("keys", "create", "--project", "acme", env=env)
    assert created.returncode == 0, created.stderr
    listed = responsa("keys", "list", env=env)
    assert listed.returncode == 0 and "\tacme\t" in listed.stdout
    assert created.stdout.strip() not in listed.stdout  # the secret is shown once


def test_serve_without_an_upstream_or_the_bundled_model_says_what_to_do(tmp_path: Path) -> None:
    """Here the bundled model may be installed: point the check at a missing one by removing the
    upstream and checking the message only when it is absent; `check` must agree with `serve`."""
    from gateway.bundled_model import local_model_missing

    result = responsa("check", cwd=tmp_path)
    if local_model_missing() is None:
        assert result.returncode == 0, result.stderr
        assert "upstream: the bundled local model" in result.stdout
    else:
        assert result.returncode == 1
        assert "pip install" in result.stderr or "responsa[local]" in result.stderr


def test_serve_and_worker_refuse_a_bad_configuration_before_starting(tmp_path: Path) -> None:
    for command in ("serve", "worker"):
        result = responsa(
            command,
            env={"RESPONSA_WORKERS": "many", "RESPONSA_UPSTREAM_BASE_URL": "http://x/v1"},
            cwd=tmp_path,
        )
        assert result.returncode == 2, (command, result.stderr)
        assert "RESPONSA_WORKERS must be a whole number above 0, got 'many'" in result.stderr
        assert not (tmp_path / "var").exists()  # nothing started, no store created


# Issue 42, finding 9: a routing table that writes credentials in it. `check` said OK to it while
# the worker refused it; all three run one validation now.
CREDENTIALS_IN_THE_TABLE = {
    "api_key": (
        "upstreams:\n  hosted:\n    base_url: https://api.example.com/v1\n"
        "    api_key: sk-written-in-the-table\ndefault: hosted\n",
        "(upstreams.hosted.api_key): credentials are never written in the table",
    ),
    "user_info": (
        "upstreams:\n  hosted:\n    base_url: https://user:s3cret@api.example.com/v1\n"
        "default: hosted\n",
        "(upstreams.hosted.base_url): must not carry credentials",
    ),
}


def test_check_refuses_credentials_in_the_routing_table_as_serve_and_worker_do(
    tmp_path: Path,
) -> None:
    for form, (table, problem) in CREDENTIALS_IN_THE_TABLE.items():
        path = tmp_path / f"{form}.yaml"
        path.write_text(table)
        env = {"RESPONSA_MODELS_FILE": str(path)}
        for args, status in (
            (("check", "--worker"), 1),
            (("check",), 1),
            (("worker",), 2),
            (("serve",), 2),
        ):
            result = responsa(*args, env=env, cwd=tmp_path)
            assert result.returncode == status, (form, args, result.stderr)
            assert problem in result.stderr, (form, args, result.stderr)
            assert "configuration OK" not in result.stdout
            assert "s3cret" not in result.stderr and "sk-written" not in result.stderr
        assert not (tmp_path / "var").exists()  # nothing started


def test_check_accepts_the_same_table_with_its_key_named(tmp_path: Path) -> None:
    path = tmp_path / "models.yaml"
    path.write_text(
        "upstreams:\n  hosted:\n    base_url: https://api.example.com/v1\n"
        "    api_key_env: HOSTED_KEY\ndefault: hosted\n"
    )
    env = {"RESPONSA_MODELS_FILE": str(path), "HOSTED_KEY": "sk-x"}
    result = responsa("check", "--worker", env=env)
    assert result.returncode == 0, result.stderr
    assert f"upstream: the routing table {path}" in result.stdout
    unset = responsa("check", "--worker", env={"RESPONSA_MODELS_FILE": str(path)})
    assert unset.returncode == 1
    assert "the environment variable HOSTED_KEY is not set" in unset.stderr


def test_check_names_each_bad_value_without_a_traceback() -> None:
    result = responsa(
        "check",
        "--worker",
        env={
            "RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1",
            "RESPONSA_LOG_CONTENT": "maybe",
            "RESPONSA_CONTEXT_WINDOW_TOKENS": "lots",
            "RESPONSA_DRAIN_SECONDS": "-1",
        },
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    problems = [line for line in result.stderr.splitlines() if line.startswith("- ")]
    assert len(problems) == 3, result.stderr
    for name in (
        "RESPONSA_LOG_CONTENT",
        "RESPONSA_CONTEXT_WINDOW_TOKENS",
        "RESPONSA_DRAIN_SECONDS",
    ):
        assert any(problem.startswith(f"- {name}") for problem in problems), (name, problems)


def test_gateway_names_a_bad_port_without_a_traceback() -> None:
    result = responsa("gateway", env={"RESPONSA_HTTP_PORT": "eighty"})
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "RESPONSA_HTTP_PORT must be a port number" in result.stderr
