"""The HTTP edge sends large bodies in pieces below gRPC's message limit, and SSE frames exactly."""

from __future__ import annotations

from responsa_server.edges.http_json import EVENT_STREAM, PIECE_BYTES, pieces, render_sse_batch


def test_small_body_is_one_message() -> None:
    [only] = list(pieces(b"event: x\ndata: {}\n\n", EVENT_STREAM))
    assert only.data == b"event: x\ndata: {}\n\n" and only.content_type == EVENT_STREAM


def test_large_body_is_split_and_rejoins_exactly() -> None:
    data = bytes(range(256)) * (PIECE_BYTES // 256 * 2 + 3)
    parts = list(pieces(data, EVENT_STREAM))
    assert len(parts) == 3
    assert all(len(part.data) <= PIECE_BYTES for part in parts)
    assert b"".join(part.data for part in parts) == data


def test_sse_frames_are_openais_byte_for_byte() -> None:
    batch = [
        {"type": "response.created", "sequence_number": 0, "response": {"id": "resp_1"}},
        {"type": "response.output_text.delta", "sequence_number": 1, "delta": "caf\u00e9 \u2603\n"},
    ]
    assert render_sse_batch(batch) == (
        b'event: response.created\ndata: {"type":"response.created","sequence_number":0,'
        b'"response":{"id":"resp_1"}}\n\n'
        b'event: response.output_text.delta\ndata: {"type":"response.output_text.delta",'
        b'"sequence_number":1,"delta":"caf\xc3\xa9 \xe2\x98\x83\\n"}\n\n'
    )
    assert render_sse_batch([]) == b""
