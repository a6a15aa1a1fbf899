"""Chat Completions logprobs in the two shapes of the Responses API."""

from __future__ import annotations

from typing import Any


def part_logprob(lp: dict[str, Any]) -> dict[str, Any]:
    """A chat logprob -> the LogProb of an output_text part (bytes and top_logprobs required)."""
    return {
        "token": lp["token"],
        "logprob": lp["logprob"],
        "bytes": lp.get("bytes") or list(lp["token"].encode()),
        "top_logprobs": [
            {
                "token": t["token"],
                "logprob": t["logprob"],
                "bytes": t.get("bytes") or list(t["token"].encode()),
            }
            for t in lp.get("top_logprobs") or ()
        ],
    }


def delta_logprob(lp: dict[str, Any]) -> dict[str, Any]:
    """A chat logprob -> the lighter ResponseLogProb of text delta/done events."""
    return {
        "token": lp["token"],
        "logprob": lp["logprob"],
        "top_logprobs": [
            {"token": t["token"], "logprob": t["logprob"]} for t in lp.get("top_logprobs") or ()
        ],
    }
