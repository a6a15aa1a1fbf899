"""`responsa prompts ...`: manage a project's prompt templates through a running stack's API
(docs/prompts.md), as any client of it would: the key says which project. The stack, the key
and the output: responsa_cli/stack_calls.py.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from responsa_cli.stack_calls import add_stack_options, call_stack


def _template_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", help="a name for people")
    parser.add_argument("--instructions", help="the instructions, with {{variable}} placeholders")
    parser.add_argument(
        "--input-file",
        type=Path,
        help="a JSON file holding the template's input messages (an array)",
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="responsa prompts",
        description="Manage the prompt templates of the project the API key belongs to.",
    )
    add_stack_options(parser)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="list the project's templates (each at its newest version)")
    _template_options(commands.add_parser("create", help="create a template at version 1"))
    update = commands.add_parser("update", help="make a template's next version")
    update.add_argument("prompt_id")
    _template_options(update)
    get = commands.add_parser("get", help="show a template (the newest version by default)")
    get.add_argument("prompt_id")
    get.add_argument("--version", help="the version to show")
    for name, text in (
        ("versions", "list every version of a template"),
        ("delete", "delete a template with all its versions"),
    ):
        commands.add_parser(name, help=text).add_argument("prompt_id")
    return parser


def _template(args: argparse.Namespace) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if args.name is not None:
        body["name"] = args.name
    if args.instructions is not None:
        body["instructions"] = args.instructions
    if args.input_file is not None:
        body["input"] = json.loads(args.input_file.read_text())
    return body


def _call(args: argparse.Namespace) -> tuple[str, str, dict[str, Any] | None]:
    """The method, path (under /v1/prompts) and JSON body of a command."""
    command = args.command
    if command == "list":
        return "GET", "", None
    if command == "create":
        return "POST", "", _template(args)
    path = f"/{args.prompt_id}"
    if command == "update":
        return "POST", path, _template(args)
    if command == "get":
        return "GET", path + (f"?version={args.version}" if args.version else ""), None
    if command == "versions":
        return "GET", path + "/versions", None
    return "DELETE", path, None


def run(
    argv: Sequence[str],
    out: TextIO,
    err: TextIO,
    environ: Mapping[str, str],
) -> int:
    """Run one prompts command; the exit status."""
    args = _parser().parse_args(list(argv))
    try:
        method, path, body = _call(args)
    except (OSError, ValueError) as error:
        print(f"responsa prompts: could not read --input-file: {error}", file=err)
        return 1
    request = (method, f"/prompts{path}", body)
    return call_stack(args, environ, request, out, err, prog="responsa prompts")
