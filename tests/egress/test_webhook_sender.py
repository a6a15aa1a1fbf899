"""One webhook attempt on real sockets (webhooks/sender.py): the egress policy refuses loopback
unless allowed (nothing connects), a redirect is a failure and is not followed, a silent
receiver ends in the timeout, an endless answer is not read to its end; and the signature is
the one the official openai SDK verifies."""

from __future__ import annotations

import time

import openai
import pytest
from responsa_server.egress import EgressPolicy, parse_allow_list
from responsa_server.webhooks.sender import WebhookSender
from responsa_server.webhooks.signing import new_secret, signed_headers

from tests.egress.recorder import ConnectionRecorder, redirect_to

BODY = (
    b'{"id":"evt_1","object":"event","type":"response.completed","created_at":1,'
    b'"data":{"id":"resp_1"}}'
)


def sender_for(port: int | None, timeout: float = 5.0) -> WebhookSender:
    allow = parse_allow_list(f"127.0.0.1:{port}") if port is not None else None
    return WebhookSender(EgressPolicy(allow), timeout_seconds=timeout)


async def test_loopback_is_refused_unless_allowed_and_nothing_connects() -> None:
    with ConnectionRecorder(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") as recorder:
        sender = sender_for(None)
        attempt = await sender.post(f"http://127.0.0.1:{recorder.port}/h", {}, BODY)
        await sender.aclose()
        assert (attempt.status, attempt.error, attempt.delivered) == (
            None,
            "could not connect",
            False,
        )
        assert recorder.connections() == []
        allowed = sender_for(recorder.port)
        attempt = await allowed.post(f"http://127.0.0.1:{recorder.port}/h", {}, BODY)
        await allowed.aclose()
        assert attempt.delivered and attempt.status == 200
        [(_, request)] = recorder.connections()
        assert request.startswith(b"POST /h HTTP/1.1")
        assert f"Content-Length: {len(BODY)}".encode() in request


async def test_a_redirect_is_a_failed_attempt_and_is_not_followed() -> None:
    with (
        ConnectionRecorder(b"") as target,
        ConnectionRecorder(redirect_to(f"http://127.0.0.1:{target.port}/elsewhere")) as recorder,
    ):
        sender = WebhookSender(
            EgressPolicy(parse_allow_list(f"127.0.0.1:{recorder.port},127.0.0.1:{target.port}")),
            timeout_seconds=5,
        )
        attempt = await sender.post(f"http://127.0.0.1:{recorder.port}/h", {}, BODY)
        await sender.aclose()
        assert not attempt.delivered and attempt.error is not None
        assert "redirects are not followed" in attempt.error
        assert target.connections() == []


async def test_a_silent_receiver_ends_in_the_timeout() -> None:
    with ConnectionRecorder("silent") as recorder:
        sender = sender_for(recorder.port, timeout=0.5)
        attempt = await sender.post(f"http://127.0.0.1:{recorder.port}/h", {}, BODY)
        await sender.aclose()
    assert attempt.status is None and attempt.error == "no answer within 0.5 s"


async def test_an_endless_answer_is_not_read_to_its_end() -> None:
    # A chunked answer that claims far more than the cap and never ends: reading stops at the
    # cap, so the attempt ends with the status rather than in the timeout.
    endless = b"HTTP/1.1 500 Oops\r\nContent-Length: 100000000\r\n\r\n" + b"x" * 65536
    with ConnectionRecorder(endless) as recorder:
        sender = sender_for(recorder.port, timeout=30)
        attempt = await sender.post(f"http://127.0.0.1:{recorder.port}/h", {}, BODY)
        await sender.aclose()
    assert (attempt.status, attempt.error) == (500, "HTTP 500")


@pytest.mark.parametrize("body", [BODY, "é ✓".encode()])
def test_the_signature_is_what_the_openai_sdk_verifies(body: bytes) -> None:
    secret = new_secret()
    assert secret.startswith("whsec_")
    headers = signed_headers(secret, "wh_1", int(time.time()), body)
    client = openai.OpenAI(api_key="unused", base_url="http://127.0.0.1:9/v1")
    client.webhooks.verify_signature(body, headers, secret=secret)
    with pytest.raises(openai.InvalidWebhookSignatureError):
        client.webhooks.verify_signature(body, headers, secret=new_secret())
    stale = signed_headers(secret, "wh_1", int(time.time()) - 301, body)
    with pytest.raises(openai.InvalidWebhookSignatureError):
        client.webhooks.verify_signature(body, stale, secret=secret)
