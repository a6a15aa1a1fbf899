"""Request bodies large enough to hold up every other request of the process.

Parsing and validating a body is CPU work proportional to its size (a 34 MB create took most of
a minute). Above `OFF_LOOP_BYTES` it runs in a worker thread: the event loop then gets the GIL
back at every switch interval (5 ms) instead of waiting for the whole parse, so small requests
keep being served meanwhile; below it (almost every request) nothing changes, no thread hop is
paid. After such a request, `release_memory` collects what it left and hands the C allocator's
free pages back to the system (glibc keeps them otherwise: the process stayed at 1.3 GB after a
34 MB create).
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import functools
import gc
import logging
from collections.abc import Callable
from typing import TypeVar

log = logging.getLogger(__name__)

_T = TypeVar("_T")

OFF_LOOP_BYTES = 256 * 1024


async def parse_body(data: bytes, parse: Callable[[bytes], _T]) -> _T:
    """`parse(data)`, in a worker thread when `data` is large."""
    if len(data) < OFF_LOOP_BYTES:
        return parse(data)
    return await asyncio.to_thread(parse, data)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim, or None elsewhere (musl, macOS)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


def release_memory(size: int) -> None:
    """After a request whose body had `size` bytes: when it was a large one, collect and return
    its memory to the system shortly after the call has ended.

    Not at once: the call's state still holds the request until grpc has finished it, and an
    aborted call's state sits in a reference cycle with its context that only a full garbage
    collection frees (measured: 380 MB of a refused million-item create stayed otherwise).
    Large requests are rare; one full collection (milliseconds) after them costs the others
    nothing measurable, and calls close together share one sweep.
    """
    global _sweep_pending
    if size < OFF_LOOP_BYTES or _sweep_pending:
        return
    _sweep_pending = True
    asyncio.get_running_loop().call_later(SWEEP_DELAY_SECONDS, _sweep)


SWEEP_DELAY_SECONDS = 0.5
_sweep_pending = False


def _sweep() -> None:
    global _sweep_pending
    _sweep_pending = False
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        # In a thread: trimming a big heap takes milliseconds.
        asyncio.get_running_loop().run_in_executor(None, trim, 0)
