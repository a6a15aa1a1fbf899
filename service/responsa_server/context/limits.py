"""`ContextLimits`: fit a request's items into the model's context window before calling it.

Cheap when there is room: a byte-count upper bound settles most requests without a tokenizer
call; only prompts that might not fit are counted (by the upstream's tokenizer where it has one)
and, with `truncation: "auto"`, trimmed by a binary search over whole units (truncation.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from responsa_server.context.seal import CompactionSeal
from responsa_server.context.tokens import TokenCounter, upper_bound
from responsa_server.context.truncation import context_overflow, items_to_drop
from responsa_server.context.windows import ContextWindows, window_in_error

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest
    from responsa_server.upstream.client import UpstreamError

Items = list[dict[str, Any]]
ToMessages = Callable[[Items, Items], Items]
# When an overflow error does not name the window, assume this share of the rejected prompt.
_SHRINK_WITHOUT_WINDOW = 0.75


@dataclass(slots=True)
class Fitted:
    """What the model gets: the kept context and input items, their messages, what dropped."""

    context: Items
    input_items: Items
    messages: Items
    dropped: int = 0


def chat_tools(request: CreateRequest) -> Items | None:
    """The request's function tools in Chat Completions form, for counting (also those of its
    context's `additional_tools` items, once the context is loaded)."""
    tools = [
        {
            "type": "function",
            "function": {
                key: tool[key] for key in ("name", "description", "parameters") if key in tool
            },
        }
        for tool in request.offered_tools
        if tool.get("type") == "function"
    ]
    return tools or None


class ContextLimits:
    """Context windows and token counts of one upstream."""

    def __init__(
        self, windows: ContextWindows, counter: TokenCounter, seal: CompactionSeal | None = None
    ) -> None:
        self.windows = windows
        self.counter = counter
        # Opens compaction items (context/seal.py); None: they are refused.
        self.seal = seal

    async def window(self, model: str) -> int | None:
        """The model's context window, if anything says."""
        return await self.windows.of(model) or self.counter.windows.get(model)

    async def fit(
        self, request: CreateRequest, context: Items, input_items: Items, to_messages: ToMessages
    ) -> Fitted:
        """Items that fit the window: all of them, or (truncation auto) the newest that do.

        Raises OpenAI's context_length_exceeded 400 when they do not fit and truncation is
        disabled, or when even the newest unit alone is too large.
        """
        messages = to_messages(context, input_items)
        window = await self.window(request.model)
        if window is None:
            return Fitted(context, input_items, messages)
        budget = window - (request.max_output_tokens or 0)
        tools = chat_tools(request)
        if upper_bound(messages, tools) <= budget:
            return Fitted(context, input_items, messages)
        counted = await self.counter.count(request.model, messages, tools)
        if counted.tokens <= budget:
            return Fitted(context, input_items, messages)
        if request.truncation != "auto":
            raise context_overflow()
        return await self._trim(request, context, input_items, to_messages, budget, tools)

    async def refit_after_overflow(
        self,
        request: CreateRequest,
        error: UpstreamError,
        fitted: Fitted,
        to_messages: ToMessages,
    ) -> Fitted:
        """The last resort when no window was known: learn one from the upstream's overflow
        error (or assume a smaller one) and trim again; disabled truncation gets the 400."""
        if request.truncation != "auto":
            raise context_overflow()
        tools = chat_tools(request)
        window = window_in_error(error)
        if window is None:
            counted = await self.counter.count(request.model, fitted.messages, tools)
            window = int(counted.tokens * _SHRINK_WITHOUT_WINDOW)
        self.windows.learn(request.model, window)
        budget = window - (request.max_output_tokens or 0)
        return await self._trim(
            request, fitted.context, fitted.input_items, to_messages, budget, tools
        )

    async def _trim(
        self,
        request: CreateRequest,
        context: Items,
        input_items: Items,
        to_messages: ToMessages,
        budget: int,
        tools: Items | None,
    ) -> Fitted:
        combined = [*context, *input_items]
        split = len(context)

        def parts(start: int) -> tuple[Items, Items]:
            if start <= split:
                return context[start:], input_items
            return [], input_items[start - split :]

        async def fits(kept: Items) -> bool:
            start = len(combined) - len(kept)
            counted = await self.counter.count(request.model, to_messages(*parts(start)), tools)
            return counted.tokens <= budget

        dropped = await items_to_drop(combined, fits)
        if dropped is None:
            raise context_overflow()
        kept_context, kept_input = parts(dropped)
        return Fitted(kept_context, kept_input, to_messages(kept_context, kept_input), dropped)
