"""Replicas of one model in the routing table: the file's `replicas:`, its line-numbered
problems, and the choice of replica (rendezvous hash per session, least in flight without one,
lately failed replicas last)."""

from __future__ import annotations

from pathlib import Path

import pytest
from responsa_server.upstream.replicas import DOWN_SECONDS, ReplicaLoad, rendezvous_order
from responsa_server.upstream.routes import Routes
from responsa_server.upstream.table import TableError, Target, load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

TABLE = """\
upstreams:
  r1: {base_url: "http://10.0.0.1:8000/v1"}
  r2: {base_url: "http://10.0.0.2:8000/v1", api_key_env: R2_KEY}
  r3: {base_url: "http://10.0.0.3:8000/v1"}
  hosted: {base_url: "https://api.example.com/v1"}
  native: {base_url: "https://native.example.com/v1", kind: responses}
models:
  - name: llama
    replicas: [r1, r2, r3]
    upstream_model: meta-llama/Llama-3.1-8B-Instruct
    fallbacks: [hosted]
  - name: single
    upstream: r1
default:
  replicas: [r2, r3]
"""
NAMES = ["r1", "r2", "r3"]
TARGETS = tuple(Target(name, "m") for name in NAMES)


def _load(tmp_path: Path, text: str) -> Routes:
    path = tmp_path / "models.yaml"
    path.write_text(text)
    table = load_table(
        str(path), {"R2_KEY": "sk-r2"}, timeouts=UpstreamTimeouts(), max_connections=8
    )
    return Routes(table)


def _error(tmp_path: Path, text: str) -> str:
    with pytest.raises(TableError) as raised:
        _load(tmp_path, text)
    return str(raised.value)


def test_replicas_are_the_first_attempts_then_fallbacks(tmp_path: Path) -> None:
    routes = _load(tmp_path, TABLE)
    assert routes.table.upstreams["r2"].api_key == "sk-r2"  # each replica its own credentials
    route = routes.route("llama")
    model = "meta-llama/Llama-3.1-8B-Instruct"
    assert route.replicas == tuple(Target(name, model) for name in NAMES)
    assert route.attempts == (*route.replicas, Target("hosted", model))
    assert route.entry.owned_by == "r1"
    assert routes.route("single").replicas == ()
    other = routes.route("gpt-4.1")
    assert other.replicas == (Target("r2", "gpt-4.1"), Target("r3", "gpt-4.1"))


def test_balanced_keeps_fallbacks_last_and_a_session_on_one_replica(tmp_path: Path) -> None:
    routes = _load(tmp_path, TABLE)
    route = routes.route("llama")
    first = routes.balanced(route, "conversation:conv_1")
    for _ in range(5):
        again = routes.balanced(route, "conversation:conv_1")
        assert again.attempts == first.attempts
    assert first.attempts[-1].upstream == "hosted"
    assert {t.upstream for t in first.attempts[:3]} == set(NAMES)
    single = routes.route("single")
    assert routes.balanced(single, "conversation:conv_1") is single


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            TABLE.replace("replicas: [r1, r2, r3]", "replicas: [r1, r9, r3]"),
            "line 9 (models[0].replicas[1]): unknown upstream 'r9'",
        ),
        (
            TABLE.replace("replicas: [r1, r2, r3]", "replicas: [r1, r2, r1]"),
            "line 9 (models[0].replicas[2]): upstream 'r1' is listed twice",
        ),
        (
            TABLE.replace("replicas: [r1, r2, r3]", "replicas: [r1, native]"),
            "line 9 (models[0].replicas[1]): upstream 'native' is kind 'responses' but 'r1' is "
            "kind 'chat'; a model's replicas speak the same API",
        ),
        (
            TABLE.replace("    replicas: [r1, r2, r3]\n", "    upstream: r1\n    replicas: [r2]\n"),
            "line 8 (models[0]): give exactly one of `upstream` or `replicas`",
        ),
        (
            TABLE.replace("    replicas: [r1, r2, r3]\n", ""),
            "line 8 (models[0]): give exactly one of `upstream` or `replicas`",
        ),
        (
            TABLE.replace("replicas: [r1, r2, r3]", "replicas: r1"),
            "line 9 (models[0].replicas): Input should be a valid list",
        ),
    ],
    ids=["unknown", "twice", "kinds", "both", "neither", "not-a-list"],
)
def test_problems_name_their_line(tmp_path: Path, text: str, expected: str) -> None:
    assert expected in _error(tmp_path, text)


def test_rendezvous_order_is_stable_and_moves_only_the_removed_share() -> None:
    keys = [f"chain:msg_{i:04d}" for i in range(300)]
    firsts = {key: rendezvous_order(key, NAMES)[0] for key in keys}
    assert firsts == {key: rendezvous_order(key, list(reversed(NAMES)))[0] for key in keys}
    counts = {name: sum(1 for v in firsts.values() if v == name) for name in NAMES}
    assert all(60 <= count <= 140 for count in counts.values()), counts
    # Without r2, only the sessions r2 had move; each goes to its second choice.
    without = {key: rendezvous_order(key, ["r1", "r3"])[0] for key in keys}
    for key in keys:
        if firsts[key] != "r2":
            assert without[key] == firsts[key]
        else:
            assert without[key] == rendezvous_order(key, NAMES)[1]


def test_a_failed_replica_goes_last_and_its_sessions_return() -> None:
    now = [100.0]
    load = ReplicaLoad(clock=lambda: now[0])
    key = "conversation:conv_abc"
    order = load.order(TARGETS, key)
    assert [t.upstream for t in order] == rendezvous_order(key, NAMES)
    load.failed(order[0].upstream)
    assert load.order(TARGETS, key) == (order[1], order[2], order[0])
    now[0] += DOWN_SECONDS + 1  # the mark lapsed: the session is back on its replica
    assert load.order(TARGETS, key) == order
    load.failed(order[0].upstream)
    load.answered(order[0].upstream)  # answered (e.g. as the last resort): healthy at once
    assert load.order(TARGETS, key) == order


def test_without_a_session_the_least_in_flight_first_and_ties_take_turns() -> None:
    load = ReplicaLoad()
    firsts = [load.order(TARGETS, None)[0].upstream for _ in range(6)]
    assert firsts == ["r1", "r2", "r3", "r1", "r2", "r3"]
    load.started("r1")
    load.started("r1")
    load.started("r2")
    assert [load.order(TARGETS, None)[0].upstream for _ in range(3)] == ["r3"] * 3
    load.ended("r1")
    load.ended("r1")
    load.failed("r3")
    assert load.order(TARGETS, None)[0].upstream == "r1"
    assert load.order(TARGETS, None)[-1].upstream == "r3"
