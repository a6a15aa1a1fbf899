"""`python -m local_embeddings [--host H] [--port P]`: serve the bundled embedding model."""

from __future__ import annotations

import argparse
import sys

READY_PREFIX = "local-embeddings listening on "


def main(argv: list[str] | None = None) -> int:
    """Load the model, then serve it; exit 2 when its packages are not installed."""
    parser = argparse.ArgumentParser(prog="python -m local_embeddings", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8082)
    args = parser.parse_args(argv)
    try:
        import uvicorn

        from local_embeddings.encoder import MiniLmEncoder
        from local_embeddings.server import create_app

        encoder = MiniLmEncoder()
    except ImportError as error:
        print(f"local-embeddings: {error}", file=sys.stderr)
        return 2
    # Loaded before the port opens: once it answers, the model is ready.
    print(f"{READY_PREFIX}http://{args.host}:{args.port}/v1", flush=True)
    uvicorn.run(create_app(encoder), host=args.host, port=args.port, log_level="warning")
    return 0


if __name__ == "__main__":
    sys.exit(main())
