"""Run by .venv/langchain: langchain-openai's ChatOpenAI with use_responses_api=True against the
stack (argv[1]). Prints one JSON line: the tool round trip's answer and the streamed answer."""

from __future__ import annotations

import json
import sys

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI


@tool
def get_weather(location: str) -> str:
    """Weather for a city."""
    return f"sunny in {location}"


def chat(base_url: str, name: str) -> ChatOpenAI:
    return ChatOpenAI(model=name, base_url=base_url, api_key="unused", use_responses_api=True)


def main(base_url: str) -> None:
    bound = chat(base_url, "fake-tool-call").bind_tools([get_weather])
    question = HumanMessage("What is the weather?")
    called = bound.invoke([question])
    results = [get_weather.invoke(call) for call in called.tool_calls]
    final = bound.invoke([question, called, *results])
    chunks = [chunk.text for chunk in chat(base_url, "fake-text").stream("stream me please")]
    print(
        json.dumps(
            {
                "tool_calls": [call["args"] for call in called.tool_calls],
                "tool_answer": final.text,
                "chunks": [c for c in chunks if c],
            }
        )
    )


main(sys.argv[1])
