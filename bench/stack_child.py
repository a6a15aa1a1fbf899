"""Run another checkout's stack (service + Envoy) for `bench/overhead.py --against PATH`.

    python bench/stack_child.py PATH [SERVICE_COMMAND_JSON]  < env as JSON

Imports the Stack (`tests.stack`, or `gateway.launch` in older checkouts) from PATH (its own
service code, Envoy config and descriptor), starts it with the environment read on stdin, prints
one JSON line (URLs and process ids) and keeps the stack up until stdin closes. A process of its
own because both checkouts' modules have the same names. SERVICE_COMMAND_JSON (a JSON list)
replaces `python -m responsa_server`.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main() -> int:
    """Start PATH's stack, describe it on stdout, stop it when stdin closes."""
    root = Path(sys.argv[1]).resolve()
    for entry in (root, root / "generated" / "python", root / "service"):
        sys.path.insert(0, str(entry))
    env: dict[str, str] = json.loads(sys.stdin.readline())
    try:  # a checkout with the `responsa` command: the tests' Stack
        from tests.stack import Stack, StartupError
    except ModuleNotFoundError:  # older checkouts: the launcher's
        from gateway.launch import Stack, StartupError  # type: ignore[no-redef]

    command = json.loads(sys.argv[2]) if len(sys.argv) > 2 else None
    try:
        stack = Stack.start(env, service_command=command)
    except StartupError as error:
        print(json.dumps({"error": str(error)[-3000:]}), flush=True)
        return 1
    with stack:
        print(
            json.dumps(
                {
                    "rest_url": stack.rest_url,
                    "grpc_target": stack.direct_grpc_target,
                    "websocket_url": stack.gateway.websocket_url,
                    "service": [child.process.pid for child in stack.services],
                    "envoy": [stack.gateway.envoy.process.pid],
                    "launcher": [os.getpid()],
                }
            ),
            flush=True,
        )
        sys.stdin.read()  # until the bench closes our stdin
    return 0


if __name__ == "__main__":
    sys.exit(main())
