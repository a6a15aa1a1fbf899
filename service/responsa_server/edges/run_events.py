"""SandboxService's `RunInContainer` as both of its servers stream it (edges/sandbox.py over the
stored containers, edges/sandbox_peer.py in `responsa sandbox`): the program asked for, the
limits it asked for (only ever lower than the server's), and the run's output as it comes,
then its outcome."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator, Awaitable, Callable

from responsa.v1 import sandbox_pb2 as pb

from responsa_server.model.errors import ApiError
from responsa_server.sandbox import Limits, Outcome
from responsa_server.sandbox.runner import OnOutput

_KINDS = {
    "exit": pb.RUN_OUTCOME_KIND_EXIT,
    "timeout": pb.RUN_OUTCOME_KIND_TIMEOUT,
    "output_limit": pb.RUN_OUTCOME_KIND_OUTPUT_LIMIT,
    "cpu_time": pb.RUN_OUTCOME_KIND_CPU_TIME,
}


def program_of(request: pb.RunInContainerRequest) -> str:
    """ "code" or "command" (a 400 naming `code` when neither is given)."""
    which = request.WhichOneof("program")
    if which is None or (which == "command" and not request.command.argv):
        raise ApiError(
            400,
            "Missing required parameter: 'code' or 'command'.",
            param="code",
            code="missing_required_parameter",
        )
    return str(which)


def asked_limits(limits: Limits, asked: pb.RunLimits) -> Limits:
    """`limits` lowered to what the request asks for (a higher ask is ignored)."""
    if 0 < asked.wall_seconds < limits.wall_seconds:
        limits = dataclasses.replace(limits, wall_seconds=asked.wall_seconds)
    if 0 < asked.cpu_seconds < limits.cpu_seconds:
        limits = dataclasses.replace(limits, cpu_seconds=asked.cpu_seconds)
    if 0 < asked.output_bytes < limits.output_bytes:
        limits = dataclasses.replace(limits, output_bytes=asked.output_bytes)
    return limits


async def run_events(
    start: Callable[[OnOutput], Awaitable[Outcome]], *, details: bool = False
) -> AsyncIterator[pb.RunEvent]:
    """The events of the run `start(on_output)` makes: each chunk of output as it comes, then
    the outcome. With `details` (`responsa sandbox` to its API processes), the figures the call
    showed come before the outcome, which names the files it changed and whether the disk is
    full. A client that goes away cancels the run (its cleanup kills the jail)."""
    chunks: asyncio.Queue[pb.RunEvent] = asyncio.Queue()

    def on_output(stream: str, data: bytes) -> None:
        event = pb.RunEvent(stdout=data) if stream == "stdout" else pb.RunEvent(stderr=data)
        chunks.put_nowait(event)

    task: asyncio.Task[Outcome] = asyncio.ensure_future(start(on_output))
    try:
        while not task.done() or not chunks.empty():
            getter = asyncio.ensure_future(chunks.get())
            await asyncio.wait({getter, task}, return_when="FIRST_COMPLETED")
            if getter.done():
                yield getter.result()
            else:
                getter.cancel()
        outcome = task.result()
    finally:
        if not task.done():
            task.cancel()
    ended = pb.RunOutcome(kind=_KINDS[outcome.kind])
    if outcome.exit_code is not None:
        ended.exit_code = outcome.exit_code
    if details:
        for image in outcome.images:
            yield pb.RunEvent(image=image)
        ended.disk_full = outcome.disk_full
        ended.changed.extend(
            pb.ContainerFile(path=f.path, bytes=f.bytes, modified_ns=f.modified_ns)
            for f in outcome.changed
        )
    yield pb.RunEvent(outcome=ended)
