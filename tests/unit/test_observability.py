"""Observability pieces in isolation: exporter choice from OTEL_* variables, JSON log fields,
store outage classification, memoised metric children, library debug lines kept out of
the logs."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator

import aiosqlite
import asyncpg
import pytest
from responsa_server.auth.project import DEFAULT_PROJECT
from responsa_server.edges.call_observer import _new_request_id
from responsa_server.model.errors import ApiError
from responsa_server.observability import logs, metrics
from responsa_server.observability.tracing import _exporters
from responsa_server.store.availability import is_unavailable, store_unavailable
from sqlalchemy import exc as sa_exc


def test_exporter_follows_the_standard_variables() -> None:
    assert _exporters({}) == []
    assert _exporters({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}) == ["otlp"]
    assert _exporters({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://c:4318/v1/traces"}) == ["otlp"]
    assert _exporters({"OTEL_TRACES_EXPORTER": "console,otlp"}) == ["console", "otlp"]
    assert _exporters({"OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "x"}) == []


def test_json_lines_carry_the_call_fields(capsys: pytest.CaptureFixture[str]) -> None:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        logs.configure("json")
        logs.request_id.set("req-1")
        logs.bind_response("resp_1")
        logs.project.set(DEFAULT_PROJECT)  # as the auth interceptor does
        logging.getLogger("responsa.test").info("hello %s", "there", extra={"status": 404})
        line = json.loads(capsys.readouterr().err.strip().splitlines()[-1])
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)
    assert line["message"] == "hello there"
    assert (line["level"], line["logger"], line["status"]) == ("INFO", "responsa.test", 404)
    assert (line["request_id"], line["response_id"], line["project"]) == (
        "req-1",
        "resp_1",
        "default",
    )
    assert "time" in line


def test_unknown_log_format_is_refused() -> None:
    with pytest.raises(ValueError, match="RESPONSA_LOG_FORMAT"):
        logs.configure("yaml")


@pytest.mark.parametrize(
    "error",
    [
        ConnectionRefusedError(111, "refused"),
        TimeoutError(),
        asyncpg.exceptions.ConnectionDoesNotExistError("closed"),
        asyncpg.exceptions.AdminShutdownError("shutting down"),
        asyncpg.exceptions.CannotConnectNowError("starting up"),
        asyncpg.InternalClientError("cannot perform operation: another operation is in progress"),
        sa_exc.OperationalError("SELECT 1", {}, ConnectionResetError()),
        sa_exc.InterfaceError("SELECT 1", {}, Exception("connection is closed")),
    ],
)
def test_connection_failures_mean_the_store_is_unavailable(error: BaseException) -> None:
    assert is_unavailable(error)


@pytest.mark.parametrize(
    "error",
    [
        ValueError("bad"),
        ApiError(400, "bad", param="order"),
        asyncpg.exceptions.UniqueViolationError("duplicate"),
        sa_exc.IntegrityError("INSERT", {}, Exception("duplicate")),
    ],
)
def test_other_failures_are_not_outages(error: BaseException) -> None:
    assert not is_unavailable(error)


def test_an_outage_is_openai_shaped() -> None:
    body = store_unavailable().to_dict()["error"]
    assert store_unavailable().status == 503
    assert (body["type"], body["code"]) == ("server_error", "store_unavailable")


def test_metric_children_are_memoised() -> None:
    children = metrics.Counts(metrics.REQUESTS)
    first = children("Unit/Test", "200")
    assert children("Unit/Test", "200") is first
    value = metrics.REQUESTS.labels("Unit/Test", "200")._value
    before = value.get()
    children("Unit/Test", "200").inc(2)
    assert value.get() == before + 2
    with pytest.raises(ValueError):
        first.inc(-1)


def test_a_timing_fills_the_bucket_prometheus_would() -> None:
    # Each amount observed through Timing and through prometheus_client's own observe, on
    # two children of one histogram: every bucket and the sum must agree.
    timings = metrics.Timings(metrics.STORE_SECONDS)
    ours, theirs = timings("unit-ours"), metrics.STORE_SECONDS.labels("unit-theirs")
    amounts = [0.0, 0.0004, 0.0005, 0.00051, 0.003, 0.25, 5.0, 7.0, 1e9, -1.0]
    for amount in amounts:
        ours.observe(amount)
        theirs.observe(amount)
    mine = metrics.STORE_SECONDS.labels("unit-ours")
    assert [b.get() for b in mine._buckets] == [b.get() for b in theirs._buckets]
    assert mine._sum.get() == theirs._sum.get() == sum(amounts)
    assert [b.get() for b in mine._buckets][-1] == 2  # 7 and 1e9: past the last bound (5)


def _finished(text: str) -> dict[str, object]:
    return {
        "id": "resp_c",
        "model": "m",
        "status": "completed",
        "usage": {"input_tokens": 1, "output_tokens": 1},
        "output": [{"type": "message", "content": [{"type": "output_text", "text": text}]}],
    }


def test_output_text_is_logged_only_when_the_debug_setting_asks(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from responsa_server.observability import hooks

    caplog.set_level(logging.INFO, logger="responsa.responses")
    monkeypatch.setattr(logs, "content_enabled", False)
    hooks.response_finished(_finished("SECRET-OUTPUT-1"))
    assert "SECRET-OUTPUT-1" not in caplog.text
    monkeypatch.setattr(logs, "content_enabled", True)
    hooks.response_finished(_finished("DEBUG-OUTPUT-2"))
    assert "resp_c output: DEBUG-OUTPUT-2" in caplog.text


def test_a_new_request_id_is_a_version_4_uuid_in_hex() -> None:
    ids = {_new_request_id() for _ in range(200)}
    assert len(ids) == 200
    for made in ids:
        parsed = uuid.UUID(hex=made)
        assert (parsed.version, parsed.variant, parsed.hex) == (4, uuid.RFC_4122, made)


# Loggers of the libraries the service runs, whose DEBUG lines hold what they carry: SQL
# parameters (aiosqlite, asyncpg, SQLAlchemy), HTTP exchanges (httpx, httpcore), protocol
# messages (the MCP SDK) and frames (websockets).
LIBRARY_LOGGERS = (
    "aiosqlite",
    "asyncpg",
    "sqlalchemy.engine.Engine",
    "sqlalchemy.pool",
    "httpx",
    "httpcore.http11",
    "mcp.client.streamable_http",
    "websockets.client",
    "grpc._cython.cygrpc",
)


@pytest.fixture
def root_logging() -> Iterator[None]:
    """Puts the root logger back as it was (logs.configure replaces its handlers)."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    saved = logs.content_enabled
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    logs.content_enabled = saved


