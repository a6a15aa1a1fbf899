"""The grpc.aio server: both Responses services, grpc.health.v1 and reflection, on one port."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Awaitable

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_health.v1._async import HealthServicer
from grpc_reflection.v1alpha import reflection
from responsa.v1 import (
    files_pb2,
    http_service_pb2,
    http_service_pb2_grpc,
    metrics_pb2,
    metrics_pb2_grpc,
    responses_pb2,
    vector_stores_pb2,
)

from responsa_server.api import ResponsesApi
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.interceptor import AuthInterceptor
from responsa_server.auth.rate_limits import RequestRate, StreamSlots
from responsa_server.auth.startup import auth_mode, startup_notice, token_check
from responsa_server.blobs import BlobStore, open_blob_store
from responsa_server.config import UPSTREAM_HELP, Settings
from responsa_server.context import edges as context_edges
from responsa_server.context.api import ContextApi
from responsa_server.context.limits import ContextLimits
from responsa_server.context.seal import shared_seal
from responsa_server.context.tokens import TokenCounter
from responsa_server.context.windows import ContextWindows
from responsa_server.conversations import edges as conversation_edges
from responsa_server.conversations.api import ConversationsApi
from responsa_server.conversations.store import ConversationStore
from responsa_server.edges.files import add_files_services
from responsa_server.edges.http_json import ResponsesHttpServicer
from responsa_server.edges.metrics_http import MetricsServicer
from responsa_server.edges.typed_grpc import add_typed_service
from responsa_server.edges.vector_stores import add_vector_stores_services
from responsa_server.edges.websocket import WebSocketEdge
from responsa_server.egress import EgressPolicy, Resolver, parse_allow_list
from responsa_server.embeddings import Embedder, open_embedder
from responsa_server.engine.in_flight import InFlight
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.files.api import FilesApi
from responsa_server.files.store import FileStore
from responsa_server.jobs.replica import BackgroundWork
from responsa_server.jobs.runner import JobSettings, replica_name
from responsa_server.observability import metrics
from responsa_server.observability.calls import CallObserver
from responsa_server.store.response_store import ResponseStore
from responsa_server.tools.file_search import FileSearcher
from responsa_server.tools.mcp_client import McpConnections
from responsa_server.tools.web_search import SearxngProvider
from responsa_server.upstream.client import UpstreamClient
from responsa_server.vector_stores.api import VectorStoresApi
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import Ingestor, LeasedIngestionQueue
from responsa_server.vector_stores.records import VectorStoreRecords

log = logging.getLogger("responsa")

METADATA_MAX_BYTES = 128 * 1024


SERVICE_NAMES = (
    http_service_pb2.DESCRIPTOR.services_by_name["ResponsesHttpService"].full_name,
    responses_pb2.DESCRIPTOR.services_by_name["ResponsesService"].full_name,
    files_pb2.DESCRIPTOR.services_by_name["FilesHttpService"].full_name,
    files_pb2.DESCRIPTOR.services_by_name["FilesService"].full_name,
    vector_stores_pb2.DESCRIPTOR.services_by_name["VectorStoresHttpService"].full_name,
    vector_stores_pb2.DESCRIPTOR.services_by_name["VectorStoresService"].full_name,
    *conversation_edges.SERVICE_NAMES,
    *context_edges.SERVICE_NAMES,
    metrics_pb2.DESCRIPTOR.services_by_name["MetricsService"].full_name,
)
# How often the store is pinged for the health status (Envoy checks every second too).
STORE_CHECK_SECONDS = 1.0


class ResponsaServer:
    """Owns the store, the upstream client and the gRPC server for one process."""

    def __init__(self, settings: Settings, *, resolver: Resolver | None = None) -> None:
        if not settings.upstream_base_url:
            raise SystemExit(UPSTREAM_HELP)
        try:
            allow = parse_allow_list(settings.tool_url_allow)
        except ValueError as error:
            raise SystemExit(str(error)) from None
        self.egress = EgressPolicy(
            allow,
            own_ports=(
                settings.http_port,
                settings.grpc_port,
                settings.envoy_admin_port or 0,
                *settings.protected_ports,
            ),
            resolver=resolver,
        )
        self.settings = settings
        self._auth_mode = auth_mode(settings)
        self._server: grpc.aio.Server | None = None
        self._health = HealthServicer()
        self._in_flight = InFlight()
        self._store_watch: asyncio.Task[None] | None = None
        self._store: ResponseStore | None = None
        self._upstream: UpstreamClient | None = None
        self._websocket: WebSocketEdge | None = None
        self._blobs: BlobStore | None = None
        self._embedder: Embedder | None = None
        self._ingestion: LeasedIngestionQueue | None = None
        self._background: BackgroundWork | None = None
        self._mcp = McpConnections(
            timeout=settings.mcp_timeout_seconds,
            tools_ttl=settings.mcp_tools_ttl_seconds,
            egress=self.egress,
        )
        self._search: SearxngProvider | None = None
        if settings.web_search_url:
            self._search = SearxngProvider(
                settings.web_search_url, timeout=settings.web_search_timeout_seconds
            )
        self.port = 0

    async def start(self) -> None:
        """Open the store (migrations run here), then listen."""
        settings = self.settings
        assert settings.upstream_base_url is not None
        self._store = await ResponseStore.open(
            settings.database_url, durable_commits=settings.durable_commits
        )
        self._upstream = UpstreamClient(
            settings.upstream_base_url,
            settings.upstream_api_key,
            timeouts=settings.upstream_timeouts,
            max_connections=settings.upstream_max_connections,
        )
        self._blobs = open_blob_store(settings.blob_store_url)
        file_store = FileStore(self._store.engine)
        files = FilesApi(file_store, self._blobs)
        vector_stores = await self._open_vector_stores(file_store, self._blobs)
        file_search = FileSearcher(vector_stores)
        conversations = ConversationStore(self._store)
        limits = ContextLimits(
            ContextWindows(self._upstream, settings.context_window_tokens),
            TokenCounter(self._upstream),
            await shared_seal(self._store, settings.compaction_key),
        )
        self._background = BackgroundWork(
            self._store,
            ToolLoop(
                self._upstream,
                self._store,
                self._mcp,
                max_turns=settings.max_tool_iterations,
                search=self._search,
                file_search=file_search,
                conversations=conversations,
                limits=limits,
            ),
            JobSettings(
                lease_seconds=settings.job_lease_seconds,
                heartbeat_seconds=settings.job_heartbeat_seconds,
                poll_seconds=settings.job_poll_seconds,
                concurrency=settings.job_concurrency,
                drain_seconds=settings.drain_seconds,
            ),
        )
        await self._background.start()
        api = ResponsesApi(
            self._upstream,
            self._store,
            self._mcp,
            max_tool_iterations=settings.max_tool_iterations,
            conversations=conversations,
            limits=limits,
            in_flight=self._in_flight,
            background=self._background.api,
            search=self._search,
            stream_slots=StreamSlots(settings.project_concurrent_streams),
            file_search=file_search,
        )
        credentials = Credentials(
            self._auth_mode, await token_check(self._auth_mode, settings, self._store)
        )
        rate = RequestRate(settings.project_requests_per_minute)
        admission = AuthInterceptor(credentials, rate)
        limit = settings.max_message_bytes
        server = grpc.aio.server(
            # Observed first: auth refusals are counted and logged like any other.
            interceptors=[CallObserver(), admission],
            options=[
                ("grpc.max_receive_message_length", limit),
                ("grpc.max_send_message_length", limit),
                # Above Envoy's 60 KiB request-header cap: REST headers (and the transcoder's
                # x-envoy-original-path, a long URL) arrive as metadata, and gRPC's 8 KiB
                # default would fail such a call with RESOURCE_EXHAUSTED before it reaches us.
                ("grpc.max_metadata_size", METADATA_MAX_BYTES),
                ("grpc.absolute_max_metadata_size", METADATA_MAX_BYTES),
            ],
        )
        metrics_pb2_grpc.add_MetricsServiceServicer_to_server(MetricsServicer(), server)
        http_service_pb2_grpc.add_ResponsesHttpServiceServicer_to_server(
            ResponsesHttpServicer(api), server
        )
        add_typed_service(api, server)
        add_files_services(files, server)
        add_vector_stores_services(vector_stores, server)
        conversation_edges.add_conversation_services(ConversationsApi(conversations), server)
        context_edges.add_context_services(
            ContextApi(self._upstream, self._store, conversations, limits), server
        )
        health_pb2_grpc.add_HealthServicer_to_server(self._health, server)
        reflection.enable_server_reflection(
            [*SERVICE_NAMES, health.SERVICE_NAME, reflection.SERVICE_NAME], server
        )
        self.port = server.add_insecure_port(f"{settings.grpc_host}:{settings.grpc_port}")
        # Listening before gRPC reports SERVING: the launcher waits for that, then starts Envoy.
        self._websocket = WebSocketEdge(api, credentials, rate, max_message_bytes=limit)
        await self._websocket.start(settings.grpc_host, settings.websocket_port)
        self.egress.protect_ports(self.port, self._websocket.port)
        await server.start()
        self._server = server
        await self._set_serving(True)
        self._store_watch = asyncio.create_task(self._watch_store())
        log.info("gRPC listening on %s:%d", settings.grpc_host, self.port)
        log.info("%s", startup_notice(self._auth_mode, settings))

    async def _open_vector_stores(self, files: FileStore, blobs: BlobStore) -> VectorStoresApi:
        """Vector stores over the shared engine; files left in progress are ingested again."""
        assert self._store is not None
        settings = self.settings
        self._embedder = open_embedder(
            settings.embeddings_base_url, settings.embeddings_model, settings.embeddings_api_key
        )
        records = VectorStoreRecords(self._store.engine)
        index = ChunkIndex(self._store.engine)
        await index.prepare()
        ingestor = Ingestor(records, files, blobs, self._embedder, index)
        self._ingestion = LeasedIngestionQueue(records, ingestor.run, owner=replica_name())
        api = VectorStoresApi(records, files, index, self._embedder, self._ingestion, blobs)
        await api.resume()
        return api

    async def _set_serving(self, serving: bool) -> None:
        status = (
            health_pb2.HealthCheckResponse.SERVING
            if serving
            else health_pb2.HealthCheckResponse.NOT_SERVING
        )
        for name in ("", *SERVICE_NAMES):
            await self._health.set(name, status)

    async def _watch_store(self) -> None:
        """NOT_SERVING while the store does not answer, SERVING again once it does."""
        assert self._store is not None
        serving = True
        while True:
            await asyncio.sleep(STORE_CHECK_SECONDS)
            reachable = await self._store.ping(within=STORE_CHECK_SECONDS)
            if reachable != serving:
                serving = reachable
                log.warning("store %s", "reachable again" if serving else "unreachable")
                await self._set_serving(serving)

    async def stop(self, grace: float = 5.0) -> None:
        """Drain: NOT_SERVING, refuse new responses, let running ones finish until the drain
        deadline, end the rest (failed, stored, terminal event sent), then close the pools."""
        await self._health.enter_graceful_shutdown()
        if self._websocket is not None:
            await self._websocket.stop()
        if self._store_watch is not None:
            self._store_watch.cancel()
        # Background jobs and foreground responses drain together, to the same deadline: jobs
        # finish or are handed back to other replicas, responses finish or end failed.
        running = len(self._in_flight)
        if running:
            log.info("draining %d responses (up to %.0fs)", running, self.settings.drain_seconds)
        drains: list[Awaitable[object]] = [self._in_flight.drain(self.settings.drain_seconds)]
        if self._background is not None:
            drains.append(self._background.stop())
        interrupted, *_ = await asyncio.gather(*drains)
        if interrupted:
            log.warning("ended %d responses still running at the drain deadline", interrupted)
        if self._server is not None:
            await self._server.stop(grace)
        if self._upstream is not None:
            await self._upstream.aclose()
        await self._mcp.close()
        if self._search is not None:
            await self._search.aclose()
        if self._ingestion is not None:
            await self._ingestion.close()
        if self._embedder is not None:
            await self._embedder.aclose()
        if self._blobs is not None:
            await self._blobs.close()
        if self._store is not None:
            await self._store.close()


async def serve(settings: Settings, *, resolver: Resolver | None = None) -> None:
    """Run until SIGINT/SIGTERM, then stop gracefully."""
    server = ResponsaServer(settings, resolver=resolver)
    await server.start()
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stopping.set)
    await stopping.wait()
    await server.stop()
    metrics.process_exited(os.getpid())
