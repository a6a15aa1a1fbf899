"""An in-memory upstream for the engine's unit tests: implements `upstream.interface.Upstream`
and answers each call with the next `Answer` of its script, as a Chat Completions server would
(whole, or as chunks one read at a time), or with the Responses events it is given.

It keeps every request body it was sent (`bodies`, copied as sent: the engine extends its
message list between turns), so tests can assert what the model was shown.
"""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import orjson
from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.interface import Served, Take, relay_reads
from responsa_server.upstream.routes import Route, Routes
from responsa_server.upstream.table import (
    ModelEntry,
    RoutingTable,
    Target,
    UpstreamSpec,
)
from responsa_server.upstream.timeouts import UpstreamTimeouts

MODEL = "m"


def routing_table(
    kind: str = "chat",
    context_window: int | None = 100_000,
    *,
    only: str | None = None,
) -> RoutingTable:
    """One upstream named `fake` of `kind` serving every model (`only`: just that name), with a
    known context window. Its address is only asked for a tokenizer (a prompt over the window's
    cheap bound); `open_engine` makes it a refusing port, so the count is the approximation."""
    spec = UpstreamSpec("fake", "http://127.0.0.1:9/v1", kind, None, UpstreamTimeouts(), 1)
    entry = ModelEntry(
        only, None if only else "*", (), Target("fake"), (), "fake", 0, context_window
    )
    if only is not None:
        return RoutingTable({"fake": spec}, (entry,), None, "tests")
    return RoutingTable({"fake": spec}, (), entry, "tests")


@dataclass(frozen=True)
class Call:
    """A tool call the model makes: a chat function name and its JSON arguments."""

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Answer:
    """One upstream answer. `finish_reason` defaults to "tool_calls" with calls, else "stop".
    `fail_after`: raise `error` after that many reads of the stream (0: before the first);
    for a non-streamed call any `error` is raised. `events`: a Responses upstream's events."""

    text: str = ""
    calls: tuple[Call, ...] = ()
    finish_reason: str | None = None
    usage: tuple[int, int] = (10, 5)
    error: UpstreamError | None = None
    fail_after: int = 0
    events: tuple[dict[str, Any], ...] = ()


class ScriptedUpstream:
    """Answers the engine's upstream calls from a script, in order; no network."""

    def __init__(self, answers: list[Answer], table: RoutingTable | None = None) -> None:
        self._table = table or routing_table()
        self._routes = Routes(self._table)
        self.answers = list(answers)
        self.bodies: list[dict[str, Any]] = []
        self.served: list[Target] = []

    @property
    def routes(self) -> Routes:
        """The routing table's lookups."""
        return self._routes

    def speaks_responses(self, route: Route) -> bool:
        """Whether the route's upstream is of kind `responses`."""
        return self._table.upstreams[route.upstream].kind == "responses"

    def _next(self, payload: dict[str, Any], route: Route | None, served: Served | None) -> Answer:
        self.bodies.append(copy.deepcopy(payload))
        if not self.answers:
            raise AssertionError(f"the script has no answer for upstream call {len(self.bodies)}")
        target = (route or self._routes.route(payload["model"])).attempts[0]
        self.served.append(target)
        if served is not None:
            served(target)
        return self.answers.pop(0)

    async def create_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> dict[str, Any]:
        """The next answer as one Chat Completions object."""
        answer = self._next(payload, route, served)
        if answer.error is not None:
            raise answer.error
        message: dict[str, Any] = {"role": "assistant", "content": answer.text or None}
        if answer.calls:
            message["tool_calls"] = [_tool_call(n, call) for n, call in enumerate(answer.calls)]
        return {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": message, "finish_reason": _finish(answer)}],
            "usage": _usage(answer),
        }

    def stream_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """The next answer as chunks: one read per word of text and per tool call."""
        answer = self._next(payload, route, served)
        return _reads(_chunks(answer), answer)

    async def relay_chat(
        self,
        payload: dict[str, Any],
        take: Take,
        route: Route | None = None,
        served: Served | None = None,
    ) -> None:
        """`stream_chat`'s reads handed to `take`."""
        await relay_reads(self.stream_chat(payload, route, served), take)

    def stream_responses(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """The next answer's Responses events, one read each."""
        answer = self._next(payload, route, served)
        return _reads([[event] for event in answer.events], answer)


async def _reads(reads: list[list[dict[str, Any]]], answer: Answer) -> AsyncIterator[Any]:
    for index, read in enumerate(reads):
        if answer.error is not None and index == answer.fail_after:
            raise answer.error
        yield read
    if answer.error is not None:
        raise answer.error


def _finish(answer: Answer) -> str:
    return answer.finish_reason or ("tool_calls" if answer.calls else "stop")


def _usage(answer: Answer) -> dict[str, int]:
    prompt, completion = answer.usage
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _tool_call(index: int, call: Call) -> dict[str, Any]:
    return {
        "index": index,
        "id": f"call_{index}",
        "type": "function",
        "function": {"name": call.name, "arguments": orjson.dumps(call.arguments).decode()},
    }


def _chunks(answer: Answer) -> list[list[dict[str, Any]]]:
    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    reads = [[chunk({"role": "assistant", "content": ""})]]
    words = answer.text.split(" ") if answer.text else []
    for n, word in enumerate(words):
        reads.append([chunk({"content": word if n == 0 else " " + word})])
    for n, call in enumerate(answer.calls):
        reads.append([chunk({"tool_calls": [_tool_call(n, call)]})])
    reads.append([chunk({}, _finish(answer)), {"choices": [], "usage": _usage(answer)}])
    return reads
