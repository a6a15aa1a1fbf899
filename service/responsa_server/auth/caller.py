"""The calling project, as admission (the call pipeline's layer) established it for the current
call."""

from __future__ import annotations

from contextvars import ContextVar

# Set by `edges.admission.Admission` inside the RPC's task before the servicer method runs; unset
# anywhere else. No default: an edge reached without the interceptor fails closed.
_caller_project: ContextVar[str] = ContextVar("responsa_caller_project")


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
