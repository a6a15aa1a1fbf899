"""`RequestInputs`: the one thing the engine asks of this package, per request.

Before the upstream: the input's sealed reasoning opened (its 400 first), then every image and
file part of the context and the input resolved for the upstream that serves the model. While
the output streams: reasoning items sealed when the request includes
`reasoning.encrypted_content`. For each upstream call: earlier reasoning put in the field that
upstream reads (or left out).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from responsa_server.inputs.capabilities import UpstreamInputs
from responsa_server.inputs.reasoning import (
    ENCRYPTED_CONTENT_INCLUDE,
    ReasoningSeal,
    open_reasoning,
)
from responsa_server.inputs.resolver import InputResolver

Items = list[dict[str, Any]]
# Where chat conversion puts an assistant message's earlier reasoning.
REASONING_KEY = "reasoning_content"


class RequestInputs:
    """Resolves a request's inputs and seals its reasoning, for the upstream of its model."""

    def __init__(
        self,
        resolver: InputResolver,
        seal: ReasoningSeal,
        upstream_for: Callable[[str], UpstreamInputs],
    ) -> None:
        self._resolver = resolver
        self._seal = seal
        # model -> what its upstream takes (one setting today; per upstream with routing)
        self.upstream_for = upstream_for

    async def prepare(
        self, model: str, context: Items, input_items: Items, *, project: str
    ) -> tuple[Items, Items]:
        """The context and input as the upstream gets them (copies where anything changed).

        Raises ApiError (400/404 naming the part or item) before anything is sent.
        """
        upstream = self.upstream_for(model)
        input_items = open_reasoning(
            input_items,
            self._seal,
            project=project,
            param="input",
            native_responses=upstream.speaks_responses,
        )
        context = await self._resolver.resolve(context, upstream, project=project, param=None)
        input_items = await self._resolver.resolve(
            input_items, upstream, project=project, param="input"
        )
        return context, input_items

    def reasoning_sealer(
        self, include: list[str], *, project: str
    ) -> Callable[[dict[str, Any]], None] | None:
        """What closes an output reasoning item when the request includes its encrypted
        content; None otherwise."""
        if ENCRYPTED_CONTENT_INCLUDE not in include:
            return None
        seal = self._seal

        def close(item: dict[str, Any]) -> None:
            seal.seal_item(item, project=project)

        return close

    def for_upstream(self, model: str, messages: Items) -> Items:
        """`messages` as the model's upstream reads earlier reasoning (`reasoning_in`)."""
        return reasoning_in(messages, self.upstream_for(model).reasoning_field)


def reasoning_in(messages: Items, field: str | None) -> Items:
    """`messages` with earlier reasoning in `field`, or without it (None); `messages` itself
    when nothing changes."""
    if field == REASONING_KEY or not any(REASONING_KEY in m for m in messages):
        return messages
    adapted: Items = []
    for message in messages:
        if REASONING_KEY in message:
            reasoning = message[REASONING_KEY]
            message = {k: v for k, v in message.items() if k != REASONING_KEY}
            if field is not None:
                message[field] = reasoning
        adapted.append(message)
    return adapted
