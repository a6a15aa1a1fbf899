"""The fake upstream's native Responses API (`POST /v1/responses`, streamed SSE as OpenAI sends
it): what an upstream of kind `responses` answers, chosen by the request's `model`.

- `native-reasoning` (and any other name): an opaque reasoning item (summary, `encrypted_content`
  that only this server reads back), then a message `native: <the last user text>`; once the
  input holds a function_call_output, the message says `native saw: <its output>`.
- `native-custom`: reasoning, then a `custom_tool_call` of the first custom tool offered.
- `native-call`: a `function_call` of the first function offered (arguments `{"query":
  "responsa"}`) until the input holds its output, then the message as above.
- `native-future`: an item of a type no SDK knows (`future_widget`) with its own delta events,
  then the message.
- `native-slow`: the default answer with 0.1 s between events (background tests).
- With `include: ["message.output_text.logprobs"]` each text delta carries a logprob (-0.25).
- `native-error-503`: HTTP 503 before anything.
- `native-error-401`: HTTP 401 quoting a credential (scenarios.LEAKED_KEY_MESSAGE).
- `native-hosted`: with a `code_interpreter` tool offered, a `code_interpreter_call` this
  upstream "ran" (its events as OpenAI sends them), then the message.
- `native-fail`: reasoning, then `response.failed` (the upstream gave up mid-answer).
- Any model compacts itself as OpenAI does: a final `compaction_trigger` input item is answered
  with one `compaction` item (opaque `encrypted_content`) and nothing else; with
  `context_management` and more than 3 input items, the answer opens with one.

Every answer is deterministic for a given input (ids count per request), so a test can compare
what it got with what the upstream receives next.
"""

from __future__ import annotations

import base64
from typing import Any

import orjson

Event = dict[str, Any]

SLOW_TICK = 0.1


def encrypted_for(seed: str) -> str:
    """The opaque `encrypted_content` this server gives a reasoning item (OpenAI's look)."""
    return "gAAAAB" + base64.urlsafe_b64encode(f"fake-upstream:{seed}".encode()).decode()


def _last_user_text(items: list[Any]) -> str:
    for item in reversed(items):
        if isinstance(item, dict) and item.get("role") == "user":
            content = item.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def _output_seen(items: list[Any]) -> str | None:
    for item in reversed(items):
        if isinstance(item, dict) and item.get("type") == "function_call_output":
            output = item.get("output")
            return output if isinstance(output, str) else orjson.dumps(output).decode()
        if isinstance(item, dict) and item.get("role") == "user":
            return None
    return None


