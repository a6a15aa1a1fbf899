"""Three fake Chat Completions servers as replicas of one model (the table's `replicas:`):
every turn of a session on one replica (chain, conversation, `prompt_cache_key`), sessions spread
over all three, requests without a session spread by load, and a replica stopped mid-session:
its turns go to the next replica in the session's order and succeed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import openai
import pytest
from openai import omit

from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
NAMES = ("r1", "r2", "r3")
TABLE = """\
upstreams:
  r1: {{base_url: "{r1}"}}
  r2: {{base_url: "{r2}"}}
  r3: {{base_url: "{r3}", timeouts: {{connect: 2}}}}
models:
  - {{name: llama, replicas: [r1, r2, r3], upstream_model: fake-text}}
"""

Fakes = dict[str, FakeUpstream]


@pytest.fixture(scope="module")
def fakes() -> Iterator[Fakes]:
    with FakeUpstream() as r1, FakeUpstream() as r2, FakeUpstream() as r3:
        yield {"r1": r1, "r2": r2, "r3": r3}


@pytest.fixture(scope="module")
def replicated(fakes: Fakes, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    tmp = Path(tmp_path_factory.mktemp("replicas"))
    table = tmp / "models.yaml"
    table.write_text(TABLE.format(**{name: fake.base_url for name, fake in fakes.items()}))
    env = {"RESPONSA_MODELS_FILE": str(table), "RESPONSA_UPSTREAM_BASE_URL": ""}
    with running_stack("sqlite", fakes["r1"], tmp, env) as stack:
        yield stack


@pytest.fixture
def sdk(replicated: Stack, fakes: Fakes) -> openai.OpenAI:
    for fake in fakes.values():
        fake.reset()
    return openai.OpenAI(
        base_url=replicated.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def _counts(fakes: Fakes) -> dict[str, int]:
    return {name: len(fake.requests()) for name, fake in fakes.items()}


def _serving(fakes: Fakes, before: dict[str, int]) -> str:
    """The one replica that got a request since `before`."""
    after = _counts(fakes)
    grown = [name for name in NAMES if after[name] > before[name]]
    assert len(grown) == 1, (before, after)
    return grown[0]


def test_a_twenty_turn_chain_stays_on_one_replica(sdk: openai.OpenAI, fakes: Fakes) -> None:
    previous: str | None = None
    for turn in range(20):
        response = sdk.responses.create(
            model="llama", input=f"turn {turn}", previous_response_id=previous or omit
        )
        assert response.status == "completed" and response.output_text
        previous = response.id
    counts = _counts(fakes)
    assert sorted(counts.values()) == [0, 0, 20], counts
    # The last turn carried the whole chain: the replica's prefix cache saw it grow.
    served = next(name for name in NAMES if counts[name])
    last = fakes[served].requests()[-1]
    assert sum(1 for m in last["messages"] if m["role"] == "user") == 20


def test_a_conversation_stays_on_one_replica(sdk: openai.OpenAI, fakes: Fakes) -> None:
    conversation = sdk.conversations.create()
    for turn in range(8):
        streamed = sdk.responses.create(
            model="llama", input=f"turn {turn}", conversation=conversation.id, stream=True
        )
        assert [event.type for event in streamed][-1] == "response.completed"
    assert sorted(_counts(fakes).values()) == [0, 0, 8]


def test_sessions_spread_over_every_replica(sdk: openai.OpenAI, fakes: Fakes) -> None:
    # Fixed keys: the rendezvous hash (over the replicas' names) puts them the same way each run.
    placed: dict[str, str] = {}
    for session in range(30):
        key = f"session-{session:02d}"
        for turn in range(3):
            before = _counts(fakes)
            sdk.responses.create(
                model="llama", input=f"turn {turn}", prompt_cache_key=key, store=False
            )
            served = _serving(fakes, before)
            assert placed.setdefault(key, served) == served, key
    counts = _counts(fakes)
    assert sum(counts.values()) == 90
    assert all(counts[name] >= 9 for name in NAMES), counts


def test_prompt_cache_key_overrides_the_chain(sdk: openai.OpenAI, fakes: Fakes) -> None:
    before = _counts(fakes)
    sdk.responses.create(model="llama", input="hello", prompt_cache_key="session-00", store=False)
    keyed = _serving(fakes, before)
    previous: str | None = None
    for turn in range(6):
        before = _counts(fakes)
        response = sdk.responses.create(
            model="llama",
            input=f"turn {turn}",
            prompt_cache_key="session-00",
            previous_response_id=previous or omit,
        )
        previous = response.id
        assert _serving(fakes, before) == keyed


def test_requests_without_a_session_spread(sdk: openai.OpenAI, fakes: Fakes) -> None:
    for index in range(12):
        response = sdk.responses.create(model="llama", input=f"one-off {index}", store=False)
        assert response.output_text
    counts = _counts(fakes)
    assert sum(counts.values()) == 12
    assert all(counts[name] > 0 for name in NAMES), counts


# Last in the module: it stops a replica (the stack marks it failed for a while).
def test_a_stopped_replica_hands_its_session_on(sdk: openai.OpenAI, fakes: Fakes) -> None:
    first = sdk.responses.create(model="llama", input="My name is Ada.")
    served = _serving(fakes, dict.fromkeys(NAMES, 0))
    previous = first.id
    for turn in range(3):
        previous = sdk.responses.create(
            model="llama", input=f"turn {turn}", previous_response_id=previous
        ).id
    assert _counts(fakes)[served] == 4
    placed: dict[str, str] = {}
    for session in range(12):
        before = _counts(fakes)
        key = f"session-{session:02d}"
        sdk.responses.create(model="llama", input="hi", prompt_cache_key=key, store=False)
        placed[key] = _serving(fakes, before)
    fakes[served].stop()
    try:
        others = [name for name in NAMES if name != served]
        before = {name: len(fakes[name].requests()) for name in others}
        taken = dict.fromkeys(others, 0)
        for turn in range(5):
            response = sdk.responses.create(
                model="llama", input=f"later {turn}", previous_response_id=previous
            )
            assert response.status == "completed" and response.output_text
            previous = response.id
            after = {name: len(fakes[name].requests()) for name in others}
            for name in others:
                taken[name] += after[name] - before[name]
            before = after
        # Every later turn went to the same next replica, with the whole chain.
        assert sorted(taken.values()) == [0, 5], taken
        taker = fakes[max(taken, key=lambda name: taken[name])]
        contents = str(taker.requests()[-1]["messages"])
        assert "My name is Ada." in contents
        # Only the stopped replica's sessions moved.
        for key, replica in placed.items():
            if replica != served:
                before = {name: len(fakes[name].requests()) for name in others}
                sdk.responses.create(model="llama", input="hi", prompt_cache_key=key, store=False)
                assert len(fakes[replica].requests()) == before[replica] + 1, key
    finally:
        fakes[served].start()
