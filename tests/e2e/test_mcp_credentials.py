"""An MCP tool's credentials come one way: user info in `server_url` together with
`authorization` (or an Authorization header) is a 400 naming `server_url`, before any call."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

URL_WITH_USER = "http://user:secret@127.0.0.1:9/mcp"


@pytest.mark.parametrize(
    "credentials",
    [{"authorization": "token-1"}, {"headers": {"Authorization": "Bearer token-1"}}],
)
def test_user_info_and_authorization_together_are_refused(
    stack: Stack, fake_upstream: FakeUpstream, credentials: dict[str, Any]
) -> None:
    fake_upstream.reset()
    tool = {"type": "mcp", "server_label": "creds", "server_url": URL_WITH_USER, **credentials}
    body = {"model": "fake-text", "input": "x", "tools": [tool]}
    answer = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert (error["param"], error["code"]) == ("tools[0].server_url", "invalid_value")
    assert "secret" not in answer.text
    assert fake_upstream.stats()["requests"] == 0
