"""Secrets never reach the log: URL user info, query and fragment, bearer/basic credentials and
API keys in their usual shapes (`sk-...`, `api_key=...`) are masked in every record, from any
logger (httpx2 logs `HTTP Request: POST <url>` at INFO;
the MCP SDK logs URLs and errors that quote them).

It is a log-record factory rather than a handler filter: a record is redacted where it is made,
so a handler added later (by a library, or an operator's config) cannot bypass it. The factory
only runs for records that pass the logger's level, and a message without `://` or a credential
keyword costs one formatting (which the handler would have done anyway) and two substring tests.
"""

from __future__ import annotations

import logging
import re
from typing import Any

MASK = "***"
# scheme://[userinfo@]host[:port][/path][?query][#fragment], ending at whitespace, quotes or <>.
_URL = re.compile(
    r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<userinfo>[^\s/?#@'\"<>]*@)?"
    r"(?P<rest>[^\s?#'\"<>]*)(?P<query>\?[^\s#'\"<>]*)?(?P<fragment>#[^\s'\"<>]*)?"
)
# Any "bearer <token>"; "Basic <credentials>" only capitalised, so prose saying "basic" stays.
_CREDENTIAL = re.compile(r"\b((?i:bearer)|Basic)(\s+)[A-Za-z0-9._~+/=-]+")
# OpenAI-style keys (sk-..., sk-proj-..., rk-...), and a value named as a key, token, secret or
# password (`api_key=...`, `"password": "..."`), as upstream error messages quote them.
_KEY = re.compile(r"\b[sr]k-[A-Za-z0-9_-]{8,}")
_NAMED_SECRET = re.compile(
    r"(?i:\b(api[_-]?key|access[_-]?token|secret|password)([\"']?\s*[=:]\s*[\"']?))"
    r"[^\s\"'&,;]+"
)
_formatter = logging.Formatter()


def _mask_url(match: re.Match[str]) -> str:
    userinfo = f"{MASK}@" if match["userinfo"] else ""
    query = f"?{MASK}" if match["query"] else ""
    fragment = f"#{MASK}" if match["fragment"] else ""
    return f"{match['scheme']}{userinfo}{match['rest']}{query}{fragment}"


def redact(text: str) -> str:
    """`text` with URL secrets, bearer/basic credentials and API keys masked."""
    if "://" in text:
        text = _URL.sub(_mask_url, text)
    if "earer" in text or "EARER" in text or "Basic" in text:
        text = _CREDENTIAL.sub(rf"\1\2{MASK}", text)
    if "k-" in text:
        text = _KEY.sub(MASK, text)
    if "=" in text or ":" in text:
        text = _NAMED_SECRET.sub(rf"\1\2{MASK}", text)
    return text


def install() -> None:
    """Redact every log record made in this process from now on (idempotent)."""
    current = logging.getLogRecordFactory()
    if getattr(current, "responsa_redacting", False):
        return

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = current(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a bad format string: the handler reports it as usual
            return record
        record.msg, record.args = redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(_formatter.formatException(record.exc_info))
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return record

    factory.responsa_redacting = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(factory)
