"""Settings from the environment. Names are a public interface: keep them."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from responsa_server.upstream.timeouts import UpstreamTimeouts

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///var/responsa.db"
# Uploaded files' bytes: a local directory, or s3://bucket[/prefix] (AWS_* settings).
DEFAULT_BLOB_STORE = "var/blobs"

# Where to point Responsa instead of the bundled local model (the default of `responsa serve`
# and `make up`, which runs it).
OTHER_UPSTREAMS = """\
  Ollama:  RESPONSA_UPSTREAM_BASE_URL=http://127.0.0.1:11434/v1 responsa serve
  vLLM:    RESPONSA_UPSTREAM_BASE_URL=http://127.0.0.1:8000/v1 responsa serve
  OpenAI:  RESPONSA_UPSTREAM_BASE_URL=https://api.openai.com/v1 \\
           RESPONSA_UPSTREAM_API_KEY=sk-... responsa serve
  (in a checkout, `make up` instead of `responsa serve`)
"""

UPSTREAM_HELP = (
    "RESPONSA_UPSTREAM_BASE_URL is not set: the service needs an OpenAI-compatible Chat "
    "Completions server.\n`responsa serve` (`make up`) starts the bundled local model when it "
    "is unset; to run one service process (`responsa worker`), set one, for example:\n\n"
    + OTHER_UPSTREAMS
    + "\nor a routing table of several upstreams: RESPONSA_MODELS_FILE=models.yaml "
    "(docs/models.md)."
)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the service reads from its environment."""

    upstream_base_url: str | None
    upstream_api_key: str | None
    database_url: str
    http_port: int
    grpc_port: int
    # The routing table (docs/models.md); None: every model goes to RESPONSA_UPSTREAM_BASE_URL.
    models_file: str | None = None
    grpc_host: str = "127.0.0.1"
    # WebSocket mode of /v1/responses (Envoy routes upgrades on the REST port here). 0: a free
    # port (a process started without the launcher, which passes each replica its port).
    websocket_port: int = 0
    # The REST listener (HTTP/1.1) for the routes Envoy proxies instead of transcoding (today
    # POST /v1/responses); on grpc_host, for Envoy only. 0: a free port (a process started
    # without the launcher, which passes each replica its port).
    rest_port: int = 0
    # Flush every commit to disk (an fsync per save). Off is the opt-in fast mode: Postgres
    # synchronous_commit=off, which a database-server crash can cost the last saves.
    durable_commits: bool = True
    # On SIGTERM: how long responses in flight may run on before they are ended (failed), and
    # background jobs before they are handed back to another replica.
    drain_seconds: float = 8.0
    # Log lines as "text" (human-readable) or "json" (one object per line).
    log_format: str = "text"
    # Debug: put output text in the logs (never on by default).
    log_content: bool = False
    # Raised together with Envoy's max_request_body_size (gateway/envoy.yaml).
    max_message_bytes: int = 64 * 1024 * 1024
    # Upstream calls one response may make while server-side tools run (then: incomplete).
    max_tool_iterations: int = 10
    # Limit for connecting to an MCP server plus one tools/list or tools/call.
    mcp_timeout_seconds: float = 30.0
    # How long a server's tool list is reused by requests that do not carry one in their chain.
    mcp_tools_ttl_seconds: float = 300.0
    # Total limit for fetching one `file_url` / `image_url` (connect to last byte).
    fetch_timeout_seconds: float = 30.0
    # The models' context window when the upstream does not state one (tokens; None: unknown).
    context_window_tokens: int | None = None
    # Key sealing compaction items (any text; every replica must share it). None: one is
    # generated once and kept in the store.
    compaction_key: str | None = None
    # Limits of one upstream call, in seconds (gateway/envoy.yaml's idle timeout sits above).
    upstream_timeouts: UpstreamTimeouts = field(default_factory=UpstreamTimeouts)
    # Pooled connections to the upstream; callers beyond it queue in arrival order.
    upstream_max_connections: int = 256
    # Who may call: "none" (everyone is the default project) or "keys" (API keys, auth/).
    auth: str = "none"
    # Let RESPONSA_AUTH=none listen on a non-loopback address (off: refuse to start).
    allow_unauthenticated_network: bool = False
    # Reuse a valid key's project this long per process (0: look up every call; a revoked key
    # works for at most this long).
    auth_cache_seconds: float = 0.0
    # RESPONSA_AUTH=jwt: the identity provider's JWKS (file or URL), expected iss/aud, and the
    # claim naming the project.
    jwt_jwks: str | None = None
    jwt_issuer: str | None = None
    jwt_audience: str | None = None
    jwt_project_claim: str = "project"
    # Per-project limits in this process; 0 = off.
    project_requests_per_minute: int = 0
    project_concurrent_streams: int = 0
    # Background jobs (jobs/): a replica that stops heartbeating loses its jobs after the lease.
    job_lease_seconds: float = 30.0
    job_heartbeat_seconds: float = 10.0
    # Safety poll for lost notifications (claims, followed streams).
    job_poll_seconds: float = 5.0
    job_concurrency: int = 64
    # A file's ingestion lease: another replica takes the file over once it expired.
    ingestion_lease_seconds: float = 60.0
    # Retention (store/retention.py): stored responses for this many days (0: forever), a
    # finished job's event log for this many hours, one sweep every so many seconds.
    retention_days: float = 30.0
    event_retention_hours: float = 24.0
    retention_sweep_seconds: float = 300.0
    # A SearXNG instance for the built-in web_search tool; None: the tool is not offered.
    web_search_url: str | None = None
    web_search_timeout_seconds: float = 10.0
    # Where uploaded files' bytes live (see blobs/).
    blob_store_url: str = DEFAULT_BLOB_STORE
    # An OpenAI-compatible /v1/embeddings server for vector stores; None: the bundled model.
    embeddings_base_url: str | None = None
    embeddings_model: str | None = None
    embeddings_api_key: str | None = None
    # The bundled embeddings server's port (0: a free one); `responsa serve` picks it per replica.
    local_embeddings_port: int = 0
    # -- egress and logs (issue 8, outbound half) --
    # RESPONSA_TOOL_URL_ALLOW as given: None is the default egress policy (see egress/policy.py).
    tool_url_allow: str | None = None
    # Envoy's admin on TCP, only when an operator asks (else a Unix socket); never reachable
    # by tool URLs either way.
    envoy_admin_port: int | None = None
    # More local ports tool URLs never reach: the other replicas' gRPC ports (the launcher sets
    # it), sidecars.
    protected_ports: tuple[int, ...] = ()
    log_level: str = "INFO"
    # -- images, files and reasoning of requests (inputs/, docs/inputs.md) --
    # The upstream downloads http(s) image URLs itself; false: Responsa fetches them (egress
    # policy) and sends data URLs.
    upstream_fetches_urls: bool = True
    # The upstream takes Chat Completions `file` parts (PDF); false: files go as their text.
    upstream_file_parts: bool = False
    # The assistant-message field earlier reasoning is sent in; None: not sent.
    upstream_reasoning_field: str | None = "reasoning_content"
    # Largest image and file one input part may give, in bytes.
    input_image_max_bytes: int = 20 * 1024 * 1024
    input_file_max_bytes: int = 32 * 1024 * 1024

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        """Read RESPONSA_* variables, with the embedded defaults for a fresh machine."""
        e: Mapping[str, str] = os.environ if env is None else env
        defaults = UpstreamTimeouts()
        return cls(
            upstream_base_url=e.get("RESPONSA_UPSTREAM_BASE_URL") or None,
            upstream_api_key=e.get("RESPONSA_UPSTREAM_API_KEY") or None,
            models_file=e.get("RESPONSA_MODELS_FILE") or None,
            database_url=e.get("RESPONSA_DATABASE_URL") or DEFAULT_DATABASE_URL,
            http_port=int(e.get("RESPONSA_HTTP_PORT") or 8080),
            grpc_port=int(e.get("RESPONSA_GRPC_PORT") or 50051),
            grpc_host=e.get("RESPONSA_GRPC_HOST") or "127.0.0.1",
            websocket_port=int(e.get("RESPONSA_WEBSOCKET_PORT") or 0),
            rest_port=int(e.get("RESPONSA_REST_PORT") or 0),
            durable_commits=(e.get("RESPONSA_DURABLE_COMMITS") or "1").lower()
            not in ("0", "false", "off"),
            log_format=(e.get("RESPONSA_LOG_FORMAT") or "text").lower(),
            log_content=(e.get("RESPONSA_LOG_CONTENT") or "").lower() in ("1", "true"),
            max_tool_iterations=int(e.get("RESPONSA_MAX_TOOL_ITERATIONS") or 10),
            mcp_timeout_seconds=float(e.get("RESPONSA_MCP_TIMEOUT_SECONDS") or 30),
            mcp_tools_ttl_seconds=float(e.get("RESPONSA_MCP_TOOLS_TTL_SECONDS") or 300),
            fetch_timeout_seconds=float(e.get("RESPONSA_FETCH_TIMEOUT_SECONDS") or 30),
            context_window_tokens=int(e["RESPONSA_CONTEXT_WINDOW_TOKENS"])
            if e.get("RESPONSA_CONTEXT_WINDOW_TOKENS")
            else None,
            compaction_key=e.get("RESPONSA_COMPACTION_KEY") or None,
            upstream_timeouts=UpstreamTimeouts(
                connect=_seconds(e, "RESPONSA_UPSTREAM_CONNECT_TIMEOUT", defaults.connect),
                first_byte=_seconds(e, "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT", defaults.first_byte),
                between_chunks=_seconds(
                    e, "RESPONSA_UPSTREAM_CHUNK_TIMEOUT", defaults.between_chunks
                ),
                total=_seconds(e, "RESPONSA_UPSTREAM_TOTAL_TIMEOUT", defaults.total),
            ),
            upstream_max_connections=_positive_int(e, "RESPONSA_UPSTREAM_MAX_CONNECTIONS", 256),
            auth=(e.get("RESPONSA_AUTH") or "none").strip().lower(),
            allow_unauthenticated_network=_flag(e.get("RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK")),
            auth_cache_seconds=float(e.get("RESPONSA_AUTH_CACHE_SECONDS") or 0),
            jwt_jwks=e.get("RESPONSA_JWT_JWKS") or None,
            jwt_issuer=e.get("RESPONSA_JWT_ISSUER") or None,
            jwt_audience=e.get("RESPONSA_JWT_AUDIENCE") or None,
            jwt_project_claim=e.get("RESPONSA_JWT_PROJECT_CLAIM") or "project",
            project_requests_per_minute=int(e.get("RESPONSA_PROJECT_REQUESTS_PER_MINUTE") or 0),
            project_concurrent_streams=int(e.get("RESPONSA_PROJECT_CONCURRENT_STREAMS") or 0),
            web_search_url=e.get("RESPONSA_WEB_SEARCH_URL") or None,
            web_search_timeout_seconds=float(e.get("RESPONSA_WEB_SEARCH_TIMEOUT_SECONDS") or 10),
            blob_store_url=e.get("RESPONSA_BLOB_STORE") or DEFAULT_BLOB_STORE,
            embeddings_base_url=e.get("RESPONSA_EMBEDDINGS_BASE_URL") or None,
            embeddings_model=e.get("RESPONSA_EMBEDDINGS_MODEL") or None,
            embeddings_api_key=e.get("RESPONSA_EMBEDDINGS_API_KEY") or None,
            local_embeddings_port=int(e.get("RESPONSA_LOCAL_EMBEDDINGS_PORT") or 0),
            tool_url_allow=e.get("RESPONSA_TOOL_URL_ALLOW") or None,
            envoy_admin_port=int(e.get("RESPONSA_ENVOY_ADMIN_PORT") or 0) or None,
            protected_ports=tuple(
                int(p) for p in (e.get("RESPONSA_PROTECTED_PORTS") or "").split(",") if p.strip()
            ),
            log_level=(e.get("RESPONSA_LOG_LEVEL") or "INFO").upper(),
            upstream_fetches_urls=(e.get("RESPONSA_UPSTREAM_FETCHES_URLS") or "true").lower()
            not in ("0", "false", "off", "no"),
            upstream_file_parts=_flag(e.get("RESPONSA_UPSTREAM_FILE_PARTS")),
            upstream_reasoning_field=_reasoning_field(e.get("RESPONSA_UPSTREAM_REASONING_FIELD")),
            input_image_max_bytes=_positive_int(
                e, "RESPONSA_INPUT_IMAGE_MAX_BYTES", 20 * 1024 * 1024
            ),
            input_file_max_bytes=_positive_int(
                e, "RESPONSA_INPUT_FILE_MAX_BYTES", 32 * 1024 * 1024
            ),
            **_job_settings(e),
        )


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    """A positive number of seconds, or a start-up error naming the variable."""
    raw = env.get(name)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SystemExit(f"{name} must be a number of seconds, got {raw!r}") from None
    if not value > 0:
        raise SystemExit(f"{name} must be above 0 seconds, got {raw!r}")
    return value


