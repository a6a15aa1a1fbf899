"""The stored container a tool of a request runs in (code_interpreter's `container`, a hosted
shell's `environment`): one of the project's by its id, or a new one with the given settings
and files (containers/); every refusal is a 400 naming the parameter, before anything runs
(docs/sandbox.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerRecord
from responsa_server.engine.tool_kinds.base import RunShared, ToolServices
from responsa_server.model.container_requests import ContainerFields
from responsa_server.model.errors import ApiError

NOT_AVAILABLE = (
    "The {tool} tool needs this server's sandbox, which cannot run here: {why} (docs/sandbox.md)."
)
# Settings of a new container that are not run yet (network_policy "disabled" is the default).
NOT_YET = ("network_policy", "skills")


def containers_for(services: ToolServices, tool: str, param: str) -> ContainersApi:
    """The containers, or the 400 (naming `param`) saying why their sandbox cannot run here."""
    containers = services.find(ContainersApi)
    sandbox = containers.sandbox if containers is not None else None
    if containers is None or sandbox is None or sandbox.unavailable is not None:
        why = sandbox.unavailable if sandbox is not None else "it is not configured"
        raise ApiError(
            400, NOT_AVAILABLE.format(tool=tool, why=why), param=param, code="unsupported_value"
        )
    return containers


async def existing(
    containers: ContainersApi, shared: RunShared, container_id: str, param: str
) -> ContainerRecord:
    """The project's live container `container_id` (another project's is unknown alike; an
    expired one is the Containers API's 400)."""
    try:
        return await containers.live(container_id, project=shared.project, param=param)
    except ApiError as error:
        if error.status != 404:
            raise
        raise ApiError(
            400,
            f"No container found with id '{container_id}'.",
            param=param,
            code="invalid_value",
        ) from None


async def chosen_container(
    containers: ContainersApi,
    shared: RunShared,
    container: str | dict[str, Any],
    *,
    param: str,
    id_param: str,
    name: str,
    id_in: Callable[[dict[str, Any]], object],
) -> ContainerRecord | None:
    """The container a tool of the request runs in: the project's `container` when it is an
    id (a 400 naming `id_param` when unknown), else a new one with its settings (`param`).
    A run taken over at a turn boundary goes on in the container its earlier calls ran in
    (`id_in`: the container id of one of the tool's output items, or None). A background
    request being admitted gets its settings checked and no container (None): its job makes
    the one it runs in."""
    if isinstance(container, str):
        return await existing(containers, shared, container, id_param)
    for item in reversed(shared.resumed):
        earlier = id_in(item)
        if isinstance(earlier, str) and earlier:
            return await existing(containers, shared, earlier, param)
    if shared.admitting:
        unsupported(container, param)
        await containers.files_for(
            list(container.get("file_ids") or ()),
            project=shared.project,
            param=f"{param}.file_ids",
        )
        return None
    return await new_container(containers, shared, container, param, name)


def unsupported(settings: dict[str, Any], param: str) -> None:
    """A 400 naming the first setting of a new container that is not run yet."""
    for key in NOT_YET:
        value = settings.get(key)
        if value and not (key == "network_policy" and value.get("type") == "disabled"):
            raise ApiError(
                400,
                f"'{param}.{key}' is not supported yet by this server for a model on a Chat "
                "Completions upstream.",
                param=f"{param}.{key}",
                code="unsupported_value",
            )


async def new_container(
    containers: ContainersApi,
    shared: RunShared,
    settings: dict[str, Any],
    param: str,
    name: str,
) -> ContainerRecord:
    """A new container of the project with `settings` (`memory_limit`, `file_ids`); a 400
    naming each setting that is not run yet."""
    unsupported(settings, param)
    fields = ContainerFields(
        name=name,
        memory_limit=settings.get("memory_limit") or "1g",
        idle_minutes=None,
        file_ids=list(settings.get("file_ids") or ()),
    )
    return await containers.make(fields, project=shared.project, file_ids_param=f"{param}.file_ids")
