"""OpenAI's REST bodies as HttpBody, rendered byte for byte here: JSON, SSE frames, pieces.

Envoy's grpc_json_transcoder maps OpenAI's paths onto the HttpBody services and passes the bytes
through, so this module owns the exact JSON and SSE a REST client sees.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import orjson
from google.api.httpbody_pb2 import HttpBody

from responsa_server.model.errors import ApiError

JSON = "application/json"
EVENT_STREAM = "text/event-stream"
# The most bytes one HttpBody message carries. The HTTP body is a byte stream, so a batch (the
# final one repeats the whole output several times: done events plus response.completed) or a
# large JSON answer goes out in pieces; one message above gRPC's message limit would end the
# call with no terminal event.
PIECE_BYTES = 4 * 1024 * 1024


def pieces(data: bytes, content_type: str) -> Iterator[HttpBody]:
    """`data` as HttpBody messages of at most PIECE_BYTES each (one message when it fits)."""
    if len(data) <= PIECE_BYTES:
        yield HttpBody(content_type=content_type, data=data)
        return
    view = memoryview(data)
    for start in range(0, len(data), PIECE_BYTES):
        yield HttpBody(content_type=content_type, data=bytes(view[start : start + PIECE_BYTES]))


def render_json(obj: dict[str, Any]) -> HttpBody:
    """One JSON body."""
    return HttpBody(content_type=JSON, data=orjson.dumps(obj))


def render_sse_batch(batch: list[dict[str, Any]]) -> bytes:
    """Server-sent events one after the other, each in OpenAI's framing: `event:` line, `data:`
    line, blank line (one pass, no call per event: a stream is mostly small events)."""
    dumps = orjson.dumps
    return b"".join([_FRAME % (e["type"].encode(), dumps(e, option=_NEWLINE)) for e in batch])


# `event: TYPE`, `data: JSON` and the blank line: orjson ends the JSON with the data line's
# newline, the frame adds the blank line.
_FRAME = b"event: %b\ndata: %b\n"
_NEWLINE = orjson.OPT_APPEND_NEWLINE


def parse_json_body(data: bytes) -> object:
    """The request body as JSON, or OpenAI's error for a body that is not JSON."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        raise ApiError(
            400,
            "We could not parse the JSON body of your request. (HINT: This likely means you "
            "aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, "
            "but what was sent was not valid JSON.)",
        ) from None
