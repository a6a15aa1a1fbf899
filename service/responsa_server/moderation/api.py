"""`ModerationsApi`: OpenAI's Moderations API (`POST /v1/moderations`) over the routing table's
moderation providers, for clients that call it directly (docs/guardrails.md)."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

from responsa_server.model.errors import ApiError
from responsa_server.model.moderation_requests import parse_moderations_request
from responsa_server.moderation.providers import Content, ModerationProviders
from responsa_server.moderation.results import ModerationFailure


class ModerationsApi:
    """Classifies texts and images with the provider a request's `model` names."""

    def __init__(self, providers: ModerationProviders | None) -> None:
        self._providers = providers

    async def create(self, body: object, *, project: str) -> dict[str, Any]:
        """OpenAI's moderation object for `body`: one result per input. A model the table has
        no provider for is the 404 `model_not_found`; a provider that gives no verdict is a
        502 (the client did nothing wrong). `project` is the caller's (nothing is stored)."""
        request = parse_moderations_request(body)
        providers = self._providers
        if providers is None or not providers.known(request.model):
            raise ApiError(
                404,
                f"The model `{request.model}` does not exist or you do not have access to it.",
                param="model",
                code="model_not_found",
            )
        try:
            verdicts = await asyncio.gather(
                *(
                    providers.classify(request.model, Content(item.texts, item.images))
                    for item in request.inputs
                )
            )
        except ModerationFailure as failure:
            raise ApiError(502, failure.message, type="server_error", code=failure.code) from None
        results = []
        for verdict in verdicts:
            body_ = verdict.body(request.model)
            results.append({key: body_[key] for key in _RESULT_KEYS})
        return {"id": f"modr-{secrets.token_hex(16)}", "model": request.model, "results": results}


_RESULT_KEYS = ("flagged", "categories", "category_scores", "category_applied_input_types")
