"""Log records lose URL user info, query, fragment and credentials, from any logger."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest
from responsa_server import log_redaction
from responsa_server.log_redaction import redact


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'HTTP Request: POST http://u:pw@127.0.0.1:9/mcp?key=q1#frag "HTTP/1.1 200 OK"',
            'HTTP Request: POST http://***@127.0.0.1:9/mcp?***#*** "HTTP/1.1 200 OK"',
        ),
        ("url='https://h.example/a/b?x=1&y=2'", "url='https://h.example/a/b?***'"),
        ("plain http://h:8080/mcp stays", "plain http://h:8080/mcp stays"),
        ("Authorization: Bearer abc.DEF-123", "Authorization: Bearer ***"),
        ("authorization: bearer t0k", "authorization: bearer ***"),
        ("Basic dXNlcjpwdw==", "Basic ***"),
        ("the basic idea", "the basic idea"),
        ("no secrets here", "no secrets here"),
    ],
)
def test_redact(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.fixture
def captured() -> Iterator[io.StringIO]:
    before = logging.getLogRecordFactory()
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    logger = logging.getLogger("some.library")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        log_redaction.install()
        log_redaction.install()  # idempotent
        yield out
    finally:
        logger.removeHandler(handler)
        logging.setLogRecordFactory(before)


def test_every_logger_and_traceback_is_redacted(captured: io.StringIO) -> None:
    logger = logging.getLogger("some.library")
    logger.info("HTTP Request: %s %s", "POST", "http://me:pw1@h/mcp?token=q1#f1")
    try:
        raise RuntimeError("failed for url http://h/mcp?token=q2 with Bearer tok3")
    except RuntimeError:
        logger.exception("call failed")
    logger.debug("%d%%", 5)
    text = captured.getvalue()
    for secret in ("pw1", "q1", "f1", "q2", "tok3"):
        assert secret not in text
    assert "POST http://***@h/mcp?***#***" in text and "RuntimeError" in text and "5%" in text
