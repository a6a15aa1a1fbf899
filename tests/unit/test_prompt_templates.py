"""Rendering a prompt template (model/request/prompt.py): where each kind of variable goes."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.request.prompt import parse_prompt, render, variables_of

IMAGE = {"type": "input_image", "image_url": "https://example.com/a.png", "detail": "auto"}


def message(content: Any) -> dict[str, Any]:
    return {"type": "message", "role": "user", "content": content}


def test_names_are_listed_once_in_order_of_first_use() -> None:
    items = [message([{"type": "input_text", "text": "{{b}} and {{ a }}"}]), message("{{c}}")]
    assert variables_of("{{a}} {{b}}", items) == ["a", "b", "c"]


def test_strings_and_text_parts_go_into_text_and_parts_fill_whole_parts() -> None:
    reference = parse_prompt(
        {
            "id": "pmpt_1",
            "variables": {"who": "Ada", "note": {"type": "input_text", "text": "hi"}, "pic": IMAGE},
        }
    )
    items = [
        message("Dear {{who}}: {{ note }}"),
        message([{"type": "input_text", "text": "{{pic}}"}, {"type": "input_text", "text": "x"}]),
        message("{{pic}}"),
    ]
    instructions, rendered = render("For {{who}}.", items, reference.variables)
    assert instructions == "For Ada."
    assert rendered[0]["content"] == "Dear Ada: hi"
    assert rendered[1]["content"] == [IMAGE, {"type": "input_text", "text": "x"}]
    assert rendered[2]["content"] == [IMAGE]
    # The template itself is untouched.
    assert items[2]["content"] == "{{pic}}"


@pytest.mark.parametrize(
    ("variables", "param"),
    [
        ({}, "prompt.variables.who"),
        ({"who": "Ada", "other": "x"}, "prompt.variables.other"),
        ({"who": IMAGE}, "prompt.variables.who"),
    ],
)
def test_missing_unknown_and_misplaced_variables_name_the_variable(
    variables: dict[str, Any], param: str
) -> None:
    reference = parse_prompt({"id": "pmpt_1", "variables": variables})
    with pytest.raises(ApiError) as refused:
        render("Hello {{who}}, welcome.", [], reference.variables)
    assert refused.value.status == 400 and refused.value.param == param


def test_the_echo_carries_the_version_used() -> None:
    reference = parse_prompt({"id": "pmpt_1", "variables": {"a": "b"}})
    assert reference.echo("3") == {"id": "pmpt_1", "variables": {"a": "b"}, "version": "3"}
    assert reference.echo() == {"id": "pmpt_1", "variables": {"a": "b"}, "version": None}