class _Builder:
    """Events of one answer, numbered from 0, and the output they add up to."""

    def __init__(self, body: dict[str, Any], number: int) -> None:
        self.body = body
        self.number = number
        self.events: list[Event] = []
        self.output: list[dict[str, Any]] = []
        self.response: dict[str, Any] = {
            "id": f"resp_upstream_{number}",
            "object": "response",
            "created_at": 1_700_000_000 + number,
            "status": "in_progress",
            "model": body.get("model"),
            "output": [],
            "usage": None,
        }

    def emit(self, type: str, **fields: Any) -> None:
        self.events.append({"type": type, "sequence_number": len(self.events), **fields})

    def reasoning(self) -> None:
        index = len(self.output)
        item_id = f"rs_up_{self.number}_{index}"
        summary = "Thinking about it."
        self.emit(
            "response.output_item.added",
            output_index=index,
            item={"id": item_id, "type": "reasoning", "summary": []},
        )
        part = {"type": "summary_text", "text": ""}
        address = {"item_id": item_id, "output_index": index, "summary_index": 0}
        self.emit("response.reasoning_summary_part.added", **address, part=part)
        self.emit("response.reasoning_summary_text.delta", **address, delta=summary)
        self.emit("response.reasoning_summary_text.done", **address, text=summary)
        self.emit(
            "response.reasoning_summary_part.done",
            **address,
            part={"type": "summary_text", "text": summary},
        )
        item = {
            "id": item_id,
            "type": "reasoning",
            "summary": [{"type": "summary_text", "text": summary}],
            "encrypted_content": encrypted_for(f"{self.number}:{index}"),
        }
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def message(self, text: str) -> None:
        index = len(self.output)
        item_id = f"msg_up_{self.number}_{index}"
        item: dict[str, Any] = {
            "id": item_id,
            "type": "message",
            "status": "in_progress",
            "content": [],
            "role": "assistant",
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        address = {"item_id": item_id, "output_index": index, "content_index": 0}
        empty = {"type": "output_text", "annotations": [], "logprobs": [], "text": ""}
        self.emit("response.content_part.added", **address, part=empty)
        words = text.split(" ")
        with_logprobs = "message.output_text.logprobs" in (self.body.get("include") or ())
        for position, word in enumerate(words):
            piece = word if position == 0 else " " + word
            logprobs = [{"token": piece, "logprob": -0.25, "top_logprobs": []}]
            self.emit(
                "response.output_text.delta",
                **address,
                delta=piece,
                logprobs=logprobs if with_logprobs else [],
            )
        self.emit("response.output_text.done", **address, text=text, logprobs=[])
        part = dict(empty, text=text)
        self.emit("response.content_part.done", **address, part=part)
        item = dict(item, status="completed", content=[part])
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def custom_call(self, name: str) -> None:
        index = len(self.output)
        item_id = f"ctc_up_{self.number}_{index}"
        text = "print('hello from upstream')"
        item: dict[str, Any] = {
            "id": item_id,
            "type": "custom_tool_call",
            "status": "in_progress",
            "call_id": f"call_up_{self.number}_{index}",
            "name": name,
            "input": "",
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        address = {"item_id": item_id, "output_index": index}
        for piece in (text[:6], text[6:]):
            self.emit("response.custom_tool_call_input.delta", **address, delta=piece)
        self.emit("response.custom_tool_call_input.done", **address, input=text)
        item = dict(item, status="completed", input=text)
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def function_call(self, name: str) -> None:
        index = len(self.output)
        item_id = f"fc_up_{self.number}_{index}"
        arguments = '{"query": "responsa"}'
        item: dict[str, Any] = {
            "id": item_id,
            "type": "function_call",
            "status": "in_progress",
            "arguments": "",
            "call_id": f"call_up_{self.number}_{index}",
            "name": name,
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        address = {"item_id": item_id, "output_index": index}
        self.emit("response.function_call_arguments.delta", **address, delta=arguments[:9])
        self.emit("response.function_call_arguments.delta", **address, delta=arguments[9:])
        self.emit("response.function_call_arguments.done", **address, arguments=arguments)
        item = dict(item, status="completed", arguments=arguments)
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def code_interpreter(self) -> None:
        index = len(self.output)
        item_id = f"ci_up_{self.number}_{index}"
        code = "print(6 * 7)"
        item: dict[str, Any] = {
            "id": item_id,
            "type": "code_interpreter_call",
            "status": "in_progress",
            "code": "",
            "container_id": "cntr_fake",
            "outputs": None,
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        address = {"item_id": item_id, "output_index": index}
        self.emit("response.code_interpreter_call.in_progress", **address)
        self.emit("response.code_interpreter_call_code.delta", **address, delta=code)
        self.emit("response.code_interpreter_call_code.done", **address, code=code)
        self.emit("response.code_interpreter_call.interpreting", **address)
        self.emit("response.code_interpreter_call.completed", **address)
        outputs = [{"type": "logs", "logs": "42\n"}]
        item = dict(item, status="completed", code=code, outputs=outputs)
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def compaction(self) -> None:
        index = len(self.output)
        item = {
            "id": f"cmp_up_{self.number}_{index}",
            "type": "compaction",
            "encrypted_content": encrypted_for(f"compaction:{self.number}"),
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def future(self) -> None:
        index = len(self.output)
        item_id = f"fw_up_{self.number}_{index}"
        item: dict[str, Any] = {
            "id": item_id,
            "type": "future_widget",
            "status": "in_progress",
            "knobs": [],
        }
        self.emit("response.output_item.added", output_index=index, item=item)
        self.emit("response.future_widget.delta", item_id=item_id, output_index=index, knob=7)
        item = {"id": item_id, "type": "future_widget", "status": "completed", "knobs": [7]}
        self.emit("response.output_item.done", output_index=index, item=item)
        self.output.append(item)

    def items(self, model: Any, items: list[Any], tools: list[Any], seen: str | None) -> None:
        """The answer's items, by model."""
        if model == "native-custom":
            self.reasoning()
            custom = next((t["name"] for t in tools if t.get("type") == "custom"), "code")
            self.custom_call(custom)
        elif model == "native-call" and seen is None:
            function = next((t["name"] for t in tools if t.get("type") == "function"), "lookup")
            self.function_call(function)
        else:
            self.reasoning()
            if model == "native-future":
                self.future()
            if model == "native-hosted" and any(t.get("type") == "code_interpreter" for t in tools):
                self.code_interpreter()
            self.message(
                f"native saw: {seen}" if seen is not None else f"native: {_last_user_text(items)}"
            )

    def answer(self) -> list[Event]:
        self.emit("response.created", response=self.response)
        self.emit("response.in_progress", response=self.response)
        model = self.body.get("model")
        items = self.body.get("input")
        items = items if isinstance(items, list) else [{"role": "user", "content": items}]
        tools = self.body.get("tools") or []
        seen = _output_seen(items)
        last = items[-1] if items and isinstance(items[-1], dict) else {}
        triggered = last.get("type") == "compaction_trigger"
        if model == "native-fail":
            self.reasoning()
            error = {"code": "server_error", "message": "The model crashed."}
            failed = dict(self.response, status="failed", output=self.output, error=error)
            self.emit("response.failed", response=failed)
            return self.events
        if triggered or (self.body.get("context_management") and len(items) > 3):
            self.compaction()
        if not triggered:  # a trigger is answered with the compaction item alone
            self.items(model, items, tools, seen)
        usage = {
            "input_tokens": 11,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 7,
            "output_tokens_details": {"reasoning_tokens": 3},
            "total_tokens": 18,
        }
        done = dict(self.response, status="completed", output=self.output, usage=usage)
        self.emit("response.completed", response=done)
        return self.events


def native_events(body: dict[str, Any], number: int) -> list[bytes]:
    """The SSE frames of one streamed answer (`event:` and `data:` lines, as OpenAI sends)."""
    return [
        b"event: %s\ndata: %s\n\n" % (event["type"].encode(), orjson.dumps(event))
        for event in _Builder(body, number).answer()
    ]