async def _debug_everywhere(secret: str) -> None:
    """A DEBUG line carrying `secret` from each library, and a real aiosqlite statement with
    it as a parameter (aiosqlite logs every call's arguments at DEBUG)."""
    for name in LIBRARY_LOGGERS:
        logging.getLogger(name).debug("sent %s", secret)
    connection = await aiosqlite.connect(":memory:")
    try:
        await connection.execute("SELECT ?", (secret,))
    finally:
        await connection.close()


async def test_at_debug_no_library_line_carries_content_unless_asked(
    capsys: pytest.CaptureFixture[str], root_logging: None
) -> None:
    """RESPONSA_LOG_LEVEL=DEBUG keeps Responsa's own debug lines and drops every other
    library's below INFO (issue 41: aiosqlite's held the prompts); RESPONSA_LOG_CONTENT=1 lets
    them through."""
    logs.configure("json", level="DEBUG")
    await _debug_everywhere("PROMPT-4141")
    logging.getLogger("responsa_server.engine").debug("own debug line")
    logging.getLogger("httpx").info("an INFO line of a library")
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    assert "PROMPT-4141" not in json.dumps(lines)
    assert [(line["logger"], line["message"]) for line in lines] == [
        ("responsa_server.engine", "own debug line"),
        ("httpx", "an INFO line of a library"),
    ]
    logs.configure("json", content=True, level="DEBUG")
    await _debug_everywhere("OUTPUT-4242")
    shown = {json.loads(line)["logger"] for line in capsys.readouterr().err.splitlines()}
    # SQLAlchemy keeps its own loggers at WARNING (its echo is off): those stay quiet anyway.
    enabled = {n for n in LIBRARY_LOGGERS if logging.getLogger(n).isEnabledFor(logging.DEBUG)}
    assert enabled <= shown and {"aiosqlite", "asyncpg", "httpx"} <= shown
