"""`python -m responsa_server`: run the gRPC service with settings from the environment."""

from __future__ import annotations

import asyncio
import logging

from responsa_server.config import Settings
from responsa_server.server import serve


def main() -> None:
    """Entry point."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(serve(Settings.from_env()))


if __name__ == "__main__":
    main()
