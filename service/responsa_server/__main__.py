"""`python -m responsa_server`: run the gRPC service with settings from the environment;
`python -m responsa_server keys ...` manages API keys (auth/cli.py)."""

from __future__ import annotations

import os

# One BLAS thread: the service's numpy work (exact vector search) is one matrix-vector product
# per query, and a multi-threaded BLAS on a busy machine made it 70x slower (bench/retrieval.py).
# Set before numpy is imported.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")
# gRPC core's EventEngine listener hands each accepted connection's reads and writes to its own
# thread pool; the older poller does them on the thread that already waits for completions. On
# grpc 1.85 the older path costs the server 10-20 % less CPU per call (bench/grpc_floor.py
# --experiments=-event_engine_listener, docs/performance.md). An operator's own value wins.
# Set before grpc is imported.
os.environ.setdefault("GRPC_EXPERIMENTS", "-event_engine_listener")

import asyncio  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable  # noqa: E402

from responsa_server import log_redaction  # noqa: E402
from responsa_server.config import Settings  # noqa: E402
from responsa_server.egress import Resolver  # noqa: E402
from responsa_server.observability import logs, tracing  # noqa: E402
from responsa_server.server import serve  # noqa: E402


def event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop (a dependency), or asyncio's own with RESPONSA_EVENT_LOOP=asyncio.
    uvloop runs the loop's bookkeeping in C: 20 % fewer instructions per REST create than
    asyncio's loop (docs/performance.md)."""
    if os.environ.get("RESPONSA_EVENT_LOOP", "").lower() == "asyncio":
        return None
    import uvloop  # only when it runs the loop: `keys` and tests never import it

    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


def main(resolver: Resolver | None = None) -> None:
    """Entry point; `resolver` replaces the machine's for tool URLs (tests)."""
    if sys.argv[1:2] == ["keys"]:
        from responsa_server.auth.cli import main as keys_main

        raise SystemExit(keys_main(sys.argv[2:]))
    settings = Settings.from_env()
    log_redaction.install()  # before anything logs: no record escapes redaction
    logs.configure(settings.log_format, content=settings.log_content, level=settings.log_level)
    tracing.configure()
    try:
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runner.run(serve(settings, resolver=resolver))
    finally:
        tracing.shutdown()


if __name__ == "__main__":
    main()
