"""The built-in `image_generation` tool, run here for a Chat Completions model: the model is
offered one function (`image_generation`, a `prompt`), and its call is sent to the images
upstream (tools/images/: the routing table's `images:` or RESPONSA_IMAGES_BASE_URL) with the
tool's settings. The call is an `image_generation_call` item with the base64 image in `result`
(and `revised_prompt` when the upstream gives one), announced by
`response.image_generation_call.in_progress`, `.generating`, one `.partial_image` per partial
image the upstream streamed, and `.completed`.

In later turns (this response's and the next ones') the model reads the call, a tool message
saying the image was made, and the image itself in a user message after the turn's tool
messages (a tool message carries text only): a vision model sees what it made.

An upstream that speaks the Responses API gets the tool as the client sent it and runs it; its
`image_generation_call` items go back to it as they are. For any other model without an images
upstream, the request is refused (400 naming the tool) before anything runs: Codex (0.169, the
suite's) does not send this tool type, so no client is known to send it unasked.

Partial images are emitted when the call ends (a server call's events go out when its item
closes, in output order), before `.completed`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.files.media import data_url, decode_base64, image_type
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id
from responsa_server.model.request.image_tools import EDIT_SETTINGS, ImageGenerationSpec
from responsa_server.observability import hooks
from responsa_server.tools.images import GeneratedImage, ImageFailure, ImagesUpstream

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest

ITEM_TYPE = "image_generation_call"
IMAGE_GENERATION = Builtin(
    "image_generation",
    "responsa_image_generation",
    "Generate an image from a text description. The image is shown to you and to the user.",
    {
        "type": "object",
        "properties": {
            "prompt": {
                "type": "string",
                "description": "A detailed description of the image to generate.",
            }
        },
        "required": ["prompt"],
    },
)
NOT_CONFIGURED = (
    "The image_generation tool needs an images upstream for this model: set "
    "RESPONSA_IMAGES_BASE_URL (any OpenAI-compatible POST /v1/images/generations server, such "
    "as LocalAI or stable-diffusion.cpp's server; RESPONSA_IMAGES_API_KEY for its key) or an "
    "`images:` section in RESPONSA_MODELS_FILE (docs/tools-images-search.md)."
)
SHOWN = "The image was generated; it is shown in the next message."


def prompt_of(arguments: str) -> str:
    """The model's `prompt` ('' when it sent none)."""
    try:
        parsed = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return ""
    prompt = parsed.get("prompt") if isinstance(parsed, dict) else None
    return prompt if isinstance(prompt, str) else ""


class ImageTarget(WholeItemTarget):
    """An `image_generation_call` item; its image is set when the call ends."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `image_generation_call` item (no image yet)."""
        return {"id": new_id("ig"), "type": ITEM_TYPE, "status": "in_progress", "result": None}


_TARGET = ImageTarget()


class ImageGeneration(NoSetup):
    """The image generation of one response."""

    builtin: Builtin | None = IMAGE_GENERATION

    def __init__(self, upstream: ImagesUpstream, tool: dict[str, Any], shared: RunShared) -> None:
        self._upstream = upstream
        self._tool = tool
        self._shared = shared

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Generate, unless it is the last turn (the response ends incomplete) or the budget
        is used up (the call is ignored)."""
        if not chat_name or chat_name != toolset.builtin_name(IMAGE_GENERATION):
            return None
        if budget.last_turn:
            budget.incomplete = True
        if budget.last_turn or not budget.left():
            return Plan(CallKind.IGNORED, _TARGET)
        budget.take()
        return Plan(CallKind.RUN, _TARGET, self)

    async def run(self, call: ToolCall) -> GeneratedImage | ImageFailure:
        """Ask the images upstream for the model's image; a failure is the outcome."""
        prompt = prompt_of(call.arguments_text)
        if not prompt.strip():
            return ImageFailure("The model gave no prompt; no image was generated.")
        try:
            async with hooks.tool_call(ITEM_TYPE, "image_generation"):
                return await self._upstream.generate(prompt, self._tool)
        except ImageFailure as failure:
            return failure

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """`response.image_generation_call.generating`."""
        item = call.item
        assert item is not None
        item["status"] = "generating"
        output.emit(
            "response.image_generation_call.generating",
            {"output_index": call.output_index, "item_id": item["id"]},
        )

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """The partial images, the image in the item, `.completed`; what the model reads."""
        item = call.item
        assert item is not None
        where = {"output_index": call.output_index, "item_id": item["id"]}
        if isinstance(outcome, ImageFailure):
            item["status"] = "failed"
            text = f"The image generation failed: {outcome.message}"
            self._shared.read[item["id"]] = (call.name, text)
            output.close_item(call)
            return
        assert isinstance(outcome, GeneratedImage)
        for partial in outcome.partials:
            output.emit(
                "response.image_generation_call.partial_image",
                {
                    **where,
                    "partial_image_index": partial.index,
                    "partial_image_b64": partial.b64,
                    **partial.details,
                },
            )
        item["status"] = "completed"
        item["result"] = outcome.b64
        if outcome.revised_prompt is not None:
            item["revised_prompt"] = outcome.revised_prompt
        prompt = prompt_of(call.arguments_text)
        self._shared.read[item["id"]] = (call.name, f"{SHOWN} Prompt: {prompt}")
        output.emit("response.image_generation_call.completed", where)
        output.close_item(call)


