"""The routing table's `moderations:` section: the providers a `moderation.model` names
(docs/models.md, "Moderation providers").

Two kinds: `moderations`, any server speaking OpenAI's `POST /v1/moderations`; and
`llama_guard`, a chat model classifying a conversation (Llama Guard 3 or 4 served by vLLM,
Ollama or any Chat Completions server), whose answer (`safe`, or `unsafe` and its category
codes) is mapped onto the reference's categories (moderation/llama_guard.py). Each provider has
its own credentials (named, never written in the table, never shown to clients) and its own
timeout; a classifier may take its server and key from one of the table's upstreams.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from responsa_server.model.errors import ApiError
from responsa_server.model.request.moderation import ModerationRequest, parse_moderation
from responsa_server.upstream.credentials import AddProblem, api_key, http_url

__all__ = [
    "DEFAULT_MODERATION_TIMEOUT",
    "ModerationEntry",
    "ModerationSpec",
    "ProjectEntry",
    "build_moderations",
    "build_project_policies",
]

ModerationKind = Literal["moderations", "llama_guard"]
# How Llama Guard's prompt is made: by the server's chat template of the model (`chat_template`:
# the conversation is sent as chat messages), or by Responsa as one user message (`llama_guard`).
PromptStyle = Literal["chat_template", "llama_guard"]
DEFAULT_MODERATION_TIMEOUT = 10.0


@dataclass(frozen=True, slots=True)
class ModerationSpec:
    """One moderation provider, by the name clients give as `moderation.model`."""

    name: str
    kind: ModerationKind
    base_url: str
    api_key: str | None
    # The model name sent to the provider.
    model: str
    # Seconds for one whole provider call (connect included).
    timeout: float
    # Whether input images are sent (an omni moderation model reads them).
    images: bool
    prompt: PromptStyle

    def __repr__(self) -> str:
        # Never the key, whatever logs a spec.
        return f"ModerationSpec(name={self.name!r}, kind={self.kind!r}, model={self.model!r})"


class ModerationEntry(BaseModel):
    """One `moderations:` entry of the file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: ModerationKind
    base_url: str | None = None
    # Take `base_url` and the key from this upstream of the table.
    upstream: str | None = None
    api_key_env: str | None = None
    api_key_file: str | None = None
    model: str | None = Field(default=None, min_length=1, max_length=256)
    timeout: float | None = Field(default=None, gt=0)
    images: bool | None = None
    prompt: PromptStyle = "chat_template"

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        return None if value is None else http_url(value)


def build_moderations(
    entries: Mapping[str, ModerationEntry],
    upstreams: Mapping[str, tuple[str, str | None]],
    env: Mapping[str, str],
    problem: AddProblem,
) -> dict[str, ModerationSpec]:
    """The providers of the `moderations:` section; `upstreams` gives each table upstream's
    (base_url, key); every problem goes to `problem` with its place in the file."""
    found: dict[str, ModerationSpec] = {}
    for name, entry in entries.items():
        where: tuple[str | int, ...] = ("moderations", name)
        key = api_key(entry.api_key_env, entry.api_key_file, env, where, problem)
        base_url = entry.base_url
        if entry.upstream is not None:
            if entry.base_url is not None:
                problem(where, "give one of `base_url` or `upstream`, not both")
            if entry.upstream not in upstreams:
                known = ", ".join(sorted(upstreams))
                problem(
                    (*where, "upstream"),
                    f"unknown upstream {entry.upstream!r}; the table defines: {known}",
                )
                continue
            base_url, upstream_key = upstreams[entry.upstream]
            key = key or upstream_key
        if base_url is None:
            problem(where, "give `base_url` (the provider's /v1 URL) or `upstream`")
            continue
        found[name] = ModerationSpec(
            name=name,
            kind=entry.kind,
            base_url=base_url.rstrip("/"),
            api_key=key,
            model=entry.model or name,
            timeout=entry.timeout or DEFAULT_MODERATION_TIMEOUT,
            images=entry.kind == "moderations" if entry.images is None else entry.images,
            prompt=entry.prompt,
        )
    return found


class ProjectEntry(BaseModel):
    """One `projects:` entry: what every request of the project gets, whatever it asks."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # The request parameter's shape: `{model, policy: {input: {mode}, output: {mode}}}`.
    moderation: dict[str, object] | None = None


def build_project_policies(
    entries: Mapping[str, ProjectEntry],
    moderations: Mapping[str, ModerationSpec],
    problem: AddProblem,
) -> dict[str, ModerationRequest]:
    """The moderation each named project requires, checked as the request parameter is and
    against the table's providers."""
    found: dict[str, ModerationRequest] = {}
    for project, entry in entries.items():
        if entry.moderation is None:
            continue
        where: tuple[str | int, ...] = ("projects", project, "moderation")
        try:
            policy = parse_moderation(entry.moderation)
        except ApiError as error:
            problem(where, error.message)
            continue
        if policy.model not in moderations:
            known = ", ".join(sorted(moderations)) or "none"
            problem(
                (*where, "model"),
                f"unknown moderation provider {policy.model!r}; the table defines: {known}",
            )
            continue
        found[project] = policy
    return found
