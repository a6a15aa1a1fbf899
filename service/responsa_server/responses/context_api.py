"""ContextApi: `POST /v1/responses/input_tokens` and `POST /v1/responses/compact`.

Both take a request's context the way a create does, through the engine's own preparation
(input, `previous_response_id` or `conversation`, item references resolved, compaction items
opened, the window fitted with `truncation: "auto"`) and look at it without generating a
response: one counts its tokens, the other has the model summarize it into a sealed
`compaction` item that later requests accept as input.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from responsa_server.context.compaction import COMPACTION_PROMPT, SUMMARY_MAX_TOKENS
from responsa_server.context.limits import chat_tools
from responsa_server.context.tokens import Method
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.preparation import Preparation
from responsa_server.engine.tool_kinds import kinds_of
from responsa_server.engine.upstream_errors import api_error_from_upstream
from responsa_server.engine.usage import UsageTotal
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id
from responsa_server.model.request import CreateRequest, parse_create_request
from responsa_server.model.request.checks import body_object, missing_param
from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.fleet import UpstreamFleet

# TokenCountsBody and CompactResponseMethodPublicBody (the reference's parameters).
TOKEN_COUNT_PARAMETERS = frozenset(
    {
        "model",
        "input",
        "previous_response_id",
        "conversation",
        "tools",
        "text",
        "reasoning",
        "truncation",
        "instructions",
        "parallel_tool_calls",
        "tool_choice",
    }
)
COMPACT_PARAMETERS = frozenset(
    {
        "model",
        "input",
        "previous_response_id",
        "instructions",
        "prompt_cache_key",
        "prompt_cache_retention",
        "prompt_cache_options",
        "service_tier",
    }
)
# The model name counted with when input_tokens gets none (the upstream's tokenizer is then
# asked without one; a single-model server does not mind).
_ANY_MODEL = "default"


@dataclass(frozen=True, slots=True)
class InputTokens:
    """An input_tokens answer and how it was counted ("tokenizer" or "approximation")."""

    body: dict[str, Any]
    method: Method


class ContextApi:
    """Count a request's input tokens; compact a context into a sealed item."""

    def __init__(self, upstream: UpstreamFleet, preparation: Preparation) -> None:
        self._upstream = upstream
        self._preparation = preparation
        self._limits = preparation.limits

    async def _messages(self, request: CreateRequest, project: str) -> list[dict[str, Any]]:
        """The chat messages the upstream would get for `request` (truncated as it would be)."""
        preparation = self._preparation
        context = await preparation.load(request, project)
        context, input_items = await preparation.opened(request, context, project)

        def to_messages(
            kept_context: list[dict[str, Any]], kept_input: list[dict[str, Any]]
        ) -> list[dict[str, Any]]:
            return to_chat_messages(
                request.instructions, kept_context, kept_input, kinds=kinds_of(request)
            )

        if request.truncation == "auto":
            return (await self._limits.fit(request, context, input_items, to_messages)).messages
        return to_messages(context, input_items)

    async def count_input_tokens(self, body: object, *, project: str) -> InputTokens:
        """`POST /v1/responses/input_tokens`: `{"object": "response.input_tokens", ...}`."""
        fields = dict(body_object(body, TOKEN_COUNT_PARAMETERS))
        named = fields.get("model") is not None
        if not named:
            fields["model"] = _ANY_MODEL
        if fields.get("input") is None:
            fields["input"] = []
        request = parse_create_request(fields, self._preparation.kinds)
        if named:
            self._upstream.route(request.model)  # an unknown model: 404 model_not_found
        messages = await self._messages(request, project)
        counted = await self._limits.counter.count(request.model, messages, chat_tools(request))
        return InputTokens(
            {"object": "response.input_tokens", "input_tokens": counted.tokens}, counted.method
        )

    async def compact(self, body: object, *, project: str) -> dict[str, Any]:
        """`POST /v1/responses/compact`: the model's summary of the context, sealed into one
        `compaction` item (OpenAI's `response.compaction` object)."""
        fields = body_object(body, COMPACT_PARAMETERS)
        if fields.get("model") is None:
            missing_param("model")
        request = parse_create_request(
            {
                key: fields[key]
                for key in ("model", "input", "previous_response_id", "instructions")
                if key in fields
            },
            self._preparation.kinds,
        )
        self._upstream.route(request.model)  # an unknown model: 404 model_not_found
        messages = await self._messages(request, project)
        if not messages:
            raise ApiError(400, "There is nothing to compact: the input is empty.", param="input")
        payload = {
            "model": request.model,
            "messages": [*messages, {"role": "user", "content": COMPACTION_PROMPT}],
            "max_tokens": SUMMARY_MAX_TOKENS,
        }
        try:
            completion = await self._upstream.create_chat(payload)
        except UpstreamError as error:
            raise api_error_from_upstream(error) from error
        usage = UsageTotal()
        usage.reported = True  # the object requires usage: zeros if the upstream sent none
        usage.add(completion.get("usage"))
        choice = (completion.get("choices") or [{}])[0]
        summary = str((choice.get("message") or {}).get("content") or "").strip()
        if not summary:
            raise ApiError(502, "The upstream model returned an empty summary.")
        seal = self._limits.seal
        if seal is None:
            raise ApiError(501, "Compaction is not configured on this server.")
        item = {
            "id": new_id("cmp"),
            "type": "compaction",
            "encrypted_content": seal.seal(summary, model=request.model, project=project),
        }
        return {
            "id": new_id("resp"),
            "object": "response.compaction",
            "output": [item],
            "created_at": int(time.time()),
            "usage": usage.to_response_usage(),
        }
