"""The routing table: which upstream serves which model (docs/models.md).

Read once at start from `RESPONSA_MODELS_FILE` (YAML), or made from the single-upstream settings
(`RESPONSA_UPSTREAM_BASE_URL`, `RESPONSA_UPSTREAM_API_KEY`) when no file is given. The file is
validated with pydantic; every problem is reported with the line it is on, all at once, and the
service does not start. Credentials are never written in the table: an upstream names an
environment variable or a file that holds its key.

Why one module over 400 lines: the pydantic schema, the YAML line lookup its errors need and the
route resolution read the same models; the schema alone is most of it, and split from the
resolution each half would import the other's private shapes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from responsa_server.model.request.moderation import ModerationRequest
from responsa_server.upstream.credentials import api_key, http_url
from responsa_server.upstream.moderation_specs import (
    ModerationEntry,
    ModerationSpec,
    ProjectEntry,
    build_moderations,
    build_project_policies,
)
from responsa_server.upstream.prices import Price
from responsa_server.upstream.timeouts import UpstreamTimeouts

__all__ = [
    "DEFAULT_UPSTREAM",
    "ImagesUpstreamSpec",
    "ModelEntry",
    "RoutingTable",
    "TableError",
    "Target",
    "UpstreamSpec",
    "load_table",
    "single_upstream_table",
]

Kind = Literal["chat", "responses"]
# Seconds one image generation may take, unless set (`images.timeout`).
IMAGES_TIMEOUT = 300.0
# The upstream's name when the table comes from RESPONSA_UPSTREAM_BASE_URL.
DEFAULT_UPSTREAM = "default"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


@dataclass(frozen=True, slots=True)
class UpstreamSpec:
    """One upstream server: where it is, how it is spoken to, its own limits."""

    name: str
    base_url: str
    kind: Kind
    api_key: str | None
    timeouts: UpstreamTimeouts
    max_connections: int
    # What it takes beyond text (docs/inputs.md); None: the RESPONSA_UPSTREAM_* setting.
    fetches_urls: bool | None = None
    file_parts: bool | None = None
    # A field name, or "none" (earlier reasoning is not sent).
    reasoning_field: str | None = None


@dataclass(frozen=True, slots=True)
class ImagesUpstreamSpec:
    """The server running the `image_generation` tool for Chat Completions models: any
    OpenAI-compatible `POST {base_url}/images/generations` (the table's `images:`, or
    RESPONSA_IMAGES_BASE_URL). `model`: sent when the tool names none."""

    base_url: str
    api_key: str | None = None
    model: str | None = None
    timeout: float = 300.0  # seconds for one generation (IMAGES_TIMEOUT unless set)

    def __repr__(self) -> str:
        # The key never reaches a log line, even through a repr.
        return f"ImagesUpstreamSpec(base_url={self.base_url!r}, model={self.model!r})"


@dataclass(frozen=True, slots=True)
class Target:
    """An upstream and the model name sent to it (None: the name the client asked for)."""

    upstream: str
    model: str | None = None


@dataclass(frozen=True, slots=True)
class ModelEntry:
    """One `models:` entry: an exact name (with aliases) or a glob pattern."""

    name: str | None
    pattern: str | None
    aliases: tuple[str, ...]
    target: Target
    fallbacks: tuple[Target, ...]
    owned_by: str
    created: int
    context_window: int | None
    # Replicas of one model (`replicas:`), `target` the first; empty for a single upstream.
    replicas: tuple[Target, ...] = ()
    # What its tokens cost (upstream/prices.py); None: not priced.
    price: Price | None = None


@dataclass(frozen=True, slots=True)
class RoutingTable:
    """The whole table: upstreams by name, model entries in file order, the default route."""

    upstreams: Mapping[str, UpstreamSpec]
    models: tuple[ModelEntry, ...]
    default: ModelEntry | None
    # Where it came from (for messages): the file, or the environment.
    source: str
    # The images upstream of the `images:` section, if the file has one.
    images: ImagesUpstreamSpec | None = None
    # The moderation providers by the name a request's `moderation.model` gives.
    moderations: Mapping[str, ModerationSpec] = field(default_factory=dict)
    # The moderation a project's every request gets (`projects:`), by project.
    project_moderation: Mapping[str, ModerationRequest] = field(default_factory=dict)


class TableError(SystemExit):
    """The table cannot be used; the message names the file, each line and what is wrong."""


# -- the file's schema ------------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=False, frozen=True)


class _Timeouts(_Strict):
    connect: float | None = Field(default=None, gt=0)
    first_byte: float | None = Field(default=None, gt=0)
    chunk: float | None = Field(default=None, gt=0)
    total: float | None = Field(default=None, gt=0)


class _Keyed(_Strict):
    base_url: str
    api_key_env: str | None = None
    api_key_file: str | None = None

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        return http_url(value)


class _Images(_Keyed):
    model: str | None = Field(default=None, min_length=1, max_length=256)
    timeout: float | None = Field(default=None, gt=0)


class _Upstream(_Keyed):
    kind: Kind = "chat"
    timeouts: _Timeouts = _Timeouts()
    max_connections: int | None = Field(default=None, ge=1)
    fetches_urls: bool | None = None
    file_parts: bool | None = None
    reasoning_field: str | None = Field(default=None, pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")


class _Target(_Strict):
    upstream: str
    model: str | None = Field(default=None, min_length=1, max_length=256)


class _Price(_Strict):
    # US dollars per million tokens; cached input defaults to the input rate.
    input: float = Field(ge=0)
    output: float = Field(ge=0)
    cached_input: float | None = Field(default=None, ge=0)


class _Route(_Strict):
    # One of the two: a single upstream, or several serving the same model (replicas.py).
    upstream: str | None = None
    replicas: list[str] = []
    upstream_model: str | None = Field(default=None, min_length=1, max_length=256)
    fallbacks: list[str | _Target] = []


class _Model(_Route):
    name: str | None = Field(default=None, min_length=1, max_length=256)
    pattern: str | None = Field(default=None, min_length=1, max_length=256)
    aliases: list[str] = []
    owned_by: str | None = None
    created: int | None = Field(default=None, ge=0)
    context_window: int | None = Field(default=None, ge=1)
    price: _Price | None = None


class _File(_Strict):
    upstreams: dict[str, _Upstream] = Field(min_length=1)
    models: list[_Model] = []
    default: str | _Route | None = None
    images: _Images | None = None
    moderations: dict[str, ModerationEntry] = {}
    projects: dict[str, ProjectEntry] = {}


# -- loading ----------------------------------------------------------------------------------


def load_table(
    path: str,
    env: Mapping[str, str],
    *,
    timeouts: UpstreamTimeouts,
    max_connections: int,
) -> RoutingTable:
    """Read and check the table at `path`; TableError lists every problem with its line.

    `timeouts` and `max_connections` (the RESPONSA_UPSTREAM_* settings) are each upstream's
    defaults; `env` supplies the variables named by `api_key_env`.
    """
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as error:
        raise TableError(f"RESPONSA_MODELS_FILE: cannot read {path}: {error.strerror}") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        raw = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise TableError(f"{path}{where}: not valid YAML: {problem}") from None
    lines = _line_map(node)
    problems = _Problems(path, lines)
    if not isinstance(raw, dict):
        problems.add((), "the table must be a mapping with `upstreams:` (and `models:`)")
        problems.raise_if_any()
    keyed: list[tuple[tuple[str, ...], Any]] = [
        ((section, name), entry)
        for section in ("upstreams", "moderations")
        for name, entry in (raw.get(section).items() if isinstance(raw.get(section), dict) else ())
    ]
    keyed.append((("images",), raw.get("images")))
    for at, entry in keyed:
        if isinstance(entry, dict) and "api_key" in entry:
            problems.add(
                (*at, "api_key"),
                "credentials are never written in the table: name them with api_key_env "
                "(an environment variable) or api_key_file (a file holding the key)",
            )
    problems.raise_if_any()
    try:
        parsed = _File.model_validate(raw)
    except ValidationError as error:
        for detail in error.errors():
            problems.add(tuple(detail["loc"]), _wording(detail))
        problems.raise_if_any()
        raise  # unreachable: raise_if_any raised
    created = int(file.stat().st_mtime)
    table = _build(parsed, env, problems, timeouts, max_connections, created, path)
    problems.raise_if_any()
    return table


def single_upstream_table(
    base_url: str,
    api_key: str | None,
    *,
    timeouts: UpstreamTimeouts,
    max_connections: int,
) -> RoutingTable:
    """Today's single upstream (RESPONSA_UPSTREAM_BASE_URL): every model goes to it."""
    spec = UpstreamSpec(DEFAULT_UPSTREAM, base_url, "chat", api_key, timeouts, max_connections)
    default = ModelEntry(None, "*", (), Target(DEFAULT_UPSTREAM), (), DEFAULT_UPSTREAM, 0, None)
    return RoutingTable({DEFAULT_UPSTREAM: spec}, (), default, "RESPONSA_UPSTREAM_BASE_URL")


