"""openai-agents' action tools against Responsa (run in .venv/openai-agents): one full agent run
each with `ShellTool` (a local executor running the commands), `LocalShellTool`,
`ApplyPatchTool` (an editor writing files under a temp directory) and `ComputerTool` (a fake
computer answering with a PNG). The model is the fake upstream's `fake-script`, which calls the
tool its input names and then answers with what the tool said.

    .venv/openai-agents/bin/python tests/clients/drivers/openai_agents_actions_driver.py BASE_URL

Prints one JSON report line: each run's final output and what the tools did.
"""

from __future__ import annotations

import asyncio
import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from agents import (
    Agent,
    ApplyPatchTool,
    ComputerTool,
    LocalShellTool,
    OpenAIResponsesModel,
    Runner,
    ShellTool,
    set_tracing_disabled,
)
from agents.apply_diff import apply_diff
from agents.computer import AsyncComputer, Button
from agents.editor import ApplyPatchOperation
from agents.tool import LocalShellCommandRequest, ShellCommandRequest
from openai import AsyncOpenAI

# A 1x1 PNG.
PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4"
    "2mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)


async def run_shell(request: ShellCommandRequest) -> str:
    """Runs each command with the local shell; their stdout, joined."""
    outputs = []
    for command in request.data.action.commands:
        done = await asyncio.create_subprocess_shell(command, stdout=subprocess.PIPE)
        stdout, _ = await done.communicate()
        outputs.append(stdout.decode())
    return "".join(outputs)


async def run_local_shell(request: LocalShellCommandRequest) -> str:
    """Runs the argv command as given."""
    done = await asyncio.create_subprocess_exec(
        *request.data.action.command, stdout=subprocess.PIPE
    )
    stdout, _ = await done.communicate()
    return stdout.decode()


class Workspace:
    """An editor applying the model's patches under one directory."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def create_file(self, operation: ApplyPatchOperation) -> str:
        path = self.root / operation.path
        path.write_text(apply_diff("", operation.diff or "", mode="create"))
        return f"Created {operation.path}"

    def update_file(self, operation: ApplyPatchOperation) -> str:
        path = self.root / operation.path
        path.write_text(apply_diff(path.read_text(), operation.diff or ""))
        return f"Updated {operation.path}"

    def delete_file(self, operation: ApplyPatchOperation) -> str:
        (self.root / operation.path).unlink()
        return f"Deleted {operation.path}"


class FakeComputer(AsyncComputer):
    """Records the actions; every screenshot is the same PNG."""

    def __init__(self) -> None:
        self.actions: list[list[Any]] = []

    @property
    def environment(self) -> str:  # type: ignore[override]
        return "browser"

    @property
    def dimensions(self) -> tuple[int, int]:
        return (1024, 768)

    async def screenshot(self) -> str:
        self.actions.append(["screenshot"])
        return PNG

    async def click(self, x: int, y: int, button: Button) -> None:
        self.actions.append(["click", x, y, button])

    async def double_click(self, x: int, y: int) -> None:
        self.actions.append(["double_click", x, y])

    async def scroll(self, x: int, y: int, scroll_x: int, scroll_y: int) -> None:
        self.actions.append(["scroll", x, y, scroll_x, scroll_y])

    async def type(self, text: str) -> None:
        self.actions.append(["type", text])

    async def wait(self) -> None:
        self.actions.append(["wait"])

    async def move(self, x: int, y: int) -> None:
        self.actions.append(["move", x, y])

    async def keypress(self, keys: list[str]) -> None:
        self.actions.append(["keypress", keys])

    async def drag(self, path: list[tuple[int, int]]) -> None:
        self.actions.append(["drag", path])


async def main(base_url: str) -> dict[str, Any]:
    set_tracing_disabled(True)
    client = AsyncOpenAI(base_url=base_url, api_key="k", max_retries=0)
    model = OpenAIResponsesModel(model="fake-script", openai_client=client)
    report: dict[str, Any] = {}

    async def run(name: str, tool: Any, script: dict[str, Any]) -> None:
        agent = Agent(name=name, instructions="Use the tool.", model=model, tools=[tool])
        result = await Runner.run(agent, f"CALL {name} {json.dumps(script)}", max_turns=4)
        report[name] = str(result.final_output)

    await run("shell", ShellTool(executor=run_shell), {"commands": ["echo from-shell"]})
    await run(
        "local_shell",
        LocalShellTool(executor=run_local_shell),
        {"command": ["echo", "from-local-shell"]},
    )
    with tempfile.TemporaryDirectory() as root:
        create = {"type": "create_file", "path": "notes.txt", "diff": "+hello\n+world"}
        patch = {"operation": create}
        await run("apply_patch", ApplyPatchTool(editor=Workspace(Path(root))), patch)
        written = Path(root) / "notes.txt"
        report["written"] = written.read_text() if written.exists() else None
    computer = FakeComputer()
    actions = {"actions": [{"type": "click", "button": "left", "x": 3, "y": 4}]}
    await run("computer", ComputerTool(computer=computer), actions)
    report["computer_actions"] = computer.actions
    report["png"] = base64.b64decode(PNG)[:4].decode("latin-1")
    return report


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1]))))
