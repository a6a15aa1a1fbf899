"""Settings come from the documented RESPONSA_* variables, with a fresh machine's defaults."""

import pytest
from responsa_server.config import DEFAULT_DATABASE_URL, Settings, SettingsError


def test_defaults_for_a_fresh_machine() -> None:
    settings = Settings.from_env({})
    assert settings.upstream_base_url is None and settings.upstream_api_key is None
    assert settings.database_url == DEFAULT_DATABASE_URL
    assert DEFAULT_DATABASE_URL.startswith("sqlite")
    assert (settings.http_port, settings.grpc_port) == (8080, 50051)
    assert settings.durable_commits is True
    assert settings.max_tool_iterations == 10
    assert settings.drain_seconds == 8.0
    assert (settings.log_format, settings.log_content) == ("text", False)
    assert (settings.mcp_timeout_seconds, settings.mcp_tools_ttl_seconds) == (30.0, 300.0)


def test_every_variable_is_read() -> None:
    settings = Settings.from_env(
        {
            "RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:11434/v1",
            "RESPONSA_UPSTREAM_API_KEY": "sk-x",
            "RESPONSA_DATABASE_URL": "postgresql://postgres@127.0.0.1:5432/test",
            "RESPONSA_HTTP_PORT": "9090",
            "RESPONSA_GRPC_PORT": "9091",
            "RESPONSA_DURABLE_COMMITS": "0",
            "RESPONSA_DRAIN_SECONDS": "2.5",
            "RESPONSA_LOG_FORMAT": "json",
            "RESPONSA_LOG_CONTENT": "1",
            "RESPONSA_MAX_TOOL_ITERATIONS": "4",
            "RESPONSA_MCP_TIMEOUT_SECONDS": "2.5",
            "RESPONSA_MCP_TOOLS_TTL_SECONDS": "0",
        }
    )
    assert settings.upstream_base_url == "http://127.0.0.1:11434/v1"
    assert settings.upstream_api_key == "sk-x"
    assert settings.database_url == "postgresql://postgres@127.0.0.1:5432/test"
    assert (settings.http_port, settings.grpc_port) == (9090, 9091)
    assert settings.durable_commits is False
    assert settings.drain_seconds == 2.5
    assert (settings.log_format, settings.log_content) == ("json", True)
    assert settings.max_tool_iterations == 4
    assert (settings.mcp_timeout_seconds, settings.mcp_tools_ttl_seconds) == (2.5, 0.0)


def test_background_job_settings() -> None:
    defaults = Settings.from_env({})
    assert (defaults.job_lease_seconds, defaults.job_heartbeat_seconds) == (30.0, 10.0)
    assert (defaults.job_poll_seconds, defaults.job_concurrency) == (10.0, 64)
    assert defaults.webhook_poll_seconds == 5.0
    assert defaults.drain_seconds == 8.0
    # The heartbeat follows the lease unless set.
    assert Settings.from_env({"RESPONSA_JOB_LEASE_SECONDS": "3"}).job_heartbeat_seconds == 1.0
    tuned = Settings.from_env(
        {
            "RESPONSA_JOB_LEASE_SECONDS": "1.5",
            "RESPONSA_JOB_HEARTBEAT_SECONDS": "0.3",
            "RESPONSA_JOB_POLL_SECONDS": "1",
            "RESPONSA_JOB_CONCURRENCY": "4",
            "RESPONSA_DRAIN_SECONDS": "2",
        }
    )
    assert (tuned.job_lease_seconds, tuned.job_heartbeat_seconds) == (1.5, 0.3)
    assert (tuned.job_poll_seconds, tuned.job_concurrency, tuned.drain_seconds) == (1.0, 4, 2.0)


def test_workers_default_to_one_per_core_and_sqlite_runs_one() -> None:
    from gateway.workers import is_sqlite, worker_count

    assert worker_count({"RESPONSA_WORKERS": "3"}) == 3
    assert worker_count({}) >= 1
    assert is_sqlite("") and is_sqlite("sqlite:///var/x.db")
    assert not is_sqlite("postgresql://postgres@127.0.0.1:5432/test")