def _build(
    parsed: _File,
    env: Mapping[str, str],
    problems: _Problems,
    timeouts: UpstreamTimeouts,
    max_connections: int,
    created: int,
    path: str,
) -> RoutingTable:
    upstreams: dict[str, UpstreamSpec] = {}
    for name, upstream in parsed.upstreams.items():
        where = ("upstreams", name)
        if not _NAME.match(name):
            problems.add(where, "an upstream name is letters, digits, '.', '_' or '-' (<= 64)")
        upstreams[name] = UpstreamSpec(
            name,
            upstream.base_url,
            upstream.kind,
            api_key(upstream.api_key_env, upstream.api_key_file, env, where, problems.add),
            UpstreamTimeouts(
                connect=upstream.timeouts.connect or timeouts.connect,
                first_byte=upstream.timeouts.first_byte or timeouts.first_byte,
                between_chunks=upstream.timeouts.chunk or timeouts.between_chunks,
                total=upstream.timeouts.total or timeouts.total,
            ),
            upstream.max_connections or max_connections,
            fetches_urls=upstream.fetches_urls,
            file_parts=upstream.file_parts,
            reasoning_field=upstream.reasoning_field,
        )

    def target(upstream: str, model: str | None, where: tuple[str | int, ...]) -> Target:
        if upstream not in upstreams:
            known = ", ".join(sorted(upstreams))
            problems.add(where, f"unknown upstream {upstream!r}; the table defines: {known}")
        return Target(upstream, model)

    def replicas(route: _Route, where: tuple[str | int, ...]) -> tuple[Target, ...]:
        """The route's replicas (`replicas:`), each checked like a fallback."""
        if (route.upstream is None) == (not route.replicas):
            problems.add(where, "give exactly one of `upstream` or `replicas` (a list)")
            return ()
        found: list[Target] = []
        for index, name in enumerate(route.replicas):
            at = (*where, "replicas", index)
            if name in route.replicas[:index]:
                problems.add(at, f"upstream {name!r} is listed twice")
            found.append(target(name, route.upstream_model, at))
            first, spec = upstreams.get(found[0].upstream), upstreams.get(name)
            if first is not None and spec is not None and spec.kind != first.kind:
                problems.add(
                    at,
                    f"upstream {name!r} is kind {spec.kind!r} but {first.name!r} is kind "
                    f"{first.kind!r}; a model's replicas speak the same API",
                )
        return tuple(found)

    def first_upstream(route: _Route) -> str:
        return route.upstream if route.upstream is not None else (route.replicas or [""])[0]

    def fallbacks(route: _Route, where: tuple[str | int, ...]) -> tuple[Target, ...]:
        found: list[Target] = []
        first = upstreams.get(first_upstream(route))
        for index, fallback in enumerate(route.fallbacks):
            at = (*where, "fallbacks", index)
            if isinstance(fallback, str):
                found.append(target(fallback, None, at))
            else:
                at = (*at, "upstream")
                found.append(target(fallback.upstream, fallback.model, at))
            spec = upstreams.get(found[-1].upstream)
            # One request body per route: a fallback speaks what the first upstream speaks.
            if first is not None and spec is not None and spec.kind != first.kind:
                problems.add(
                    at,
                    f"upstream {spec.name!r} is kind {spec.kind!r} but {first.name!r} is kind "
                    f"{first.kind!r}; a model's fallbacks speak the same API as its upstream",
                )
        return tuple(found)

    models: list[ModelEntry] = []
    seen: dict[str, tuple[str | int, ...]] = {}
    for index, model in enumerate(parsed.models):
        here: tuple[str | int, ...] = ("models", index)
        if (model.name is None) == (model.pattern is None):
            problems.add(here, "give exactly one of `name` (with optional `aliases`) or `pattern`")
            continue
        if model.pattern is not None and (model.aliases or model.created is not None):
            problems.add(here, "a `pattern` entry has no `aliases` or `created`")
        served: list[tuple[str, tuple[str | int, ...]]] = []
        if model.name is not None:
            served.append((model.name, (*here, "name")))
        served.extend((alias, (*here, "aliases", i)) for i, alias in enumerate(model.aliases))
        for name, place in served:
            if name in seen:
                problems.add(place, f"{name!r} is already served by an earlier entry")
            seen[name] = place
        shared = replicas(model, here)
        if model.upstream is None and not shared:
            continue  # neither given, or bad replicas: reported
        models.append(
            ModelEntry(
                model.name,
                model.pattern,
                tuple(model.aliases),
                shared[0]
                if shared
                else target(first_upstream(model), model.upstream_model, (*here, "upstream")),
                fallbacks(model, here),
                model.owned_by or first_upstream(model),
                created if model.created is None else model.created,
                model.context_window,
                shared,
                _price(model.price),
            )
        )
    default: ModelEntry | None = None
    if parsed.default is not None:
        route = (
            _Route(upstream=parsed.default) if isinstance(parsed.default, str) else parsed.default
        )
        default_at: tuple[str | int, ...] = (
            ("default",) if isinstance(parsed.default, str) else ("default", "upstream")
        )
        shared = replicas(route, ("default",))
        if route.upstream is not None or shared:  # else reported
            default = ModelEntry(
                None,
                "*",
                (),
                shared[0]
                if shared
                else target(first_upstream(route), route.upstream_model, default_at),
                fallbacks(route, ("default",)),
                first_upstream(route),
                created,
                None,
                shared,
            )
    images: ImagesUpstreamSpec | None = None
    if parsed.images is not None:
        images = ImagesUpstreamSpec(
            parsed.images.base_url,
            api_key(
                parsed.images.api_key_env,
                parsed.images.api_key_file,
                env,
                ("images",),
                problems.add,
            ),
            parsed.images.model,
            parsed.images.timeout or IMAGES_TIMEOUT,
        )
    moderations = build_moderations(
        parsed.moderations,
        {name: (spec.base_url, spec.api_key) for name, spec in upstreams.items()},
        env,
        problems.add,
    )
    required = build_project_policies(parsed.projects, moderations, problems.add)
    return RoutingTable(upstreams, tuple(models), default, path, images, moderations, required)


