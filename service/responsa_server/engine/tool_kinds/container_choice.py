"""The sandbox container a tool of a request runs in (code_interpreter's `container`, a hosted
shell's `environment`): one of the project's by its id, or a new one with the given settings;
every refusal is a 400 naming the parameter, before anything runs (docs/sandbox.md)."""

from __future__ import annotations

from typing import Any

from responsa_server.engine.tool_kinds.base import RunShared, ToolServices
from responsa_server.model.errors import ApiError
from responsa_server.sandbox import Container, LocalSandbox

NOT_AVAILABLE = (
    "The {tool} tool needs this server's sandbox, which cannot run here: {why} (docs/sandbox.md)."
)
# Settings of a new container that are not run yet (network_policy "disabled" is the default).
NOT_YET = ("file_ids", "network_policy", "skills")


def sandbox_for(services: ToolServices, tool: str, param: str) -> LocalSandbox:
    """The sandbox, or the 400 (naming `param`) saying why it cannot run here."""
    sandbox = services.find(LocalSandbox)
    if sandbox is None or sandbox.unavailable is not None:
        why = sandbox.unavailable if sandbox is not None else "it is not configured"
        raise ApiError(
            400, NOT_AVAILABLE.format(tool=tool, why=why), param=param, code="unsupported_value"
        )
    return sandbox


def existing(sandbox: LocalSandbox, shared: RunShared, container_id: str, param: str) -> Container:
    """The project's container `container_id` (another project's is unknown alike)."""
    found = sandbox.get(shared.project, container_id)
    if found is None:
        raise ApiError(
            400,
            f"No container found with id '{container_id}'.",
            param=param,
            code="invalid_value",
        )
    return found


async def new_container(
    sandbox: LocalSandbox, shared: RunShared, settings: dict[str, Any], param: str, name: str
) -> Container:
    """A new container of the project with `settings` (`memory_limit`); a 400 naming each
    setting that is not run yet."""
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
    return await sandbox.create(
        shared.project, name=name, memory_limit=settings.get("memory_limit") or "1g"
    )
