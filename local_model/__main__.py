"""`python -m local_model [--host H] [--port P]`: serve the bundled model until SIGTERM/Ctrl-C."""

from __future__ import annotations

import argparse
import logging
import sys
import time

from local_model.runtime import DEFAULT_CONTEXT_LENGTH, default_threads
from local_model.weights import MODEL_NAME, WeightsMissing, gguf_path

READY_PREFIX = "local-model listening on "


def main(argv: list[str] | None = None) -> int:
    """Load the model, then serve it; exit 2 when the local extra is not installed."""
    parser = argparse.ArgumentParser(prog="python -m local_model", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--context", type=int, default=DEFAULT_CONTEXT_LENGTH, help="tokens")
    parser.add_argument("--threads", type=int, default=default_threads())
    args = parser.parse_args(argv)
    try:
        path = gguf_path()
        # Imported after the cheap check, so a missing extra fails fast and clearly.
        import uvicorn

        from local_model.runtime import Runtime
        from local_model.server import create_app
    except (WeightsMissing, ImportError) as error:
        print(f"local-model: {error}", file=sys.stderr)
        return 2
    started = time.monotonic()
    # Loaded before the port opens: once /healthz answers, the model is ready.
    runtime = Runtime(path, context_length=args.context, threads=args.threads)
    print(
        f"local-model: loaded {MODEL_NAME} ({path.stat().st_size / 1e6:.0f} MB, "
        f"{args.threads} threads, context {args.context}) in {time.monotonic() - started:.1f}s",
        flush=True,
    )
    print(f"{READY_PREFIX}http://{args.host}:{args.port}/v1", flush=True)
    # The server's own notes (a generation stopped early) go where the lines above went.
    logging.basicConfig(level=logging.INFO, format="local-model: %(message)s", stream=sys.stdout)
    uvicorn.run(
        create_app(runtime),
        host=args.host,
        port=args.port,
        log_level="warning",
        access_log=False,
        # Open event streams must not hold up a stop for long.
        timeout_graceful_shutdown=2,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
