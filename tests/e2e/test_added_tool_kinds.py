"""Tool kinds added to one server from outside service/ (issue 33): a toy server-run kind
(`dice`: the server rolls, deterministically) and a toy client-run kind (`beep`: the client
answers with a `beep_call_output` item), defined here only, registered on an in-process
ResponsaServer, and run through Envoy and the REST listener, the WebSocket mode and typed gRPC,
streamed and not, with their items replayed to the model in a `previous_response_id` chain.

Typed gRPC's `Tool` is a closed oneof (proto/responsa/v1/tools.proto): a typed client declares a
kind the schema does not know in an `additional_tools` input item sent through the items' JSON
fallback (`InputItem.other`), as it answers its calls; its items and events come back through
`OutputItem.other` and `ResponseStreamEvent.other_event`."""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from google.protobuf import json_format
from responsa.v1 import items_pb2, responses_pb2, responses_pb2_grpc
from responsa_server.config import Settings
from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.output_stream import OutputStream
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
)
from responsa_server.engine.toolset import Builtin, Toolset
from responsa_server.model.request.checks import integer, only_keys, present, string
from responsa_server.model.request.tool_spec import ParsedTools, ToolSpec
from responsa_server.server import ResponsaServer

from tests.fake_upstream import FakeUpstream
from tests.stack import Gateway, free_port

pytestmark = pytest.mark.e2e

NO_ARGUMENTS: dict[str, Any] = {"type": "object", "properties": {}}

# -- the server-run kind: `dice` --------------------------------------------------------------


