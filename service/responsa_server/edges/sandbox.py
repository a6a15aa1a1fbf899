"""SandboxService (proto/responsa/v1/sandbox.proto) over a `Sandbox`: the in-process
`LocalSandbox` (served by `responsa serve`, or by `responsa sandbox` to API processes), or a
`RemoteSandbox` (an API process passing calls on to `responsa sandbox`). The
caller's project scopes every container (another project's id is a 404 like an unknown one),
file paths are checked by the sandbox (a bad one is a 400 naming `path`), and a run streams its
output as it comes, then its outcome."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator
from typing import Any

from responsa.v1 import sandbox_pb2 as pb
from responsa.v1 import sandbox_pb2_grpc as pb_grpc

from responsa_server.auth.caller import caller_project
from responsa_server.edges.binding import Service, service
from responsa_server.model.errors import ApiError
from responsa_server.sandbox import MEMORY_LIMITS, BadPath, Container, Outcome, Sandbox

_KINDS = {
    "exit": pb.RUN_OUTCOME_KIND_EXIT,
    "timeout": pb.RUN_OUTCOME_KIND_TIMEOUT,
    "output_limit": pb.RUN_OUTCOME_KIND_OUTPUT_LIMIT,
}


def _container_message(container: Container) -> pb.Container:
    return pb.Container(
        id=container.id,
        name=container.name,
        memory_limit=container.memory_limit,
        created_at=container.created_at,
        last_active_at=container.last_active_at,
    )


def _bad_path(error: BadPath) -> ApiError:
    return ApiError(400, f"Invalid 'path': {error}.", param="path", code="invalid_value")


class SandboxServicer(pb_grpc.SandboxServiceServicer):
    """The typed gRPC surface of the sandbox."""

    def __init__(self, sandbox: Sandbox) -> None:
        self._sandbox = sandbox

    async def _container(self, container_id: str) -> Container:
        found = await self._sandbox.get(caller_project(), container_id)
        if found is None:
            raise ApiError(
                404,
                f"No container found with id '{container_id}'.",
                param="container_id",
                code="not_found",
            )
        return found

    async def CreateContainer(self, request: pb.CreateContainerRequest, context: Any) -> Any:
        """A new, empty container of the caller's project."""
        limit = request.memory_limit or "1g"
        if limit not in MEMORY_LIMITS:
            raise ApiError(
                400,
                f"Invalid 'memory_limit': expected one of {', '.join(MEMORY_LIMITS)}.",
                param="memory_limit",
                code="invalid_value",
            )
        made = await self._sandbox.create(caller_project(), request.name, limit)
        return _container_message(made)

    async def GetContainer(self, request: pb.GetContainerRequest, context: Any) -> Any:
        """One container."""
        return _container_message(await self._container(request.container_id))

    async def ListContainers(self, request: pb.ListContainersRequest, context: Any) -> Any:
        """The project's containers."""
        listed = await self._sandbox.listed(caller_project())
        return pb.ListContainersResponse(containers=[_container_message(c) for c in listed])

    async def DeleteContainer(self, request: pb.DeleteContainerRequest, context: Any) -> Any:
        """Delete a container and its files."""
        container = await self._container(request.container_id)
        await self._sandbox.destroy(caller_project(), container.id)
        return pb.DeleteContainerResponse(id=container.id, deleted=True)

    async def PutContainerFile(self, request: pb.PutContainerFileRequest, context: Any) -> Any:
        """Write a file."""
        container = await self._container(request.container_id)
        try:
            path = await self._sandbox.put_file(container, request.path, request.data)
        except BadPath as error:
            raise _bad_path(error) from None
        except OSError as error:  # a link or a directory is in the way
            message = f"{request.path!r} cannot be written ({error.strerror})"
            raise _bad_path(BadPath(message)) from None
        return pb.ContainerFile(path=path, bytes=len(request.data))

    async def GetContainerFile(self, request: pb.GetContainerFileRequest, context: Any) -> Any:
        """A regular file's bytes."""
        container = await self._container(request.container_id)
        try:
            data = await self._sandbox.get_file(container, request.path)
        except BadPath as error:
            raise _bad_path(error) from None
        if data is None:
            raise ApiError(
                404, f"No file found at '{request.path}'.", param="path", code="not_found"
            )
        return pb.ContainerFileContent(path=request.path, data=data)

    async def ListContainerFiles(self, request: pb.ListContainerFilesRequest, context: Any) -> Any:
        """The container's regular files."""
        container = await self._container(request.container_id)
        found = await self._sandbox.list_files(container)
        return pb.ListContainerFilesResponse(
            files=[pb.ContainerFile(path=f.path, bytes=f.bytes) for f in found]
        )

    async def DeleteContainerFile(
        self, request: pb.DeleteContainerFileRequest, context: Any
    ) -> Any:
        """Delete a file."""
        container = await self._container(request.container_id)
        try:
            deleted = await self._sandbox.delete_file(container, request.path)
        except BadPath as error:
            raise _bad_path(error) from None
        if not deleted:
            raise ApiError(
                404, f"No file found at '{request.path}'.", param="path", code="not_found"
            )
        return pb.DeleteContainerFileResponse(path=request.path, deleted=True)

    async def RunInContainer(
        self, request: pb.RunInContainerRequest, context: Any
    ) -> AsyncIterator[pb.RunEvent]:
        """Run the program; its output as it comes, then its outcome."""
        container = await self._container(request.container_id)
        which = request.WhichOneof("program")
        if which is None or (which == "command" and not request.command.argv):
            raise ApiError(
                400,
                "Missing required parameter: 'code' or 'command'.",
                param="code",
                code="missing_required_parameter",
            )
        limits = self._sandbox.limits
        asked = request.limits
        if 0 < asked.wall_seconds < limits.wall_seconds:
            limits = dataclasses.replace(limits, wall_seconds=asked.wall_seconds)
        if 0 < asked.cpu_seconds < limits.cpu_seconds:
            limits = dataclasses.replace(limits, cpu_seconds=asked.cpu_seconds)
        if 0 < asked.output_bytes < limits.output_bytes:
            limits = dataclasses.replace(limits, output_bytes=asked.output_bytes)
        chunks: asyncio.Queue[pb.RunEvent] = asyncio.Queue()

        def on_output(stream: str, data: bytes) -> None:
            event = pb.RunEvent(stdout=data) if stream == "stdout" else pb.RunEvent(stderr=data)
            chunks.put_nowait(event)

        if which == "code":
            running = self._sandbox.run_python(container, request.code, on_output, limits)
        else:
            argv = list(request.command.argv)
            running = self._sandbox.run(container, argv, on_output, limits)
        task: asyncio.Task[Outcome] = asyncio.ensure_future(running)
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
                task.cancel()  # the client went away: the run's cleanup kills the jail
        ended = pb.RunOutcome(kind=_KINDS[outcome.kind])
        if outcome.exit_code is not None:
            ended.exit_code = outcome.exit_code
        yield pb.RunEvent(outcome=ended)


def sandbox_services(sandbox: Sandbox) -> list[Service]:
    """SandboxService over `sandbox`."""
    return [
        service(
            pb.DESCRIPTOR,
            "SandboxService",
            pb_grpc.add_SandboxServiceServicer_to_server,
            SandboxServicer(sandbox),
        )
    ]
