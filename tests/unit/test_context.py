"""Context management's pure parts: truncation units, the drop search, window discovery from
/models entries and overflow errors, token estimates, the compaction seal."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.context.compaction import SUMMARY_PREFIX, open_compactions
from responsa_server.context.seal import CompactionSeal
from responsa_server.context.tokens import approximate, upper_bound
from responsa_server.context.truncation import items_to_drop, units
from responsa_server.context.windows import is_overflow, window_in_error, window_of
from responsa_server.model.errors import ApiError
from responsa_server.upstream.errors import UpstreamError


def message(text: str, role: str = "user") -> dict[str, Any]:
    return {"type": "message", "role": role, "content": text}


def call(call_id: str) -> dict[str, Any]:
    return {"type": "function_call", "call_id": call_id, "name": "f", "arguments": "{}"}


def output(call_id: str) -> dict[str, Any]:
    return {"type": "function_call_output", "call_id": call_id, "output": "ok"}


def test_calls_and_their_outputs_are_one_unit() -> None:
    items = [
        message("a"),
        call("c1"),
        call("c2"),
        output("c1"),
        output("c2"),
        message("b", "assistant"),
        call("c3"),
        output("c3"),
        output("stray"),
        message("c"),
    ]
    assert units(items) == [0, 1, 5, 6, 8, 9]


async def test_drop_search_finds_the_fewest_units() -> None:
    items = [message(str(i)) for i in range(10)]
    calls: list[int] = []

    async def fits(kept: list[dict[str, Any]]) -> bool:
        calls.append(len(kept))
        return len(kept) <= 3

    assert await items_to_drop(items, fits) == 7
    assert len(calls) <= 5  # binary search, not one call per unit


async def test_drop_never_splits_a_call_from_its_output() -> None:
    items = [message("a"), call("c1"), output("c1"), message("b")]

    async def fits(kept: list[dict[str, Any]]) -> bool:
        return len(kept) <= 2

    # Keeping [output c1, message b] would orphan the output: the whole pair goes.
    assert await items_to_drop(items, fits) == 3


async def test_nothing_fits_is_none() -> None:
    async def fits(kept: list[dict[str, Any]]) -> bool:
        return False

    assert await items_to_drop([message("a")], fits) is None


@pytest.mark.parametrize(
    ("entry", "window"),
    [
        ({"id": "m", "max_model_len": 4096}, 4096),
        ({"id": "m", "context_length": 8192}, 8192),
        ({"id": "m", "meta": {"n_ctx_train": 2048}}, 2048),
        ({"id": "m"}, None),
        ({"id": "m", "max_model_len": "big"}, None),
    ],
)
def test_window_of_a_models_entry(entry: dict[str, Any], window: int | None) -> None:
    assert window_of(entry) == window


def test_overflow_errors_are_recognised_and_name_the_window() -> None:
    vllm = UpstreamError(
        "http",
        "This model's maximum context length is 2048 tokens. However, you requested 3000 tokens.",
        status_code=400,
    )
    assert is_overflow(vllm) and window_in_error(vllm) == 2048
    other = UpstreamError("http", "Fake upstream rejected the request", status_code=400)
    assert not is_overflow(other) and window_in_error(other) is None
    outage = UpstreamError("http", "context length", status_code=500)
    assert not is_overflow(outage)


def test_the_upper_bound_is_never_below_the_approximation() -> None:
    messages = [message("héllo wörld " * 20), message("short", "assistant")]
    assert upper_bound(messages, None) >= approximate(messages, None) > 0
    tools = [{"type": "function", "function": {"name": "f", "parameters": {}}}]
    assert approximate(messages, tools) > approximate(messages, None)


def test_seal_round_trip_and_refusals() -> None:
    seal = CompactionSeal.from_secret("shared secret")
    sealed = seal.seal("the summary", model="m", project="p1")
    assert "summary" not in sealed
    assert seal.open(sealed, project="p1") == "the summary"
    assert seal.open(sealed, project="p2") is None  # bound to its project
    assert CompactionSeal.from_secret("other").open(sealed, project="p1") is None
    tampered = sealed[:-3] + ("AAA" if not sealed.endswith("AAA") else "BBB")
    assert seal.open(tampered, project="p1") is None
    assert seal.open("v1.!!!", project="p1") is None
    assert seal.open(42, project="p1") is None


def test_open_compactions_replaces_verified_items_only() -> None:
    seal = CompactionSeal.from_secret("k")
    sealed = seal.seal("s", model="m", project="p")
    item = {"type": "compaction", "id": "cmp_1", "encrypted_content": sealed}
    opened = open_compactions([message("a"), item], seal, project="p", param="input")
    assert opened[1]["content"][0]["text"] == SUMMARY_PREFIX + "s"
    with pytest.raises(ApiError) as refused:
        open_compactions([message("a"), item], seal, project="q", param="input")
    assert refused.value.param == "input[1].encrypted_content"
    assert refused.value.code == "invalid_encrypted_content"
