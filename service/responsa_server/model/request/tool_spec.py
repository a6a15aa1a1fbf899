"""A tool kind's request part (`ToolSpec`) and the registry of them (`ToolSpecs`).

A spec owns everything about its kind a request says: the `type` names its `tools` entries take
(aliases too), parsing and validating such an entry (in `tools`, inside a `namespace`'s group or
in an `additional_tools` item), the `tool_choice` forms that name it, the call item types it
adds to a response, and how each upstream kind gets it (offered by this server, or passed
through to an upstream that speaks the Responses API and refused for any other).

The registry is a composite, in the spirit of a composite payload converter: the parsers of
`tools` and `tool_choice` walk it and name no kind. The engine pairs each spec with the kind
that runs it (engine/tool_kinds/); the model layer cannot import the engine, so this half lives
here and the engine's `ToolKind` holds its spec.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from responsa_server.model.request.checks import fail, string


@dataclass(slots=True)
class ParsedTools:
    """A `tools` array, parsed: the echo of each entry, what each kind keeps of its entries
    beyond the echo (`state`, by spec name: the MCP servers with their secrets, the one web
    search tool), and the (param, type) of each pass-through tool for a Responses upstream."""

    specs: ToolSpecs
    tools: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)
    hosted: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class ChoiceScope:
    """What `tool_choice` may name: the tools offered (the request's and those its input's
    `additional_tools` items add), the parsed `tools`, and whether tools may come from
    elsewhere too (the context, a namespace), so that 'required' cannot be judged here."""

    offered: list[dict[str, Any]]
    parsed: ParsedTools
    more_tools: bool = False

    def names(self, tool_type: str) -> list[str]:
        """The names of the offered tools of `tool_type`."""
        return [str(tool["name"]) for tool in self.offered if tool["type"] == tool_type]

    def declared(self, name: object, param: str, tool_type: str, what: str, which: str) -> str:
        """`name` (a string at `param`) when an offered tool of `tool_type` has it; otherwise the
        400 saying `what '<name>' is not among the <which> declared in 'tools'`."""
        text = string(name, param)
        if text not in self.names(tool_type):
            fail(
                param,
                f"Invalid '{param}': {what} '{text}' is not among the {which} declared in 'tools'.",
                "invalid_value",
            )
        return text


class ToolSpec:
    """A tool kind's request part. Every attribute and method has a default: a kind sets what
    it has. Subclasses set `name` and `types`."""

    # Its name in the registry (and the key of its `ParsedTools.state`).
    name: str = ""
    # The `type` values its `tools` entries take, the first being its own (the rest aliases).
    types: tuple[str, ...] = ()
    # Pass-through: carried as given for an upstream that speaks the Responses API (which
    # runs it), refused before anything runs for any other model and in `additional_tools`.
    passed_through: bool = False
    # At most one entry of this kind in `tools` (the 400 names the kind by `name`).
    only_one: bool = False
    # `tool_choice` object types naming it (`{"type": t, ...}`), and those refused as not
    # supported yet; `choice_rank` places them in the list of supported values an unknown
    # `tool_choice.type` is told (lower first).
    choice_types: tuple[str, ...] = ()
    refused_choice_types: tuple[str, ...] = ()
    choice_rank: int = 100
    # Entry types of an `allowed_tools` tool_choice it parses.
    allowed_types: tuple[str, ...] = ()
    # Whether it may be a member of a `namespace` tool's group.
    namespace_member: bool = False
    # The output item types of its calls (metrics count them by type and outcome).
    call_item_types: tuple[str, ...] = ()
    # Input item types it adds to those the reference defines (the client's answers to a
    # client-run kind's calls), each checked by `check_input_item`.
    input_item_types: tuple[str, ...] = ()

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """Validate one `tools` entry (at `param`, of `tool_type`, one of `types`) and return
        its echo; may keep more in `parsed.state[self.name]`. The default carries it as given."""
        return dict(tool)

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """A `tool_choice` object of one of `choice_types` (never called for a kind with none)."""
        raise NotImplementedError(self.name)

    def parse_allowed(
        self, entry: dict[str, Any], param: str, scope: ChoiceScope
    ) -> dict[str, Any]:
        """An `allowed_tools` entry of one of `allowed_types`."""
        raise NotImplementedError(self.name)

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """Validate an input item of one of `input_item_types` (at `param`)."""

    def refuse_in_item(self, param: str, item_type: str) -> None:
        """Raise the 400 for an entry of this kind (at `param`, its `type`) in an item of
        `item_type` (`additional_tools`) when such items may not carry it; default: they may."""

    def choosable(self, scope: ChoiceScope) -> bool:
        """Whether `tool_choice: "required"` can be met by a tool of this kind in `scope`
        (default: one of its types is offered)."""
        return any(tool["type"] in self.types for tool in scope.offered)


class ToolSpecs:
    """The registered specs, in order (the order their types are listed in errors); not
    changed once made."""

    def __init__(self, specs: Iterable[ToolSpec]) -> None:
        self.specs = tuple(specs)
        tables: tuple[dict[str, ToolSpec], ...] = ({}, {}, {})
        for spec in self.specs:
            for table, names in zip(
                tables,
                (spec.types, (*spec.choice_types, *spec.refused_choice_types), spec.allowed_types),
                strict=True,
            ):
                for name in names:
                    if name in table:
                        raise ValueError(f"two tool kinds take {name!r}")
                    table[name] = spec
        self._by_type, self._by_choice, self._by_allowed = tables
        self._by_input_item = {t: spec for spec in self.specs for t in spec.input_item_types}
        # Asked once per finished response (observability/hooks.py): made once here.
        self._call_item_types = frozenset(t for spec in self.specs for t in spec.call_item_types)

    def __iter__(self) -> Iterator[ToolSpec]:
        return iter(self.specs)

    def with_specs(self, extra: Iterable[ToolSpec]) -> ToolSpecs:
        """These specs followed by `extra`."""
        return ToolSpecs((*self.specs, *extra))

    def of_type(self, tool_type: str) -> ToolSpec | None:
        """The spec taking `tools` entries of `tool_type`."""
        return self._by_type.get(tool_type)

    def of_choice(self, choice_type: str) -> ToolSpec | None:
        """The spec a `tool_choice` object of `choice_type` names."""
        return self._by_choice.get(choice_type)

    def of_input_item(self, item_type: str) -> ToolSpec | None:
        """The spec adding input items of `item_type`."""
        return self._by_input_item.get(item_type)

    def of_allowed(self, entry_type: object) -> ToolSpec | None:
        """The spec parsing an `allowed_tools` entry of `entry_type`."""
        return self._by_allowed.get(entry_type) if isinstance(entry_type, str) else None

    def member_types(self) -> tuple[str, ...]:
        """The `type`s a member of a `namespace` tool's group may take."""
        return tuple(t for spec in self.specs if spec.namespace_member for t in spec.types)

    def tool_types(self) -> tuple[str, ...]:
        """Every `type` a `tools` entry may take: the server's own kinds first, then the
        pass-through ones."""
        own = [t for spec in self.specs if not spec.passed_through for t in spec.types]
        passed = [t for spec in self.specs if spec.passed_through for t in spec.types]
        return (*own, *passed)

    def choice_types(self) -> tuple[str, ...]:
        """Every `tool_choice.type` but 'allowed_tools', by `choice_rank`."""
        ranked = sorted(self.specs, key=lambda spec: spec.choice_rank)
        return tuple(t for spec in ranked for t in (*spec.choice_types, *spec.refused_choice_types))

    def call_item_types(self) -> frozenset[str]:
        """The output item types of every kind's calls."""
        return self._call_item_types


def only_one(param: str, spec: ToolSpec, parsed: ParsedTools) -> None:
    """Refuse a second entry of a kind that allows one."""
    if spec.name in parsed.state:
        fail(param, f"Invalid '{param}': only one {spec.name} tool is allowed.", "invalid_value")