def _positive_int(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise SystemExit(f"{name} must be a whole number above 0, got {raw!r}")
    return int(raw)


def _flag(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes")


def _reasoning_field(value: str | None) -> str | None:
    """RESPONSA_UPSTREAM_REASONING_FIELD: a field name, or `none` (reasoning not sent)."""
    name = (value or "reasoning_content").strip()
    if name.lower() in ("none", "off", "false", "0"):
        return None
    if not name.isidentifier():
        raise SystemExit(
            f"RESPONSA_UPSTREAM_REASONING_FIELD must be a field name or 'none', got {value!r}"
        )
    return name


def _job_settings(e: Mapping[str, str]) -> dict[str, Any]:
    lease = float(e.get("RESPONSA_JOB_LEASE_SECONDS") or 30)
    return {
        "job_lease_seconds": lease,
        "job_heartbeat_seconds": float(e.get("RESPONSA_JOB_HEARTBEAT_SECONDS") or lease / 3),
        "job_poll_seconds": float(e.get("RESPONSA_JOB_POLL_SECONDS") or 5),
        "job_concurrency": int(e.get("RESPONSA_JOB_CONCURRENCY") or 64),
        "ingestion_lease_seconds": float(e.get("RESPONSA_INGESTION_LEASE_SECONDS") or 60),
        "drain_seconds": float(e.get("RESPONSA_DRAIN_SECONDS") or 8),
        "retention_days": float(e.get("RESPONSA_RETENTION_DAYS") or 30),
        "event_retention_hours": float(e.get("RESPONSA_EVENT_RETENTION_HOURS") or 24),
        "retention_sweep_seconds": float(e.get("RESPONSA_RETENTION_SWEEP_SECONDS") or 300),
    }
