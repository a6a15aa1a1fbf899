"""`python -m responsa_server`: run the gRPC service with settings from the environment."""

from __future__ import annotations

import asyncio

from responsa_server.config import Settings
from responsa_server.observability import logs, tracing
from responsa_server.server import serve


def main() -> None:
    """Entry point."""
    settings = Settings.from_env()
    logs.configure(settings.log_format, content=settings.log_content)
    tracing.configure()
    try:
        asyncio.run(serve(settings))
    finally:
        tracing.shutdown()


if __name__ == "__main__":
    main()
