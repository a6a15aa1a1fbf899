"""openai-agents' WebSocket model (OpenAIResponsesWSModel) against Responsa (run in
.venv/openai-agents):

    .venv/openai-agents/bin/python tests/clients/drivers/openai_agents_ws_driver.py BASE_URL

A run with a function tool, a streamed run, and a run continuing the streamed one by
previous_response_id; every turn is a `response.create` frame (sent with `"stream": true`) on
the model's socket. Prints one JSON report line.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from agents import Agent, OpenAIResponsesWSModel, Runner, function_tool, set_tracing_disabled
from openai import AsyncOpenAI
from openai.types.responses import ResponseTextDeltaEvent


@function_tool
def get_weather(location: str) -> str:
    """Weather for a city."""
    return f"sunny in {location}"


async def main(base_url: str) -> dict[str, Any]:
    set_tracing_disabled(True)
    client = AsyncOpenAI(base_url=base_url, api_key="k", max_retries=0)
    tool_model = OpenAIResponsesWSModel(model="fake-tool-call", openai_client=client)
    weather = Agent(name="weather", instructions="Be brief.", model=tool_model, tools=[get_weather])
    with_tool = await Runner.run(weather, "What is the weather?")
    await tool_model.close()

    text_model = OpenAIResponsesWSModel(model="fake-text", openai_client=client)
    echo = Agent(name="echo", instructions="Be brief.", model=text_model)
    streamed = Runner.run_streamed(echo, "stream me please")
    chunks = [
        event.data.delta
        async for event in streamed.stream_events()
        if event.type == "raw_response_event" and isinstance(event.data, ResponseTextDeltaEvent)
    ]
    following = await Runner.run(echo, "and again", previous_response_id=streamed.last_response_id)
    await text_model.close()
    return {
        "tool_answer": with_tool.final_output,
        "tool_items": [item.type for item in with_tool.new_items],
        "chunks": chunks,
        "streamed_answer": streamed.final_output,
        "streamed_response_id": streamed.last_response_id,
        "next_answer": following.final_output,
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1]))))
