"""Run the MCP test server: `python -m tests.mcp_server --port P [--token T] [--delay-list S]`.

Serves streamable HTTP at `/mcp`, legacy SSE at `/sse`, and `GET /calls` / `POST /reset`,
on 127.0.0.1 (or `--host`, for the fault suite's tools host). Logs go to stderr.
"""

from __future__ import annotations

import argparse
import logging
import sys
import threading

import uvicorn

from tests.mcp_server.app import build_app


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.mcp_server", description=__doc__)
    parser.add_argument("--port", type=int, required=True, help="port on --host")
    parser.add_argument(
        "--host", default="127.0.0.1", help="address (another only inside a test's namespace)"
    )
    parser.add_argument("--token", help="require 'Authorization: Bearer TOKEN' on MCP requests")
    parser.add_argument(
        "--delay-list", type=float, default=0.0, metavar="SECONDS", help="delay tools/list answers"
    )
    parser.add_argument(
        "--exit-on-stdin-eof",
        action="store_true",
        help="shut down when stdin closes (so the server dies with the test process)",
    )
    parser.add_argument("--log-level", default="warning", help="uvicorn log level")
    return parser.parse_args(argv)


def _exit_on_stdin_eof(server: uvicorn.Server) -> None:
    """Block until stdin reaches EOF, then ask uvicorn to stop (runs on a daemon thread)."""
    # read() returns only at EOF, i.e. when the parent closes its end or dies; the parent never
    # writes, so this is purely a lifeline against orphaned servers after a crashed test run.
    sys.stdin.buffer.read()
    server.should_exit = True


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments and serve until stopped."""
    args = _parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    config = uvicorn.Config(
        build_app(token=args.token, delay_list=args.delay_list),
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        lifespan="on",
        # Open SSE streams would otherwise hold shutdown until the client lets go.
        timeout_graceful_shutdown=1,
    )
    server = uvicorn.Server(config)
    if args.exit_on_stdin_eof:
        threading.Thread(target=_exit_on_stdin_eof, args=(server,), daemon=True).start()
    server.run()
    # uvicorn returns normally when it could not bind; make that a failure for the controller.
    if not server.started:
        sys.exit(1)


if __name__ == "__main__":
    main()
