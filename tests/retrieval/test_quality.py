"""Retrieval quality on the fixed corpus (tests/retrieval/corpus.py): recall@5 of vector-only,
keyword-only and hybrid search; hybrid must reach 0.9."""

from __future__ import annotations

from responsa_server.auth.project import DEFAULT_PROJECT as P

from tests.retrieval.conftest import Retrieval
from tests.retrieval.corpus import DOCUMENTS, QUESTIONS

MODES = {
    "vector": {"embedding_weight": 1, "text_weight": 0},
    "keyword": {"embedding_weight": 0, "text_weight": 1},
    "hybrid": {"embedding_weight": 1, "text_weight": 1},
}


async def test_recall_at_5(retrieval: Retrieval) -> None:
    ids = {}
    for name, text in DOCUMENTS.items():
        created = await retrieval.files.create(text.encode(), name, "assistants", None, project=P)
        ids[created["id"]] = name
    store = await retrieval.vector_stores.create({"file_ids": list(ids)}, project=P)
    await retrieval.queue.drain()
    ready = await retrieval.vector_stores.get(store["id"], project=P)
    assert ready["file_counts"]["completed"] == len(DOCUMENTS)

    recall: dict[str, float] = {}
    for mode, weights in MODES.items():
        found = 0
        for question, answer in QUESTIONS:
            page = await retrieval.vector_stores.search(
                store["id"],
                {
                    "query": question,
                    "max_num_results": 5,
                    "ranking_options": {"hybrid_search": weights},
                },
                project=P,
            )
            if answer in [r["filename"] for r in page["data"]]:
                found += 1
        recall[mode] = found / len(QUESTIONS)
    print(f"recall@5 on {len(QUESTIONS)} questions, {len(DOCUMENTS)} documents: {recall}")
    assert recall["hybrid"] >= 0.9, recall
    # Each side alone is a real signal (neither is empty nor perfect by construction).
    assert recall["vector"] > 0.5 and recall["keyword"] > 0.3, recall
