"""Chunking strategies (OpenAI's `auto` and `static`) and the chunker.

Tokens are counted as whitespace-separated words: the embedding model's own tokenizer lives in
another process (or another server), and words are what the keyword index sees. A word is about
1.3 model tokens for English, so chunks stay within OpenAI's stated sizes' spirit.
"""

from __future__ import annotations

import re
from typing import Any

from responsa_server.model.errors import invalid_param

AUTO_MAX_TOKENS = 800
AUTO_OVERLAP_TOKENS = 400
_WORD = re.compile(r"\S+")


def static_strategy(max_tokens: int, overlap: int) -> dict[str, Any]:
    """The strategy object a vector store file reports."""
    return {
        "type": "static",
        "static": {"max_chunk_size_tokens": max_tokens, "chunk_overlap_tokens": overlap},
    }


def parse_strategy(value: Any, param: str) -> dict[str, Any]:
    """A request's `chunking_strategy` (absent = auto) -> the static strategy it means."""
    if value is None:
        return static_strategy(AUTO_MAX_TOKENS, AUTO_OVERLAP_TOKENS)
    if not isinstance(value, dict):
        raise invalid_param(
            param, f"Invalid type for '{param}': expected an object.", "invalid_type"
        )
    kind = value.get("type")
    if kind == "auto":
        return static_strategy(AUTO_MAX_TOKENS, AUTO_OVERLAP_TOKENS)
    if kind != "static":
        raise invalid_param(
            f"{param}.type", f"Invalid value for '{param}.type': expected 'auto' or 'static'."
        )
    static = value.get("static")
    if not isinstance(static, dict):
        raise invalid_param(
            f"{param}.static",
            f"Missing required parameter: '{param}.static'.",
            "missing_required_parameter",
        )
    size = static.get("max_chunk_size_tokens")
    overlap = static.get("chunk_overlap_tokens")
    if not isinstance(size, int) or isinstance(size, bool) or not 100 <= size <= 4096:
        raise invalid_param(
            f"{param}.static.max_chunk_size_tokens",
            f"Invalid '{param}.static.max_chunk_size_tokens': expected an integer between 100 "
            "and 4096.",
        )
    if not isinstance(overlap, int) or isinstance(overlap, bool) or not 0 <= overlap <= size // 2:
        raise invalid_param(
            f"{param}.static.chunk_overlap_tokens",
            f"Invalid '{param}.static.chunk_overlap_tokens': expected a non-negative integer "
            "at most half of max_chunk_size_tokens.",
        )
    return static_strategy(size, overlap)


def chunk_text(text: str, strategy: dict[str, Any]) -> list[str]:
    """Overlapping windows of words, each at most max_chunk_size_tokens long."""
    size = int(strategy["static"]["max_chunk_size_tokens"])
    overlap = int(strategy["static"]["chunk_overlap_tokens"])
    spans = [m.span() for m in _WORD.finditer(text)]
    if not spans:
        return []
    chunks: list[str] = []
    step = max(size - overlap, 1)
    for start in range(0, len(spans), step):
        window = spans[start : start + size]
        chunks.append(text[window[0][0] : window[-1][1]])
        if start + size >= len(spans):
            break
    return chunks
