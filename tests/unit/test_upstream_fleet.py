"""UpstreamFleet against two real fake Chat Completions servers: routing, rewrite, fallbacks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import REGISTRY
from responsa_server.model.errors import ApiError
from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.fleet import UpstreamFleet
from responsa_server.upstream.table import load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

from tests.fake_upstream import FakeUpstream
from tests.ports import refusing_port


@pytest.fixture(scope="module")
def fakes() -> Iterator[tuple[FakeUpstream, FakeUpstream]]:
    with FakeUpstream(in_thread=True) as a, FakeUpstream(in_thread=True) as b:
        yield a, b


@pytest.fixture
async def fleet(
    fakes: tuple[FakeUpstream, FakeUpstream], tmp_path: Path
) -> AsyncIterator[UpstreamFleet]:
    a, b = fakes
    a.reset()
    b.reset()
    with refusing_port() as closed:
        path = tmp_path / "models.yaml"
        path.write_text(
            f"""\
upstreams:
  a: {{base_url: "{a.base_url}"}}
  b: {{base_url: "{b.base_url}"}}
  closed: {{base_url: "http://127.0.0.1:{closed}/v1", timeouts: {{connect: 2}}}}
models:
  - {{name: alpha, aliases: [first], upstream: a, upstream_model: fake-text}}
  - {{name: beta, upstream: b, upstream_model: fake-text}}
  - {{pattern: "fake-*", upstream: b}}
  - name: refused
    upstream: closed
    upstream_model: fake-text
    fallbacks: [b]
  - name: overloaded
    upstream: a
    upstream_model: fake-error-503
    fallbacks: [{{upstream: b, model: fake-text}}]
  - name: broken-midway
    upstream: a
    upstream_model: fake-stream-error
    fallbacks: [{{upstream: b, model: fake-text}}]
  - name: rejected
    upstream: a
    upstream_model: fake-error-400
    fallbacks: [{{upstream: b, model: fake-text}}]
"""
        )
        table = load_table(str(path), {}, timeouts=UpstreamTimeouts(), max_connections=4)
        fleet = UpstreamFleet(table)
        yield fleet
        await fleet.aclose()


def _chat(model: str) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": "hello there"}]}


def _models(fake: FakeUpstream) -> list[str]:
    return [body["model"] for body in fake.requests()]


def _attempts(upstream: str, model: str, outcome: str) -> float:
    value = REGISTRY.get_sample_value(
        "responsa_upstream_attempts_total",
        {"upstream": upstream, "model": model, "outcome": outcome},
    )
    return value or 0.0


async def _text(fleet: UpstreamFleet, model: str, stream: bool) -> str:
    if not stream:
        completion = await fleet.create_chat(_chat(model))
        return str(completion["choices"][0]["message"]["content"])
    parts = [
        chunk["choices"][0]["delta"].get("content") or ""
        async for chunks in fleet.stream_chat(_chat(model))
        for chunk in chunks
        if chunk.get("choices")
    ]
    return "".join(parts)


@pytest.mark.parametrize("stream", [False, True])
async def test_name_alias_and_pattern_with_rewrite(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream], stream: bool
) -> None:
    a, b = fakes
    for model in ("alpha", "first", "beta", "fake-reasoning"):
        assert await _text(fleet, model, stream)
    # Names and aliases are rewritten; a pattern match keeps the client's name.
    assert _models(a) == ["fake-text", "fake-text"]
    assert _models(b) == ["fake-text", "fake-reasoning"]


async def test_unknown_model_calls_nobody(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    with pytest.raises(ApiError) as raised:
        await fleet.create_chat(_chat("gpt-unknown"))
    assert (raised.value.status, raised.value.code) == (404, "model_not_found")
    with pytest.raises(ApiError):
        fleet.stream_chat(_chat("gpt-unknown"))
    assert fakes[0].stats()["requests"] == fakes[1].stats()["requests"] == 0


@pytest.mark.parametrize("stream", [False, True])
async def test_fallback_on_refused_connection(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream], stream: bool
) -> None:
    closed = fleet.routes.table.upstreams["closed"].base_url
    refused_before = _attempts("closed", "fake-text", "refused")
    assert await _text(fleet, "refused", stream)
    assert _models(fakes[1]) == ["fake-text"]
    assert _attempts("closed", "fake-text", "refused") == refused_before + 1
    assert closed.startswith("http://127.0.0.1:")


@pytest.mark.parametrize("stream", [False, True])
async def test_fallback_on_503_before_the_first_byte(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream], stream: bool
) -> None:
    failed_before = _attempts("a", "fake-error-503", "http_5xx")
    served_before = _attempts("b", "fake-text", "ok")
    assert await _text(fleet, "overloaded", stream)
    assert _models(fakes[0]) == ["fake-error-503"]
    assert _models(fakes[1]) == ["fake-text"]
    assert _attempts("a", "fake-error-503", "http_5xx") == failed_before + 1
    assert _attempts("b", "fake-text", "ok") == served_before + 1


async def test_no_fallback_after_output_started(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    chunks: list[dict[str, Any]] = []
    with pytest.raises(UpstreamError) as raised:
        async for read in fleet.stream_chat(_chat("broken-midway")):
            chunks.extend(read)
    assert chunks, "the first upstream's output had started"
    assert raised.value.kind == "protocol"
    assert fakes[1].stats()["requests"] == 0


@pytest.mark.parametrize("stream", [False, True])
async def test_no_fallback_on_a_client_error(
    fleet: UpstreamFleet, fakes: tuple[FakeUpstream, FakeUpstream], stream: bool
) -> None:
    with pytest.raises(UpstreamError) as raised:
        await _text(fleet, "rejected", stream)
    assert raised.value.status_code == 400
    assert fakes[1].stats()["requests"] == 0


async def test_one_pool_per_upstream(fleet: UpstreamFleet) -> None:
    assert set(fleet.clients) == {"a", "b", "closed"}
    assert {client.name for client in fleet.clients.values()} == {"a", "b", "closed"}
    pools = {id(client._pool) for client in fleet.clients.values()}
    assert len(pools) == 3


async def test_listing_per_upstream(fleet: UpstreamFleet) -> None:
    listed = await fleet.listing("a")
    assert "fake-text" in [entry["id"] for entry in listed.entries]
    assert (await fleet.listing("closed")).entries == ()
