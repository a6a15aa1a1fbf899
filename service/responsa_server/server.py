"""The composition root: builds every store, client and API of one process, then serves them.

Every gRPC service (REST-as-HttpBody and typed, for responses, input tokens and compaction,
conversations, files and vector stores, plus metrics) is registered in one place, `_services`,
with grpc.health.v1 and reflection on the same port, and the WebSocket mode listener beside it.
Slightly over 400 lines because it is the one composition root: every constructor call is here on
purpose, so what a process runs is read in one place.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
from typing import Any

import grpc
from google.api.httpbody_pb2 import HttpBody
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection, reflection_pb2_grpc
from grpc_reflection.v1alpha._async import ReflectionServicer

from responsa_server.auth.credentials import Credentials
from responsa_server.auth.key_api import ApiKeysApi
from responsa_server.auth.key_store import ApiKeyStore
from responsa_server.auth.rate_limits import RequestRate, StreamSlots
from responsa_server.auth.startup import auth_mode, startup_notice, token_check
from responsa_server.blobs import BlobStore, open_blob_store
from responsa_server.catalog.api import ModelsApi
from responsa_server.config import Settings, images_upstream, routing_table
from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerRecords
from responsa_server.context.limits import ContextLimits
from responsa_server.context.seal import CompactionSeal, shared_key
from responsa_server.context.tokens import TokenCounter
from responsa_server.context.windows import ContextWindows
from responsa_server.conversations.api import ConversationsApi
from responsa_server.conversations.store import ConversationStore
from responsa_server.edges.admission import Admission
from responsa_server.edges.api_keys import api_keys_services
from responsa_server.edges.binding import GenericHandlersOnly, Service, register
from responsa_server.edges.call_pipeline import CallPipeline
from responsa_server.edges.console import console_service, load_assets
from responsa_server.edges.conversations import conversations_services
from responsa_server.edges.files import files_services
from responsa_server.edges.health import AskedHealth
from responsa_server.edges.insights import insights_services
from responsa_server.edges.interceptor import CallInterceptor
from responsa_server.edges.metrics_http import metrics_service
from responsa_server.edges.models import models_services
from responsa_server.edges.moderations import moderations_services
from responsa_server.edges.prompts import prompts_services
from responsa_server.edges.response_context import context_services
from responsa_server.edges.responses_http import responses_http_service, rest_create
from responsa_server.edges.rest_listener import RestListener
from responsa_server.edges.sandbox import sandbox_services
from responsa_server.edges.typed_grpc import responses_service
from responsa_server.edges.vector_stores import vector_stores_services
from responsa_server.edges.webhook_endpoints import webhook_endpoints_services
from responsa_server.edges.websocket import WebSocketEdge
from responsa_server.egress import EgressPolicy, Resolver, parse_allow_list
from responsa_server.embeddings import open_embedder
from responsa_server.engine.in_flight import InFlight
from responsa_server.engine.moderation import Moderation
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS, ToolKinds, ToolServices
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.files.api import FilesApi
from responsa_server.files.image_urls import StoredImages
from responsa_server.files.store import FileStore
from responsa_server.inputs import (
    InputLimits,
    InputResolver,
    ReasoningSeal,
    UpstreamInputs,
    UrlFetcher,
)
from responsa_server.inputs.per_upstream import inputs_by_model
from responsa_server.inputs.request_inputs import RequestInputs
from responsa_server.jobs.replica import BackgroundWork
from responsa_server.jobs.runner import JobSettings, replica_name
from responsa_server.moderation.api import ModerationsApi
from responsa_server.moderation.providers import ModerationProviders
from responsa_server.observability import metrics
from responsa_server.prompts.api import PromptsApi
from responsa_server.prompts.store import PromptStore
from responsa_server.responses.api import ResponsesApi
from responsa_server.responses.context_api import ContextApi
from responsa_server.responses.insights_api import InsightsApi
from responsa_server.sandbox import Limits, RemoteSandbox, Sandbox, local_sandbox
from responsa_server.store.database import Database
from responsa_server.store.failed_request_log import FailedRequestLog
from responsa_server.store.failed_requests import FailedRequestStore
from responsa_server.store.reachability import StoreReachability
from responsa_server.store.response_store import ResponseStore
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from responsa_server.tools.file_search import FileSearcher
from responsa_server.tools.images import ImagesUpstream, images_egress
from responsa_server.tools.mcp_client import McpConnections
from responsa_server.tools.web_search import SearxngProvider
from responsa_server.upstream.fleet import UpstreamFleet
from responsa_server.vector_stores.api import VectorStoresApi
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import Ingestor, LeasedIngestionQueue
from responsa_server.vector_stores.records import VectorStoreRecords
from responsa_server.webhooks.api import WebhooksApi
from responsa_server.webhooks.delivery_loop import DeliverySettings
from responsa_server.webhooks.replica import WebhookWork

log = logging.getLogger("responsa")

METADATA_MAX_BYTES = 128 * 1024

# The store is pinged when health is asked (Envoy's checks, a gRPC Check: one ping a second
# with Envoy's 1 s checks, its two clusters asking together), at most once per this long
# (store/reachability.py).
STORE_CHECK_SECONDS = 0.5
# How long a ping may take before the store counts as unreachable.
STORE_PING_SECONDS = 1.0


class ResponsaServer:
    """Owns the store, the upstream client and the gRPC server for one process."""

    def __init__(
        self,
        settings: Settings,
        *,
        resolver: Resolver | None = None,
        kinds: ToolKinds = BUILT_IN_KINDS,
    ) -> None:
        # The tool kinds this server parses and runs (a test may add its own).
        self.kinds = kinds
        self.table = routing_table(settings)
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
        self._health = AskedHealth(self._health_answered)
        # The health status as last set (the REST listener's GET /healthz answers it too, and
        # answers 503 itself once it is stopping).
        self._serving = False
        # The store's check, woken by health questions (set once the store is open).
        self._reachability: StoreReachability | None = None
        self._in_flight = InFlight()
        self._database: Database | None = None
        self._store: ResponseStore | None = None
        self._upstream: UpstreamFleet | None = None
        self._websocket: WebSocketEdge | None = None
        self._rest: RestListener | None = None
        self._blobs: BlobStore | None = None
        # What stop closes, newest first: each part registers its close once it opened it
        # (the clients made here first, so they close after everything that uses them).
        self._closing = contextlib.AsyncExitStack()
        self._stopping: asyncio.Future[None] | None = None
        # The gRPC server's grace on stop (stop's argument).
        self._grace = 5.0
        self._mcp = McpConnections(
            timeout=settings.mcp_timeout_seconds,
            tools_ttl=settings.mcp_tools_ttl_seconds,
            egress=self.egress,
        )
        self._closing.push_async_callback(self._mcp.close)
        self._fetcher = UrlFetcher(self.egress, timeout_seconds=settings.fetch_timeout_seconds)
        self._closing.push_async_callback(self._fetcher.aclose)
        self._search: SearxngProvider | None = None
        if settings.web_search_url:
            self._search = SearxngProvider(
                settings.web_search_url, timeout=settings.web_search_timeout_seconds
            )
            self._closing.push_async_callback(self._search.aclose)
        # The image_generation tool's server: made here, first called by a request (no probe).
        self._images: ImagesUpstream | None = None
        self._images_egress: EgressPolicy | None = None
        images_spec = images_upstream(settings, self.table)
        if images_spec is not None:
            self._images_egress = images_egress(
                images_spec, self.egress.own_ports, resolver=resolver
            )
            self._images = ImagesUpstream(images_spec, self._images_egress)
            self._closing.push_async_callback(self._images.aclose)
        # The jail side of code_interpreter and the Containers API (docs/sandbox.md): work
        # directories and jails on this host, in-process, or in a `responsa sandbox` process
        # (RESPONSA_SANDBOX_URL: this one needs no privilege). The containers themselves are
        # stored here either way (containers/).
        limits = Limits(
            wall_seconds=settings.sandbox_wall_seconds,
            cpu_seconds=settings.sandbox_cpu_seconds,
            memory_bytes=settings.sandbox_memory_bytes,
        )
        self.sandbox: Sandbox
        if settings.sandbox_url:
            remote = RemoteSandbox(settings.sandbox_url, settings.sandbox_token or "", limits)
            self._closing.push_async_callback(remote.aclose)
            self.sandbox = remote
        else:
            local = local_sandbox(settings)
            self._closing.push_async_callback(local.close)
            self.sandbox = local
        # Full names of the registered services (health reports each of them).
        self._service_names: tuple[str, ...] = ()
        self.port = 0

    @property
    def rest_port(self) -> int:
        """The REST listener's port once started (edges/rest_listener.py), else 0."""
        return self._rest.port if self._rest is not None else 0

    async def start(self) -> None:
        """Open the store (migrations run here), then listen. A step that fails closes what the
        steps before it opened, newest first, and the error propagates: nothing keeps running."""
        try:
            await self._open(self._closing)
        except BaseException:
            await self._closing.aclose()
            raise

    async def _open(self, closing: contextlib.AsyncExitStack) -> None:
        """Each step registers its close on `closing` as soon as it opened something, so closing
        runs in the reverse order: listeners first, then the drain (responses and background
        jobs, while the gRPC server that carries the responses still runs), then the sweeps,
        the clients, and the database last."""
        settings = self.settings
        database = await Database.open(
            settings.database_url,
            durable_commits=settings.durable_commits,
            # A transaction left open by a paused replica must not outlive its leases.
            idle_transaction_seconds=settings.job_lease_seconds,
        )
        closing.push_async_callback(database.close)
        self._database = database
        self._store = ResponseStore(database)
        self._upstream = UpstreamFleet(self.table)
        closing.push_async_callback(self._upstream.aclose)
        self._blobs = open_blob_store(settings.blob_store_url)
        closing.push_async_callback(self._blobs.close)
        file_store = FileStore(database)
        files = FilesApi(file_store, self._blobs)
        vector_stores = await self._open_vector_stores(database, file_store, self._blobs, closing)
        file_search = FileSearcher(vector_stores)
        conversations = ConversationStore(database)
        # One key shared by every replica: compaction items, background request bodies and
        # (a key derived from it) reasoning items.
        shared = await shared_key(database, settings.compaction_key)
        windows = ContextWindows(self._upstream, settings.context_window_tokens)
        windows.prefetch()  # in the background: no request waits on the upstream's /models
        limits = ContextLimits(
            windows,
            TokenCounter(self._upstream),
            CompactionSeal(shared),
        )
        inputs = self._request_inputs(file_store, ReasoningSeal.derived_from(shared))
        images = StoredImages(file_store, self._blobs)
        moderation = self._moderation_for(closing)
        containers = ContainersApi(
            ContainerRecords(database),
            self._blobs,
            files,
            self.sandbox,
            idle_seconds=settings.container_idle_minutes * 60,
            lease_seconds=settings.container_lease_seconds,
        )
        # The one ToolLoop of the process: foreground responses and background jobs run on it.
        loop = ToolLoop(
            self._upstream,
            self._store,
            conversations,
            limits,
            ToolServices(
                self._mcp, self._search, file_search, self._store, self._images, containers
            ),
            self._in_flight,
            inputs,
            max_turns=settings.max_tool_iterations,
            kinds=self.kinds,
            moderation=moderation,
        )
        retention = RetentionSweeper(
            database,
            RetentionSettings(
                response_days=settings.retention_days,
                event_hours=settings.event_retention_hours,
                sweep_seconds=settings.retention_sweep_seconds,
            ),
            drop_blobs=files.drop_bytes,
        )
        retention.start()
        closing.push_async_callback(retention.stop)
        # Refused creates, written off the calls' path (closed after the server stopped, so
        # the last calls' rows are written before the database closes).
        failed_requests = FailedRequestStore(database)
        failure_log = FailedRequestLog(failed_requests)
        failure_log.start()
        closing.push_async_callback(failure_log.close)
        key_store = ApiKeyStore(database, cache_seconds=settings.auth_cache_seconds)
        credentials = Credentials(
            self._auth_mode, await token_check(self._auth_mode, settings, database, key_store)
        )
        rate = RequestRate(settings.project_requests_per_minute)
        limit = settings.max_message_bytes
        # One call pipeline for every transport (edges/call_pipeline.py): gRPC's interceptor,
        # the REST listener and WebSocket frames each run it.
        pipeline = CallPipeline(Admission(credentials, rate), failure_log)
        interceptor = CallInterceptor(pipeline)
        server = grpc.aio.server(
            interceptors=[interceptor],
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
        # Registered before the drain, so it stops after it: responses drain on its calls.
        closing.push_async_callback(lambda: server.stop(self._grace))
        webhooks = self._webhooks(database, shared)
        background = BackgroundWork(
            database,
            self._store,
            loop,
            JobSettings(
                lease_seconds=settings.job_lease_seconds,
                heartbeat_seconds=settings.job_heartbeat_seconds,
                poll_seconds=settings.job_poll_seconds,
                concurrency=settings.job_concurrency,
                drain_seconds=settings.drain_seconds,
            ),
            shared,
            webhooks.outbox,
        )
        await background.start()
        closing.push_async_callback(self._drain, background)
        # Woken when a job ends on any replica (its webhook events are in the outbox then).
        closing.callback(background.notifier.listen(lambda note: webhooks.noted(note.kind)))
        webhooks.start()
        closing.push_async_callback(webhooks.stop)
        prompts = PromptsApi(PromptStore(database))
        api = ResponsesApi(
            loop,
            self._store,
            background.api,
            StreamSlots(settings.project_concurrent_streams),
            images,
            prompts,
        )
        conversations_api = ConversationsApi(conversations, images, self.kinds)
        services = _services(
            api,
            InsightsApi(api, conversations_api, self._store, failed_requests),
            ContextApi(self._upstream, loop.preparation),
            conversations_api,
            files,
            vector_stores,
            ModelsApi(self._upstream),
            ModerationsApi(moderation.providers),
            ApiKeysApi(self._auth_mode, key_store),
            webhooks.api,
            prompts,
            # The console's files, read once off the loop (edges/console.py).
            await asyncio.to_thread(load_assets),
        )
        self._service_names = register(server, [*services, *sandbox_services(containers)])
        # Generic handlers only, as register() adds them (see edges.binding.GenericHandlersOnly).
        generic: Any = GenericHandlersOnly(server)
        health_pb2_grpc.add_HealthServicer_to_server(self._health, generic)
        # What reflection.enable_server_reflection does for an aio server, on `generic`.
        reflection_pb2_grpc.add_ServerReflectionServicer_to_server(
            ReflectionServicer(
                [*self._service_names, health.SERVICE_NAME, reflection.SERVICE_NAME]
            ),
            generic,
        )
        # Listening before gRPC reports SERVING: the launcher waits for that, then starts Envoy.
        self._websocket = WebSocketEdge(api, pipeline, max_message_bytes=limit)
        await self._websocket.start(settings.grpc_host, settings.websocket_port)
        closing.push_async_callback(self._websocket.stop)
        # POST /v1/responses as Envoy proxies it (edges/rest_listener.py).
        self._rest = RestListener(
            pipeline.build(rest_create(api, settings.stream_read_interval_seconds)),
            max_body_bytes=limit,
            serving=self._serving_asked,
        )
        await self._rest.start(settings.grpc_host, settings.rest_port)
        # First to close: from then on its GET /healthz answers 503, as the gRPC health does.
        closing.push_async_callback(self._rest.stop)
        # gRPC's port last, right before it starts: a bound server that never started keeps its
        # port until the process exits, whatever stop does.
        self.port = server.add_insecure_port(f"{settings.grpc_host}:{settings.grpc_port}")
        for policy in (self.egress, self._images_egress):
            if policy is not None:
                policy.protect_ports(self.port, self._websocket.port, self._rest.port)
        await server.start()
        await self._set_serving(True)
        assert self._database is not None
        self._reachability = StoreReachability(
            self._database, self._set_serving, every=STORE_CHECK_SECONDS, within=STORE_PING_SECONDS
        )
        closing.push_async_callback(self._reachability.close)
        log.info("gRPC listening on %s:%d", settings.grpc_host, self.port)
        log.info("%s", startup_notice(self._auth_mode, settings))

    def _moderation_for(self, closing: contextlib.AsyncExitStack) -> Moderation:
        """The table's moderation providers (none: a request's `moderation` names no model)."""
        providers = None
        if self.table.moderations:
            providers = ModerationProviders(self.table.moderations, self.egress)
            closing.push_async_callback(providers.aclose)
        return Moderation(
            providers,
            fail_open=self.settings.moderation_fail_open,
            chunk_chars=self.settings.moderation_chunk_chars,
            required=self.table.project_moderation,
        )

    def _webhooks(self, database: Database, shared: bytes) -> WebhookWork:
        """Webhook endpoints, the outbox and this replica's delivery loop (not started)."""
        settings = self.settings
        delivery = DeliverySettings(
            timeout_seconds=settings.webhook_timeout_seconds,
            retry_hours=settings.webhook_retry_hours,
            retry_base_seconds=settings.webhook_retry_base_seconds,
            poll_seconds=settings.webhook_poll_seconds,
            concurrency=max(1, settings.webhook_concurrency),
            per_endpoint=max(1, settings.webhook_endpoint_concurrency),
        )
        # Endpoint URLs go through the same egress policy as every URL a request names.
        return WebhookWork(database, shared, self.egress, delivery, owner=replica_name())

    def _request_inputs(self, files: FileStore, seal: ReasoningSeal) -> RequestInputs:
        """Images, files and reasoning of requests, shaped for each model's upstream."""
        settings = self.settings
        assert self._blobs is not None
        upstream = UpstreamInputs(
            fetches_urls=settings.upstream_fetches_urls,
            file_parts=settings.upstream_file_parts,
            reasoning_field=settings.upstream_reasoning_field,
        )
        limits = InputLimits(
            image_bytes=settings.input_image_max_bytes, file_bytes=settings.input_file_max_bytes
        )
        resolver = InputResolver(files, self._blobs, self._fetcher, limits=limits)
        assert self._upstream is not None
        # The settings are the defaults; a routing table's upstream may give its own.
        return RequestInputs(resolver, seal, inputs_by_model(self._upstream.routes, upstream))

    async def _open_vector_stores(
        self,
        database: Database,
        files: FileStore,
        blobs: BlobStore,
        closing: contextlib.AsyncExitStack,
    ) -> VectorStoresApi:
        """Vector stores in the shared database; files left in progress are ingested again."""
        settings = self.settings
        embedder = open_embedder(
            settings.embeddings_base_url,
            settings.embeddings_model,
            settings.embeddings_api_key,
            local_port=settings.local_embeddings_port,
            on_local_port=self.egress.protect_ports,
        )
        closing.push_async_callback(embedder.aclose)
        records = VectorStoreRecords(database)
        index = ChunkIndex(database)
        await index.prepare()
        ingestor = Ingestor(records, files, blobs, embedder, index)
        ingestion = LeasedIngestionQueue(
            records,
            ingestor.run,
            owner=replica_name(),
            lease_seconds=self.settings.ingestion_lease_seconds,
            # The poll only finds files whose lease ran out on another replica (an attach
            # wakes its own replica's workers at once), so a fraction of the lease is enough;
            # every 2 s it was the largest wake-up of an idle process.
            poll_seconds=self.settings.ingestion_lease_seconds / 4,
        )
        closing.push_async_callback(ingestion.close)
        api = VectorStoresApi(records, files, index, embedder, ingestion, blobs)
        await api.resume()
        return api

    async def _set_serving(self, serving: bool) -> None:
        self._serving = serving
        status = (
            health_pb2.HealthCheckResponse.SERVING
            if serving
            else health_pb2.HealthCheckResponse.NOT_SERVING
        )
        for name in ("", *self._service_names):
            await self._health.set(name, status)

    async def _health_answered(self) -> None:
        """A gRPC health Check: the store's check if due, awaited (NOT_SERVING while the store
        does not answer, SERVING again once it does)."""
        if self._reachability is not None:
            await self._reachability.answered()

    def _serving_asked(self) -> bool:
        """GET /healthz's answer: the status as last set; the store's check, if due, starts
        for the next question."""
        if self._reachability is not None:
            self._reachability.asked()
        return self._serving

    async def _drain(self, background: BackgroundWork) -> None:
        """Background jobs and foreground responses drain together, to the same deadline: jobs
        finish or are handed back to other replicas, responses finish or end failed."""
        running = len(self._in_flight)
        if running:
            log.info("draining %d responses (up to %.0fs)", running, self.settings.drain_seconds)
        interrupted, _ = await asyncio.gather(
            self._in_flight.drain(self.settings.drain_seconds), background.stop()
        )
        if interrupted:
            log.warning("ended %d responses still running at the drain deadline", interrupted)

    async def stop(self, grace: float = 5.0) -> None:
        """Drain: NOT_SERVING, refuse new responses, let running ones finish until the drain
        deadline, end the rest (failed, stored, terminal event sent), then close the pools:
        everything `start` opened, in the reverse order. Once: a second call (or one after a
        failed start) waits for the first and does nothing more."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop(grace))
        await asyncio.shield(self._stopping)

    async def _stop(self, grace: float) -> None:
        self._grace = grace
        await self._health.enter_graceful_shutdown()
        await self._closing.aclose()


def _services(
    responses: ResponsesApi,
    insights: InsightsApi,
    context: ContextApi,
    conversations: ConversationsApi,
    files: FilesApi,
    vector_stores: VectorStoresApi,
    models: ModelsApi,
    moderations: ModerationsApi,
    api_keys: ApiKeysApi,
    webhooks: WebhooksApi,
    prompts: PromptsApi,
    console_assets: dict[str, HttpBody],
) -> list[Service]:
    """Every gRPC service the process serves (Envoy routes REST and gRPC to them)."""
    return [
        responses_http_service(responses),
        responses_service(responses),
        *insights_services(insights),
        *context_services(context),
        *conversations_services(conversations),
        *files_services(files),
        *vector_stores_services(vector_stores),
        *models_services(models),
        *moderations_services(moderations),
        *api_keys_services(api_keys),
        *webhook_endpoints_services(webhooks),
        *prompts_services(prompts),
        metrics_service(),
        console_service(console_assets),
    ]


async def serve(settings: Settings, *, resolver: Resolver | None = None) -> None:
    """Run until SIGINT/SIGTERM, then stop gracefully."""
    server = ResponsaServer(settings, resolver=resolver)
    await server.start()
    # Everything made so far (modules, stubs, tables, settings) lives as long as the process:
    # out of the collector's reach, a full collection no longer walks it. Each one stalled the
    # loop ~156-160 ms (every stream's next read with it: the TTFT tail at 64 streams), ~5 ms
    # after this (docs/performance.md, "Where the TTFT tail is").
    gc.freeze()
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stopping.set)
    await stopping.wait()
    await server.stop()
    metrics.process_exited(os.getpid())
