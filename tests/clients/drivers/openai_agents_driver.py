"""openai-agents with an OpenAIConversationsSession against Responsa (run in .venv/openai-agents).

    .venv/openai-agents/bin/python tests/clients/drivers/openai_agents_driver.py BASE_URL

Two agent runs share one session (a Conversations API conversation), then the session's own
operations: get_items, pop_item, clear_session. Prints one JSON report line.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from agents import Agent, OpenAIResponsesModel, Runner, set_tracing_disabled
from agents.memory import OpenAIConversationsSession
from openai import AsyncOpenAI


def texts(items: list[dict[str, Any]]) -> list[str]:
    found = []
    for item in items:
        content = item.get("content")
        if isinstance(content, str):
            found.append(content)
        elif isinstance(content, list):
            found.extend(str(part.get("text")) for part in content if isinstance(part, dict))
    return found


async def main(base_url: str) -> dict[str, Any]:
    set_tracing_disabled(True)
    client = AsyncOpenAI(base_url=base_url, api_key="k", max_retries=0)
    agent = Agent(
        name="echo",
        instructions="Be brief.",
        model=OpenAIResponsesModel(model="fake-text", openai_client=client),
    )
    session = OpenAIConversationsSession(openai_client=client)
    first = await Runner.run(agent, "first question", session=session)
    second = await Runner.run(agent, "second question", session=session)
    conversation_id = session.session_id
    stored = await session.get_items()
    popped = await session.pop_item()
    after_pop = await session.get_items()
    listed = await client.conversations.items.list(conversation_id, order="asc")
    await session.clear_session()
    return {
        "answers": [first.final_output, second.final_output],
        "conversation_id": conversation_id,
        "stored": texts(stored),
        "popped": texts([popped] if popped else []),
        "after_pop": texts(after_pop),
        "listed_by_sdk": len(listed.data),
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1]))))
