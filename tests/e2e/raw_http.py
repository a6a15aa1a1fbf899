"""Raw HTTP against a running stack, for inputs the SDKs never send (odd methods, header
names, bytes in paths), and the checks every refused request must pass."""

from __future__ import annotations

import http.client
import json
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import orjson

from tests.stack import Stack


@dataclass
class Reply:
    """Status, headers (lower-cased) and body of one exchange."""

    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return orjson.loads(self.body)


def send(
    stack: Stack,
    method: str,
    path: str,
    body: bytes | dict[str, Any] | None = None,
    headers: dict[str, str | bytes] | None = None,
    timeout: float = 30.0,
) -> Reply:
    """One request on a fresh connection; `path` is sent as given (already percent-encoded)."""
    url = urlsplit(stack.rest_url)
    connection = http.client.HTTPConnection(url.hostname or "", url.port, timeout=timeout)
    try:
        # json, not orjson: the cases include integers wider than 64 bits.
        data = json.dumps(body).encode() if isinstance(body, dict) else body
        connection.putrequest(method, path, skip_accept_encoding=True)
        sent = {"content-type": "application/json", **(headers or {})}
        for name, value in sent.items():
            connection.putheader(name, value)
        if data is not None:
            connection.putheader("content-length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        return Reply(
            response.status,
            {name.lower(): value for name, value in response.getheaders()},
            response.read(),
        )
    finally:
        connection.close()


def openai_error(reply: Reply) -> dict[str, Any]:
    """The `error` object of an OpenAI-shaped error body; fails the test otherwise."""
    assert reply.headers.get("content-type", "").startswith("application/json"), reply
    body = reply.json()
    assert isinstance(body, dict) and set(body) == {"error"}, body
    error = body["error"]
    assert isinstance(error, dict), body
    assert {"message", "type", "param", "code"} <= set(error), body
    assert isinstance(error["message"], str) and error["message"], body
    assert isinstance(error["type"], str) and error["type"], body
    assert error["param"] is None or isinstance(error["param"], str), body
    assert error["code"] is None or isinstance(error["code"], str), body
    return error


def newest_stored(stack: Stack) -> set[str]:
    """Ids of the newest 100 stored responses: a response stored after this call shows here
    (what a refused request must not change)."""
    reply = send(stack, "GET", "/v1/responses?limit=100")
    assert reply.status == 200, reply
    return {response["id"] for response in reply.json()["data"]}


def send_bytes(stack: Stack, request: bytes, timeout: float = 10.0) -> Reply:
    """`request` written as it is on a fresh connection (for what http.client will not send:
    no Host, other HTTP versions, odd request lines); the reply read until the server closes
    or its Content-Length is complete (status 0: the server closed without replying)."""
    url = urlsplit(stack.rest_url)
    with socket.create_connection((url.hostname or "", url.port or 80), timeout=timeout) as sock:
        sock.sendall(request)
        received = b""
        while b"\r\n\r\n" not in received:
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += chunk
        if not received:
            return Reply(0, {}, b"")  # closed without a reply
        head, _, body = received.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "-1"))
        while length < 0 or len(body) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            body += chunk
    return Reply(int(lines[0].split()[1]), headers, body)
