"""The `moderation` parameter of a create request (the reference's `ModerationParam`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from responsa_server.model.request.checks import (
    choice,
    json_object,
    missing_param,
    model_name,
    only_keys,
    present,
)

ModerationMode = Literal["score", "block"]
MODES: tuple[str, ...] = ("score", "block")


@dataclass(frozen=True, slots=True)
class ModerationRequest:
    """Which moderation model screens a response, and how each side is screened (None: that
    side is not screened)."""

    model: str
    input: ModerationMode | None
    output: ModerationMode | None


def parse_moderation(value: object) -> ModerationRequest:
    """`moderation`: `{"model": ..., "policy": {"input": {"mode": ...}, "output": {...}}}`.
    Without a `policy` both sides are scored, as the reference's default."""
    param = "moderation"
    moderation = json_object(value, param)
    only_keys(moderation, ("model", "policy"), param)
    if not present(moderation, "model"):
        missing_param("moderation.model")
    model = model_name(moderation["model"], "moderation.model")
    if not present(moderation, "policy"):
        return ModerationRequest(model, "score", "score")
    policy = json_object(moderation["policy"], "moderation.policy")
    only_keys(policy, ("input", "output"), "moderation.policy")
    return ModerationRequest(model, _mode(policy, "input"), _mode(policy, "output"))


def _mode(policy: dict[str, object], side: str) -> ModerationMode | None:
    if not present(policy, side):
        return None
    param = f"moderation.policy.{side}"
    config = json_object(policy[side], param)
    only_keys(config, ("mode",), param)
    if not present(config, "mode"):
        missing_param(f"{param}.mode")
    mode = choice(config["mode"], f"{param}.mode", MODES)
    return "block" if mode == "block" else "score"
