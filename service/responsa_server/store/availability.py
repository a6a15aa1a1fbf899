"""A store that cannot be reached is a 503 for the caller, not an unexplained 500.

`operation(name)` decorates each `ResponseStore` method: connection-level failures (refused,
reset, server shutting down, pool timeouts) become OpenAI's 503 `server_error`, and the call
is observed (span, latency, errors; observability/hooks.py). `ping()` is what the health
watcher asks.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import ParamSpec, TypeVar

import asyncpg
from sqlalchemy import exc as sa_exc

from responsa_server.model.errors import ApiError
from responsa_server.observability.hooks import store_operation

P = ParamSpec("P")
R = TypeVar("R")

UNAVAILABLE_MESSAGE = "The server could not reach its store. Please retry your request."

# Failures that say nothing about the request, only that the database is not there.
_CONNECTION_ERRORS: tuple[type[BaseException], ...] = (
    OSError,  # refused, reset, unreachable
    TimeoutError,  # connect or pool checkout timed out
    asyncpg.InterfaceError,  # connection closed or broken underneath
    asyncpg.InternalClientError,  # a connection left mid-operation by a failure
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,  # admin shutdown, crash shutdown
    asyncpg.exceptions.InsufficientResourcesError,  # too many connections, disk full
)


def is_unavailable(error: BaseException) -> bool:
    """Whether `error` means the store cannot be reached right now."""
    if isinstance(error, _CONNECTION_ERRORS):
        return True
    if isinstance(error, sa_exc.DBAPIError):
        if error.connection_invalidated or isinstance(error, sa_exc.InterfaceError):
            return True
        return error.orig is not None and is_unavailable(error.orig)
    if isinstance(error, sa_exc.TimeoutError):  # SQLAlchemy pool checkout
        return True
    if isinstance(error, sqlite3.OperationalError):
        return "unable to open" in str(error) or "disk I/O" in str(error)
    cause = error.__cause__
    return cause is not None and cause is not error and is_unavailable(cause)


def store_unavailable() -> ApiError:
    """OpenAI's shape for a server-side outage."""
    return ApiError(503, UNAVAILABLE_MESSAGE, code="store_unavailable")


def operation(name: str) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
    """Decorate a store method: outages become 503s, and the call is observed as `name`."""
    observed = store_operation(name)

    def decorate(method: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
        @wraps(method)
        async def run(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return await method(*args, **kwargs)
            except Exception as error:
                if is_unavailable(error):
                    raise store_unavailable() from error
                raise

        return observed(run)

    return decorate