def _replay(replay: Replay, item: dict[str, Any]) -> None:
    """The call, what it came to, and its image in a user message after the turn's results."""
    name, text = replay.read.get(item["id"], (IMAGE_GENERATION.name, ""))
    arguments = orjson.dumps({"prompt": item.get("revised_prompt") or ""}).decode()
    replay.call(item["id"], name, arguments)
    image = item.get("result")
    data = decode_base64(image) if isinstance(image, str) and image else None
    media_type = image_type(data) if data is not None else None
    if data is None or media_type is None:
        # Failed (no image), or a resent item whose result is not an image this server reads.
        replay.result(item["id"], text or "There is no image to show.")
        return
    replay.result(item["id"], text or SHOWN)
    url = data_url(media_type, data)
    replay.show({"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}]})


def _tool_param(request: CreateRequest) -> str:
    """Where the request declared its image_generation tool (for the 400)."""
    for i, tool in enumerate(request.tools):
        if tool["type"] == "image_generation":
            return f"tools[{i}]"
    for i, item in enumerate(request.input_items):
        for j, tool in enumerate(item.get("tools") or ()):
            if isinstance(tool, dict) and tool.get("type") == "image_generation":
                return f"input[{i}].tools[{j}]"
    return "tools"


class ImageGenerationKind(ToolKind):
    """The `image_generation` tool: run here by the images upstream, or given to a Responses
    upstream that runs it."""

    spec = ImageGenerationSpec()
    replayers: Mapping[str, Replayer] = {ITEM_TYPE: _replay}
    # Its statuses have no "incomplete".
    cut_status: Mapping[str, str] = {ITEM_TYPE: "failed"}
    # A Responses upstream reads the items as they are (its own, or Responsa's).
    native_item_types = frozenset({ITEM_TYPE})

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ImageGeneration | None:
        """The request's image generation for a Chat Completions model; a 400 saying how to
        configure an images upstream when there is none, or for an edit's settings."""
        request = shared.request
        tool = request.tool_state.get(self.spec.name)
        if tool is None or shared.speaks_responses:
            return None
        param = _tool_param(request)
        upstream = services.find(ImagesUpstream)
        if upstream is None:
            raise ApiError(400, NOT_CONFIGURED, param=param, code="unsupported_value")
        for key in EDIT_SETTINGS:
            if tool.get(key) is not None:
                raise _edit_refused(f"{param}.{key}")
        if tool.get("action") == "edit":
            raise _edit_refused(f"{param}.action")
        return ImageGeneration(upstream, tool, shared)

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """The tool as the request has it: the upstream runs it."""
        return frozenset(), [t for t in request.offered_tools if t["type"] in self.spec.types]


def _edit_refused(param: str) -> ApiError:
    return ApiError(
        400,
        f"'{param}' is for image edits, which this server does not run for a model on a Chat "
        "Completions upstream (it generates new images only).",
        param=param,
        code="unsupported_value",
    )
