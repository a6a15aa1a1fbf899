"""The call pipeline (edges/call_pipeline.py) with an exchange written here in place of a
transport: the layers' order, each error rendered exactly once by the transport (admission's,
the endpoint's, an escaped exception's), the refused-call log and metrics seeing what admission
refused, a client that left ending the call as 499 unanswered, and the per-method choices
(unobserved, not admitted, a project known before admission)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import pytest
from responsa_server.auth.caller import caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.admission import Admission
from responsa_server.edges.call_pipeline import CallPipeline
from responsa_server.edges.exchange import Call, ClientGone
from responsa_server.model.errors import ApiError
from responsa_server.observability import metrics

GOOD = (("authorization", "Bearer good"),)


class _Keys:
    async def project_of(self, token: str) -> str | None:
        return "proj_a" if token == "good" else None


class RecordingExchange:
    """A transport that keeps what it was asked to send."""

    def __init__(
        self, method: str, headers: Sequence[tuple[str, str]] = GOOD, project: str | None = None
    ) -> None:
        self.call = Call(method=method, http_method="TEST", path="/v1/test")
        self.project = project
        self.response_id: str | None = None
        self.headers = headers
        self.refused: list[ApiError] = []
        self.sent: list[str] = []
        self.left = False

    def metadata(self) -> Sequence[tuple[str, str]]:
        return self.headers

    def gone(self) -> bool:
        return self.left

    async def refuse(self, error: ApiError) -> None:
        self.refused.append(error)


def _pipeline(rate: int = 0) -> CallPipeline:
    return CallPipeline(Admission(Credentials("keys", _Keys()), RequestRate(rate)))


def _count(method: str, status: str) -> float:
    value: float = metrics.REQUESTS.labels(method, status)._value.get()
    return value


async def _answer(exchange: RecordingExchange) -> None:
    exchange.sent.append(f"answer for {caller_project()}")


def test_the_layers_are_one_list_in_order() -> None:
    names = [name for name, _ in _pipeline().layers]
    assert names == ["scope", "trace", "errors", "admission"]


async def test_an_admitted_call_reaches_the_endpoint_with_its_project() -> None:
    exchange = RecordingExchange("Unit/Admitted")
    await _pipeline().build(_answer)(exchange)
    assert exchange.sent == ["answer for proj_a"]
    assert (exchange.project, exchange.refused, exchange.call.status) == ("proj_a", [], 200)


async def test_admission_refusal_is_rendered_once_counted_and_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    method = "Unit/Refused"
    before = _count(method, "401")
    exchange = RecordingExchange(method, headers=(("authorization", "Bearer bad"),))
    with caplog.at_level(logging.INFO, logger="responsa.calls"):
        await _pipeline().build(_answer)(exchange)
    assert exchange.sent == []  # the endpoint never ran
    assert [error.status for error in exchange.refused] == [401]
    assert exchange.refused[0].code == "invalid_api_key"
    assert _count(method, "401") == before + 1
    refused = [r.getMessage() for r in caplog.records if r.name == "responsa.calls"]
    assert refused == ["refused TEST /v1/test: 401 code=invalid_api_key param=None"]


async def test_an_endpoint_error_is_rendered_once(caplog: pytest.LogCaptureFixture) -> None:
    async def not_found(exchange: RecordingExchange) -> None:
        raise ApiError(404, "Conversation not found.", param="conversation")

    exchange = RecordingExchange("Unit/NotFound")
    with caplog.at_level(logging.INFO, logger="responsa.calls"):
        await _pipeline().build(not_found)(exchange)
    assert [(e.status, e.param) for e in exchange.refused] == [(404, "conversation")]
    assert (exchange.call.status, exchange.call.param) == (404, "conversation")
    assert "refused TEST /v1/test: 404 code=None param=conversation" in caplog.text


async def test_an_escaped_exception_is_one_openai_500() -> None:
    async def broken(exchange: RecordingExchange) -> None:
        raise RuntimeError("boom")

    exchange = RecordingExchange("Unit/Broken")
    await _pipeline().build(broken)(exchange)
    assert [(e.status, e.type) for e in exchange.refused] == [(500, "server_error")]
    assert "boom" not in exchange.refused[0].message


async def test_a_client_that_left_gets_nothing_and_the_call_is_499() -> None:
    method = "Unit/Gone"
    before = _count(method, "499")

    async def write_to_nobody(exchange: RecordingExchange) -> None:
        exchange.left = True
        raise ClientGone(ConnectionResetError("gone"))

    exchange = RecordingExchange(method)
    with pytest.raises(ClientGone):
        await _pipeline().build(write_to_nobody)(exchange)
    assert exchange.refused == []
    assert exchange.call.status == 499
    assert _count(method, "499") == before + 1


async def test_unobserved_calls_are_not_counted_but_still_answered() -> None:
    method = "Unit/Plumbing"
    before = _count(method, "401")
    exchange = RecordingExchange(method, headers=())
    await _pipeline().build(_answer, observed=False)(exchange)
    assert [error.status for error in exchange.refused] == [401]
    assert _count(method, "401") == before


async def test_open_calls_skip_admission() -> None:
    async def open_call(exchange: RecordingExchange) -> None:
        exchange.sent.append("open")

    exchange = RecordingExchange("Unit/Open", headers=())
    await _pipeline().build(open_call, admitted=False)(exchange)
    assert (exchange.sent, exchange.refused, exchange.project) == (["open"], [], None)


async def test_a_known_project_is_not_authenticated_again_but_is_rate_counted() -> None:
    handler = _pipeline(rate=1).build(_answer)
    # A WebSocket frame: its connection's project, no credentials in this call.
    first, second = (
        RecordingExchange("Unit/Frame", headers=(), project="proj_frames") for _ in range(2)
    )
    await handler(first)
    await handler(second)
    assert (first.sent, first.refused) == (["answer for proj_frames"], [])
    assert second.sent == []
    assert [(e.status, e.code) for e in second.refused] == [(429, "rate_limit_exceeded")]


def test_every_transport_is_an_exchange() -> None:
    """The three transports give the layers the same surface (checked by mypy too)."""
    from responsa_server.edges.interceptor import GrpcExchange
    from responsa_server.edges.rest_listener import RestExchange
    from responsa_server.edges.websocket import FrameExchange

    wanted: set[Any] = {"call", "project", "response_id", "metadata", "gone", "refuse"}
    for transport in (GrpcExchange, RestExchange, FrameExchange):
        names = set(dir(transport)) | set(getattr(transport, "__slots__", ()))
        assert wanted <= names, transport
