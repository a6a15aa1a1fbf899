"""`RemoteSandbox`: the `Sandbox` (the jail side, interface.py) of an API process whose calls
run in a `responsa sandbox` process (RESPONSA_SANDBOX_URL), so that the API process itself needs
no privilege. The stored containers stay in the API process (containers/); the sandbox process
holds their work directories, which containers/ fills and reads through this client.

Each call is one SandboxService RPC carrying the shared token (`authorization: Bearer`,
RESPONSA_SANDBOX_TOKEN) and the caller's project (`x-responsa-project`): the sandbox process
scopes every container by it, as the in-process sandbox does. A run's output is handed on chunk
by chunk as the stream brings it. NOT_FOUND is an unknown container or file, INVALID_ARGUMENT
on a path is `BadPath`; anything else (the process unreachable, the token refused) is a 503
saying so. A run's figures and changed files come with its outcome, as `LocalSandbox.run`
gives them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import grpc
from responsa.v1 import sandbox_pb2 as pb
from responsa.v1 import sandbox_pb2_grpc as pb_grpc

from responsa_server.model.errors import ApiError
from responsa_server.sandbox.files import BadPath, FileInfo
from responsa_server.sandbox.interface import PROJECT_METADATA, Container
from responsa_server.sandbox.runner import Limits, OnOutput, Outcome, OutcomeKind

_KINDS: dict[int, OutcomeKind] = {
    pb.RUN_OUTCOME_KIND_EXIT: "exit",
    pb.RUN_OUTCOME_KIND_TIMEOUT: "timeout",
    pb.RUN_OUTCOME_KIND_OUTPUT_LIMIT: "output_limit",
    pb.RUN_OUTCOME_KIND_CPU_TIME: "cpu_time",
}
# Files travel whole in one message, up to 64 MiB each way (the local sandbox's READ_LIMIT).
FILE_BYTES = 64 << 20
MESSAGE_BYTES = 80 << 20


class RemoteSandbox:
    """SandboxService of a `responsa sandbox` process, as a `Sandbox` (interface.py)."""

    def __init__(self, target: str, token: str, limits: Limits | None = None) -> None:
        self._target = target
        self._token = token
        self._channel = grpc.aio.insecure_channel(
            target,
            options=[
                ("grpc.max_receive_message_length", MESSAGE_BYTES),
                ("grpc.max_send_message_length", MESSAGE_BYTES),
            ],
        )
        # The generated stubs are untyped: calls are typed by the messages passed and read.
        self._stub: Any = pb_grpc.SandboxServiceStub(self._channel)  # type: ignore[no-untyped-call]
        # The API's own limits: a call asks the sandbox process for these, which it lowers to
        # its own when they are higher.
        self.limits = limits or Limits()
        # Whether the process can run jails is its own check at its start (it refuses to start
        # otherwise); an unreachable process is an error of the call.
        self.unavailable: str | None = None

    async def aclose(self) -> None:
        """Close the channel."""
        await self._channel.close(None)

    def _metadata(self, project: str) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {self._token}"), (PROJECT_METADATA, project))

    def _failed(self, error: grpc.aio.AioRpcError) -> ApiError:
        return ApiError(
            503,
            f"The sandbox service at {self._target} did not answer the call "
            f"({error.code().name}: {error.details()}).",
        )

    async def adopt(
        self, container_id: str, project: str, name: str = "", memory_limit: str = "1g"
    ) -> Container:
        """The stored container's work directory in the sandbox process (kept, or made)."""
        request = pb.CreateContainerRequest(
            container_id=container_id, name=name, memory_limit=memory_limit
        )
        try:
            made = await self._stub.CreateContainer(request, metadata=self._metadata(project))
        except grpc.aio.AioRpcError as error:
            raise self._failed(error) from None
        return _container(made, project)

    async def forget(self, project: str, container_id: str) -> bool:
        """Drop the container's work directory there; whether there was one of `project`."""
        request = pb.DeleteContainerRequest(container_id=container_id)
        try:
            await self._stub.DeleteContainer(request, metadata=self._metadata(project))
        except grpc.aio.AioRpcError as error:
            if error.code() == grpc.StatusCode.NOT_FOUND:
                return False
            raise self._failed(error) from None
        return True

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file; its `/mnt/data/...` path (ValueError: over FILE_BYTES, which one
        message does not carry; working_copy.py leaves such a file out of the call)."""
        if len(data) > FILE_BYTES:
            raise ValueError(f"{path!r} is over {FILE_BYTES >> 20} MiB, too large to send")
        request = pb.PutContainerFileRequest(container_id=container.id, path=path, data=data)
        try:
            written = await self._stub.PutContainerFile(
                request, metadata=self._metadata(container.project)
            )
        except grpc.aio.AioRpcError as error:
            raise self._path_error(error) from None
        return str(written.path)

    async def read_file(self, container: Container, path: str, limit: int) -> bytes | None:
        """A regular file's bytes, or None: none there, over `limit`, or over what one message
        carries (the sandbox process sends files up to its READ_LIMIT, 64 MiB)."""
        request = pb.GetContainerFileRequest(container_id=container.id, path=path)
        try:
            found = await self._stub.GetContainerFile(
                request, metadata=self._metadata(container.project)
            )
        except grpc.aio.AioRpcError as error:
            if error.code() == grpc.StatusCode.NOT_FOUND:
                return None
            raise self._path_error(error) from None
        data = bytes(found.data)
        return data if len(data) <= limit else None

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files, with their sizes and modification times."""
        request = pb.ListContainerFilesRequest(container_id=container.id)
        try:
            listed = await self._stub.ListContainerFiles(
                request, metadata=self._metadata(container.project)
            )
        except grpc.aio.AioRpcError as error:
            raise self._failed(error) from None
        return [_file_info(f) for f in listed.files]

    async def delete_file(self, container: Container, path: str) -> bool:
        """Remove a file; whether there was one."""
        request = pb.DeleteContainerFileRequest(container_id=container.id, path=path)
        try:
            await self._stub.DeleteContainerFile(
                request, metadata=self._metadata(container.project)
            )
        except grpc.aio.AioRpcError as error:
            if error.code() == grpc.StatusCode.NOT_FOUND:
                return False
            raise self._path_error(error) from None
        return True

    def _path_error(self, error: grpc.aio.AioRpcError) -> Exception:
        """A refused path as `BadPath` (the sandbox process's message); otherwise a 503."""
        if error.code() == grpc.StatusCode.INVALID_ARGUMENT:
            return BadPath(_reason(error.details() or ""))
        return self._failed(error)

    async def run(
        self,
        container: Container,
        argv: Sequence[str],
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a command in the container; its output handed on as it comes."""
        request = pb.RunInContainerRequest(
            container_id=container.id, command=pb.CommandLine(argv=list(argv))
        )
        return await self._run(container, request, on_output, limits)

    async def _run(
        self,
        container: Container,
        request: pb.RunInContainerRequest,
        on_output: OnOutput | None,
        limits: Limits | None,
    ) -> Outcome:
        chosen = limits or self.limits
        request.limits.CopyFrom(
            pb.RunLimits(
                wall_seconds=chosen.wall_seconds,
                cpu_seconds=chosen.cpu_seconds,
                output_bytes=chosen.output_bytes,
            )
        )
        outcome = Outcome("exit", None)
        ended: pb.RunOutcome | None = None
        call = self._stub.RunInContainer(request, metadata=self._metadata(container.project))
        try:
            async for event in call:
                which = event.WhichOneof("event")
                if which == "outcome":
                    ended = event.outcome
                    continue
                if which == "image":
                    outcome.images.append(event.image)
                    continue
                data = event.stdout if which == "stdout" else event.stderr
                outcome.output.append((str(which), data))
                if which == "stdout":
                    outcome.stdout += data
                else:
                    outcome.stderr += data
                if on_output is not None:
                    on_output(str(which), data)
        except grpc.aio.AioRpcError as error:
            raise self._failed(error) from None
        finally:
            call.cancel()  # a caller that went away ends the run there too
        if ended is None:
            raise ApiError(503, f"The sandbox service at {self._target} ended a run early.")
        outcome.kind = _KINDS.get(ended.kind, "exit")
        if ended.HasField("exit_code"):
            outcome.exit_code = ended.exit_code
        outcome.changed = [_file_info(f) for f in ended.changed]
        outcome.disk_full = ended.disk_full
        return outcome


def _container(message: pb.Container, project: str) -> Container:
    return Container(
        id=message.id,
        project=project,
        name=message.name,
        memory_limit=message.memory_limit,
        created_at=message.created_at,
        last_active_at=message.last_active_at,
    )


def _file_info(message: pb.ContainerFile) -> FileInfo:
    return FileInfo(message.path, message.bytes, message.modified_ns / 1e9, message.modified_ns)


def _reason(details: str) -> str:
    """The sandbox process's `Invalid 'path': <reason>.` as the reason alone (the edge that
    shows it writes its own frame around it)."""
    prefix = "Invalid 'path': "
    text = details[len(prefix) :] if details.startswith(prefix) else details
    return text[:-1] if text.endswith(".") else text
