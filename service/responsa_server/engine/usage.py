"""Upstream usage (Chat Completions, or a native Responses upstream's) -> Responses usage,
summed over every upstream call of a response."""

from __future__ import annotations

from typing import Any

from responsa_server.model.response import usage_object


class UsageTotal:
    """Running token totals of one response."""

    __slots__ = ("cached", "input", "output", "reasoning", "reported")

    def __init__(self) -> None:
        self.input = self.output = self.cached = self.reasoning = 0
        self.reported = False

    def add(self, chat_usage: dict[str, Any] | None) -> None:
        """Add one upstream call's `usage` object (absent fields count as 0)."""
        if not chat_usage:
            return
        self.reported = True
        self.input += chat_usage.get("prompt_tokens") or 0
        self.output += chat_usage.get("completion_tokens") or 0
        self.cached += (chat_usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0
        details = chat_usage.get("completion_tokens_details") or {}
        self.reasoning += details.get("reasoning_tokens") or 0

    def add_responses(self, usage: dict[str, Any] | None) -> None:
        """Add one native Responses upstream call's `usage` (already in Responses' shape)."""
        if not usage:
            return
        self.reported = True
        self.input += usage.get("input_tokens") or 0
        self.output += usage.get("output_tokens") or 0
        self.cached += (usage.get("input_tokens_details") or {}).get("cached_tokens") or 0
        self.reasoning += (usage.get("output_tokens_details") or {}).get("reasoning_tokens") or 0

    def to_response_usage(self) -> dict[str, Any] | None:
        """The Response's `usage`, or None when no upstream call reported any."""
        if not self.reported:
            return None
        return usage_object(
            input_tokens=self.input,
            output_tokens=self.output,
            cached_tokens=self.cached,
            reasoning_tokens=self.reasoning,
        )
