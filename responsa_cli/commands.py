"""`responsa serve | worker | gateway | sandbox | keys | webhooks | prompts | migrate | check`,
and `responsa --version`.

Every setting comes from RESPONSA_* environment variables (README, Configuration), the same for
every subcommand, so a container or a Kubernetes pod runs `responsa migrate` once and then
`responsa worker` with one environment. Imports are per subcommand: `--help` and `check` stay
fast and `keys` does not load the engine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence

from responsa_server import __version__

_DESCRIPTION = (
    "Responsa: a gRPC-native server for the OpenAI Responses API in front of any Chat "
    "Completions upstream. Settings come from RESPONSA_* environment variables."
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="responsa", description=_DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"responsa {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands.add_parser(
        "serve",
        help="the whole stack on this machine: Envoy (REST, SSE, WebSocket, gRPC on "
        "RESPONSA_HTTP_PORT) in front of RESPONSA_WORKERS service processes, restarted if they "
        "die; the bundled model when RESPONSA_UPSTREAM_BASE_URL is unset",
    )
    commands.add_parser(
        "worker",
        help="one service process (gRPC on RESPONSA_GRPC_PORT), for a container or a pod; "
        "needs RESPONSA_UPSTREAM_BASE_URL and a gateway in front for REST",
    )
    commands.add_parser(
        "gateway",
        help="Envoy alone in front of one worker on this host (RESPONSA_GRPC_PORT): the "
        "Kubernetes sidecar; the listener on RESPONSA_HTTP_HOST:RESPONSA_HTTP_PORT",
    )
    commands.add_parser(
        "sandbox",
        help="the code_interpreter sandbox alone (SandboxService over gRPC on "
        "RESPONSA_SANDBOX_PORT), for API processes that must stay unprivileged "
        "(RESPONSA_SANDBOX_URL); needs root and RESPONSA_SANDBOX_TOKEN",
    )
    # Parsed by auth/cli.py (main() hands it the rest); listed here for --help.
    commands.add_parser("keys", help="create, revoke and list API keys (RESPONSA_AUTH=keys)")
    # Parsed by responsa_cli/webhooks.py; listed here for --help.
    commands.add_parser(
        "webhooks",
        help="manage a project's webhook endpoints through a running stack's API",
    )
    # Parsed by responsa_cli/prompts.py; listed here for --help.
    commands.add_parser(
        "prompts",
        help="manage a project's prompt templates through a running stack's API",
    )
    commands.add_parser(
        "migrate", help="apply the store's migrations to RESPONSA_DATABASE_URL and exit"
    )
    check = commands.add_parser(
        "check",
        help="validate the configuration and exit (1 with the reasons if it is wrong); serve "
        "and worker run the same check first and exit 2",
    )
    check.add_argument(
        "--worker",
        action="store_true",
        help="check for `responsa worker` (an upstream is required; no Envoy or bundled model)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one subcommand; its exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["keys"]:
        # Its own parser (auth/cli.py) reads the rest, `--help` included.
        from responsa_server.auth.cli import main as keys_main

        return keys_main(argv[1:])
    if argv[:1] == ["webhooks"]:
        from responsa_cli.webhooks import run as webhooks_run

        return webhooks_run(argv[1:], sys.stdout, sys.stderr, os.environ)
    if argv[:1] == ["prompts"]:
        from responsa_cli.prompts import run as prompts_run

        return prompts_run(argv[1:], sys.stdout, sys.stderr, os.environ)
    args = _parser().parse_args(argv)
    if args.command in ("serve", "worker"):
        # What `responsa check` would say, before anything starts: every problem at once (one
        # validation, `configuration_problems`, for check, serve and worker).
        from responsa_cli.check import configuration_problems, report_problems

        _, problems = configuration_problems(os.environ, for_worker=args.command == "worker")
        if problems:
            report_problems(problems, sys.stderr)
            return 2
    if args.command == "serve":
        from gateway.runner import serve

        return serve()
    if args.command == "worker":
        return _worker()
    if args.command == "gateway":
        from responsa_server.config import Settings, SettingsError

        from gateway.sidecar import run_gateway
        from responsa_cli.check import report_problems

        # The sidecar reads the ports the worker beside it reads: bad values are named, as there.
        try:
            Settings.from_env()
        except SettingsError as error:
            report_problems(error.problems, sys.stderr)
            return 2

        return run_gateway()
    if args.command == "sandbox":
        from responsa_server.sandbox_server import main as sandbox_main

        sandbox_main()
        return 0
    if args.command == "migrate":
        return _migrate()
    from responsa_cli.check import run_check

    return run_check(os.environ, for_worker=args.worker, out=sys.stdout, err=sys.stderr)


def _worker() -> int:
    # responsa_server.__main__ sets the BLAS thread variables before numpy loads, then serves.
    from responsa_server.__main__ import main as service_main

    service_main()
    return 0


def _migrate() -> int:
    from responsa_server.config import Settings
    from responsa_server.store.database import Database

    settings = Settings.from_env()

    async def migrate() -> None:
        database = await Database.open(settings.database_url)  # opening migrates
        await database.close()

    asyncio.run(migrate())
    print(f"responsa: the store is at the newest schema ({_redacted(settings.database_url)})")
    return 0


def _redacted(url: str) -> str:
    """`url` without its password, for messages."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
