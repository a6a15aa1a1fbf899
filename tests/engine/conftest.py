"""The engine's pieces wired as server.py wires them, over `ScriptedUpstream` (no network) and a
fresh SQLite store, so `ToolLoop`, `Turns` and `Preparation` can be driven directly."""

from __future__ import annotations

import contextlib
import dataclasses
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from responsa_server.blobs import LocalBlobStore
from responsa_server.context.limits import ContextLimits
from responsa_server.context.seal import CompactionSeal
from responsa_server.context.tokens import TokenCounter
from responsa_server.context.windows import ContextWindows
from responsa_server.conversations.store import ConversationStore
from responsa_server.egress import EgressPolicy, parse_allow_list
from responsa_server.embeddings.client import EmbeddingsClient
from responsa_server.engine.in_flight import InFlight
from responsa_server.engine.preparation import Preparation
from responsa_server.engine.tool_kinds import ToolServices
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.engine.turns import Turns
from responsa_server.files.store import FileStore
from responsa_server.inputs import InputLimits, InputResolver, UpstreamInputs, UrlFetcher
from responsa_server.inputs.per_upstream import inputs_by_model
from responsa_server.inputs.reasoning import ReasoningSeal
from responsa_server.inputs.request_inputs import RequestInputs
from responsa_server.model.request import CreateRequest, parse_create_request
from responsa_server.store import Database, ResponseStore
from responsa_server.tools.file_search import FileSearcher
from responsa_server.tools.mcp_client import McpConnections
from responsa_server.upstream.fleet import UpstreamFleet
from responsa_server.upstream.table import RoutingTable
from responsa_server.vector_stores.api import VectorStoresApi
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import Ingestor, LeasedIngestionQueue
from responsa_server.vector_stores.records import VectorStoreRecords

from tests.engine.fake_upstream import MODEL, Answer, ScriptedUpstream, routing_table
from tests.mcp_server import McpTestServer
from tests.ports import refusing_port

PROJECT = "proj_engine"
# The MCP test server listens on loopback, which the default egress policy refuses.
LOOPBACK = EgressPolicy(parse_allow_list("127.0.0.1"))


@dataclass
class Engine:
    """One process's engine over a scripted upstream."""

    upstream: ScriptedUpstream
    store: ResponseStore
    loop: ToolLoop
    max_turns: int

    @property
    def preparation(self) -> Preparation:
        """The loop's Preparation."""
        return self.loop.preparation

    def turns(self) -> Turns:
        """A Turns over the same upstream and preparation (as ToolLoop makes its own)."""
        return Turns(self.upstream, self.preparation, max_turns=self.max_turns)

    def script(self, *answers: Answer) -> None:
        """What the upstream answers next, in order."""
        self.upstream.answers.extend(answers)


def request(**body: Any) -> CreateRequest:
    """A parsed create request for the scripted model."""
    return parse_create_request({"model": MODEL, "input": "hi", **body})


def mcp_tool(server: McpTestServer, approval: str = "never") -> dict[str, Any]:
    """The MCP test server as a request's `mcp` tool."""
    return {
        "type": "mcp",
        "server_label": "t",
        "server_url": server.url,
        "require_approval": approval,
    }


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    """The real MCP test server (a child process), no token."""
    with McpTestServer().start() as server:
        yield server


async def open_engine(
    tmp_path: Path, *, max_turns: int = 10, table: RoutingTable | None = None
) -> tuple[Engine, Callable[[], Awaitable[None]]]:
    """Build an Engine (on `table`, else one upstream serving every model); returns it and its
    closer."""
    refused = contextlib.ExitStack()
    port = refused.enter_context(refusing_port())
    table = table or routing_table()
    table = dataclasses.replace(
        table,
        upstreams={
            name: dataclasses.replace(spec, base_url=f"http://127.0.0.1:{port}/v1")
            for name, spec in table.upstreams.items()
        },
    )
    database = await Database.open(f"sqlite:///{tmp_path}/engine.db")
    store = ResponseStore(database)
    files = FileStore(database)
    blobs = LocalBlobStore(tmp_path / "blobs")
    # Windows and tokens read the table only here: the model's context window is in it.
    fleet = UpstreamFleet(table)
    limits = ContextLimits(
        ContextWindows(fleet), TokenCounter(fleet), CompactionSeal(os.urandom(32))
    )
    resolver = InputResolver(files, blobs, UrlFetcher(LOOPBACK), limits=InputLimits())
    inputs = RequestInputs(
        resolver,
        ReasoningSeal(os.urandom(32)),
        inputs_by_model(fleet.routes, UpstreamInputs()),
    )
    records = VectorStoreRecords(database)
    index = ChunkIndex(database)
    await index.prepare()
    embedder = EmbeddingsClient("http://embeddings.invalid/v1", "e")
    ingestor = Ingestor(records, files, blobs, embedder, index)
    queue = LeasedIngestionQueue(records, ingestor.run, owner="engine-tests")
    vector_stores = VectorStoresApi(records, files, index, embedder, queue, blobs)
    mcp = McpConnections(timeout=5.0, tools_ttl=60.0, egress=LOOPBACK)
    upstream = ScriptedUpstream([], table)
    loop = ToolLoop(
        upstream,
        store,
        ConversationStore(database),
        limits,
        ToolServices(mcp, None, FileSearcher(vector_stores), store),
        InFlight(),
        inputs,
        max_turns=max_turns,
    )

    async def close() -> None:
        await mcp.close()
        await embedder.aclose()
        await fleet.aclose()
        await database.close()
        refused.close()

    return Engine(upstream, store, loop, max_turns), close


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[Engine]:
    """An engine with the default turn limit (10) on a fresh store."""
    built, close = await open_engine(tmp_path)
    try:
        yield built
    finally:
        await close()
