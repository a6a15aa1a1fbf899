"""One Responsa host, run inside its network namespace: `python -m tests.faults.host PORT`.

The service and its Envoy (tests/stack.py's Stack), Envoy listening on every address of the
namespace so the front Envoy can reach it. Prints `READY` once /healthz answers, runs until
stdin closes (its parent went away) or SIGTERM, then drains and stops as a deployment would.
"""

from __future__ import annotations

import signal
import sys
import threading

from tests.stack import Stack


def main() -> None:
    """Start the stack on the given REST port (the environment configures the service)."""
    port = int(sys.argv[1])
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    stack = Stack.start({}, http_port=port, http_host="0.0.0.0", timeout=90)
    print("READY", flush=True)
    try:
        stop.wait()
    finally:
        stack.stop()


if __name__ == "__main__":
    main()
