"""The HTTP edge sends large bodies in pieces below gRPC's message limit."""

from __future__ import annotations

from responsa_server.edges.http_json import EVENT_STREAM, PIECE_BYTES, pieces


def test_small_body_is_one_message() -> None:
    [only] = list(pieces(b"event: x\ndata: {}\n\n", EVENT_STREAM))
    assert only.data == b"event: x\ndata: {}\n\n" and only.content_type == EVENT_STREAM


def test_large_body_is_split_and_rejoins_exactly() -> None:
    data = bytes(range(256)) * (PIECE_BYTES // 256 * 2 + 3)
    parts = list(pieces(data, EVENT_STREAM))
    assert len(parts) == 3
    assert all(len(part.data) <= PIECE_BYTES for part in parts)
    assert b"".join(part.data for part in parts) == data
