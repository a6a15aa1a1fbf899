"""`FileSearcher`: the `file_search` tool's backend, the project's vector stores (the same search
as `POST /v1/vector_stores/{id}/search`)."""

from __future__ import annotations

from typing import Any

from responsa_server.model.errors import ApiError
from responsa_server.model.retrieval import parse_ranking
from responsa_server.vector_stores.api import VectorStoresApi

DEFAULT_MAX_RESULTS = 10


class FileSearchFailure(Exception):
    """A search that could not run (the model reads the message)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class FileSearcher:
    """Checks a request's vector stores before anything runs, then searches them."""

    def __init__(self, vector_stores: VectorStoresApi) -> None:
        self._stores = vector_stores

    async def check(self, tool: dict[str, Any], param: str, *, project: str) -> None:
        """Every vector store of the tool exists in the project (else OpenAI's 404) and has not
        expired (else a 400)."""
        for k, store_id in enumerate(tool["vector_store_ids"]):
            try:
                await self._stores.active(store_id, project=project)
            except ApiError as error:
                error.param = f"{param}.vector_store_ids[{k}]"
                raise

    async def search(
        self, tool: dict[str, Any], query: str, *, project: str
    ) -> list[dict[str, Any]]:
        """OpenAI's search result items for one query, best first."""
        try:
            return await self._stores.search_stores(
                list(tool["vector_store_ids"]),
                [query],
                limit=int(tool.get("max_num_results") or DEFAULT_MAX_RESULTS),
                condition=tool.get("filters"),
                ranking=parse_ranking(tool.get("ranking_options"), "ranking_options"),
                project=project,
            )
        except ApiError as error:  # the embeddings endpoint failed
            raise FileSearchFailure(error.message) from None
