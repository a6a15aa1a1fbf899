"""`Preparation` on its own: every refusal comes before the upstream is called, and the Run it
makes holds what the model will be sent."""

from __future__ import annotations

from pathlib import Path

import pytest
from responsa_server.model.errors import ApiError

from tests.engine.conftest import PROJECT, Engine, open_engine, request
from tests.engine.fake_upstream import Answer, routing_table


async def test_the_run_holds_the_fitted_messages_and_a_new_response(engine: Engine) -> None:
    run = await engine.preparation.run(request(instructions="sys", input="hello"), PROJECT)
    assert run.messages == [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "hello"},
    ]
    assert run.response["status"] == "in_progress" and run.response["id"].startswith("resp_")
    assert run.route.upstream == "fake" and run.tools == []
    assert engine.upstream.bodies == []


async def test_a_stored_chain_is_the_context(engine: Engine) -> None:
    engine.script(Answer(text="first answer"))
    first = await engine.loop.create(request(input="one"), project=PROJECT)
    run = await engine.preparation.run(
        request(input="two", previous_response_id=first["id"]), PROJECT
    )
    assert [m["content"] for m in run.messages] == ["one", "first answer", "two"]
    # Another project's id answers as an unknown one.
    with pytest.raises(ApiError) as raised:
        await engine.preparation.run(
            request(input="two", previous_response_id=first["id"]), "proj_other"
        )
    assert (raised.value.status, raised.value.param) == (404, "previous_response_id")


async def test_an_unknown_model_is_a_404_before_anything_runs(tmp_path: Path) -> None:
    engine, close = await open_engine(tmp_path, table=routing_table(only="served"))
    try:
        with pytest.raises(ApiError) as raised:
            await engine.preparation.run(request(), PROJECT)
    finally:
        await close()
    assert (raised.value.status, raised.value.code) == (404, "model_not_found")
    assert engine.upstream.bodies == []


async def test_a_prompt_over_the_window_is_refused_or_trimmed(tmp_path: Path) -> None:
    engine, close = await open_engine(tmp_path, table=routing_table(context_window=200))
    try:
        engine.script(Answer(text="a " * 300))
        long = await engine.loop.create(request(input="x " * 300), project=PROJECT)
        with pytest.raises(ApiError) as raised:
            await engine.preparation.run(
                request(input="next", previous_response_id=long["id"]), PROJECT
            )
        assert (raised.value.status, raised.value.code) == (400, "context_length_exceeded")
        run = await engine.preparation.run(
            request(input="next", previous_response_id=long["id"], truncation="auto"), PROJECT
        )
        # The oldest items dropped; the new input stays.
        assert run.messages[-1] == {"role": "user", "content": "next"}
        assert {"role": "user", "content": "x " * 300} not in run.messages
    finally:
        await close()
    assert len(engine.upstream.bodies) == 1  # only the first create reached the upstream
