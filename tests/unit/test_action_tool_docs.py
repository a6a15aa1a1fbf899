"""docs/tools-actions.md quotes what the model is told of each client-run action tool: the
descriptions the functions are offered with, word for word."""

from __future__ import annotations

from pathlib import Path

from responsa_server.engine.tool_kinds import (
    apply_patch,
    computer,
    hosted_shell,
    local_shell,
    shell,
)

PAGE = Path(__file__).parents[2] / "docs" / "tools-actions.md"
SANDBOX_PAGE = Path(__file__).parents[2] / "docs" / "sandbox.md"


def test_the_page_quotes_every_description() -> None:
    text = PAGE.read_text()
    preview = {
        "type": "computer_use_preview",
        "environment": "browser",
        "display_width": 1024,
        "display_height": 768,
    }
    for description in (
        local_shell.DESCRIPTION,
        shell.DESCRIPTION,
        apply_patch.DESCRIPTION,
        computer.GA_DESCRIPTION,
        computer.preview_description(preview),
    ):
        assert f"> {description}\n" in text


def test_the_sandbox_page_quotes_the_hosted_shell() -> None:
    assert f"> {hosted_shell.DESCRIPTION}\n" in SANDBOX_PAGE.read_text()
