"""Vector-store ingestion and search, side by side in one run: SQLite (exact numpy search), the
shared Postgres (exact), and a private Postgres with pgvector (HNSW), against exact brute force.

    python bench/retrieval.py [--chunks 10000] [--pages 40] [--queries 200]

1. Ingestion throughput: `--pages` one-page text files (about 300 words each) through the real
   path (blob store -> extraction -> chunking -> the bundled all-MiniLM-L6-v2 server -> chunk
   rows) per backend; pages per second.
2. Search latency on `--chunks` stored chunks (100 files): vector candidates (top 10) for
   `--queries` queries; p50 and p99 per backend, next to a brute-force numpy scan of the same
   vectors held in memory (the reference), and recall@10 against that reference. sqlite-vec
   (vec0, through pysqlite3-binary) is measured too, as the alternative to the SQLite path.
   The chunk vectors and queries are random unit vectors in 384 dimensions: embedding 10,000
   chunks with the bundled model takes minutes of CPU on a shared machine, and random vectors are
   the hard case for an approximate index (no clusters), so the recall printed is a lower bound.
Exit status 0 whatever the numbers (a measurement, not a test).
"""

from __future__ import annotations

import os

# As the service does (its __main__): one BLAS thread, set before numpy is imported.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import argparse  # noqa: E402
import asyncio  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import numpy as np  # noqa: E402
from responsa_server.blobs import LocalBlobStore  # noqa: E402
from responsa_server.embeddings import LocalEmbeddings  # noqa: E402
from responsa_server.files.api import FilesApi  # noqa: E402
from responsa_server.files.store import FileStore  # noqa: E402
from responsa_server.store import ResponseStore  # noqa: E402
from responsa_server.vector_stores.api import VectorStoresApi  # noqa: E402
from responsa_server.vector_stores.index import ChunkIndex  # noqa: E402
from responsa_server.vector_stores.ingestion import Ingestor  # noqa: E402
from responsa_server.vector_stores.records import NewChunk, VectorStoreRecords  # noqa: E402

from tests.pgvector import PgvectorServer  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.retrieval.inprocess_queue import AsyncioIngestionQueue  # noqa: E402
from tests.stores import open_store  # noqa: E402

P = "bench"
DIMS = 384
FILES = 100
K = 10
WORDS = (
    "harbour lighthouse keeper ferry island tide storm lantern rope anchor gull cliff beacon "
    "morning evening signal coast sailor chart compass timetable station bread kettle"
).split()


def page(rng: np.random.Generator) -> str:
    return " ".join(rng.choice(WORDS, size=300).tolist()) + "."


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.array(values), q))


async def ingest(url: str, pages: int, embedder: LocalEmbeddings, tmp: Path) -> float:
    """Pages per second through the real ingestion path."""
    store = await open_store(url)
    try:
        blobs = LocalBlobStore(tmp / f"blobs-{time.monotonic_ns()}")
        files = FileStore(store.database)
        records = VectorStoreRecords(store.database)
        index = ChunkIndex(store.database)
        await index.prepare()
        queue = AsyncioIngestionQueue(Ingestor(records, files, blobs, embedder, index).run)
        api = VectorStoresApi(records, files, index, embedder, queue, blobs)
        uploads = FilesApi(files, blobs)
        rng = np.random.default_rng(1)
        ids = [
            (await uploads.create(page(rng).encode(), f"p{i}.txt", "assistants", None, project=P))[
                "id"
            ]
            for i in range(pages)
        ]
        started = time.perf_counter()
        await api.create({"file_ids": ids}, project=P)
        await queue.drain()
        elapsed = time.perf_counter() - started
        await queue.close()
        return pages / elapsed
    finally:
        await store.database.close()


async def load_chunks(
    url: str, vectors: np.ndarray
) -> tuple[ResponseStore, ChunkIndex, set[tuple[str, str]]]:
    store = await open_store(url)
    records = VectorStoreRecords(store.database)
    index = ChunkIndex(store.database)
    await index.prepare()
    if index.pgvector:
        await index.ensure_hnsw(DIMS)
    await records.create_store(
        {
            "id": "vs_bench",
            "created_at": 0,
            "last_active_at": 0,
            "name": "bench",
            "description": None,
            "metadata_json": "{}",
            "expires_after_json": None,
        },
        project=P,
    )
    per_file = len(vectors) // FILES
    pairs = set()
    for f in range(FILES):
        file_id = f"file-bench{f:03d}"
        pairs.add(("vs_bench", file_id))
        await records.attach_files(
            "vs_bench", [(file_id, {}, {"type": "static"})], batch_id=None, project=P
        )
        chunks = [NewChunk(i, f"chunk {f}-{i}", vectors[f * per_file + i]) for i in range(per_file)]
        await records.complete_file(
            "vs_bench", file_id, chunks, 0, project=P, pgvector=index.pgvector
        )
    if index.pgvector:
        async with store.database.engine.begin() as conn:
            from sqlalchemy import text

            await conn.execute(text("ANALYZE vector_store_chunks"))
    return store, index, pairs


async def search_latency(
    index: ChunkIndex, pairs: set[tuple[str, str]], queries: np.ndarray, ids_by_row: list[int]
) -> tuple[list[float], list[list[int]]]:
    times: list[float] = []
    found: list[list[int]] = []
    for q in queries:
        started = time.perf_counter()
        hits = await index.vector_candidates(pairs, q, K)
        times.append((time.perf_counter() - started) * 1000)
        found.append([cid for cid, _ in hits])
    return times, found


