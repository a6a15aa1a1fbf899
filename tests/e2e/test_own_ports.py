"""Tool URLs never reach a port the stack listens on, even with loopback allowed
(RESPONSA_TOOL_URL_ALLOW=127.0.0.1, as the e2e stacks run): the bundled embeddings server's, once
it is up, on SQLite and Postgres."""

from __future__ import annotations

import re
import time

import httpx
import openai
import pytest

from tests.e2e.test_inputs import user
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e


def _start_the_embeddings(client: openai.OpenAI) -> None:
    """Ingest one file, which starts the bundled embeddings server."""
    uploaded = client.files.create(file=("ports.md", b"Ports are protected."), purpose="assistants")
    store = client.vector_stores.create(name="ports", file_ids=[uploaded.id])
    deadline = time.monotonic() + 120
    while client.vector_stores.retrieve(store.id).file_counts.in_progress:
        assert time.monotonic() < deadline, "ingestion did not finish"
        time.sleep(0.2)


def _embeddings_port(stack: Stack) -> int:
    """The port the service says its bundled embeddings server started on."""
    assert stack.service.log_path is not None
    log = stack.service.log_path.read_text(errors="replace")
    found = re.findall(r"bundled embedding model \S+ started on port (\d+)", log)
    assert found, "the bundled embeddings server did not start"
    return int(found[-1])


def test_the_bundled_embeddings_port_is_never_fetched(
    stack: Stack, client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    _start_the_embeddings(client)
    port = _embeddings_port(stack)
    # Chosen by the stack, like every other port it listens on (so every replica protects it).
    assert port == stack.workers.embeddings_ports[0]
    url = f"http://127.0.0.1:{port}/v1/models"
    assert httpx.get(url, timeout=10).status_code == 200  # it is up, and answers this URL
    fake_upstream.reset()
    part = {"type": "input_file", "file_url": url}
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    error = refused.value.body
    assert isinstance(error, dict)
    assert error["param"] == "input[0].content[1].file_url"
    assert "could not connect" in error["message"]
    assert fake_upstream.stats()["requests"] == 0
