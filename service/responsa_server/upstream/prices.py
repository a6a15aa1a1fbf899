"""What a model's tokens cost (a routing table entry's `price`, docs/models.md): US dollars per
million input, cached input and output tokens, and the cost of one response's usage."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

PER = 1_000_000


@dataclass(frozen=True, slots=True)
class Price:
    """Dollars per million tokens; cached input tokens at `cached_input` (their own rate)."""

    input: float
    output: float
    cached_input: float

    def cost(self, usage: Mapping[str, Any] | None) -> float | None:
        """The dollars a Response's `usage` cost (None without usage). Cached input tokens are
        part of `input_tokens`: they are charged at the cached rate instead."""
        if not usage:
            return None
        input_tokens = int(usage.get("input_tokens") or 0)
        output_tokens = int(usage.get("output_tokens") or 0)
        cached = int((usage.get("input_tokens_details") or {}).get("cached_tokens") or 0)
        cached = min(cached, input_tokens)
        dollars = (
            (input_tokens - cached) * self.input
            + cached * self.cached_input
            + output_tokens * self.output
        ) / PER
        return round(dollars, 9)
