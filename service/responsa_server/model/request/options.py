"""Validation of the object- and enum-valued options: text, reasoning, metadata, include, ..."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    boolean,
    choice,
    fail,
    identifier,
    json_object,
    max_length,
    missing_param,
    only_keys,
    optional,
    present,
    quote_list,
    string,
)

REASONING_EFFORTS = ("none", "minimal", "low", "medium", "high", "xhigh", "max")
REASONING_SUMMARIES = ("auto", "concise", "detailed")
REASONING_CONTEXTS = ("auto", "current_turn", "all_turns")
SERVICE_TIERS = ("auto", "default", "flex", "scale", "priority", "fast", "ultrafast")
TRUNCATIONS = ("auto", "disabled")
VERBOSITIES = ("low", "medium", "high")
PROMPT_CACHE_RETENTIONS = ("in_memory", "24h")
PROMPT_CACHE_TTLS = ("30m",)
PROMPT_CACHE_MODES = ("implicit", "explicit")
INCLUDABLE = (
    "file_search_call.results",
    "web_search_call.results",
    "web_search_call.action.sources",
    "message.input_image.image_url",
    "computer_call_output.output.image_url",
    "code_interpreter_call.outputs",
    "reasoning.encrypted_content",
    "message.output_text.logprobs",
)
METADATA_MAX_PAIRS = 16
METADATA_KEY_MAX_CHARS = 64
METADATA_VALUE_MAX_CHARS = 512

# ---------------------------------------------------------------------------------------------
# text, reasoning, metadata and the other objects
# ---------------------------------------------------------------------------------------------


def _parse_text_format(value: object) -> dict[str, Any]:
    fmt = json_object(value, "text.format")
    if not present(fmt, "type"):
        missing_param("text.format.type")
    fmt_type = choice(fmt["type"], "text.format.type", ("text", "json_object", "json_schema"))
    if fmt_type != "json_schema":
        only_keys(fmt, ("type",), "text.format")
        return {"type": fmt_type}
    only_keys(fmt, ("type", "name", "schema", "description", "strict"), "text.format")
    if not present(fmt, "name"):
        missing_param("text.format.name")
    name = identifier(fmt["name"], "text.format.name")
    if not present(fmt, "schema"):
        missing_param("text.format.schema")
    schema = json_object(fmt["schema"], "text.format.schema")
    description = optional(fmt, "description", "text.format.description", string)
    strict = optional(fmt, "strict", "text.format.strict", boolean)
    return {
        "type": "json_schema",
        "description": description,
        "name": name,
        "schema": schema,
        "strict": bool(strict),
    }


def parse_text(value: object) -> dict[str, Any]:
    text = json_object(value, "text")
    only_keys(text, ("format", "verbosity"), "text")
    fmt = _parse_text_format(text["format"]) if present(text, "format") else {"type": "text"}
    verbosity = "medium"
    if present(text, "verbosity"):
        verbosity = choice(text["verbosity"], "text.verbosity", VERBOSITIES)
    return {"format": fmt, "verbosity": verbosity}


def parse_reasoning(value: object) -> dict[str, Any]:
    reasoning = json_object(value, "reasoning")
    only_keys(reasoning, ("effort", "summary", "generate_summary", "mode", "context"), "reasoning")
    parsed: dict[str, Any] = {"effort": None, "summary": None}
    if present(reasoning, "effort"):
        parsed["effort"] = choice(reasoning["effort"], "reasoning.effort", REASONING_EFFORTS)
    # `generate_summary` is the deprecated spelling of `summary`.
    for key in ("generate_summary", "summary"):
        if present(reasoning, key):
            parsed["summary"] = choice(reasoning[key], f"reasoning.{key}", REASONING_SUMMARIES)
    if present(reasoning, "mode"):
        parsed["mode"] = string(reasoning["mode"], "reasoning.mode")
    if present(reasoning, "context"):
        parsed["context"] = choice(reasoning["context"], "reasoning.context", REASONING_CONTEXTS)
    return parsed


def parse_metadata(value: object) -> dict[str, str]:
    metadata = json_object(value, "metadata")
    if len(metadata) > METADATA_MAX_PAIRS:
        fail(
            "metadata",
            f"Invalid 'metadata': too many properties. Expected an object with at most "
            f"{METADATA_MAX_PAIRS} properties, but got an object with {len(metadata)} "
            "properties instead.",
            "object_above_max_properties",
        )
    for key, entry in metadata.items():
        if len(key) > METADATA_KEY_MAX_CHARS:
            fail(
                "metadata",
                f"Invalid 'metadata': key '{key[:METADATA_KEY_MAX_CHARS]}…' is too long. "
                f"Expected keys of at most {METADATA_KEY_MAX_CHARS} characters, but got "
                f"{len(key)}.",
                "string_above_max_length",
            )
        max_length(string(entry, f"metadata.{key}"), f"metadata.{key}", METADATA_VALUE_MAX_CHARS)
    return dict(metadata)


def parse_client_metadata(value: object) -> dict[str, str]:
    """`client_metadata`: a map of strings about the calling client (Codex CLI sends it)."""
    metadata = json_object(value, "client_metadata")
    return {str(key): string(entry, f"client_metadata.{key}") for key, entry in metadata.items()}


def parse_include(value: object) -> list[str]:
    include: list[str] = []
    for i, raw in enumerate(array(value, "include")):
        entry = string(raw, f"include[{i}]")
        if entry not in INCLUDABLE:
            fail(
                "include",
                f"Invalid value: '{entry}'. Supported values are: {quote_list(INCLUDABLE)}.",
                "invalid_value",
            )
        include.append(entry)
    return include


def parse_stream_options(value: object) -> dict[str, Any]:
    options = json_object(value, "stream_options")
    only_keys(options, ("include_obfuscation",), "stream_options")
    parsed: dict[str, Any] = {}
    if present(options, "include_obfuscation"):
        parsed["include_obfuscation"] = boolean(
            options["include_obfuscation"], "stream_options.include_obfuscation"
        )
    return parsed


def parse_prompt_cache_options(value: object) -> dict[str, Any]:
    options = json_object(value, "prompt_cache_options")
    only_keys(options, ("ttl", "mode"), "prompt_cache_options")
    parsed: dict[str, Any] = {}
    if present(options, "ttl"):
        parsed["ttl"] = choice(options["ttl"], "prompt_cache_options.ttl", PROMPT_CACHE_TTLS)
    if present(options, "mode"):
        parsed["mode"] = choice(options["mode"], "prompt_cache_options.mode", PROMPT_CACHE_MODES)
    return parsed
