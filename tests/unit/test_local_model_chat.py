"""The bundled model's requests: no output cap the client did not set (issue 21: Codex sets
none, and a hidden 512-token cap ended one run in three `incomplete`)."""

from __future__ import annotations

from local_model.chat import parse_chat_request

MESSAGES = [{"role": "user", "content": "Hi"}]


def test_no_limit_set_means_none_is_sent_to_the_runtime() -> None:
    chat = parse_chat_request({"model": "m", "messages": MESSAGES}, context_length=8192)
    assert chat.max_tokens is None
    # llama.cpp's n_predict stays -1: the rest of the context window is the only bound.
    assert "max_tokens" not in chat.runtime_body()


def test_a_client_limit_is_passed_on() -> None:
    for name in ("max_tokens", "max_completion_tokens"):
        chat = parse_chat_request(
            {"model": "m", "messages": MESSAGES, name: 40}, context_length=8192
        )
        assert chat.runtime_body()["max_tokens"] == 40
