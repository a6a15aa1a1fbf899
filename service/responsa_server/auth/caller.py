"""The calling project and API key, as admission (the call pipeline's layer) established them
for the current call."""

from __future__ import annotations

from contextvars import ContextVar

# Set by `edges.admission.Admission` inside the RPC's task before the servicer method runs; unset
# anywhere else. No default: an edge reached without the interceptor fails closed.
_caller_project: ContextVar[str] = ContextVar("responsa_caller_project")
# The id of the API key that made the call; None without keys (RESPONSA_AUTH=none, a JWT) and
# outside a call. A background job's task sets the key its response was queued with.
_caller_key_id: ContextVar[str | None] = ContextVar("responsa_caller_key_id", default=None)


def caller_project() -> str:
    """The project of the current RPC's caller (RuntimeError if no interceptor ran)."""
    try:
        return _caller_project.get()
    except LookupError:
        raise RuntimeError(
            "no authenticated caller: the call interceptor did not admit this call"
        ) from None


def set_caller_project(project: str) -> None:
    """Record the current RPC's project (the interceptor's job only)."""
    _caller_project.set(project)


def caller_key_id() -> str | None:
    """The id of the API key the current call's caller used, if it used one."""
    return _caller_key_id.get()


def set_caller_key_id(key_id: str | None) -> None:
    """Record the key the current call (or WebSocket connection) authenticated with
    (admission's job), or that queued the background response the current task runs."""
    _caller_key_id.set(key_id)
