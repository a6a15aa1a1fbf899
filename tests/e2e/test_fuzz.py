"""Property-based fuzzing of every REST endpoint through the real stack, on SQLite and Postgres.

Hypothesis generates requests: create bodies mixing plausible and arbitrary values for every
parameter and every input item type, ids and paging parameters of any bytes (NUL included) in
every id position of every endpoint (responses, conversations and items, files, vector stores,
their files and batches, `conversation`, `file_ids`, `vector_store_ids`, `input_tokens`),
integers at the int32/int64 edges in every integer position (`limit`, `starting_after`,
`max_output_tokens`, ...), long arrays in every array position of every JSON body (one array of a
body, any of them, lengthened to 100 or 10,001 entries), multipart uploads with odd file names
(NUL and other control characters), two `file` parts or a truncated body, unknown methods,
header names HTTP allows but gRPC does not, and raw HTTP/1.1 oddities (versions, no Host,
framing headers, folded lines). Whatever comes in:
- no answer is a 5xx;
- every error body is OpenAI's `{"error": {...}}`;
- a refused create neither calls the upstream nor stores anything;
- an accepted stream ends with its terminal event.

`make test` runs a bounded, derandomized number of examples per store (RESPONSA_FUZZ_EXAMPLES,
default 150); `make fuzz` runs many more with fresh randomness.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, quote_from_bytes

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from responsa_server.model.request.create import KNOWN_PARAMETERS
from responsa_server.model.request.item_fields import CARRIED_ITEM_FIELDS

from tests.e2e.raw_http import newest_stored, openai_error, send, send_bytes
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = [
    pytest.mark.e2e,
    # Hypothesis warns that the strategy's repr is long; it is, by design.
    pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning"),
]

EXAMPLES = int(os.environ.get("RESPONSA_FUZZ_EXAMPLES") or 150)
RANDOM = os.environ.get("RESPONSA_FUZZ_RANDOM") == "1"
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not RANDOM,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
# Models the fake upstream answers at once and without an error of its own.
MODELS = ["fake-text", "fake-tool-call", "fake-reasoning", "fake-refusal", "fake-length"]
TERMINAL = {"response.completed", "response.incomplete", "response.failed"}

# -- values ---------------------------------------------------------------------------------

# Integers at the edges of the widths they are stored or carried in (int32, int64, beyond).
EDGE_INTEGERS = [
    *(2**bits + delta for bits in (31, 32, 63, 64) for delta in (-1, 0, 1)),
    *(-(2**bits) + delta for bits in (31, 63) for delta in (-1, 0)),
    0,
    -1,
]
edge_integers = st.sampled_from(EDGE_INTEGERS)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    edge_integers,
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)
good_ids = st.from_regex(r"[a-z]{2,4}_[0-9a-f]{1,40}", fullmatch=True)
odd_ids = st.one_of(
    good_ids,
    st.text(max_size=12).map(lambda text: "resp_" + text),
    st.text(min_size=120, max_size=140),
    st.just("a\x00b"),
)
texts = st.text(max_size=30)


def _deep(depth: int) -> Any:
    value: Any = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def _safe_model(body: dict[str, Any]) -> dict[str, Any]:
    # The fake's other "fake-*" models are failure scenarios (errors, hangs) by design.
    model = body.get("model")
    if isinstance(model, str) and model.startswith("fake-") and model not in MODELS:
        body["model"] = "fake-text"
    return body


# One array of a body, any of them, made this long (its entries repeated).
LONG_LENGTHS = [100, 10_001]
# A lengthened body above this is cut back to the shorter length (entries can be large, and a
# server may answer a request it refuses before reading all of a large body, and close).
LONG_BODY_MAX_BYTES = 512 * 1024


def _lengthen(body: dict[str, Any], which: int, length: int) -> dict[str, Any]:
    """`body` with its `which`-th non-empty array (in walk order, modulo their number)
    lengthened to `length` entries."""
    body = json.loads(json.dumps(body))  # its own lists, none shared
    arrays: list[list[Any]] = []
    pending: list[Any] = [body]
    while pending:
        node = pending.pop()
        if isinstance(node, list):
            if node:
                arrays.append(node)
            pending.extend(node)
        elif isinstance(node, dict):
            pending.extend(node.values())
    if not arrays:
        return body
    target = arrays[which % len(arrays)]
    entries = list(target)
    target[:] = (entries * (length // len(entries) + 1))[:length]
    if len(json.dumps(body)) > LONG_BODY_MAX_BYTES:
        del target[LONG_LENGTHS[0] :]
    return body


def with_long_arrays(
    bodies: st.SearchStrategy[dict[str, Any]],
) -> st.SearchStrategy[dict[str, Any]]:
    """The bodies, and a quarter of them with one array lengthened (`_lengthen`)."""
    lengthened = st.builds(
        _lengthen, bodies, st.integers(min_value=0, max_value=64), st.sampled_from(LONG_LENGTHS)
    )
    return st.one_of(bodies, bodies, bodies, lengthened)


def _carried(
    item_type: str, maybe: Maybe, ids: st.SearchStrategy[str], chaos: bool
) -> st.SearchStrategy[dict[str, Any]]:
    plausible: dict[str, st.SearchStrategy[Any]] = {}
    for key, kind in CARRIED_ITEM_FIELDS[item_type].items():
        if isinstance(kind, tuple):
            value: st.SearchStrategy[Any] = st.sampled_from([v for v in kind if v != "?"])
        elif kind.rstrip("?") in ("id", "call_id"):
            value = ids
        elif kind.rstrip("?") in ("object",):
            value = st.dictionaries(st.text(max_size=5), scalars, max_size=2)
        elif kind.rstrip("?") in ("array", "strings"):
            value = st.lists(texts, max_size=2)
        else:
            value = texts
        plausible[key] = maybe(value)
    if chaos:  # any subset of the fields
        return st.fixed_dictionaries({"type": st.just(item_type)}, optional=plausible)
    return st.fixed_dictionaries({"type": st.just(item_type), **plausible})


Maybe = Callable[[st.SearchStrategy[Any]], st.SearchStrategy[Any]]


def create_bodies(chaos: bool) -> st.SearchStrategy[dict[str, Any]]:
    """Create bodies: plausible values only (most get answered), or with arbitrary JSON mixed
    into every parameter and item field (most get refused)."""

    def maybe(plausible: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.one_of(plausible, plausible, json_values) if chaos else plausible

    ids = odd_ids if chaos else good_ids
    content_parts = st.lists(
        st.one_of(
            st.fixed_dictionaries({"type": st.just("input_text"), "text": maybe(texts)}),
            st.fixed_dictionaries(
                {
                    "type": st.just("input_image"),
                    "image_url": maybe(st.just("https://x.test/a.png")),
                }
            ),
            st.fixed_dictionaries({"type": st.just("output_text"), "text": texts}),
            st.fixed_dictionaries({"type": st.just("input_file"), "file_id": ids}),
            *(
                [st.dictionaries(st.sampled_from(["type", "text", "file_id"]), json_values)]
                if chaos
                else []
            ),
        ),
        max_size=3,
    )
    messages = st.fixed_dictionaries(
        {
            "role": maybe(st.sampled_from(["user", "assistant", "system", "developer"])),
            "content": st.one_of(texts, content_parts),
        },
        optional={"type": st.just("message"), "id": ids, "status": maybe(st.just("completed"))},
    )
    function_items = st.fixed_dictionaries(
        {
            "type": st.sampled_from(["function_call", "function_call_output"]),
            "call_id": maybe(st.text(min_size=1, max_size=70)),
        },
        optional={
            "name": maybe(texts),
            "arguments": maybe(texts),
            "output": maybe(texts),
            "id": ids,
        },
    )

    items = st.one_of(
        messages,
        function_items,
        st.fixed_dictionaries({"type": st.just("item_reference"), "id": maybe(ids)}),
        st.fixed_dictionaries(
            {
                "type": st.just("mcp_approval_response"),
                "approval_request_id": maybe(ids),
                "approve": maybe(st.booleans()),
            }
        ),
        *(_carried(item_type, maybe, ids, chaos) for item_type in sorted(CARRIED_ITEM_FIELDS)),
        *([json_values] if chaos else []),
    )
    function_tools = st.fixed_dictionaries(
        {
            "type": st.just("function"),
            "name": maybe(st.from_regex(r"[a-z_]{1,10}", fullmatch=True)),
        },
        optional={
            "parameters": st.one_of(
                st.just({"type": "object", "properties": {"city": {"type": "string"}}}),
                st.integers(min_value=1, max_value=120).map(_deep),
                json_values,
            ),
            "strict": maybe(st.booleans()),
            "description": texts,
        },
    )
    file_search_tools = st.fixed_dictionaries(
        {"type": st.just("file_search"), "vector_store_ids": st.lists(ids, min_size=1, max_size=2)},
        optional={"max_num_results": maybe(st.one_of(st.integers(0, 60), edge_integers))},
    )
    # MCP servers on a port nothing listens on: listing fails fast, as an item, never a 5xx.
    mcp_tools = st.fixed_dictionaries(
        {
            "type": st.just("mcp"),
            "server_label": maybe(st.from_regex(r"[a-z]{1,8}", fullmatch=True)),
            "server_url": st.just("http://127.0.0.1:9/mcp"),
            "require_approval": maybe(st.sampled_from(["never", "always"])),
        }
    )

    plausible: dict[str, st.SearchStrategy[Any]] = {
        "instructions": texts,
        "tools": st.lists(
            st.one_of(
                function_tools, mcp_tools, file_search_tools, *([json_values] if chaos else [])
            ),
            max_size=3,
        ),
        "tool_choice": st.sampled_from(
            ["auto", "none", "required", {"type": "function", "name": "f"}]
        ),
        "text": st.one_of(
            st.just({"format": {"type": "text"}}),
            st.integers(min_value=1, max_value=100).map(
                lambda depth: {
                    "format": {"type": "json_schema", "name": "s", "schema": _deep(depth)}
                }
            ),
        ),
        "temperature": st.floats(min_value=-1, max_value=3),
        "top_p": st.floats(min_value=-1, max_value=2),
        "top_logprobs": st.one_of(st.integers(min_value=-5, max_value=2**70), edge_integers),
        "max_output_tokens": st.one_of(st.integers(min_value=-5, max_value=2**70), edge_integers),
        "max_tool_calls": st.one_of(st.integers(min_value=-5, max_value=2**70), edge_integers),
        "parallel_tool_calls": st.booleans(),
        "previous_response_id": ids,
        "conversation": st.one_of(ids, st.fixed_dictionaries({"id": ids})),
        "metadata": st.dictionaries(st.text(max_size=70), st.text(max_size=20), max_size=20),
        "store": st.booleans(),
        "truncation": st.sampled_from(["auto", "disabled", "middle"]),
        "reasoning": st.fixed_dictionaries({"effort": st.sampled_from(["low", "high", "x"])}),
        "user": texts,
        "safety_identifier": st.text(max_size=70),
        "include": st.lists(st.sampled_from(["reasoning.encrypted_content", "x"]), max_size=2),
        "stream_options": st.fixed_dictionaries({"include_obfuscation": st.booleans()}),
        "service_tier": st.sampled_from(["auto", "flex", "nope"]),
    }
    bodies = st.fixed_dictionaries(
        {
            "model": maybe(st.one_of(st.sampled_from(MODELS), st.text(max_size=300))),
            "input": st.one_of(texts, st.lists(items, max_size=4)),
            "stream": st.booleans(),
        },
        optional={
            key: maybe(plausible.get(key, json_values))
            for key in sorted(
                (KNOWN_PARAMETERS | {"unknown_field"} if chaos else set(plausible))
                - {"model", "input", "stream"}
            )
        },
    ).map(_safe_model)
    return bodies


# -- requests -------------------------------------------------------------------------------


@dataclass
class Request:
    """One generated request; `create` marks a POST /v1/responses."""

    method: str
    path: str
    body: bytes | None = None
    headers: dict[str, str | bytes] = field(default_factory=dict)
    create: bool = False


path_ids = st.one_of(
    odd_ids.map(lambda text: quote(text, safe="")),
    st.binary(max_size=12).map(lambda raw: quote_from_bytes(raw, safe="")),
)
query_values = st.one_of(
    st.integers(min_value=-(2**40), max_value=2**40).map(str),
    edge_integers.map(str),
    st.sampled_from(["true", "false"]),
    st.sampled_from(["asc", "desc", "up", ""]),
    st.binary(max_size=10).map(lambda raw: quote_from_bytes(raw, safe="")),
)
QUERY_KEYS = [
    *("limit", "order", "after", "before", "model", "include[]", "x"),
    *("stream", "starting_after", "purpose", "filter"),
]
queries = st.dictionaries(
    st.sampled_from(QUERY_KEYS),
    query_values,
    max_size=3,
).map(lambda query: "&".join(f"{key}={value}" for key, value in query.items()))
odd_headers = st.dictionaries(
    st.sampled_from(["x!y", "x%y", "x~y", "x*y", "x'y", "x-bin", "x-ok", "user-agent"]),
    st.one_of(
        st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=10),
        st.just(b"\xff\xfe"),
    ),
    max_size=2,
)


def _json_bytes(body: dict[str, Any]) -> bytes:
    # orjson refuses integers above 64 bits; the standard library writes them as JSON does.
    return json.dumps(body).encode()


creates = st.builds(
    lambda body, headers: Request("POST", "/v1/responses", _json_bytes(body), headers, True),
    with_long_arrays(st.one_of(create_bodies(chaos=False), create_bodies(chaos=True))),
    odd_headers,
)
raw_creates = st.builds(
    lambda raw: Request("POST", "/v1/responses", raw, create=True),
    st.one_of(st.binary(max_size=40), json_values.map(lambda v: json.dumps(v).encode())),
)
lookups = st.builds(
    lambda method, suffix, rid, query, headers: Request(
        method, f"/v1/responses/{rid}{suffix}" + (f"?{query}" if query else ""), None, headers
    ),
    st.sampled_from(["GET", "DELETE", "POST"]),
    st.sampled_from(["", "/input_items", "/cancel"]),
    path_ids,
    queries,
    odd_headers,
)
lists = st.builds(
    lambda query, headers: Request("GET", f"/v1/responses?{query}", None, headers),
    queries,
    odd_headers,
)
odd_methods = st.builds(
    lambda method, path: Request(method, path, b"{}"),
    st.sampled_from(["QUERY", "PATCH", "PUT", "FOO", "PROPFIND", "OPTIONS"]),
    st.sampled_from(["/v1/responses", "/v1/responses/x", "/v1/other"]),
)
# Every other path that takes an id: conversations and their items, files, vector stores,
# their files and batches; and the bodies that name ids (file_ids, file_id, conversation).
ID_PATHS = [
    "/v1/conversations/{id}",
    "/v1/conversations/{id}/items",
    "/v1/conversations/conv_x/items/{id}",
    "/v1/files",
    "/v1/files/{id}",
    "/v1/files/{id}/content",
    "/v1/vector_stores",
    "/v1/vector_stores/{id}",
    "/v1/vector_stores/{id}/files",
    "/v1/vector_stores/vs_x/files/{id}",
    "/v1/vector_stores/{id}/file_batches/{id}",
    "/v1/vector_stores/{id}/file_batches/{id}/files",
    "/v1/vector_stores/{id}/search",
]
id_bodies = with_long_arrays(
    st.one_of(
        st.builds(lambda i: {"file_ids": [i]}, odd_ids),
        st.builds(lambda i: {"file_id": i}, odd_ids),
        st.builds(lambda i: {"name": i}, odd_ids),
        st.builds(lambda i: {"query": i}, odd_ids),
        st.builds(lambda i: {"query": [i, "x"]}, odd_ids),
        st.builds(lambda i: {"items": [{"role": "user", "content": "x", "id": i}]}, odd_ids),
        st.builds(lambda i: {"metadata": {"k": i}}, odd_ids),
        st.builds(
            lambda i: {"query": "x", "filters": {"type": "in", "key": "k", "value": [i]}}, odd_ids
        ),
    )
)
other_endpoints = st.builds(
    lambda method, path, rid, query, body: Request(
        method,
        path.replace("{id}", rid) + (f"?{query}" if query else ""),
        None if method != "POST" else json.dumps(body).encode(),
    ),
    st.sampled_from(["GET", "POST", "DELETE"]),
    st.sampled_from(ID_PATHS),
    path_ids,
    queries,
    id_bodies,
)
context_calls = st.builds(
    lambda path, body: Request("POST", path, _json_bytes(body), create=False),
    st.sampled_from(["/v1/responses/input_tokens", "/v1/responses/compact"]),
    with_long_arrays(create_bodies(chaos=True)),
)
# Multipart uploads: file names with NUL and other control characters, quotes, any bytes; an
# optional second `file` part; a body cut before its closing boundary.
BOUNDARY = "fuzz-boundary"
file_names = st.one_of(
    st.just("a\x00b.txt"),
    st.text(max_size=12).map(lambda text: text + ".txt"),
    st.text(alphabet=st.characters(max_codepoint=31), min_size=1, max_size=4),
    st.binary(max_size=12).map(lambda raw: raw.decode("latin-1")),
)


def _multipart(name: str, data: bytes, purpose: str, second_file: bool, truncated: bool) -> Request:
    def part(disposition: str, body: bytes) -> bytes:
        head = f"--{BOUNDARY}\r\nContent-Disposition: form-data; {disposition}\r\n\r\n"
        return head.encode("utf-8", "surrogateescape") + body + b"\r\n"

    body = part('name="purpose"', purpose.encode()) + part(f'name="file"; filename="{name}"', data)
    if second_file:
        body += part('name="file"; filename="second.txt"', b"second")
    body += b"" if truncated else f"--{BOUNDARY}--\r\n".encode()
    headers: dict[str, str | bytes] = {"content-type": f"multipart/form-data; boundary={BOUNDARY}"}
    return Request("POST", "/v1/files", body, headers)


uploads = st.builds(
    _multipart,
    file_names,
    st.binary(min_size=1, max_size=20),
    st.sampled_from(["assistants", "user_data", "x"]),
    st.booleans(),
    st.booleans(),
)
requests_ = st.one_of(
    creates,
    creates,
    creates,
    raw_creates,
    lookups,
    lists,
    odd_methods,
    other_endpoints,
    other_endpoints,
    context_calls,
    uploads,
)


def _check(stack: Stack, fake_upstream: FakeUpstream, request: Request) -> None:
    stored = newest_stored(stack) if request.create else set()
    calls = fake_upstream.stats()["requests"] if request.create else 0
    reply = send(stack, request.method, request.path, request.body, request.headers)
    event(f"{'create' if request.create else request.method} -> {reply.status}")
    assert reply.status < 500, (request, reply.status, reply.body[:500])
    if reply.status >= 400:
        openai_error(reply)
        if request.create:
            assert fake_upstream.stats()["requests"] == calls, ("upstream called", request)
            assert newest_stored(stack) == stored, ("refused request stored", request)
        return
    if request.create and reply.headers.get("content-type", "").startswith("text/event-stream"):
        last = [line for line in reply.body.split(b"\n") if line.startswith(b"event: ")][-1]
        assert last.decode()[len("event: ") :] in TERMINAL, (request, reply.body[-500:])


@FUZZ_SETTINGS
@given(request=requests_)
def test_no_5xx_and_openai_errors_only(
    stack: Stack, fake_upstream: FakeUpstream, request: Request
) -> None:
    _check(stack, fake_upstream, request)


# -- raw HTTP/1.1 -----------------------------------------------------------------------------

RAW_VERSIONS = ["HTTP/1.1", "HTTP/1.0", "HTTP/2.5", "HTTP/0.9", "HTTP/1.2", "HTTP/3", "http/1.1"]
RAW_TARGETS = [
    *("/v1/responses", "/v1/responses?limit=0", "/v1/files?limit=00", "/v1/conversations/x"),
    *("/v1/responses/%00", "/v1/vector_stores/vs_%00", "*", "../v1/responses"),
    *("http://other/v1/responses", "/v1/responses?stream=true&starting_after=2147483648"),
]
RAW_HEADERS = [
    b"X-Ok: 1",
    b"Host: second",
    b"Content-Type: text/plain",
    b"Transfer-Encoding: chunked",
    b"Content-Length: 2",
    b" folded: line",
    b"X-Bare-Lf: 1\nX-Next: 2",
    b"X-Nul: a\x00b",
    b"X-Space : 1",
    b"Upgrade: h2c",
]


@dataclass
class RawRequest:
    """One HTTP/1.1 request as bytes, with the odd parts it was built from."""

    data: bytes


def _raw(
    method: str, target: str, version: str, host: bool, json_type: bool, extra: list[bytes]
) -> RawRequest:
    # A body when the method has one or a Content-Length promises one (never a short body:
    # the server would wait for the rest).
    body = b"{}" if method in ("POST", "QUERY") or b"Content-Length: 2" in extra else b""
    lines = [f"{method} {target} {version}".encode()]
    if host:
        lines.append(b"Host: responsa.test")
    if json_type:
        lines.append(b"Content-Type: application/json")
    lines.extend(extra)
    if b"Transfer-Encoding: chunked" in extra:
        body = b"2\r\n{}\r\n0\r\n\r\n" if body else b"0\r\n\r\n"
    elif body and b"Content-Length: 2" not in extra:
        lines.append(b"Content-Length: 2")
    lines.append(b"Connection: close")
    return RawRequest(b"\r\n".join(lines) + b"\r\n\r\n" + body)


raw_requests = st.builds(
    _raw,
    st.sampled_from(["GET", "POST", "QUERY", "DELETE", "FOO", "OPTIONS"]),
    st.sampled_from(RAW_TARGETS),
    st.sampled_from(RAW_VERSIONS),
    st.booleans(),
    st.booleans(),
    st.lists(st.sampled_from(RAW_HEADERS), max_size=2, unique=True),
)


@FUZZ_SETTINGS
@given(request=raw_requests)
def test_raw_http_gets_openai_errors_only(stack: Stack, request: RawRequest) -> None:
    """Whatever Envoy refuses itself (versions, missing Host, framing) is OpenAI-shaped too."""
    reply = send_bytes(stack, request.data)
    event(f"raw -> {reply.status}")
    assert reply.status != 0, ("no reply", request)
    assert reply.status < 500, (request, reply.status, reply.body[:500])
    if reply.status >= 400:
        openai_error(reply)
