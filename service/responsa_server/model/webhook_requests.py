"""The bodies of the webhook endpoint calls (a Responsa extension, docs/webhooks.md): an
endpoint's URL, the events it takes and whether it is enabled, checked like every request
body. Whether the URL's host may be reached is the egress policy's question (webhooks/api.py)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from responsa_server.model.request.checks import (
    array,
    bad_value,
    boolean,
    fail,
    json_object,
    max_length,
    missing_param,
    non_empty,
    optional,
    present,
    string,
    unknown_parameter,
)

# The events OpenAI sends for background responses (its webhook reference), in that order.
EVENT_TYPES = (
    "response.completed",
    "response.failed",
    "response.cancelled",
    "response.incomplete",
)
URL_MAX_CHARS = 2048


@dataclass(frozen=True, slots=True)
class EndpointFields:
    """What a create or update sets; None: not given (an update keeps the stored value)."""

    url: str | None
    events: tuple[str, ...] | None
    enabled: bool | None


def endpoint_url(value: object, param: str) -> str:
    """An absolute http(s) URL with a host, at most 2048 characters, no user info."""
    text = max_length(non_empty(string(value, param), param), param, URL_MAX_CHARS)
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018  (raises ValueError for a bad port)
    except ValueError:
        fail(param, f"Invalid '{param}': not a valid URL.", "invalid_value")
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        fail(param, f"Invalid '{param}': expected an http:// or https:// URL.", "invalid_value")
    if parts.username is not None or parts.password is not None:
        fail(param, f"Invalid '{param}': user info is not allowed in the URL.", "invalid_value")
    if any(ord(c) < 33 or ord(c) == 127 for c in text):
        fail(param, f"Invalid '{param}': not a valid URL.", "invalid_value")
    return text


def event_types(value: object, param: str) -> tuple[str, ...]:
    """A non-empty list of known event types, each once, kept in the reference's order."""
    items = array(value, param)
    if not items:
        fail(param, f"Invalid '{param}': expected at least one event type.", "empty_array")
    chosen: set[str] = set()
    for index, item in enumerate(items):
        name = string(item, f"{param}[{index}]")
        if name not in EVENT_TYPES:
            bad_value(f"{param}[{index}]", name, EVENT_TYPES)
        chosen.add(name)
    return tuple(t for t in EVENT_TYPES if t in chosen)


def _fields(body: object, *, creating: bool) -> EndpointFields:
    fields = json_object(body, "body")
    for name in fields:
        if name not in ("url", "events", "enabled"):
            unknown_parameter(name)
    if creating and not present(fields, "url"):
        missing_param("url")
    return EndpointFields(
        url=optional(fields, "url", "url", endpoint_url),
        events=optional(fields, "events", "events", event_types),
        enabled=optional(fields, "enabled", "enabled", boolean),
    )


def new_endpoint(body: object) -> EndpointFields:
    """A create body (`{"url", "events"?, "enabled"?}`), or a 400 naming the parameter; the
    events default to all four, `enabled` to true."""
    fields = _fields(body, creating=True)
    return EndpointFields(
        url=fields.url,
        events=fields.events or EVENT_TYPES,
        enabled=True if fields.enabled is None else fields.enabled,
    )


def endpoint_update(body: object) -> EndpointFields:
    """An update body (any of `url`, `events`, `enabled`), or a 400 naming the parameter."""
    return _fields(body, creating=False)
