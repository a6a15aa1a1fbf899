"""Run by .venv/pydantic-ai: pydantic-ai's OpenAIResponsesModel against the stack (argv[1]).

Prints one JSON line: the tool round trip's answer and the streamed answer."""

from __future__ import annotations

import asyncio
import json
import sys

from pydantic_ai import Agent
from pydantic_ai.models.openai import OpenAIResponsesModel
from pydantic_ai.providers.openai import OpenAIProvider


def model(base_url: str, name: str) -> OpenAIResponsesModel:
    return OpenAIResponsesModel(name, provider=OpenAIProvider(base_url=base_url, api_key="unused"))


async def main(base_url: str) -> None:
    tools_agent = Agent(model(base_url, "fake-tool-call"))
    calls: list[str] = []

    @tools_agent.tool_plain
    def get_weather(location: str) -> str:
        """Weather for a city."""
        calls.append(location)
        return f"sunny in {location}"

    answer = await tools_agent.run("What is the weather?")
    chunks: list[str] = []
    async with Agent(model(base_url, "fake-text")).run_stream("stream me please") as run:
        async for delta in run.stream_text(delta=True, debounce_by=None):
            chunks.append(delta)
    print(json.dumps({"tool_answer": answer.output, "calls": calls, "chunks": chunks}))


asyncio.run(main(sys.argv[1]))
