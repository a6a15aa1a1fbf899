"""The Open Responses specification (../shared/reference/open-responses-openapi.json) as
JSON Schema validators: a Response object, and each streaming event by its `type`."""

from __future__ import annotations

import functools
import json
from typing import Any

from jsonschema import Draft202012Validator

from tests.required import REPO, missing

# shared/ sits beside the clone (CI) or beside the worktrees' parent (development).
SPEC_CANDIDATES = tuple(
    root / "shared" / "reference" / "open-responses-openapi.json"
    for root in (REPO.parent, REPO.parent.parent)
)


@functools.cache
def spec() -> dict[str, Any]:
    """The spec document (version 2026-04-24); the test is skipped where it is absent."""
    for path in SPEC_CANDIDATES:
        if path.is_file():
            loaded: dict[str, Any] = json.loads(path.read_text())
            assert loaded["info"]["version"] == "2026-04-24"
            return loaded
    missing(
        "the Open Responses spec (shared/reference/open-responses-openapi.json) beside the clone"
    )


@functools.cache
def _validator(schema_name: str) -> Draft202012Validator:
    # The OpenAPI document is itself the resource the component $refs point into.
    document = spec()
    return Draft202012Validator(
        {"$ref": f"#/components/schemas/{schema_name}", "components": document["components"]}
    )


@functools.cache
def _event_schemas() -> dict[str, str]:
    """Event type -> the name of its streaming-event schema."""
    document = spec()
    content = document["paths"]["/responses"]["post"]["responses"]["200"]["content"]
    names: dict[str, str] = {}
    for ref in content["text/event-stream"]["schema"]["oneOf"]:
        name = ref["$ref"].rsplit("/", 1)[1]
        for event_type in document["components"]["schemas"][name]["properties"]["type"]["enum"]:
            names[event_type] = name
    return names


def _errors(validator: Draft202012Validator, instance: Any) -> list[str]:
    return [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in validator.iter_errors(instance)
    ]


def assert_response(response: dict[str, Any]) -> None:
    """`response` is a valid Open Responses ResponseResource."""
    problems = _errors(_validator("ResponseResource"), response)
    assert not problems, problems


def assert_event(event: dict[str, Any]) -> bool:
    """`event` is a valid Open Responses streaming event of its type, and any Response it
    embeds a valid ResponseResource. False for a type the spec does not define (OpenAI's own,
    e.g. `response.reasoning_text.delta`, which stays byte-compatible with OpenAI)."""
    if "response" in event:
        assert_response(event["response"])
    name = _event_schemas().get(event["type"])
    if name is None:
        return False
    problems = _errors(_validator(name), event)
    assert not problems, (event["type"], problems)
    return True


def assert_websocket_error(event: dict[str, Any]) -> None:
    """`event` is the spec's WebSocketErrorEvent."""
    problems = _errors(_validator("WebSocketErrorEvent"), event)
    assert not problems, problems


OPENAI_CANDIDATES = tuple(
    root / "shared" / "reference" / "openai-responses-openapi-subset.json"
    for root in (REPO.parent, REPO.parent.parent)
)


@functools.cache
def _openai_validator(schema_name: str) -> Draft202012Validator:
    """A validator for one schema of OpenAI's reference (items and events the Open Responses
    spec does not define, such as custom tool calls)."""
    for path in OPENAI_CANDIDATES:
        if path.is_file():
            document = json.loads(path.read_text())
            return Draft202012Validator(
                {
                    "$ref": f"#/components/schemas/{schema_name}",
                    "components": document["components"],
                }
            )
    missing("OpenAI's reference (shared/reference/openai-responses-openapi-subset.json)")


def assert_openai(schema_name: str, instance: Any) -> None:
    """`instance` is valid against OpenAI's reference schema `schema_name`."""
    problems = _errors(_openai_validator(schema_name), instance)
    assert not problems, (schema_name, problems)
