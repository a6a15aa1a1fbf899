"""An upstream that fetches no URLs, takes PDF file parts and reads earlier reasoning in
`reasoning` (issue 23): what it receives, through the official SDK in strict mode."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from tests.e2e.conftest import running_stack
from tests.e2e.test_inputs import PNG, PNG_DATA_URL, file_server, last_user_content, user
from tests.e2e.test_vector_stores import minimal_pdf
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

__all__ = ["file_server"]  # the local HTTP file server fixture, shared with test_inputs


@pytest.fixture(scope="module")
def inlining_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    """A stack whose upstream fetches no URLs, takes PDF file parts and reads `reasoning`."""
    env = {
        "RESPONSA_UPSTREAM_FETCHES_URLS": "false",
        "RESPONSA_UPSTREAM_FILE_PARTS": "true",
        "RESPONSA_UPSTREAM_REASONING_FIELD": "reasoning",
        "RESPONSA_INPUT_IMAGE_MAX_BYTES": "4096",
    }
    tmp = Path(tmp_path_factory.mktemp("inlining"))
    with running_stack("sqlite", fake_upstream, tmp, env) as running:
        yield running


@pytest.fixture
def inlining(inlining_stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=inlining_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=20,
        _strict_response_validation=True,
    )


def test_image_url_is_inlined_for_an_upstream_that_cannot_fetch(
    inlining: openai.OpenAI, fake_upstream: FakeUpstream, file_server: str
) -> None:
    part = {"type": "input_image", "image_url": f"{file_server}/heron.png", "detail": "high"}
    inlining.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    assert last_user_content(fake_upstream)[1] == {
        "type": "image_url",
        "image_url": {"url": PNG_DATA_URL, "detail": "high"},
    }


def test_pdf_is_a_file_part_for_an_upstream_that_takes_them(
    inlining: openai.OpenAI, fake_upstream: FakeUpstream, file_server: str
) -> None:
    part = {"type": "input_file", "file_url": f"{file_server}/report"}
    inlining.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    pdf = minimal_pdf("Quarterly herons rose by nine percent.")
    assert last_user_content(fake_upstream)[1] == {
        "type": "file",
        "file": {
            "filename": "report.pdf",
            "file_data": "data:application/pdf;base64," + base64.b64encode(pdf).decode(),
        },
    }


def test_image_over_the_limit_is_a_400_before_the_upstream(
    inlining: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    large = "data:image/png;base64," + base64.b64encode(PNG + bytes(5000)).decode()
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as refused:
        inlining.responses.create(
            model="fake-text",
            input=user({"type": "input_image", "image_url": large}),  # type: ignore[arg-type]
        )
    error = refused.value.body
    assert isinstance(error, dict)
    assert (error["param"], error["code"]) == ("input[0].content[1].image_url", "image_too_large")
    assert fake_upstream.stats()["requests"] == 0


def test_reasoning_goes_in_the_field_the_upstream_reads(
    inlining: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = inlining.responses.create(model="fake-reasoning", input="first")
    inlining.responses.create(model="fake-reasoning", input="second", previous_response_id=first.id)
    assistant = fake_upstream.requests()[-1]["messages"][1]
    assert assistant == {
        "role": "assistant",
        "content": "Echo: first",
        "reasoning": "The user said 'first', so I will echo it back.",
    }
