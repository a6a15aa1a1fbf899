"""OpenAI's `POST /v1/embeddings` (and GET /v1/models, /healthz) over the MiniLM encoder."""

from __future__ import annotations

import asyncio
import base64
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from local_embeddings.encoder import MODEL_NAME, MiniLmEncoder

MAX_INPUTS = 2048


def _error(status: int, message: str, param: str | None = None) -> JSONResponse:
    body = {
        "error": {"message": message, "type": "invalid_request_error", "param": param, "code": None}
    }
    return JSONResponse(body, status_code=status)


def create_app(encoder: MiniLmEncoder) -> Starlette:
    """The ASGI app; one encode at a time (numpy already uses the cores it may)."""
    lock = asyncio.Lock()

    async def embeddings(request: Request) -> JSONResponse:
        try:
            body: Any = await request.json()
        except ValueError:
            return _error(400, "The body is not JSON.")
        texts = body.get("input") if isinstance(body, dict) else None
        if isinstance(texts, str):
            texts = [texts]
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            return _error(400, "'input' must be a string or a non-empty list of strings.", "input")
        if len(texts) > MAX_INPUTS:
            return _error(400, f"'input' may hold at most {MAX_INPUTS} texts.", "input")
        as_base64 = body.get("encoding_format") == "base64"
        async with lock:
            vectors = await asyncio.to_thread(encoder.encode, texts)
            tokens = sum(await asyncio.to_thread(lambda: [encoder.count_tokens(t) for t in texts]))
        data = [
            {
                "object": "embedding",
                "index": i,
                "embedding": base64.b64encode(v.tobytes()).decode() if as_base64 else v.tolist(),
            }
            for i, v in enumerate(vectors)
        ]
        return JSONResponse(
            {
                "object": "list",
                "data": data,
                "model": MODEL_NAME,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            }
        )

    async def models(_: Request) -> JSONResponse:
        listed = {"id": MODEL_NAME, "object": "model", "created": 0, "owned_by": "responsa"}
        return JSONResponse({"object": "list", "data": [listed]})

    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    return Starlette(
        routes=[
            Route("/v1/embeddings", embeddings, methods=["POST"]),
            Route("/v1/models", models, methods=["GET"]),
            Route("/healthz", healthz, methods=["GET"]),
        ]
    )
