"""openai-agents' OpenAIConversationsSession (its own venv) keeps an agent's thread in
Responsa's Conversations API."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import client_env, require_venv
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

DRIVER = Path(__file__).parent / "drivers" / "openai_agents_driver.py"


def test_openai_conversations_session(stack: Stack, fake_upstream: FakeUpstream) -> None:
    python = require_venv("openai-agents")
    fake_upstream.reset()
    done = subprocess.run(
        [str(python), str(DRIVER), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["answers"] == ["Echo: first question", "Echo: second question"]
    assert report["conversation_id"].startswith("conv_")
    assert report["stored"] == [
        "first question",
        "Echo: first question",
        "second question",
        "Echo: second question",
    ]
    assert report["popped"] == ["Echo: second question"]
    assert report["after_pop"] == report["stored"][:3]
    assert report["listed_by_sdk"] == 3
    # The second run sent the first turn from the session's history.
    second_call = fake_upstream.requests()[-1]["messages"]
    assert [m["content"] for m in second_call if m["role"] != "system"] == report["stored"][:3]
