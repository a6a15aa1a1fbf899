"""How far one request travels through the service's modules: a structure measure, not a timing.

    python bench/request_path.py

Starts the fake upstream and the MCP test server, builds the service exactly as the composition
root does (`ResponsaServer.start`, SQLite store in a temporary directory, no Envoy), and sends
one non-streamed and one streamed create through `ResponsesApi` (what the REST edge calls after
parsing): model `fake-script`, a function tool and an MCP tool, the model calling the MCP tool
once, so two upstream turns. While each request runs, `sys.setprofile` records every Python
call and return in a module of `responsa_server` (only the request's task and the tasks it
starts, so the server's background tasks on the same event loop do not count), follows which
module control is in (calls enter a module, returns and suspensions go back to the caller's), and
reports:

- modules and packages visited;
- re-entries: control coming back to (by a call or a return) a module it had already left
  (A -> B -> A counts once, for the second A; moves within one module do not count), in total
  and for the most re-entered modules, with how often each was entered.

The numbers count code structure, so they are stable on a loaded machine; the script works on
any revision whose `ResponsaServer` keeps its `ResponsesApi` in the WebSocket edge (`_api`).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import threading
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from responsa_server.auth.project import DEFAULT_PROJECT  # noqa: E402
from responsa_server.config import Settings  # noqa: E402
from responsa_server.server import ResponsaServer  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.mcp_server import McpTestServer  # noqa: E402

PACKAGE = "responsa_server"


class PathTrace:
    """Module-level call trace of the code run by one request."""

    def __init__(self) -> None:
        self.modules: list[str] = []  # the module control is in, after each move
        self._stack: list[str] = []
        self._thread = threading.get_ident()
        # The request's task and every task it starts (MCP calls, listings): only their frames
        # count, not the server's own background tasks sharing the event loop.
        self.tasks: set[asyncio.Task[Any] | None] = set()

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if threading.get_ident() != self._thread or event not in ("call", "return"):
            return
        if asyncio.current_task() not in self.tasks:
            return
        module = frame.f_globals.get("__name__", "")
        if not module.startswith(PACKAGE):
            return
        # Control is in the module of the innermost traced frame: a call enters a module, a
        # return (or a coroutine's suspension) goes back to the caller's.
        if event == "call":
            self._stack.append(module)
        elif self._stack:
            self._stack.pop()
        if self._stack:
            self.modules.append(self._stack[-1])

    def report(self, title: str) -> dict[str, Any]:
        """Modules, packages and re-entries of the trace."""
        visited = set(self.modules)
        packages = {_package(m) for m in visited}
        left: set[str] = set()
        reentries: Counter[str] = Counter()
        entries: Counter[str] = Counter()
        previous = ""
        for module in self.modules:
            if module == previous:
                continue
            entries[module] += 1
            if module in left:
                reentries[module] += 1
            if previous:
                left.add(previous)
            previous = module
        print(f"\n{title}")
        print(f"  modules visited:  {len(visited)}")
        print(f"  packages visited: {len(packages)} ({', '.join(sorted(packages))})")
        print(f"  re-entries into a module already left: {sum(reentries.values())}")
        for module, count in reentries.most_common(8):
            print(f"    {count:4d}  {module} (entered {entries[module]} times)")
        if "-v" in sys.argv:
            moves: Counter[tuple[str, str]] = Counter(
                (a, b) for a, b in zip(self.modules, self.modules[1:], strict=False) if a != b
            )
            for (a, b), count in moves.most_common(25):
                print(f"    {count:4d}  {a} -> {b}")
        return {"modules": len(visited), "packages": len(packages), "reentries": reentries}


def _package(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 else "(top)"


def _body(mcp_url: str, stream: bool) -> dict[str, Any]:
    return {
        "model": "fake-script",
        "input": 'CALL echo {"text": "x"}',
        "stream": stream,
        "tools": [
            {
                "type": "function",
                "name": "lookup",
                "description": "Look something up.",
                "parameters": {"type": "object", "properties": {"q": {"type": "string"}}},
            },
            {
                "type": "mcp",
                "server_label": "tools",
                "server_url": mcp_url,
                "require_approval": "never",
            },
        ],
    }


async def _traced(api: Any, body: dict[str, Any]) -> PathTrace:
    trace = PathTrace()
    trace.tasks.add(asyncio.current_task())
    loop = asyncio.get_running_loop()

    def task_factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> Any:
        task = asyncio.Task(coro, loop=loop, **kwargs)
        if asyncio.current_task(loop) in trace.tasks:
            trace.tasks.add(task)
        return task

    loop.set_task_factory(task_factory)
    sys.setprofile(trace)
    try:
        request = api.parse(body)
        if body["stream"]:
            async for _ in api.stream(request, project=DEFAULT_PROJECT):
                pass
        else:
            await api.create(request, project=DEFAULT_PROJECT)
    finally:
        sys.setprofile(None)
        loop.set_task_factory(None)
    return trace


async def main() -> None:
    with FakeUpstream() as fake, McpTestServer() as mcp, tempfile.TemporaryDirectory() as tmp:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite+aiosqlite:///{tmp}/trace.db",
            "RESPONSA_GRPC_PORT": "0",
            "RESPONSA_GRPC_HOST": "127.0.0.1",
            "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
            "RESPONSA_BLOB_STORE": f"{tmp}/blobs",
            # Keep the job runner's safety poll out of the traced window.
            "RESPONSA_JOB_POLL_SECONDS": "3600",
        }
        server = ResponsaServer(Settings.from_env(env))
        await server.start()
        try:
            assert server._websocket is not None
            api = server._websocket._api
            # Warm up once each way (first-use imports, pooled connections, MCP session).
            for stream in (False, True):
                await _traced(api, _body(mcp.url, stream))
            plain = await _traced(api, _body(mcp.url, False))
            streamed = await _traced(api, _body(mcp.url, True))
        finally:
            await server.stop(0)
    plain.report("non-streamed create (function tool + MCP tool, 2 turns)")
    streamed.report("streamed create (function tool + MCP tool, 2 turns)")


if __name__ == "__main__":
    asyncio.run(main())
