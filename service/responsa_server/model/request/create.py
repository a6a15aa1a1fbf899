"""`parse_create_request`: the JSON body of ``POST /v1/responses`` into a `CreateRequest`.

Raises `ApiError` (400) naming the offending parameter in OpenAI's wording style.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from responsa_server.model.items import normalize_input
from responsa_server.model.mcp_servers import McpServer
from responsa_server.model.request.additional_tools import with_additional_tools
from responsa_server.model.request.checks import (
    MAX_JSON_DEPTH,
    boolean,
    choice,
    decimal,
    fail,
    integer,
    json_depth,
    kind_of,
    max_length,
    missing_param,
    model_name,
    not_supported,
    object_id,
    only_keys,
    present,
    string,
    unknown_parameter,
    wrong_type,
)
from responsa_server.model.request.context_management import (
    Compaction,
    compaction_of,
    parse_context_management,
    take_compaction_trigger,
)
from responsa_server.model.request.input_items import check_input_length, parse_input
from responsa_server.model.request.moderation import ModerationRequest, parse_moderation
from responsa_server.model.request.options import (
    PROMPT_CACHE_RETENTIONS,
    SERVICE_TIERS,
    TRUNCATIONS,
    parse_client_metadata,
    parse_include,
    parse_metadata,
    parse_prompt_cache_options,
    parse_reasoning,
    parse_stream_options,
    parse_text,
)
from responsa_server.model.request.prompt import PromptReference, parse_prompt
from responsa_server.model.request.tool_choice import parse_tool_choice
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS
from responsa_server.model.request.tools import parse_tools

MAX_OUTPUT_TOKENS_MIN = 16
SAFETY_IDENTIFIER_MAX_CHARS = 64
KNOWN_PARAMETERS = frozenset(
    {
        "model",
        "input",
        "instructions",
        "tools",
        "tool_choice",
        "text",
        "temperature",
        "top_p",
        "presence_penalty",
        "frequency_penalty",
        "top_logprobs",
        "max_output_tokens",
        "max_tool_calls",
        "parallel_tool_calls",
        "previous_response_id",
        "metadata",
        "store",
        "background",
        "truncation",
        "reasoning",
        "user",
        "safety_identifier",
        "prompt_cache_key",
        "prompt_cache_retention",
        "prompt_cache_options",
        "service_tier",
        "include",
        "stream",
        "stream_options",
        "conversation",
        "prompt",
        "moderation",
        "context_management",
        # Sent by Codex CLI on every request: a string map describing the client's turn.
        "client_metadata",
    }
)


@dataclass(slots=True)
class CreateRequest:
    """A validated create-response request.

    Optional sampling knobs stay ``None`` when the client did not send them, so the engine
    forwards only what was asked for; `new_response` fills OpenAI's defaults for the echo.
    """

    model: str
    input: str | list[dict[str, Any]]
    input_items: list[dict[str, Any]]
    instructions: str | None = None
    tools: list[dict[str, Any]] = field(default_factory=list)
    tool_choice: str | dict[str, Any] = "auto"
    # The tool kinds this request was parsed with (the server's registry).
    specs: ToolSpecs = BUILT_IN_SPECS
    # What each kind keeps of its `tools` entries beyond their echo, by spec name (the `mcp`
    # servers with their secrets, the one `web_search` tool): ParsedTools.state.
    tool_state: dict[str, Any] = field(default_factory=dict)
    # (param, type) of each pass-through tool in `tools`, which only a native upstream runs.
    hosted_tools: list[tuple[str, str]] = field(default_factory=list)
    text: dict[str, Any] = field(
        default_factory=lambda: {"format": {"type": "text"}, "verbosity": "medium"}
    )
    temperature: float | None = None
    top_p: float | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    top_logprobs: int | None = None
    max_output_tokens: int | None = None
    max_tool_calls: int | None = None
    parallel_tool_calls: bool = True
    previous_response_id: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)
    store: bool = True
    background: bool = False
    truncation: str = "disabled"
    reasoning: dict[str, Any] | None = None
    user: str | None = None
    safety_identifier: str | None = None
    prompt_cache_key: str | None = None
    prompt_cache_retention: str | None = None
    prompt_cache_options: dict[str, Any] | None = None
    service_tier: str = "auto"
    include: list[str] = field(default_factory=list)
    stream: bool = False
    # `context_management` and a final `compaction_trigger` item (engine/auto_compaction.py).
    compaction: Compaction | None = None
    stream_options: dict[str, Any] | None = None
    # The conversation (its id) whose items come before the input and which gets this
    # response's items appended when it finishes.
    conversation: str | None = None
    # The moderation model and policy screening this response (engine/moderation.py).
    moderation: ModerationRequest | None = None
    # The body as sent, kept only for background requests (their job stores it).
    body: dict[str, Any] | None = None
    # The `prompt` template named, and the version it was rendered at once applied
    # (prompts/api.py: before the engine sees the request).
    prompt: PromptReference | None = None
    prompt_version: str | None = None
    # The tools offered to the model, set once the context is loaded (engine/preparation.py):
    # `tools` without deferred ones, plus the tools of the context's and input's
    # `additional_tools` and `tool_search_output` items (model/request/additional_tools.py).
    offered: list[dict[str, Any]] | None = None

    @property
    def offered_tools(self) -> list[dict[str, Any]]:
        """The tools offered to the model (before the context is loaded: the input's)."""
        if self.offered is None:
            return with_additional_tools(self.tools, self.input_items, self.specs)
        return self.offered

    def offer_context_tools(self, context: list[dict[str, Any]]) -> None:
        """Set what the request offers, once its context is loaded: its tools plus those the
        context's and input's items add; a tool of a kind that takes one (`web_search`,
        `file_search`) among them is offered as if it were in `tools` (when `tools` has none)."""
        self.offered = with_additional_tools(self.tools, [*context, *self.input_items], self.specs)
        for tool in self.offered:
            spec = self.specs.of_type(str(tool["type"]))
            if spec is not None and spec.only_one and spec.name not in self.tool_state:
                self.tool_state[spec.name] = tool

    # Views of kinds' state, for callers that ask by kind.
    @property
    def mcp_servers(self) -> list[McpServer]:
        """The `mcp` tools' servers, with their secrets (`tools` holds their public echo)."""
        servers: list[McpServer] = self.tool_state.get("mcp", [])
        return servers

    @property
    def web_search(self) -> dict[str, Any] | None:
        """The `web_search` tool, when the request has one (its echo is in `tools` too)."""
        tool: dict[str, Any] | None = self.tool_state.get("web_search")
        return tool

    @property
    def file_search(self) -> dict[str, Any] | None:
        """The `file_search` tool, when the request has one (its echo is in `tools` too)."""
        tool: dict[str, Any] | None = self.tool_state.get("file_search")
        return tool


# Parameters this server recognises but cannot honour when given a value: param -> what.
_UNSUPPORTED_WHEN_SET: dict[str, str] = {}


def parse_conversation(value: object) -> str:
    """`conversation`: an id, or `{"id": ...}`."""
    if isinstance(value, dict):
        only_keys(value, ("id",), "conversation")
        if not present(value, "id"):
            missing_param("conversation.id")
        return object_id(value["id"], "conversation.id")
    if not isinstance(value, str):
        wrong_type("conversation", "a string or an object", value)
    return object_id(value, "conversation")


def parse_create_request(body: object, specs: ToolSpecs = BUILT_IN_SPECS) -> CreateRequest:
    """Validate a create-response body (parsed JSON) into a `CreateRequest`, its tools by the
    kinds of `specs` (the server's registry).

    Raises `ApiError` (400) naming the first offending parameter.
    """
    if not isinstance(body, dict):
        fail(
            None,
            f"Invalid request body: expected a JSON object, but got {kind_of(body)} instead.",
            "invalid_type",
        )
    check_input_length(body.get("input"))
    for key, value in body.items():
        if key not in KNOWN_PARAMETERS:
            unknown_parameter(str(key))
        # Before any other check walks it: the body itself is the first level.
        json_depth(value, key, MAX_JSON_DEPTH - 1)
    # The parameters carrying a value (null counts as absent, as `present` says), found once:
    # most of the ~40 parameters are not sent, and each is asked about below.
    given = {key for key, value in body.items() if value is not None}
    for key, what in _UNSUPPORTED_WHEN_SET.items():
        if key in given:
            not_supported(key, what)
    background = "background" in given and boolean(body["background"], "background")

    if "model" not in given:
        missing_param("model")
    model = model_name(body["model"], "model")

    previous_response_id = (
        object_id(body["previous_response_id"], "previous_response_id")
        if "previous_response_id" in given
        else None
    )
    conversation = parse_conversation(body["conversation"]) if "conversation" in given else None
    if conversation is not None and previous_response_id is not None:
        fail(
            None,
            "Mutually exclusive parameters: Ensure you are only providing one of: "
            "'previous_response_id' or 'conversation'.",
            "mutually_exclusive_parameters",
        )
    prompt = parse_prompt(body["prompt"]) if "prompt" in given else None
    trigger = False
    if "input" in given:
        sent, trigger = take_compaction_trigger(body["input"])
        raw_input = parse_input(sent, specs)
    elif previous_response_id is not None or conversation is not None or prompt is not None:
        # Continuing a stored conversation, or a prompt template's messages, may add no new
        # input.
        raw_input = []
    else:
        missing_param("input")

    parsed = parse_tools(body["tools"], "tools", specs) if "tools" in given else ParsedTools(specs)
    tools = parsed.tools
    tool_choice: str | dict[str, Any] = "auto"
    if "tool_choice" in given:
        items = raw_input if isinstance(raw_input, list) else []
        scope = ChoiceScope(
            # A tool an `additional_tools` item of the input declares may be named too.
            offered=with_additional_tools(tools, items, specs),
            parsed=parsed,
            more_tools=(
                previous_response_id is not None
                or conversation is not None
                or any(item.get("type") == "additional_tools" for item in items)
            ),
        )
        tool_choice = parse_tool_choice(body["tool_choice"], scope)

    request = CreateRequest(
        model=model,
        input=raw_input,
        input_items=normalize_input(raw_input),
        previous_response_id=previous_response_id,
        tools=tools,
        tool_choice=tool_choice,
        conversation=conversation,
        specs=specs,
        tool_state=parsed.state,
        hosted_tools=parsed.hosted,
        prompt=prompt,
    )
    request.instructions = (
        string(body["instructions"], "instructions") if "instructions" in given else None
    )
    if "text" in given:
        request.text = parse_text(body["text"])
    if "temperature" in given:
        request.temperature = decimal(body["temperature"], "temperature", 0, 2)
    if "top_p" in given:
        request.top_p = decimal(body["top_p"], "top_p", 0, 1)
    # Open Responses' sampling penalties, with Chat Completions' range.
    for penalty in ("presence_penalty", "frequency_penalty"):
        if penalty in given:
            setattr(request, penalty, decimal(body[penalty], penalty, -2, 2))
    if "top_logprobs" in given:
        request.top_logprobs = integer(body["top_logprobs"], "top_logprobs", 0, 20)
    if "max_output_tokens" in given:
        request.max_output_tokens = integer(
            body["max_output_tokens"], "max_output_tokens", MAX_OUTPUT_TOKENS_MIN
        )
    if "max_tool_calls" in given:
        request.max_tool_calls = integer(body["max_tool_calls"], "max_tool_calls", 1)
    if "parallel_tool_calls" in given:
        request.parallel_tool_calls = boolean(body["parallel_tool_calls"], "parallel_tool_calls")
    if "metadata" in given:
        request.metadata = parse_metadata(body["metadata"])
    if "client_metadata" in given:
        # Checked, then dropped: not stored, not echoed, never sent upstream (README, Clients).
        parse_client_metadata(body["client_metadata"])
    if "store" in given:
        request.store = boolean(body["store"], "store")
    if "truncation" in given:
        request.truncation = choice(body["truncation"], "truncation", TRUNCATIONS)
    if "reasoning" in given:
        request.reasoning = parse_reasoning(body["reasoning"])
    request.user = string(body["user"], "user") if "user" in given else None
    if "safety_identifier" in given:
        request.safety_identifier = max_length(
            string(body["safety_identifier"], "safety_identifier"),
            "safety_identifier",
            SAFETY_IDENTIFIER_MAX_CHARS,
        )
    request.prompt_cache_key = (
        string(body["prompt_cache_key"], "prompt_cache_key")
        if "prompt_cache_key" in given
        else None
    )
    if "prompt_cache_retention" in given:
        request.prompt_cache_retention = choice(
            body["prompt_cache_retention"], "prompt_cache_retention", PROMPT_CACHE_RETENTIONS
        )
    if "prompt_cache_options" in given:
        request.prompt_cache_options = parse_prompt_cache_options(body["prompt_cache_options"])
    if "service_tier" in given:
        request.service_tier = choice(body["service_tier"], "service_tier", SERVICE_TIERS)
    if "include" in given:
        request.include = parse_include(body["include"])
    if "stream" in given:
        request.stream = boolean(body["stream"], "stream")
    threshold = (
        parse_context_management(body["context_management"])
        if "context_management" in given
        else None
    )
    request.compaction = compaction_of(threshold, "context_management" in given, trigger)
    if "stream_options" in given:
        request.stream_options = parse_stream_options(body["stream_options"])
    if "moderation" in given:
        request.moderation = parse_moderation(body["moderation"])
    if background:
        if not request.store:
            # OpenAI refuses this pairing: a background response lives only in the store.
            fail("background", "Background mode requires 'store' to be true.", "invalid_value")
        request.background = True
        # A background job is re-parsed from its body by whichever replica runs it.
        request.body = body
    return request
