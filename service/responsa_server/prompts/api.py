"""`PromptsApi`: a project's prompt templates (a Responsa extension, docs/prompts.md), the one
implementation behind both front doors (edges/prompts.py), and `apply`, which renders a
create's `prompt` into its instructions and input before anything is called.

Another project's prompt id answers exactly like an unknown one.
"""

from __future__ import annotations

import time
from typing import Any

from responsa_server.model.errors import ApiError, not_found
from responsa_server.model.ids import new_id
from responsa_server.model.items import normalize_input
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request import CreateRequest
from responsa_server.model.request.checks import object_id
from responsa_server.model.request.input_items import parse_input
from responsa_server.model.request.prompt import combined_input, render, template_fields
from responsa_server.prompts.store import PromptStore, PromptVersion


def _unknown(prompt_id: str, param: str = "prompt_id") -> ApiError:
    return not_found(f"No prompt found with id '{prompt_id}'.", param)


def _version_number(version: str) -> int | None:
    """A version as stored ("3" -> 3); None for text that names no version."""
    return int(version) if version.isascii() and version.isdigit() and len(version) < 10 else None


class PromptsApi:
    """Create, version, list, read and delete templates; apply one to a create."""

    def __init__(self, store: PromptStore) -> None:
        self._store = store

    async def _found(
        self, prompt_id: str, version: str | None, *, project: str, params: tuple[str, str]
    ) -> PromptVersion:
        id_param, version_param = params
        number = None if version is None else _version_number(version)
        if version is not None and number is None:
            await self._exists(prompt_id, project=project, param=id_param)
            raise not_found(f"Prompt '{prompt_id}' has no version '{version}'.", version_param)
        found = await self._store.get(prompt_id, number, project=project)
        if found is None:
            await self._exists(prompt_id, project=project, param=id_param)
            raise not_found(f"Prompt '{prompt_id}' has no version '{version}'.", version_param)
        return found

    async def _exists(self, prompt_id: str, *, project: str, param: str) -> None:
        if await self._store.get(prompt_id, None, project=project) is None:
            raise _unknown(prompt_id, param)

    async def create(self, body: object, *, project: str) -> dict[str, Any]:
        """A new template at version "1"."""
        fields = template_fields(body, creating=True)
        created = await self._store.create(
            new_id("pmpt"), fields, project=project, now=int(time.time())
        )
        return created.to_dict()

    async def retrieve(self, prompt_id: str, version: str, *, project: str) -> dict[str, Any]:
        """One version (the newest when `version` is empty)."""
        prompt_id = object_id(prompt_id, "prompt_id")
        found = await self._found(
            prompt_id, version or None, project=project, params=("prompt_id", "version")
        )
        return found.to_dict()

    async def update(self, prompt_id: str, body: object, *, project: str) -> dict[str, Any]:
        """The next version: what the body gives, the rest carried over from the newest."""
        prompt_id = object_id(prompt_id, "prompt_id")
        fields = template_fields(body, creating=False)
        made = await self._store.update(prompt_id, fields, project=project, now=int(time.time()))
        if made is None:
            raise _unknown(prompt_id)
        return made.to_dict()

    async def versions(self, prompt_id: str, *, project: str) -> dict[str, Any]:
        """Every version, oldest first."""
        prompt_id = object_id(prompt_id, "prompt_id")
        found = await self._store.versions(prompt_id, project=project)
        if not found:
            raise _unknown(prompt_id)
        return list_object([v.to_dict() for v in found], False)

    async def list_prompts(
        self, *, after: str | None, limit: int, order: str, project: str
    ) -> dict[str, Any]:
        """A page of the project's templates, each at its newest version."""
        limit, order = page_bounds(limit, order or "asc")
        if after is not None:
            after = object_id(after, "after")
        found, more = await self._store.page(project=project, after=after, limit=limit, order=order)
        return list_object([p.to_dict() for p in found], more)

    async def delete(self, prompt_id: str, *, project: str) -> dict[str, Any]:
        """Delete every version of the template."""
        prompt_id = object_id(prompt_id, "prompt_id")
        if not await self._store.delete(prompt_id, project=project):
            raise _unknown(prompt_id)
        return {"object": "prompt.deleted", "id": prompt_id, "deleted": True}

    async def apply(self, request: CreateRequest, *, project: str) -> None:
        """Render the request's `prompt` into it, once: the template's messages come before
        the request's input; the request's own `instructions`, when given, replace the
        template's. A background request's body is rewritten to the rendered request (its job
        re-parses that body on whichever replica runs it). 404 naming `prompt.id` or
        `prompt.version`, 400 naming `prompt.variables.<name>`."""
        reference = request.prompt
        if reference is None or request.prompt_version is not None:
            return
        template = await self._found(
            reference.id,
            reference.version,
            project=project,
            params=("prompt.id", "prompt.version"),
        )
        instructions, items = render(template.instructions, template.input, reference.variables)
        if request.instructions is None:
            request.instructions = instructions
        if items:
            request.input = parse_input(combined_input(items, request.input), request.specs)
            request.input_items = normalize_input(request.input)
        request.prompt_version = str(template.version)
        if request.body is not None:
            body = {**request.body, "prompt": reference.echo(request.prompt_version)}
            if request.instructions is not None:
                body["instructions"] = request.instructions
            if items:
                body["input"] = request.input
            request.body = body
