"""Log lines that carry the call's request id, response id and project.

Two formats (`RESPONSA_LOG_FORMAT`): `text` (the default: human-readable, for `make up`) and
`json` (one object per line, for collectors). The fields come from context variables that the
call scope (`edges/call_observer.py`), admission (`edges/admission.py`) and the engine set, so
every line logged while a call runs carries them. Prompt and output text are never logged unless
`RESPONSA_LOG_CONTENT` asks for it, whatever the level: other libraries' DEBUG lines carry them
(aiosqlite's hold every SQL parameter, the MCP SDK's every message, websockets' every frame),
so below INFO only Responsa's own records are written unless it asks. Request headers and
bodies are never logged.
"""

from __future__ import annotations

import logging
import sys
from contextvars import ContextVar

from pythonjsonlogger.json import JsonFormatter

request_id: ContextVar[str | None] = ContextVar("responsa_request_id", default=None)
response_id: ContextVar[str | None] = ContextVar("responsa_response_id", default=None)
# Set by admission (edges/admission.py) once it admitted the call (None before, or after a refusal).
project: ContextVar[str | None] = ContextVar("responsa_project", default=None)

# RESPONSA_LOG_CONTENT (debug): output text may be logged.
content_enabled = False

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s"


class LibraryDebugFilter(logging.Filter):
    """Drops other libraries' records below INFO: their debug lines carry SQL parameters,
    protocol messages and frames, that is prompt and output text (RESPONSA_LOG_CONTENT lets
    them through)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= logging.INFO or record.name.partition(".")[0] in OWN_LOGGERS


# Responsa's own loggers (by their first name), whose debug lines carry no content.
OWN_LOGGERS = frozenset({"responsa", "responsa_server", "__main__"})


class CallFields(logging.Filter):
    """Adds request_id, response_id and project (None outside a call) to every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        record.response_id = response_id.get()
        record.project = project.get()
        return True


def bind_response(value: str) -> None:
    """The response the current call works on (its log lines carry the id from here on)."""
    response_id.set(value)


def configure(
    log_format: str = "text", *, content: bool = False, level: int | str = logging.INFO
) -> None:
    """Send the root logger's records to stderr in `log_format` ("text" or "json"); `content`
    lets output text into the logs (debug), other libraries' debug lines included."""
    global content_enabled
    content_enabled = content
    handler = logging.StreamHandler(sys.stderr)
    if not content:
        handler.addFilter(LibraryDebugFilter())
    handler.addFilter(CallFields())
    if log_format == "json":
        handler.setFormatter(
            JsonFormatter(
                JSON_FIELDS,
                rename_fields={"levelname": "level", "name": "logger", "asctime": "time"},
                timestamp=False,
            )
        )
    elif log_format == "text":
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    else:
        raise ValueError(f"RESPONSA_LOG_FORMAT must be 'text' or 'json', got {log_format!r}")
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