def test_upstream_timeouts_and_pool_size() -> None:
    defaults = Settings.from_env({})
    timeouts = defaults.upstream_timeouts
    assert (timeouts.connect, timeouts.first_byte, timeouts.between_chunks, timeouts.total) == (
        10.0,
        300.0,
        120.0,
        1200.0,
    )
    assert defaults.upstream_max_connections == 256
    settings = Settings.from_env(
        {
            "RESPONSA_UPSTREAM_CONNECT_TIMEOUT": "1.5",
            "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT": "2",
            "RESPONSA_UPSTREAM_CHUNK_TIMEOUT": "3",
            "RESPONSA_UPSTREAM_TOTAL_TIMEOUT": "4",
            "RESPONSA_UPSTREAM_MAX_CONNECTIONS": "8",
        }
    )
    timeouts = settings.upstream_timeouts
    assert (timeouts.connect, timeouts.first_byte, timeouts.between_chunks, timeouts.total) == (
        1.5,
        2.0,
        3.0,
        4.0,
    )
    assert settings.upstream_max_connections == 8


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("RESPONSA_UPSTREAM_TOTAL_TIMEOUT", "0"),
        ("RESPONSA_UPSTREAM_CHUNK_TIMEOUT", "soon"),
        ("RESPONSA_UPSTREAM_MAX_CONNECTIONS", "0"),
        ("RESPONSA_UPSTREAM_MAX_CONNECTIONS", "-3"),
    ],
)
def test_bad_upstream_limits_stop_the_start_naming_the_variable(name: str, value: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        Settings.from_env({name: value})
    assert name in str(stopped.value)


def test_retention_settings() -> None:
    # OpenAI keeps stored responses 30 days; event logs a day after their job ended.
    defaults = Settings.from_env({})
    assert (defaults.retention_days, defaults.event_retention_hours) == (30.0, 24.0)
    assert defaults.retention_sweep_seconds == 300.0
    tuned = Settings.from_env(
        {
            "RESPONSA_RETENTION_DAYS": "7",
            "RESPONSA_EVENT_RETENTION_HOURS": "0.5",
            "RESPONSA_RETENTION_SWEEP_SECONDS": "60",
        }
    )
    assert (tuned.retention_days, tuned.event_retention_hours) == (7.0, 0.5)
    assert tuned.retention_sweep_seconds == 60.0


# -- the typed model (pydantic-settings): one reading of every value ---------------------------


@pytest.mark.parametrize(
    ("word", "value"),
    [(w, True) for w in ("1", "true", "YES", "On", " true ")]
    + [(w, False) for w in ("0", "false", "No", "OFF")],
)
def test_every_boolean_is_read_one_way(word: str, value: bool) -> None:
    names = (
        "RESPONSA_DURABLE_COMMITS",
        "RESPONSA_LOG_CONTENT",
        "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK",
        "RESPONSA_UPSTREAM_FETCHES_URLS",
        "RESPONSA_UPSTREAM_FILE_PARTS",
    )
    settings = Settings.from_env(dict.fromkeys(names, word))
    assert (
        settings.durable_commits,
        settings.log_content,
        settings.allow_unauthenticated_network,
        settings.upstream_fetches_urls,
        settings.upstream_file_parts,
    ) == (value,) * len(names)


def test_a_boolean_that_is_neither_is_refused_naming_it() -> None:
    with pytest.raises(SettingsError) as stopped:
        Settings.from_env({"RESPONSA_DURABLE_COMMITS": "maybe"})
    assert stopped.value.problems == [
        "RESPONSA_DURABLE_COMMITS must be one of 1, true, yes, on or 0, false, no, off, got 'maybe'"
    ]


def test_every_bad_value_is_named_by_its_variable_at_once() -> None:
    bad = {
        "RESPONSA_HTTP_PORT": "70000",
        "RESPONSA_MAX_TOOL_ITERATIONS": "ten",
        "RESPONSA_MCP_TIMEOUT_SECONDS": "-1",
        "RESPONSA_CONTEXT_WINDOW_TOKENS": "1.5",
        "RESPONSA_JOB_CONCURRENCY": "many",
        "RESPONSA_DRAIN_SECONDS": "nan",
        "RESPONSA_ENVOY_ADMIN_PORT": "admin",
        "RESPONSA_PROTECTED_PORTS": "50052,x",
        "RESPONSA_INPUT_FILE_MAX_BYTES": "0",
        "RESPONSA_UPSTREAM_REASONING_FIELD": "not a field",
        "RESPONSA_JOB_LEASE_SECONDS": "soon",
    }
    with pytest.raises(SettingsError) as stopped:
        Settings.from_env(bad)
    problems = stopped.value.problems
    # One line per variable (the heartbeat, derived from the bad lease, is not a second one).
    assert len(problems) == len(bad), problems
    for name, raw in bad.items():
        assert any(p.startswith(name) and repr(raw) in p for p in problems), (name, problems)
    assert stopped.value.variables == frozenset(bad)
    assert str(stopped.value) == "\n".join(problems)


def test_an_empty_variable_is_an_unset_one() -> None:
    settings = Settings.from_env({"RESPONSA_HTTP_PORT": "", "RESPONSA_AUTH": " "})
    assert (settings.http_port, settings.auth) == (8080, "none")


def test_values_are_normalised_and_zero_admin_port_is_unset() -> None:
    settings = Settings.from_env(
        {
            "RESPONSA_AUTH": " Keys ",
            "RESPONSA_LOG_FORMAT": "JSON",
            "RESPONSA_ENVOY_ADMIN_PORT": "0",
            "RESPONSA_UPSTREAM_REASONING_FIELD": "none",
            "RESPONSA_BLOB_STORE": "s3://bucket/x",
        }
    )
    assert (settings.auth, settings.log_format, settings.envoy_admin_port) == ("keys", "json", None)
    assert settings.upstream_reasoning_field is None
    assert settings.blob_store_url == "s3://bucket/x"


def test_secrets_stay_out_of_the_settings_repr() -> None:
    settings = Settings.from_env(
        {
            "RESPONSA_UPSTREAM_API_KEY": "sk-upstream-secret",
            "RESPONSA_COMPACTION_KEY": "seal-secret",
            "RESPONSA_EMBEDDINGS_API_KEY": "sk-embeddings-secret",
        }
    )
    assert settings.upstream_api_key == "sk-upstream-secret"
    for secret in ("sk-upstream-secret", "seal-secret", "sk-embeddings-secret"):
        assert secret not in repr(settings)


def test_constructing_settings_reads_no_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RESPONSA_HTTP_PORT", "1234")
    direct = Settings(upstream_base_url=None, upstream_api_key=None, database_url="sqlite://")
    assert direct.http_port == 8080
    assert Settings.from_env().http_port == 1234


def test_a_bad_value_stops_the_service_without_a_traceback() -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("RESPONSA_")}
    env["RESPONSA_JOB_POLL_SECONDS"] = "often"
    stopped = subprocess.run(
        [sys.executable, "-m", "responsa_server"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert stopped.returncode == 1
    assert "Traceback" not in stopped.stderr
    assert "RESPONSA_JOB_POLL_SECONDS='often' is not a valid value" in stopped.stderr


def test_sandbox_settings_default_to_openais_limits() -> None:
    # A cell's wall time is at most 180 s unless set; a container idles out after 20 minutes.
    defaults = Settings.from_env({})
    assert defaults.sandbox_wall_seconds == 180.0
    assert defaults.container_idle_minutes == 20.0
    assert defaults.sandbox_memory_bytes == 1 << 30
    assert defaults.sandbox_cpu_seconds == 120
    assert defaults.sandbox_disk_bytes == 1 << 30
    tuned = Settings.from_env(
        {
            "RESPONSA_SANDBOX_WALL_SECONDS": "30",
            "RESPONSA_CONTAINER_IDLE_MINUTES": "5",
            "RESPONSA_SANDBOX_MEMORY_BYTES": str(4 << 30),
            "RESPONSA_SANDBOX_CPU_SECONDS": "7",
        }
    )
    assert (tuned.sandbox_wall_seconds, tuned.container_idle_minutes) == (30.0, 5.0)
    assert tuned.sandbox_cpu_seconds == 7
    assert tuned.sandbox_memory_bytes == 4 << 30