class DiceSpec(ToolSpec):
    name = "dice"
    types = ("dice",)
    only_one = True
    call_item_types = ("dice_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        only_keys(tool, ("type", "sides"), param)
        sides = integer(tool["sides"], f"{param}.sides", 2) if present(tool, "sides") else 6
        echo = {"type": "dice", "sides": sides}
        parsed.state[self.name] = echo
        return echo


DICE = Builtin("roll", "toy_roll", "Roll the die.", NO_ARGUMENTS)


class DiceTarget(WholeItemTarget):
    def open_item(self, call: ToolCall) -> dict[str, Any]:
        return {"id": f"dc_{call.call_id}", "type": "dice_call", "status": "in_progress"}


class Dice(NoSetup):
    builtin = DICE

    def __init__(self, sides: int, shared: RunShared) -> None:
        self._sides = sides
        self._shared = shared

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        if chat_name != toolset.builtin_name(DICE):
            return None
        budget.take()
        return Plan(CallKind.RUN, DiceTarget(), self)

    async def run(self, call: ToolCall) -> str:
        return f"rolled {self._sides} of {self._sides}"

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        assert isinstance(outcome, str) and call.item is not None
        self._shared.read[call.item["id"]] = (call.name, outcome)
        call.item["result"] = outcome
        call.item["status"] = "completed"
        output.emit(
            "response.dice_call.completed",
            {"output_index": call.output_index, "item_id": call.item["id"]},
        )
        output.close_item(call)


def _replay_dice(replay: Replay, item: dict[str, Any]) -> None:
    replay.call(item["id"], "roll", "{}")
    replay.result(item["id"], str(item.get("result")))


class DiceKind(ToolKind):
    spec = DiceSpec()
    replayers: Mapping[str, Replayer] = {"dice_call": _replay_dice}
    cut_status: Mapping[str, str] = {"dice_call": "failed"}

    async def open_tool(self, shared: RunShared, services: ToolServices) -> Dice | None:
        tool = shared.request.tool_state.get(self.spec.name)
        return Dice(int(tool["sides"]), shared) if tool is not None else None


# -- the client-run kind: `beep` --------------------------------------------------------------


class BeepSpec(ToolSpec):
    name = "beep"
    types = ("beep",)
    only_one = True
    call_item_types = ("beep_call",)
    input_item_types = ("beep_call", "beep_call_output")

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        only_keys(tool, ("type",), param)
        parsed.state[self.name] = {"type": "beep"}
        return {"type": "beep"}

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        string(item.get("call_id"), f"{param}.call_id")


BEEP = Builtin("beep", "toy_beep", "Beep at the user.", NO_ARGUMENTS, server_side=False)


class BeepTarget(WholeItemTarget):
    def open_item(self, call: ToolCall) -> dict[str, Any]:
        return {
            "id": f"bc_{call.call_id}",
            "type": "beep_call",
            "status": "completed",
            "call_id": call.call_id,
        }

    def announces_progress(self, call: ToolCall) -> bool:
        return False


class Beeps(NoSetup):
    builtin = BEEP

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        if chat_name != toolset.builtin_name(BEEP):
            return None
        return Plan(CallKind.FUNCTION, BeepTarget())

    async def run(self, call: ToolCall) -> object:
        raise AssertionError("the client beeps")

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        raise AssertionError("the client beeps")


def _replay_beep(replay: Replay, item: dict[str, Any]) -> None:
    replay.call(item["call_id"], "beep", "{}")


def _replay_beep_output(replay: Replay, item: dict[str, Any]) -> None:
    replay.answer(item["call_id"], str(item.get("output")))


class BeepKind(ToolKind):
    spec = BeepSpec()
    replayers: Mapping[str, Replayer] = {
        "beep_call": _replay_beep,
        "beep_call_output": _replay_beep_output,
    }

    async def open_tool(self, shared: RunShared, services: ToolServices) -> Beeps | None:
        return Beeps() if self.spec.name in shared.request.tool_state else None


# -- the server ---------------------------------------------------------------------------


class Rig:
    def __init__(self, gateway: Gateway, upstream: FakeUpstream, grpc_port: int) -> None:
        self.gateway = gateway
        self.upstream = upstream
        self.grpc_target = f"127.0.0.1:{grpc_port}"

    async def create(self, **body: Any) -> dict[str, Any]:
        async with httpx.AsyncClient(timeout=20) as http:
            reply = await http.post(self.gateway.url("/v1/responses"), json=body)
        assert reply.status_code == 200, reply.text
        answer: dict[str, Any] = reply.json()
        return answer

    async def stream(self, **body: Any) -> list[dict[str, Any]]:
        async with httpx.AsyncClient(timeout=20) as http:
            reply = await http.post(
                self.gateway.url("/v1/responses"), json={**body, "stream": True}
            )
        assert reply.status_code == 200, reply.text
        return [
            json.loads(line[len("data: ") :])
            for line in reply.text.splitlines()
            if line.startswith("data: ")
        ]


@pytest.fixture(scope="module")
async def rig(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[Rig]:
    settings = Settings(
        upstream_base_url=fake_upstream.base_url,
        upstream_api_key=None,
        database_url=f"sqlite:///{Path(tmp_path_factory.mktemp('kinds')) / 'r.db'}",
        http_port=0,
        grpc_port=free_port(),
        websocket_port=free_port(),
    )
    server = ResponsaServer(settings, kinds=BUILT_IN_KINDS.with_kinds((DiceKind(), BeepKind())))
    await server.start()
    gateway = await asyncio.to_thread(
        functools.partial(
            Gateway.start,
            server.port,
            rest_ports=[server.rest_port],
            websocket_ports=[settings.websocket_port],
        )
    )
    try:
        yield Rig(gateway, fake_upstream, server.port)
    finally:
        await asyncio.to_thread(gateway.stop)
        await server.stop(grace=1)


def _last_messages(upstream: FakeUpstream) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = upstream.requests()[-1]["messages"]
    return messages


async def test_a_server_run_kind_runs_and_is_replayed_in_a_chain(rig: Rig) -> None:
    first = await rig.create(
        model="fake-script", input="CALL roll {}", tools=[{"type": "dice", "sides": 4}]
    )
    assert first["tools"] == [{"type": "dice", "sides": 4}]
    dice, message = first["output"]
    assert dice["type"] == "dice_call" and dice["status"] == "completed"
    assert dice["result"] == "rolled 4 of 4"
    assert message["content"][0]["text"].startswith("Tool said: rolled 4 of 4")

    events = await rig.stream(
        model="fake-script", input="CALL roll {}", tools=[{"type": "dice", "sides": 6}]
    )
    types = [event["type"] for event in events]
    assert "response.dice_call.in_progress" in types
    assert "response.dice_call.completed" in types
    completed = events[-1]["response"]
    assert completed["output"][0]["result"] == "rolled 6 of 6"

    await rig.create(
        model="fake-script",
        input="and now?",
        previous_response_id=first["id"],
        tools=[{"type": "dice", "sides": 4}],
    )
    messages = _last_messages(rig.upstream)
    calls = [m for m in messages if m.get("tool_calls")]
    assert calls[0]["tool_calls"][0]["function"]["name"] == "roll"
    results = [m for m in messages if m["role"] == "tool"]
    assert results[0]["content"] == "rolled 4 of 4"


async def test_a_client_run_kind_is_handed_to_the_client_and_answered_in_a_chain(
    rig: Rig,
) -> None:
    first = await rig.create(model="fake-script", input="CALL beep {}", tools=[{"type": "beep"}])
    [call] = first["output"]
    assert call["type"] == "beep_call" and call["call_id"]

    events = await rig.stream(model="fake-script", input="CALL beep {}", tools=[{"type": "beep"}])
    done = [e for e in events if e["type"] == "response.output_item.done"]
    assert done[0]["item"]["type"] == "beep_call"

    answered = await rig.create(
        model="fake-script",
        previous_response_id=first["id"],
        input=[{"type": "beep_call_output", "call_id": call["call_id"], "output": "beeped"}],
        tools=[{"type": "beep"}],
    )
    assert answered["output"][0]["content"][0]["text"].startswith("Tool said: beeped")
    messages = _last_messages(rig.upstream)
    assert any(m.get("tool_calls") for m in messages)


async def test_an_added_kind_is_validated_by_its_spec(rig: Rig) -> None:
    async with httpx.AsyncClient(timeout=20) as http:
        reply = await http.post(
            rig.gateway.url("/v1/responses"),
            json={"model": "fake-script", "input": "hi", "tools": [{"type": "dice", "sides": 1}]},
        )
    assert reply.status_code == 400
    assert reply.json()["error"]["param"] == "tools[0].sides"


# -- WebSocket mode ---------------------------------------------------------------------------

TERMINAL = {"response.completed", "response.incomplete", "response.failed", "error"}


async def _turn(socket: Any, **body: Any) -> list[dict[str, Any]]:
    await socket.send(json.dumps({"type": "response.create", **body}))
    events: list[dict[str, Any]] = []
    while True:
        event = json.loads(await asyncio.wait_for(socket.recv(), 20))
        events.append(event)
        if event["type"] in TERMINAL:
            return events


async def test_both_kinds_run_over_a_websocket_and_continue_on_it(rig: Rig) -> None:
    from websockets.asyncio.client import connect

    async with connect(rig.gateway.websocket_url, open_timeout=10) as socket:
        rolled = await _turn(
            socket, model="fake-script", input="CALL roll {}", tools=[{"type": "dice", "sides": 3}]
        )
        types = [event["type"] for event in rolled]
        assert "response.dice_call.completed" in types
        first = rolled[-1]["response"]
        assert first["output"][0]["result"] == "rolled 3 of 3"

        beeped = await _turn(
            socket,
            model="fake-script",
            input="CALL beep {}",
            previous_response_id=first["id"],
            tools=[{"type": "beep"}],
        )
        second = beeped[-1]["response"]
        [call] = second["output"]
        assert call["type"] == "beep_call"

        answered = await _turn(
            socket,
            model="fake-script",
            previous_response_id=second["id"],
            input=[{"type": "beep_call_output", "call_id": call["call_id"], "output": "loud"}],
            tools=[{"type": "beep"}],
        )
    final = answered[-1]["response"]
    assert final["output"][0]["content"][0]["text"].startswith("Tool said: loud")
    # The whole chain, as the model read it: the roll and its result, the beep and its answer.
    messages = _last_messages(rig.upstream)
    names = [c["function"]["name"] for m in messages for c in m.get("tool_calls") or ()]
    assert names == ["roll", "beep"]
    assert [m["content"] for m in messages if m["role"] == "tool"] == ["rolled 3 of 3", "loud"]


# -- typed gRPC -------------------------------------------------------------------------------


def _json_item(fields: dict[str, Any]) -> items_pb2.InputItem:
    """An input item of a type the schema does not know, through its JSON fallback."""
    item = items_pb2.InputItem()
    item.other.update(fields)
    return item


def _typed_request(**fields: Any) -> responses_pb2.CreateResponseRequest:
    """A typed create request whose input items are given as JSON objects."""
    items = fields.pop("items")
    request = responses_pb2.CreateResponseRequest(**fields)
    for item in items:
        request.input.items.items.append(_json_item(item))
    return request


def _declared(*tools: dict[str, Any]) -> dict[str, Any]:
    """An `additional_tools` item: how a typed client declares a tool the schema lacks."""
    return {"type": "additional_tools", "role": "developer", "tools": list(tools)}


async def test_both_kinds_run_over_typed_grpc_and_continue_on_it(rig: Rig) -> None:
    roll = {"type": "message", "role": "user", "content": "CALL roll {}"}
    beep = {"type": "message", "role": "user", "content": "CALL beep {}"}
    async with grpc.aio.insecure_channel(rig.grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        streamed = _typed_request(
            model="fake-script", items=[_declared({"type": "dice", "sides": 5}), roll]
        )
        events = [event async for event in stub.StreamResponse(streamed, timeout=20)]
        own = [
            json_format.MessageToDict(e.other_event)["type"]
            for e in events
            if e.WhichOneof("event") == "other_event"
        ]
        assert "response.dice_call.completed" in own
        rolled = events[-1].response_completed.response
        dice = json_format.MessageToDict(rolled.output[0].other)
        assert dice["type"] == "dice_call" and dice["result"] == "rolled 5 of 5"

        beeped = await stub.CreateResponse(
            _typed_request(
                model="fake-script",
                previous_response_id=rolled.id,
                items=[_declared({"type": "beep"}), beep],
            ),
            timeout=20,
        )
        call = json_format.MessageToDict(beeped.output[0].other)
        assert call["type"] == "beep_call"

        answered = await stub.CreateResponse(
            _typed_request(
                model="fake-script",
                previous_response_id=beeped.id,
                items=[{"type": "beep_call_output", "call_id": call["call_id"], "output": "ok"}],
            ),
            timeout=20,
        )
        text = answered.output[0].message.content[0].output_text.text
        assert text.startswith("Tool said: ok")
    messages = _last_messages(rig.upstream)
    names = [c["function"]["name"] for m in messages for c in m.get("tool_calls") or ()]
    assert names == ["roll", "beep"]
    assert [m["content"] for m in messages if m["role"] == "tool"] == ["rolled 5 of 5", "ok"]
