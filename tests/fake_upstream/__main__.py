"""Run the fake upstream standalone: `python -m tests.fake_upstream --port 8001`."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import threading

from tests.fake_upstream import READY_PREFIX
from tests.fake_upstream.server import serve


async def _main(host: str, port: int, exit_on_stdin_eof: bool) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    if exit_on_stdin_eof:
        # The parent holds our stdin open; EOF means it is gone, so we go too.
        def watch() -> None:
            sys.stdin.read()
            loop.call_soon_threadsafe(stop.set)

        threading.Thread(target=watch, daemon=True).start()
    server = await serve(host, port)
    bound = server.sockets[0].getsockname()[1]
    print(f"{READY_PREFIX}{bound}", flush=True)
    await stop.wait()
    # No wait_closed(): on newer Pythons it waits for open (e.g. hanging) connections.
    server.close()


def main() -> None:
    """Parse arguments and serve until SIGINT/SIGTERM."""
    parser = argparse.ArgumentParser(description="Fake Chat Completions upstream")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8001)
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    args = parser.parse_args()
    asyncio.run(_main(args.host, args.port, args.exit_on_stdin_eof))


if __name__ == "__main__":
    main()