def sqlite_vec_search(
    vectors: np.ndarray, queries: np.ndarray, path: Path
) -> tuple[list[float], list[list[int]]]:
    """The alternative for SQLite, measured: sqlite-vec's vec0 table (exact KNN in C) on a
    SQLite driver that can load extensions (pysqlite3-binary), partitioned by vector store.
    Empty when those packages are not installed."""
    try:
        import pysqlite3.dbapi2 as sqlite3_ext
        import sqlite_vec
    except ImportError:
        print("  (sqlite-vec: pysqlite3-binary or sqlite-vec not installed; skipped)")
        return [], []
    conn = sqlite3_ext.connect(str(path))
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.execute(
        f"CREATE VIRTUAL TABLE chunks USING vec0(store text partition key, "
        f"embedding float[{DIMS}] distance_metric=cosine)"
    )
    conn.executemany(
        "INSERT INTO chunks(rowid, store, embedding) VALUES (?, 'vs_bench', ?)",
        [(i, v.tobytes()) for i, v in enumerate(vectors)],
    )
    conn.commit()
    times: list[float] = []
    found: list[list[int]] = []
    statement = (
        "SELECT rowid FROM chunks WHERE embedding MATCH ? AND k = ? AND store = 'vs_bench' "
        "ORDER BY distance"
    )
    for q in queries:
        started = time.perf_counter()
        rows = conn.execute(statement, (q.tobytes(), K)).fetchall()
        times.append((time.perf_counter() - started) * 1000)
        found.append([r[0] for r in rows])
    conn.close()
    return times, found


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chunks", type=int, default=10000)
    parser.add_argument("--pages", type=int, default=40)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((args.chunks, DIMS)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    queries = rng.standard_normal((args.queries, DIMS)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        pg = PgvectorServer()
        shared = fresh_database_name("bench_retrieval")
        await create_database(shared)
        backends = {
            "sqlite (exact)": f"sqlite:///{tmp}/bench.db",
            "postgres (exact)": database_url(shared),
            "pgvector (hnsw)": await pg.fresh_database(),
        }
        embedder = LocalEmbeddings()
        try:
            print(f"ingestion: {args.pages} one-page files (300 words), bundled all-MiniLM-L6-v2")
            for name, url in backends.items():
                rate = await ingest(url, args.pages, embedder, tmp)
                print(f"  {name:18} {rate:7.1f} pages/s")
            ingest_urls = {
                "sqlite (exact)": f"sqlite:///{tmp}/search.db",
                "postgres (exact)": backends["postgres (exact)"],
                "pgvector (hnsw)": await pg.fresh_database(),
            }
            # Brute force in memory: the reference every backend is compared with.
            brute_times: list[float] = []
            truth: list[list[int]] = []
            for q in queries:
                started = time.perf_counter()
                scores = vectors @ q
                top = np.argpartition(-scores, K)[:K]
                top = top[np.argsort(-scores[top])]
                brute_times.append((time.perf_counter() - started) * 1000)
                truth.append(top.tolist())
            print(
                f"\nsearch: top {K} of {args.chunks} chunks ({FILES} files), {args.queries} queries"
            )
            print(f"  {'backend':18} {'p50 ms':>8} {'p99 ms':>8} {'recall@10':>10}")
            print(
                f"  {'brute force (numpy)':18} {percentile(brute_times, 50):8.2f} "
                f"{percentile(brute_times, 99):8.2f} {1.0:10.3f}"
            )
            vec_times, vec_found = sqlite_vec_search(vectors, queries, tmp / "vec.db")
            if vec_times:
                vec_recall = statistics.mean(
                    len(set(got) & set(want)) / K
                    for got, want in zip(vec_found, truth, strict=True)
                )
                print(
                    f"  {'sqlite-vec (vec0)':18} {percentile(vec_times, 50):8.2f} "
                    f"{percentile(vec_times, 99):8.2f} {vec_recall:10.3f}"
                )
            for name, url in ingest_urls.items():
                store, index, pairs = await load_chunks(url, vectors)
                try:
                    async with store.database.engine.connect() as conn:
                        from sqlalchemy import text

                        rows = (
                            await conn.execute(
                                text(
                                    "SELECT id FROM vector_store_chunks "
                                    "WHERE vector_store_id = 'vs_bench' ORDER BY file_id, position"
                                )
                            )
                        ).all()
                    ids_by_row = [r[0] for r in rows]
                    row_of = {cid: i for i, cid in enumerate(ids_by_row)}
                    await search_latency(index, pairs, queries[:5], ids_by_row)  # warm up
                    times, found = await search_latency(index, pairs, queries, ids_by_row)
                    recall = statistics.mean(
                        len({row_of[c] for c in got} & set(want)) / K
                        for got, want in zip(found, truth, strict=True)
                    )
                    print(
                        f"  {name:18} {percentile(times, 50):8.2f} {percentile(times, 99):8.2f} "
                        f"{recall:10.3f}"
                    )
                finally:
                    await store.database.close()
        finally:
            await embedder.aclose()
            await drop_database(shared)
            pg.stop()


if __name__ == "__main__":
    asyncio.run(main())
