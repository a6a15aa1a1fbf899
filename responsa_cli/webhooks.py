"""`responsa webhooks ...`: manage a project's webhook endpoints through a running stack's API
(docs/webhooks.md), as any client of it would: the key says which project, the service checks
every URL with its egress policy, and secrets are printed once, when created or rotated. The
stack, the key and the output: responsa_cli/stack_calls.py.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from responsa_cli.stack_calls import add_stack_options, call_stack

_EVENTS = ("response.completed", "response.failed", "response.cancelled", "response.incomplete")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="responsa webhooks",
        description="Manage the webhook endpoints of the project the API key belongs to.",
    )
    add_stack_options(parser)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="list the project's endpoints")
    create = commands.add_parser("create", help="create an endpoint; its secret is printed once")
    create.add_argument("url", help="where events are POSTed (http:// or https://)")
    create.add_argument(
        "--event", action="append", choices=_EVENTS, help="an event type (repeat; default: all)"
    )
    create.add_argument("--disabled", action="store_true", help="create it disabled")
    for name, text in (
        ("get", "show an endpoint"),
        ("delete", "delete an endpoint and its deliveries"),
        ("rotate", "replace the signing secret; the new one is printed once"),
        ("deliveries", "the endpoint's newest deliveries"),
        ("test", "queue a webhook_endpoint.test event for the endpoint"),
    ):
        commands.add_parser(name, help=text).add_argument("endpoint_id")
    update = commands.add_parser("update", help="change an endpoint's URL, events or state")
    update.add_argument("endpoint_id")
    update.add_argument("--url")
    update.add_argument("--event", action="append", choices=_EVENTS)
    state = update.add_mutually_exclusive_group()
    state.add_argument("--enable", dest="enabled", action="store_true", default=None)
    state.add_argument("--disable", dest="enabled", action="store_false")
    return parser


def _call(args: argparse.Namespace) -> tuple[str, str, dict[str, Any] | None]:
    """The method, path (under /v1/webhook_endpoints) and JSON body of a command."""
    command = args.command
    if command == "list":
        return "GET", "", None
    if command == "create":
        body: dict[str, Any] = {"url": args.url, "enabled": not args.disabled}
        if args.event:
            body["events"] = args.event
        return "POST", "", body
    path = f"/{args.endpoint_id}"
    if command == "update":
        body = {}
        if args.url is not None:
            body["url"] = args.url
        if args.event:
            body["events"] = args.event
        if args.enabled is not None:
            body["enabled"] = args.enabled
        return "POST", path, body
    method, suffix = {
        "get": ("GET", ""),
        "delete": ("DELETE", ""),
        "rotate": ("POST", "/rotate_secret"),
        "deliveries": ("GET", "/deliveries"),
        "test": ("POST", "/test"),
    }[command]
    return method, path + suffix, None


def run(
    argv: Sequence[str],
    out: TextIO,
    err: TextIO,
    environ: Mapping[str, str],
) -> int:
    """Run one webhooks command; the exit status."""
    args = _parser().parse_args(list(argv))
    method, path, body = _call(args)
    request = (method, f"/webhook_endpoints{path}", body)
    return call_stack(args, environ, request, out, err, prog="responsa webhooks")
