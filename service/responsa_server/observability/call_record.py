"""What the layers below a call learn about it that the call's own scope should know when it
ends: the model the create named, how many requests went to upstreams, the response id it got.

The call pipeline's scope opens a `CallRecord` (`open_record`) for each create; the response
API (the model), the engine (the response id) and the upstream client (each attempt) note on
it through this module's functions, which do nothing outside such a call. It is one mutable
object in a context variable, so notes made in a task the call started (a stream's generator)
still reach it. When the create ends refused, the scope writes the record to the
failed-requests log (edges/call_observer.py).
"""

from __future__ import annotations

from contextvars import ContextVar

_MAX_MODEL = 256


class CallRecord:
    """One create call's notes."""

    __slots__ = ("model", "response_id", "upstream_attempts")

    def __init__(self) -> None:
        self.model: str | None = None
        self.response_id: str | None = None
        self.upstream_attempts = 0


_current: ContextVar[CallRecord | None] = ContextVar("responsa_call_record", default=None)


def open_record() -> CallRecord:
    """A new record for the current call (its scope's job)."""
    record = CallRecord()
    _current.set(record)
    return record


def note_model(model: object) -> None:
    """The model the create's body named (any text: it may be why it was refused)."""
    record = _current.get()
    if record is not None and isinstance(model, str):
        record.model = model[:_MAX_MODEL]


def note_response(response_id: str) -> None:
    """The create's Response got its id."""
    record = _current.get()
    if record is not None:
        record.response_id = response_id


def note_attempt() -> None:
    """One more request went to an upstream for the call."""
    record = _current.get()
    if record is not None:
        record.upstream_attempts += 1