def _price(price: _Price | None) -> Price | None:
    if price is None:
        return None
    cached = price.input if price.cached_input is None else price.cached_input
    return Price(input=price.input, output=price.output, cached_input=cached)


# -- errors with lines ------------------------------------------------------------------------

Path_ = tuple[str | int, ...]


def _line_map(node: yaml.Node | None) -> dict[Path_, int]:
    """1-based line of every mapping key and sequence item, by its path in the document."""
    lines: dict[Path_, int] = {}

    def walk(current: yaml.Node, path: Path_) -> None:
        lines.setdefault(path, current.start_mark.line + 1)
        if isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                if isinstance(key, yaml.ScalarNode):
                    child = (*path, key.value)
                    lines[child] = key.start_mark.line + 1
                    walk(value, child)
        elif isinstance(current, yaml.SequenceNode):
            for index, value in enumerate(current.value):
                walk(value, (*path, index))

    if node is not None:
        walk(node, ())
    return lines


class _Problems:
    """Every problem found, each with the nearest line the file has for its path."""

    def __init__(self, path: str, lines: dict[Path_, int]) -> None:
        self._path = path
        self._lines = lines
        self._found: list[tuple[int, str]] = []

    def add(self, where: Path_, message: str) -> None:
        # pydantic adds the union member tried (`str`, `_Target`) to the path: drop what the
        # file does not have, keeping the deepest part it does.
        line = 1
        shown: Path_ = ()
        for depth in range(len(where), -1, -1):
            prefix = tuple(where[:depth])
            if prefix in self._lines:
                line, shown = self._lines[prefix], prefix
                break
        dotted = _dotted(shown)
        self._found.append((line, f"line {line}{f' ({dotted})' if dotted else ''}: {message}"))

    def raise_if_any(self) -> None:
        if self._found:
            found = sorted(set(self._found))
            listing = "\n".join(f"  {text}" for _, text in found)
            raise TableError(f"RESPONSA_MODELS_FILE {self._path} is not a valid table:\n{listing}")


def _dotted(path: Path_) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _wording(detail: Any) -> str:
    kind = detail.get("type")
    if kind == "extra_forbidden":
        return "unknown key (see docs/models.md for the table's keys)"
    if kind == "missing":
        return "required key missing"
    message = str(detail.get("msg") or "invalid value")
    return message.removeprefix("Value error, ")
