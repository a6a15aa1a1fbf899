"""SandboxService as `responsa sandbox` serves it to API processes (sandbox_server.py): over a
bare `LocalSandbox`, the jail side of the stored containers, which stay in the API process
(containers/). The API's `RemoteSandbox` (sandbox/remote.py) is the client.

A container here is only a work directory: CreateContainer with `container_id` adopts the
stored container of that id (its directory kept when this process has it, made empty when
not; without it, a new id), DeleteContainer drops the directory, ListContainerFiles reports each
file's `modified_ns` (what the API's working copies tell a changed file by). The project the API
process names (PeerToken) scopes every container: another project's id is a 404 like an unknown
one. File paths are checked by the sandbox (a bad one is a 400 naming `path`); a run streams its
output as it comes, then the figures it showed, then its outcome (with the files it changed and
whether the disk is full).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

from responsa.v1 import sandbox_pb2 as pb
from responsa.v1 import sandbox_pb2_grpc as pb_grpc

from responsa_server.auth.caller import caller_project
from responsa_server.edges.binding import Service, service
from responsa_server.edges.run_events import asked_limits, program_of, run_events
from responsa_server.model.errors import ApiError
from responsa_server.sandbox import MEMORY_LIMITS, BadPath, Container, LocalSandbox

# A container id as the API makes them (model/ids.py); it names a directory here.
_CONTAINER_ID = re.compile(r"cntr_[0-9a-f]{16,64}")


def _container_message(container: Container) -> pb.Container:
    return pb.Container(
        id=container.id,
        name=container.name,
        memory_limit=container.memory_limit,
        created_at=container.created_at,
        last_active_at=container.last_active_at,
        status="running",
    )


def _bad_path(error: BadPath) -> ApiError:
    return ApiError(400, f"Invalid 'path': {error}.", param="path", code="invalid_value")


def _not_found(container_id: str) -> ApiError:
    return ApiError(
        404,
        f"No container found with id '{container_id}'.",
        param="container_id",
        code="not_found",
    )


class PeerSandboxServicer(pb_grpc.SandboxServiceServicer):
    """SandboxService over this process's work directories (module docstring)."""

    def __init__(self, sandbox: LocalSandbox) -> None:
        self._sandbox = sandbox

    async def _container(self, container_id: str) -> Container:
        found = await self._sandbox.get(caller_project(), container_id)
        if found is None:
            raise _not_found(container_id)
        return found

    async def CreateContainer(self, request: pb.CreateContainerRequest, context: Any) -> Any:
        """The work directory of the stored container `container_id` (or a new container)."""
        limit = request.memory_limit or "1g"
        if limit not in MEMORY_LIMITS:
            raise ApiError(
                400,
                f"Invalid 'memory_limit': expected one of {', '.join(MEMORY_LIMITS)}.",
                param="memory_limit",
                code="invalid_value",
            )
        project = caller_project()
        if not request.container_id:
            return _container_message(await self._sandbox.create(project, request.name, limit))
        if not _CONTAINER_ID.fullmatch(request.container_id):
            raise ApiError(
                400,
                f"Invalid 'container_id': {request.container_id!r} is not a container id.",
                param="container_id",
                code="invalid_value",
            )
        try:
            made = await self._sandbox.adopt(request.container_id, project, request.name, limit)
        except LookupError:  # another project's
            raise _not_found(request.container_id) from None
        return _container_message(made)

    async def GetContainer(self, request: pb.GetContainerRequest, context: Any) -> Any:
        """One container."""
        return _container_message(await self._container(request.container_id))

    async def ListContainers(self, request: pb.ListContainersRequest, context: Any) -> Any:
        """The project's containers here."""
        listed = await self._sandbox.listed(caller_project())
        return pb.ListContainersResponse(containers=[_container_message(c) for c in listed])

    async def DeleteContainer(self, request: pb.DeleteContainerRequest, context: Any) -> Any:
        """Drop a container's work directory."""
        if not await self._sandbox.forget(caller_project(), request.container_id):
            raise _not_found(request.container_id)
        return pb.DeleteContainerResponse(id=request.container_id, deleted=True)

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
        return pb.ContainerFile(path=path, bytes=len(request.data), container_id=container.id)

    async def GetContainerFile(self, request: pb.GetContainerFileRequest, context: Any) -> Any:
        """A regular file's bytes (up to the sandbox's READ_LIMIT)."""
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
        """The container's regular files, with their modification times."""
        container = await self._container(request.container_id)
        found = await self._sandbox.list_files(container)
        return pb.ListContainerFilesResponse(
            files=[
                pb.ContainerFile(
                    path=f.path,
                    bytes=f.bytes,
                    modified_ns=f.modified_ns,
                    container_id=container.id,
                )
                for f in found
            ]
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
        which = program_of(request)
        limits = asked_limits(self._sandbox.limits, request.limits)
        if which == "code":
            code = request.code
            events = run_events(
                lambda on_output: self._sandbox.run_python(container, code, on_output, limits),
                details=True,
            )
        else:
            argv = list(request.command.argv)
            events = run_events(
                lambda on_output: self._sandbox.run(container, argv, on_output, limits),
                details=True,
            )
        async for event in events:
            yield event


def peer_sandbox_services(sandbox: LocalSandbox) -> list[Service]:
    """SandboxService over `sandbox`, for `responsa sandbox`."""
    return [
        service(
            pb.DESCRIPTOR,
            "SandboxService",
            pb_grpc.add_SandboxServiceServicer_to_server,
            PeerSandboxServicer(sandbox),
        )
    ]
