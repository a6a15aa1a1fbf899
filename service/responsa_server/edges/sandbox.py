"""Both front doors of the sandbox's containers over `ContainersApi` (containers/api.py):

ContainersHttpService: OpenAI's Containers API at /v1/containers (bound by Envoy's
transcoder), JSON bytes in HttpBody; a file upload's multipart body (or JSON `file_id`) passes
unchanged with its Content-Type. SandboxService: typed messages, files by path, and
`RunInContainer`, which streams a call's output as it comes, then its outcome.

The caller's project scopes every container (another project's id is a 404 like an unknown
one); bad paths are a 400 naming `path`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import sandbox_pb2 as pb
from responsa.v1 import sandbox_pb2_grpc as pb_grpc

from responsa_server.auth.caller import caller_project
from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerFile
from responsa_server.edges.binding import Rpc, Service, bind, json_body, json_reply, service
from responsa_server.edges.large_bodies import release_memory
from responsa_server.edges.run_events import asked_limits, program_of, run_events
from responsa_server.model.container_requests import ContainerFields, parse_create
from responsa_server.model.request.checks import unknown_parameter


def _container_message(found: dict[str, Any]) -> pb.Container:
    return pb.Container(
        id=found["id"],
        name=found["name"],
        memory_limit=found["memory_limit"],
        created_at=found["created_at"],
        last_active_at=found["last_active_at"],
        status=found["status"],
        expires_after=pb.ContainerExpiresAfter(**found["expires_after"]),
    )


def _file_message(file: ContainerFile) -> pb.ContainerFile:
    return pb.ContainerFile(
        path=file.path,
        bytes=file.bytes,
        id=file.id,
        source=file.source,
        created_at=file.created_at,
        container_id=file.container_id,
    )


async def _file_create(api: ContainersApi, request: pb.ContainerHttpBody, project: str) -> Any:
    """POST /v1/containers/{id}/files: the body as sent (multipart or JSON)."""
    try:
        return await api.create_file(
            request.container_id, request.body.content_type, request.body.data, project=project
        )
    finally:
        release_memory(len(request.body.data))


async def _file_content(api: ContainersApi, request: Any, project: str) -> HttpBody:
    data = await api.file_content(request.container_id, request.file_id, project=project)
    return HttpBody(content_type="application/octet-stream", data=data)


HTTP: dict[str, Rpc] = {
    "ListContainers": Rpc(
        lambda api, r, project: api.list(
            limit=r.limit,
            order=r.order,
            after=r.after or None,
            name=r.name or None,
            project=project,
        ),
        json_reply,
    ),
    "CreateContainer": Rpc(
        lambda api, r, project: api.create(json_body(r.body.data), project=project), json_reply
    ),
    "GetContainer": Rpc(
        lambda api, r, project: api.get(r.container_id, project=project), json_reply
    ),
    "DeleteContainer": Rpc(
        lambda api, r, project: api.delete(r.container_id, project=project), json_reply
    ),
    "CreateContainerFile": Rpc(_file_create, json_reply),
    "ListContainerFiles": Rpc(
        lambda api, r, project: api.list_files(
            r.container_id, limit=r.limit, order=r.order, after=r.after or None, project=project
        ),
        json_reply,
    ),
    "GetContainerFile": Rpc(
        lambda api, r, project: api.get_file(r.container_id, r.file_id, project=project),
        json_reply,
    ),
    "GetContainerFileContent": Rpc(_file_content, lambda body: body),
    "DeleteContainerFile": Rpc(
        lambda api, r, project: api.delete_file(r.container_id, file_id=r.file_id, project=project),
        json_reply,
    ),
}


def _typed_fields(request: pb.CreateContainerRequest) -> ContainerFields:
    """A typed create, checked as the REST body is (`container_id` is only for `responsa
    sandbox`, edges/sandbox_peer.py)."""
    if request.container_id:
        unknown_parameter("container_id")
    body: dict[str, Any] = {"name": request.name}
    if request.memory_limit:
        body["memory_limit"] = request.memory_limit
    if request.file_ids:
        body["file_ids"] = list(request.file_ids)
    if request.HasField("expires_after"):
        body["expires_after"] = {
            "anchor": request.expires_after.anchor,
            "minutes": request.expires_after.minutes,
        }
    return parse_create(body)


async def _typed_create(api: ContainersApi, request: Any, project: str) -> pb.Container:
    made = await api.make(_typed_fields(request), project=project, file_ids_param="file_ids")
    return _container_message(await api.get(made.id, project=project))


async def _typed_list(api: ContainersApi, request: Any, project: str) -> Any:
    page = await api.list(
        limit=request.limit,
        order=request.order or "asc",
        after=request.after or None,
        name=request.name or None,
        project=project,
    )
    return pb.ListContainersResponse(
        containers=[_container_message(c) for c in page["data"]], has_more=page["has_more"]
    )


async def _typed_get(api: ContainersApi, request: Any, project: str) -> pb.Container:
    return _container_message(await api.get(request.container_id, project=project))


async def _typed_delete(api: ContainersApi, request: Any, project: str) -> Any:
    deleted = await api.delete(request.container_id, project=project)
    return pb.DeleteContainerResponse(id=deleted["id"], deleted=True)


async def _typed_put(api: ContainersApi, request: Any, project: str) -> pb.ContainerFile:
    put = await api.put_file(request.container_id, request.path, request.data, project=project)
    return _file_message(put)


def _which(request: Any) -> dict[str, str | None]:
    """A file named by id or by path (a typed request has both fields)."""
    if request.file_id:
        return {"file_id": request.file_id}
    return {"path": request.path}


async def _typed_get_file(api: ContainersApi, request: Any, project: str) -> Any:
    found = await api.file(request.container_id, project=project, **_which(request))
    return pb.ContainerFileContent(path=found.path, data=await api.content(found))


async def _typed_list_files(api: ContainersApi, request: Any, project: str) -> Any:
    found = await api.all_files(request.container_id, project=project)
    return pb.ListContainerFilesResponse(files=[_file_message(f) for f in found])


async def _typed_delete_file(api: ContainersApi, request: Any, project: str) -> Any:
    found = await api.file(request.container_id, project=project, **_which(request))
    await api.delete_file(request.container_id, file_id=found.id, project=project)
    return pb.DeleteContainerFileResponse(path=found.path, deleted=True)


def _as_is(message: Any) -> Any:
    return message


TYPED: dict[str, Rpc] = {
    "CreateContainer": Rpc(_typed_create, _as_is),
    "GetContainer": Rpc(_typed_get, _as_is),
    "ListContainers": Rpc(_typed_list, _as_is),
    "DeleteContainer": Rpc(_typed_delete, _as_is),
    "PutContainerFile": Rpc(_typed_put, _as_is),
    "GetContainerFile": Rpc(_typed_get_file, _as_is),
    "ListContainerFiles": Rpc(_typed_list_files, _as_is),
    "DeleteContainerFile": Rpc(_typed_delete_file, _as_is),
}


class SandboxServicer(pb_grpc.SandboxServiceServicer):
    """The typed surface's streaming RPC (the others are bound from `TYPED`)."""

    api: ContainersApi

    async def RunInContainer(
        self, request: pb.RunInContainerRequest, context: Any
    ) -> AsyncIterator[pb.RunEvent]:
        """Run the program; its output as it comes, then its outcome."""
        record = await self.api.live(request.container_id, project=caller_project())
        which = program_of(request)
        limits = asked_limits(self.api.sandbox.limits, request.limits)
        if which == "code":
            events = run_events(
                lambda on_output: self.api.run_python(record, request.code, on_output, limits)
            )
        else:
            argv = list(request.command.argv)
            events = run_events(lambda on_output: self.api.run(record, argv, on_output, limits))
        async for event in events:
            yield event


def sandbox_services(api: ContainersApi) -> list[Service]:
    """ContainersHttpService and SandboxService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ContainersHttpService",
            pb_grpc.add_ContainersHttpServiceServicer_to_server,
            bind(pb_grpc.ContainersHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "SandboxService",
            pb_grpc.add_SandboxServiceServicer_to_server,
            bind(SandboxServicer, api, TYPED),
        ),
    ]
