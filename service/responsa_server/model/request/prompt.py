"""Prompt templates (a Responsa extension, docs/prompts.md): the bodies of the Prompts API,
the `prompt` parameter of a create, and rendering a template with its variables.

A template is instructions and/or input messages whose text carries `{{name}}` placeholders.
A string variable is substituted into text; an `input_text` variable likewise (its text); an
`input_image` or `input_file` variable replaces a content part whose whole text is its
placeholder (a message content that is only the placeholder counts as one such part).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from responsa_server.model.errors import ApiError, invalid_param
from responsa_server.model.request.checks import (
    array,
    body_object,
    fail,
    json_object,
    max_length,
    missing_param,
    object_id,
    only_keys,
    present,
    string,
)
from responsa_server.model.request.input_items import parse_input

NAME_MAX_CHARS = 256
PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}")
_ROLES = ("user", "assistant", "system", "developer")
_TEMPLATE_KEYS = ("name", "instructions", "input")
_PART_TYPES = ("input_text", "input_image", "input_file")
# A create's variables by name: a string, or an input part.
Variables = dict[str, str | dict[str, Any]]


@dataclass(frozen=True, slots=True)
class TemplateFields:
    """What a create or update sets; None: not given (an update keeps the newest version's)."""

    name: str | None
    instructions: str | None
    input: list[dict[str, Any]] | None


@dataclass(frozen=True, slots=True)
class PromptReference:
    """A create's `prompt`: the template id, the version asked for (None: the newest) and the
    variables by name, each a string or an input part."""

    id: str
    version: str | None
    variables: Variables = field(default_factory=dict)

    def echo(self, version: str | None = None) -> dict[str, Any]:
        """The Response's `prompt`: as sent, with the version used when one was resolved."""
        return {
            "id": self.id,
            "variables": dict(self.variables),
            "version": version if version is not None else self.version,
        }


def _template_input(value: object) -> list[dict[str, Any]]:
    """Template input: messages only (role and content), checked as a create's input is."""
    items = array(value, "input")
    for i, item in enumerate(items):
        param = f"input[{i}]"
        item = json_object(item, param)
        if item.get("type", "message") != "message":
            fail(
                f"{param}.type",
                f"Invalid '{param}.type': a template holds messages only.",
                "invalid_value",
            )
        if item.get("role") not in _ROLES:
            fail(
                f"{param}.role",
                f"Invalid '{param}.role': expected one of {', '.join(_ROLES)}.",
                "invalid_value",
            )
    parse_input(items)
    return [dict(item) for item in items]


def template_fields(body: object, *, creating: bool) -> TemplateFields:
    """A create or update body (`name`, `instructions`, `input`); a create needs instructions
    or input."""
    body = body_object(body, _TEMPLATE_KEYS)
    name = (
        max_length(string(body["name"], "name"), "name", NAME_MAX_CHARS)
        if present(body, "name")
        else None
    )
    instructions = (
        string(body["instructions"], "instructions") if present(body, "instructions") else None
    )
    items = _template_input(body["input"]) if present(body, "input") else None
    if creating and instructions is None and not items:
        missing_param("instructions")
    return TemplateFields(name=name, instructions=instructions, input=items)


def variables_of(instructions: str | None, items: list[dict[str, Any]]) -> list[str]:
    """The placeholder names a template uses, in order of first use."""
    texts = [instructions or ""]
    for item in items:
        content = item.get("content")
        if isinstance(content, str):
            texts.append(content)
        elif isinstance(content, list):
            texts.extend(str(p.get("text", "")) for p in content if isinstance(p, dict))
    names: dict[str, None] = {}
    for text in texts:
        for match in PLACEHOLDER.finditer(text):
            names.setdefault(match.group(1), None)
    return list(names)


def _variable(name: str, value: object) -> str | dict[str, Any]:
    param = f"prompt.variables.{name}"
    if isinstance(value, str):
        return value
    part = json_object(value, param)
    kind = part.get("type")
    if kind not in _PART_TYPES:
        fail(
            f"{param}.type",
            f"Invalid '{param}.type': expected one of {', '.join(_PART_TYPES)}.",
            "invalid_value",
        )
    # Checked as a content part of a user message is (file ids, URLs, detail).
    try:
        parse_input([{"type": "message", "role": "user", "content": [part]}])
    except ApiError as error:  # the same check, renamed to the variable
        raise invalid_param(param, f"Invalid '{param}': {error.message}") from None
    if kind == "input_text":
        string(part.get("text"), f"{param}.text")
    return dict(part)


def parse_prompt(value: object) -> PromptReference:
    """A create's `prompt`: `{id, version?, variables?}`."""
    obj = json_object(value, "prompt")
    only_keys(obj, ("id", "version", "variables"), "prompt")
    if not present(obj, "id"):
        missing_param("prompt.id")
    prompt_id = object_id(obj["id"], "prompt.id")
    version = string(obj["version"], "prompt.version") if present(obj, "version") else None
    variables: Variables = {}
    if present(obj, "variables"):
        for name, raw in json_object(obj["variables"], "prompt.variables").items():
            variables[str(name)] = _variable(str(name), raw)
    return PromptReference(prompt_id, version, variables)


def _text(text: str, variables: Variables) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        found = variables[name]
        if isinstance(found, str):
            return found
        if found.get("type") == "input_text":
            return str(found["text"])
        param = f"prompt.variables.{name}"
        raise invalid_param(
            param,
            f"Invalid '{param}': an {found.get('type')} variable must fill a whole content part "
            "(its placeholder alone in the part's text).",
        )

    return PLACEHOLDER.sub(value, text)


def _whole_part(text: str, variables: Variables) -> dict[str, Any] | None:
    """The part variable `text` is the placeholder of, alone; None when it is anything else."""
    match = PLACEHOLDER.fullmatch(text.strip())
    found = None if match is None else variables[match.group(1)]
    return dict(found) if isinstance(found, dict) else None


def _part(part: dict[str, Any], variables: Variables) -> dict[str, Any]:
    text = part.get("text")
    if not isinstance(text, str):
        return dict(part)
    # Only a user's text part may become an image or a file; an assistant's text stays text.
    whole = _whole_part(text, variables) if part.get("type") == "input_text" else None
    return whole if whole is not None else {**part, "text": _text(text, variables)}


def _message(item: dict[str, Any], variables: Variables) -> dict[str, Any]:
    content = item.get("content")
    if isinstance(content, str):
        whole = _whole_part(content, variables) if item.get("role") != "assistant" else None
        if whole is not None:
            return {**item, "content": [whole]}
        return {**item, "content": _text(content, variables)}
    if isinstance(content, list):
        return {**item, "content": [_part(p, variables) for p in content]}
    return dict(item)


def render(
    instructions: str | None,
    items: list[dict[str, Any]],
    variables: Variables,
) -> tuple[str | None, list[dict[str, Any]]]:
    """The template's instructions and messages with `variables` in place. A placeholder
    without a variable, or a variable the template does not use: 400 naming
    `prompt.variables.<name>`."""
    used = variables_of(instructions, items)
    for name in used:
        if name not in variables:
            param = f"prompt.variables.{name}"
            fail(
                param,
                f"Missing prompt variable: '{name}' is used by the prompt template.",
                "missing_required_parameter",
            )
    for name in variables:
        if name not in used:
            param = f"prompt.variables.{name}"
            fail(
                param,
                f"Unknown prompt variable: the prompt template has no '{{{{{name}}}}}'.",
                "unknown_parameter",
            )
    rendered = None if instructions is None else _text(instructions, variables)
    return rendered, [_message(item, variables) for item in items]


def combined_input(
    template: list[dict[str, Any]], sent: str | list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The template's messages before the request's own input (a string is one user
    message)."""
    if isinstance(sent, str):
        return [*template, {"type": "message", "role": "user", "content": sent}]
    return [*template, *sent]


__all__ = [
    "PromptReference",
    "TemplateFields",
    "combined_input",
    "parse_prompt",
    "render",
    "template_fields",
    "variables_of",
]
