"""`python -m responsa_server`: run the gRPC service with settings from the environment;
`python -m responsa_server keys ...` manages API keys (auth/cli.py)."""

from __future__ import annotations

import asyncio
import logging
import sys

from responsa_server.config import Settings
from responsa_server.server import serve


def main() -> None:
    """Entry point."""
    if sys.argv[1:2] == ["keys"]:
        from responsa_server.auth.cli import main as keys_main

        raise SystemExit(keys_main(sys.argv[2:]))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(serve(Settings.from_env()))


if __name__ == "__main__":
    main()
