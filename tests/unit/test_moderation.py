"""Moderation's pure parts: the `moderation` parameter's checks, the routing table's
`moderations:` section (start-up errors naming the line), and a Llama Guard answer mapped onto
the reference's categories."""

from __future__ import annotations

from pathlib import Path

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.moderation_requests import (
    ModerationInput,
    ModerationsRequest,
    parse_moderations_request,
)
from responsa_server.model.request import parse_create_request
from responsa_server.model.request.moderation import ModerationRequest
from responsa_server.moderation.llama_guard import classifier_messages, verdict_of
from responsa_server.moderation.results import CATEGORIES, ModerationFailure, Verdict, merged
from responsa_server.upstream.table import RoutingTable, TableError, load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

TABLE = """\
upstreams:
  vllm:
    base_url: http://10.0.0.5:8000/v1
    api_key_env: VLLM_KEY
default: vllm
moderations:
  omni-moderation-latest:
    kind: moderations
    base_url: https://api.example.com/v1
    api_key_env: MODERATION_KEY
    timeout: 3
  guard:
    kind: llama_guard
    upstream: vllm
    model: meta-llama/Llama-Guard-3-8B
    prompt: llama_guard
"""
ENV = {"VLLM_KEY": "sk-vllm", "MODERATION_KEY": "sk-moderation"}


def _load(tmp_path: Path, text: str, env: dict[str, str] | None = None) -> RoutingTable:
    path = tmp_path / "models.yaml"
    path.write_text(text)
    return load_table(
        str(path), ENV if env is None else env, timeouts=UpstreamTimeouts(), max_connections=8
    )


def _error(tmp_path: Path, text: str, env: dict[str, str] | None = None) -> str:
    with pytest.raises(TableError) as raised:
        _load(tmp_path, text, env)
    return str(raised.value)


def _parse(moderation: object) -> ModerationRequest | None:
    return parse_create_request({"model": "m", "input": "hi", "moderation": moderation}).moderation


def test_providers_from_the_table(tmp_path: Path) -> None:
    table = _load(tmp_path, TABLE)
    omni = table.moderations["omni-moderation-latest"]
    assert (omni.kind, omni.base_url, omni.api_key, omni.model, omni.timeout, omni.images) == (
        "moderations",
        "https://api.example.com/v1",
        "sk-moderation",
        "omni-moderation-latest",
        3.0,
        True,
    )
    guard = table.moderations["guard"]
    # Its server and key are the upstream's; its model name its own.
    assert (guard.base_url, guard.api_key, guard.model, guard.prompt, guard.images) == (
        "http://10.0.0.5:8000/v1",
        "sk-vllm",
        "meta-llama/Llama-Guard-3-8B",
        "llama_guard",
        False,
    )
    assert "sk-" not in repr(guard)


def test_moderation_credentials_never_in_the_table(tmp_path: Path) -> None:
    text = TABLE.replace("    api_key_env: MODERATION_KEY\n", "    api_key: sk-written\n")
    message = _error(tmp_path, text)
    assert "line 10 (moderations.omni-moderation-latest.api_key): credentials are never" in message
    assert "sk-written" not in message


def test_moderation_table_errors_name_their_line(tmp_path: Path) -> None:
    assert "line 10 (moderations.omni-moderation-latest.api_key_env): the environment " in (
        _error(tmp_path, TABLE, {"VLLM_KEY": "k"})
    )
    unknown = TABLE.replace("upstream: vllm\n    model", "upstream: nowhere\n    model")
    assert "line 14 (moderations.guard.upstream): unknown upstream 'nowhere'" in _error(
        tmp_path, unknown
    )
    kind = TABLE.replace("kind: llama_guard", "kind: shield")
    assert "line 13 (moderations.guard.kind)" in _error(tmp_path, kind)
    neither = TABLE.replace("    upstream: vllm\n    model", "    model")
    assert "(moderations.guard): give `base_url`" in _error(tmp_path, neither)


def test_parameter_defaults_and_modes() -> None:
    assert _parse({"model": "guard"}) == ModerationRequest("guard", "score", "score")
    assert _parse({"model": "guard", "policy": {"input": {"mode": "block"}}}) == (
        ModerationRequest("guard", "block", None)
    )
    assert _parse({"model": "guard", "policy": {"output": {"mode": "block"}, "input": None}}) == (
        ModerationRequest("guard", None, "block")
    )
    assert _parse(None) is None


@pytest.mark.parametrize(
    ("moderation", "param"),
    [
        ([], "moderation"),
        ({}, "moderation.model"),
        ({"model": ""}, "moderation.model"),
        ({"model": "g", "extra": 1}, "moderation.extra"),
        ({"model": "g", "policy": "block"}, "moderation.policy"),
        ({"model": "g", "policy": {"input": {}}}, "moderation.policy.input.mode"),
        ({"model": "g", "policy": {"output": {"mode": 1}}}, "moderation.policy.output.mode"),
        (
            {"model": "g", "policy": {"input": {"mode": "score", "x": 1}}},
            "moderation.policy.input.x",
        ),
    ],
)
def test_bad_shapes_name_the_parameter(moderation: object, param: str) -> None:
    with pytest.raises(ApiError) as raised:
        _parse(moderation)
    assert raised.value.status == 400
    assert raised.value.param == param


