"""Errors that reach clients are sentences for people: no exception reprs, no class names."""

from __future__ import annotations

import json
import re

import httpx
import pytest

from tests.stack import Stack

pytestmark = pytest.mark.e2e

# What a Python exception leaks: `SomeError(...)`, `<...>` reprs, byte literals.
_LEAK = re.compile(r"[A-Z][A-Za-z]*(Error|Exception)\(|<[a-z_.]+ object|b'")


def test_upstream_cut_mid_stream_reads_as_a_sentence(stack: Stack) -> None:
    body = {"model": "fake-stream-cut", "input": "hello there", "stream": True}
    with httpx.stream("POST", f"{stack.rest_url}/responses", json=body, timeout=20) as answer:
        data = [
            json.loads(line[len("data: ") :])
            for line in answer.iter_lines()
            if line.startswith("data: ")
        ]
    failed = data[-1]
    assert failed["type"] == "response.failed"
    message = failed["response"]["error"]["message"]
    assert message == (
        "The upstream model server failed: upstream closed the connection before the answer "
        "was complete"
    )
    assert not _LEAK.search(message)
