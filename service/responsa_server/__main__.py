"""`python -m responsa_server`: run the gRPC service with settings from the environment."""

from __future__ import annotations

import asyncio

from responsa_server import log_redaction
from responsa_server.config import Settings
from responsa_server.egress import Resolver
from responsa_server.observability import logs, tracing
from responsa_server.server import serve


def main(resolver: Resolver | None = None) -> None:
    """Entry point; `resolver` replaces the machine's for tool URLs (tests)."""
    settings = Settings.from_env()
    log_redaction.install()  # before anything logs: no record escapes redaction
    logs.configure(settings.log_format, content=settings.log_content, level=settings.log_level)
    tracing.configure()
    try:
        asyncio.run(serve(settings, resolver=resolver))
    finally:
        tracing.shutdown()


if __name__ == "__main__":
    main()