def test_llama_guard_answers_map_onto_categories() -> None:
    assert verdict_of("safe").flagged is False
    verdict = verdict_of(" unsafe\nS1,S10 \n")
    assert verdict.flagged is True
    assert verdict.flagged_categories() == ["hate", "violence"]
    assert verdict.scores["violence"] == 1.0 and verdict.scores["sexual"] == 0.0
    # A hazard OpenAI has no category for keeps its own name beside OpenAI's.
    privacy = verdict_of("unsafe\nS7")
    assert privacy.categories["privacy"] is True
    assert set(CATEGORIES) <= set(privacy.categories)
    with pytest.raises(ModerationFailure):
        verdict_of("I think this is fine")


def test_llama_guard_prompt_styles() -> None:
    assert classifier_messages("hi", answering=None, prompt="chat_template") == [
        {"role": "user", "content": "hi"}
    ]
    [framed] = classifier_messages("answer", answering="question", prompt="llama_guard")
    assert framed["role"] == "user"
    text = framed["content"]
    assert "S10: Hate." in text
    assert "User: question\n\nAgent: answer" in text
    assert "ONLY THE LAST Agent message" in text


def test_verdicts_merge_over_chunks() -> None:
    first, second = Verdict(), verdict_of("unsafe\nS11")
    first.scores["hate"] = 0.4
    total = merged([first, second])
    assert total.flagged is True
    assert total.categories["self-harm"] is True
    assert total.scores["hate"] == 0.4
    body = total.body("guard")
    assert body["type"] == "moderation_result" and body["model"] == "guard"
    assert body["category_applied_input_types"]["self-harm"] == ["text"]
    assert body["category_applied_input_types"]["hate"] == []


def test_project_policies_from_the_table(tmp_path: Path) -> None:
    policy = "projects:\n  acme:\n    moderation: {model: guard, policy: {input: {mode: block}}}\n"
    table = _load(tmp_path, TABLE + policy)
    assert table.project_moderation == {"acme": ModerationRequest("guard", "block", None)}
    unknown = policy.replace("model: guard", "model: nobody")
    assert "(projects.acme.moderation.model): unknown moderation provider 'nobody'" in _error(
        tmp_path, TABLE + unknown
    )
    bad = policy.replace("mode: block", "mode: deny")
    assert "line 19 (projects.acme.moderation)" in _error(tmp_path, TABLE + bad)


def test_the_documented_example_is_a_valid_table(tmp_path: Path) -> None:
    """docs/models.md's moderation example loads, with the providers its prose describes."""
    text = (Path(__file__).resolve().parents[2] / "docs/models.md").read_text()
    section = text.split("## Moderation providers", 1)[1]
    block = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    env = {"VLLM_GUARD_KEY": "sk-guard", "OPENAI_API_KEY": "sk-doc"}
    table = _load(tmp_path, block, env)
    assert sorted(table.moderations) == [
        "llama-guard",
        "llama-guard-small",
        "omni-moderation-latest",
    ]
    guard = table.moderations["llama-guard"]
    assert (guard.base_url, guard.api_key) == ("http://10.0.0.7:8000/v1", "sk-guard")
    assert table.moderations["llama-guard-small"].prompt == "llama_guard"
    assert table.project_moderation["acme"] == ModerationRequest("llama-guard", "block", "score")


def test_moderations_request_bodies() -> None:
    one = parse_moderations_request({"input": "hi"})
    assert one == ModerationsRequest("omni-moderation-latest", (ModerationInput(("hi",)),))
    many = parse_moderations_request({"model": "guard", "input": ["a", "b"]})
    assert many.inputs == (ModerationInput(("a",)), ModerationInput(("b",)))
    parts = parse_moderations_request(
        {
            "input": [
                {"type": "text", "text": "a"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,AA"}},
            ]
        }
    )
    assert parts.inputs == (ModerationInput(("a",), ("data:image/png;base64,AA",)),)


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ([], None),
        ({}, "input"),
        ({"input": "x", "extra": 1}, "extra"),
        ({"input": []}, "input"),
        ({"input": 3}, "input"),
        ({"input": "x", "model": 3}, "model"),
        ({"input": ["a", {"type": "text", "text": "b"}]}, "input[0]"),
        ({"input": [{"type": "text", "text": "a"}, {"type": "text"}]}, "input[1].text"),
        ({"input": [{"type": "image_url", "image_url": {}}]}, "input[0].image_url.url"),
        ({"input": [{"type": "audio"}]}, "input[0].type"),
    ],
)
def test_bad_moderations_bodies_name_the_parameter(body: object, param: str | None) -> None:
    with pytest.raises(ApiError) as raised:
        parse_moderations_request(body)
    assert raised.value.status == 400
    assert raised.value.param == param
