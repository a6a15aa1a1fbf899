"""Settings from the environment: one typed model (pydantic-settings), one field per RESPONSA_*
variable. Names are a public interface: keep them.

Every value is checked while it is read; a bad one stops the start with a message naming its
variable (`SettingsError`, every problem at once), never a traceback. Booleans are read one way
(`_flag`); an empty variable is an unset one. Over 400 lines because every variable is one field
with its comment here, in one place.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    AliasChoices,
    BeforeValidator,
    Field,
    ValidationError,
)
from pydantic_core import PydanticCustomError
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from responsa_server.upstream.table import (
    ImagesUpstreamSpec,
    RoutingTable,
    load_table,
    single_upstream_table,
)
from responsa_server.upstream.timeouts import UpstreamTimeouts

__all__ = [
    "DEFAULT_BLOB_STORE",
    "DEFAULT_DATABASE_URL",
    "OTHER_UPSTREAMS",
    "UPSTREAM_HELP",
    "Settings",
    "SettingsError",
    "routing_table",
]

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

_PREFIX = "RESPONSA_"
_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")
# The message type of the refusals written here (`_refuse`): rendered "NAME <message>, got 'raw'".
_REFUSAL = "responsa_setting"
_DEFAULT_TIMEOUTS = UpstreamTimeouts()


class SettingsError(SystemExit):
    """The environment cannot be used: one line per bad variable, each naming it."""

    def __init__(self, problems: list[str], variables: frozenset[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems
        # The variables named (`responsa check` sets them aside and reads the rest).
        self.variables = variables


def _refuse(message: str) -> PydanticCustomError:
    return PydanticCustomError(_REFUSAL, message)


def _flag(value: object) -> object:
    """The one way a boolean is read: 1/true/yes/on or 0/false/no/off, any case."""
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        raise _refuse("must be one of 1, true, yes, on or 0, false, no, off")
    return value


def _seconds_above_zero(value: object) -> object:
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            raise _refuse("must be a number of seconds") from None
        if not number > 0:
            raise _refuse("must be above 0 seconds")
        return number
    return value


def _whole_above_zero(value: object) -> object:
    if isinstance(value, str) and not (value.strip().isdigit() and int(value) >= 1):
        raise _refuse("must be a whole number above 0")
    return value


def _port(value: object) -> object:
    # 0: a free port (a process started without the launcher).
    if isinstance(value, str) and not (value.strip().isdigit() and int(value) < 65536):
        raise _refuse("must be a port number (1-65535, or 0 for a free one)")
    return value


def _optional_port(value: object) -> object:
    """A port, where 0 means unset."""
    checked = _port(value)
    return None if isinstance(checked, str) and int(checked) == 0 else checked


def _ports(value: object) -> object:
    """A comma-separated list of ports."""
    if isinstance(value, str):
        parts = [part.strip() for part in value.split(",") if part.strip()]
        if not all(part.isdigit() and 0 < int(part) < 65536 for part in parts):
            raise _refuse("must be comma-separated port numbers (1-65535)")
        return tuple(int(part) for part in parts)
    return value


def _reasoning_field(value: object) -> object:
    """A field name, or `none` (reasoning not sent)."""
    if isinstance(value, str):
        name = value.strip()
        if name.lower() in ("none", *_FALSE):
            return None
        if not name.isidentifier():
            raise _refuse("must be a field name or 'none'")
        return name
    return value


def _lower(value: object) -> object:
    return value.strip().lower() if isinstance(value, str) else value


def _upper(value: object) -> object:
    return value.strip().upper() if isinstance(value, str) else value


Flag = Annotated[bool, BeforeValidator(_flag)]
Port = Annotated[int, BeforeValidator(_port)]
Timeout = Annotated[float, BeforeValidator(_seconds_above_zero)]
Seconds = Annotated[float, Field(ge=0)]
Count = Annotated[int, Field(ge=0)]


def _env(name: str, *more: str) -> Any:
    """The variable(s) a field is read from (the field's own name works too). Names are written
    out whole so that a search for a variable finds where it is read."""
    # A bare name (as branches written before this rule add them) still means RESPONSA_<name>.
    return AliasChoices(name if name.startswith(_PREFIX) else f"{_PREFIX}{name}", *more)


class Settings(BaseSettings):
    """Everything the service reads from its environment (docs/configuration.md).

    `Settings.from_env()` reads the RESPONSA_* variables; constructing it directly (tests) takes
    field names and reads no variable.
    """

    model_config = SettingsConfigDict(
        frozen=True,
        extra="ignore",
        case_sensitive=True,
        env_ignore_empty=True,
        validate_by_name=True,
        validate_by_alias=True,
        allow_inf_nan=False,
    )

    upstream_base_url: str | None = Field(None, validation_alias=_env("RESPONSA_UPSTREAM_BASE_URL"))
    upstream_api_key: str | None = Field(
        None, repr=False, validation_alias=_env("RESPONSA_UPSTREAM_API_KEY")
    )
    database_url: str = Field(DEFAULT_DATABASE_URL, validation_alias=_env("RESPONSA_DATABASE_URL"))
    http_port: Port = Field(8080, validation_alias=_env("RESPONSA_HTTP_PORT"))
    grpc_port: Port = Field(50051, validation_alias=_env("RESPONSA_GRPC_PORT"))
    # The routing table (docs/models.md); None: every model goes to RESPONSA_UPSTREAM_BASE_URL.
    models_file: str | None = Field(None, validation_alias=_env("RESPONSA_MODELS_FILE"))
    grpc_host: str = Field("127.0.0.1", validation_alias=_env("RESPONSA_GRPC_HOST"))
    # WebSocket mode of /v1/responses (Envoy routes upgrades on the REST port here). 0: a free
    # port (a process started without the launcher, which passes each replica its port).
    websocket_port: Port = Field(0, validation_alias=_env("RESPONSA_WEBSOCKET_PORT"))
    # The REST listener (HTTP/1.1) for the routes Envoy proxies instead of transcoding (today
    # POST /v1/responses); on grpc_host, for Envoy only. 0: a free port (as above).
    rest_port: Port = Field(0, validation_alias=_env("RESPONSA_REST_PORT"))
    # The least time between two reads of a foreground REST stream's upstream, in seconds (0: each
    # read is taken and written as it comes). Text that arrives meanwhile waits in the socket and
    # leaves in one piece: fewer reads, writes and Envoy chunks per token, for up to this much
    # more delay of each token but the first (docs/performance.md, "Streaming cost").
    stream_read_interval_seconds: Seconds = Field(
        0.0, validation_alias=_env("RESPONSA_STREAM_READ_INTERVAL_SECONDS")
    )
    # Flush every commit to disk (an fsync per save). Off is the opt-in fast mode: Postgres
    # synchronous_commit=off, which a database-server crash can cost the last saves.
    durable_commits: Flag = Field(True, validation_alias=_env("RESPONSA_DURABLE_COMMITS"))
    # On SIGTERM: how long responses in flight may run on before they are ended (failed), and
    # background jobs before they are handed back to another replica.
    drain_seconds: Seconds = Field(8.0, validation_alias=_env("RESPONSA_DRAIN_SECONDS"))
    # Log lines as "text" (human-readable) or "json" (one object per line).
    log_format: Annotated[str, BeforeValidator(_lower)] = Field(
        "text", validation_alias=_env("RESPONSA_LOG_FORMAT")
    )
    # Debug: put output text in the logs (never on by default).
    log_content: Flag = Field(False, validation_alias=_env("RESPONSA_LOG_CONTENT"))
    # Raised together with Envoy's max_request_body_size (gateway/envoy.yaml); not a variable.
    max_message_bytes: int = 64 * 1024 * 1024
    # Upstream calls one response may make while server-side tools run (then: incomplete).
    max_tool_iterations: Count = Field(10, validation_alias=_env("RESPONSA_MAX_TOOL_ITERATIONS"))
    # Limit for connecting to an MCP server plus one tools/list or tools/call.
    mcp_timeout_seconds: Seconds = Field(
        30.0, validation_alias=_env("RESPONSA_MCP_TIMEOUT_SECONDS")
    )
    # Moderation (docs/guardrails.md): a `block` policy whose provider failed lets the response
    # go on (fail open) instead of refusing it; and the most answer text held back unscreened.
    moderation_fail_open: Flag = Field(
        False, validation_alias=_env("RESPONSA_MODERATION_FAIL_OPEN")
    )
    moderation_chunk_chars: Count = Field(
        400, validation_alias=_env("RESPONSA_MODERATION_CHUNK_CHARS")
    )
    # How long a server's tool list is reused by requests that do not carry one in their chain.
    mcp_tools_ttl_seconds: Seconds = Field(
        300.0, validation_alias=_env("RESPONSA_MCP_TOOLS_TTL_SECONDS")
    )
    # Total limit for fetching one `file_url` / `image_url` (connect to last byte).
    fetch_timeout_seconds: Seconds = Field(
        30.0, validation_alias=_env("RESPONSA_FETCH_TIMEOUT_SECONDS")
    )
    # The models' context window when the upstream does not state one (tokens; None: unknown).
    context_window_tokens: int | None = Field(
        None, ge=1, validation_alias=_env("RESPONSA_CONTEXT_WINDOW_TOKENS")
    )
    # Key sealing compaction items, reasoning items and background request bodies (any text;
    # every replica must share it). None: one is generated once and kept in the store.
    compaction_key: str | None = Field(
        None, repr=False, validation_alias=_env("RESPONSA_COMPACTION_KEY")
    )
    # Limits of one upstream call, in seconds (gateway/envoy.yaml's idle timeout sits above);
    # together they are `upstream_timeouts`.
    upstream_connect_timeout: Timeout = Field(
        _DEFAULT_TIMEOUTS.connect, validation_alias=_env("RESPONSA_UPSTREAM_CONNECT_TIMEOUT")
    )
    upstream_first_byte_timeout: Timeout = Field(
        _DEFAULT_TIMEOUTS.first_byte, validation_alias=_env("RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT")
    )
    upstream_chunk_timeout: Timeout = Field(
        _DEFAULT_TIMEOUTS.between_chunks, validation_alias=_env("RESPONSA_UPSTREAM_CHUNK_TIMEOUT")
    )
    upstream_total_timeout: Timeout = Field(
        _DEFAULT_TIMEOUTS.total, validation_alias=_env("RESPONSA_UPSTREAM_TOTAL_TIMEOUT")
    )
    # Pooled connections to the upstream; callers beyond it queue in arrival order.
    upstream_max_connections: Annotated[int, BeforeValidator(_whole_above_zero)] = Field(
        256, validation_alias=_env("RESPONSA_UPSTREAM_MAX_CONNECTIONS")
    )
    # Who may call: "none" (everyone is the default project) or "keys" (API keys, auth/).
    auth: Annotated[str, BeforeValidator(_lower)] = Field(
        "none", validation_alias=_env("RESPONSA_AUTH")
    )
    # Let RESPONSA_AUTH=none listen on a non-loopback address (off: refuse to start).
    allow_unauthenticated_network: Flag = Field(
        False, validation_alias=_env("RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK")
    )
    # Reuse a valid key's project this long per process (0: look up every call; a revoked key
    # works for at most this long).
    auth_cache_seconds: Seconds = Field(0.0, validation_alias=_env("RESPONSA_AUTH_CACHE_SECONDS"))
    # RESPONSA_AUTH=jwt: the identity provider's JWKS (file or URL), expected iss/aud, and the
    # claim naming the project.
    jwt_jwks: str | None = Field(None, validation_alias=_env("RESPONSA_JWT_JWKS"))
    jwt_issuer: str | None = Field(None, validation_alias=_env("RESPONSA_JWT_ISSUER"))
    jwt_audience: str | None = Field(None, validation_alias=_env("RESPONSA_JWT_AUDIENCE"))
    jwt_project_claim: str = Field("project", validation_alias=_env("RESPONSA_JWT_PROJECT_CLAIM"))
    # Per-project limits in this process; 0 = off.
    project_requests_per_minute: Count = Field(
        0, validation_alias=_env("RESPONSA_PROJECT_REQUESTS_PER_MINUTE")
    )
    project_concurrent_streams: Count = Field(
        0, validation_alias=_env("RESPONSA_PROJECT_CONCURRENT_STREAMS")
    )
    # Background jobs (jobs/): a replica that stops heartbeating loses its jobs after the lease.
    job_lease_seconds: Seconds = Field(30.0, validation_alias=_env("RESPONSA_JOB_LEASE_SECONDS"))
    # Unset: a third of the lease.
    job_heartbeat_seconds: Seconds = Field(
        default_factory=lambda read: read.get("job_lease_seconds", 30.0) / 3,
        validation_alias=_env("RESPONSA_JOB_HEARTBEAT_SECONDS"),
    )
    # Safety poll for lost notifications (claims, followed streams) and for jobs whose lease ran
    # out on another replica. Unset: a third of the lease, like the heartbeat (a takeover waits
    # for the lease anyway; an idle replica's claim query every 5 s was a tenth of its idle CPU).
    job_poll_seconds: Seconds = Field(
        default_factory=lambda read: read.get("job_lease_seconds", 30.0) / 3,
        validation_alias=_env("RESPONSA_JOB_POLL_SECONDS"),
    )
    job_concurrency: Count = Field(64, validation_alias=_env("RESPONSA_JOB_CONCURRENCY"))
    # Webhooks (webhooks/, docs/webhooks.md): one attempt's timeout, how long an event is
    # retried (back-off doubling from the base, capped at an hour, with jitter), the delivery
    # loops' safety poll, and attempts in flight per replica and per endpoint.
    webhook_timeout_seconds: Seconds = Field(
        10.0, validation_alias=_env("RESPONSA_WEBHOOK_TIMEOUT_SECONDS")
    )
    webhook_retry_hours: Seconds = Field(
        72.0, validation_alias=_env("RESPONSA_WEBHOOK_RETRY_HOURS")
    )
    webhook_retry_base_seconds: Seconds = Field(
        5.0, validation_alias=_env("RESPONSA_WEBHOOK_RETRY_BASE_SECONDS")
    )
    # Unset: the retry base (the poll finds retries that came due, and the first is jittered over
    # half the base to the whole of it anyway; a job's end wakes the loops at once).
    webhook_poll_seconds: Seconds = Field(
        default_factory=lambda read: read.get("webhook_retry_base_seconds", 5.0),
        validation_alias=_env("RESPONSA_WEBHOOK_POLL_SECONDS"),
    )
    webhook_concurrency: Count = Field(64, validation_alias=_env("RESPONSA_WEBHOOK_CONCURRENCY"))
    webhook_endpoint_concurrency: Count = Field(
        4, validation_alias=_env("RESPONSA_WEBHOOK_ENDPOINT_CONCURRENCY")
    )
    # A file's ingestion lease: another replica takes the file over once it expired.
    ingestion_lease_seconds: Seconds = Field(
        60.0, validation_alias=_env("RESPONSA_INGESTION_LEASE_SECONDS")
    )
    # Retention (store/retention.py): stored responses for this many days (0: forever), a
    # finished job's event log for this many hours, one sweep every so many seconds.
    retention_days: Seconds = Field(30.0, validation_alias=_env("RESPONSA_RETENTION_DAYS"))
    event_retention_hours: Seconds = Field(
        24.0, validation_alias=_env("RESPONSA_EVENT_RETENTION_HOURS")
    )
    retention_sweep_seconds: Seconds = Field(
        300.0, validation_alias=_env("RESPONSA_RETENTION_SWEEP_SECONDS")
    )
    # A SearXNG instance for the built-in web_search tool; None: the tool is not offered.
    web_search_url: str | None = Field(None, validation_alias=_env("RESPONSA_WEB_SEARCH_URL"))
    web_search_timeout_seconds: Seconds = Field(
        10.0, validation_alias=_env("RESPONSA_WEB_SEARCH_TIMEOUT_SECONDS")
    )
    # An OpenAI-compatible POST /v1/images/generations server (LocalAI, stable-diffusion.cpp's
    # server, OpenAI) for the image_generation tool on Chat Completions models; None: the table's
    # `images:` section, else the tool is refused with a 400 saying how to configure one.
    images_base_url: str | None = Field(None, validation_alias=_env("RESPONSA_IMAGES_BASE_URL"))
    images_api_key: str | None = Field(
        None, repr=False, validation_alias=_env("RESPONSA_IMAGES_API_KEY")
    )
    # Sent as `model` when the tool names none (None: the server's own default).
    images_model: str | None = Field(None, validation_alias=_env("RESPONSA_IMAGES_MODEL"))
    images_timeout_seconds: Seconds = Field(
        300.0, validation_alias=_env("RESPONSA_IMAGES_TIMEOUT_SECONDS")
    )
    # Where the sandbox keeps its containers' work directories (docs/sandbox.md).
    sandbox_dir: str = Field("var/sandbox", validation_alias=_env("RESPONSA_SANDBOX_DIR"))
    # The wall-time limit of one code_interpreter cell.
    sandbox_wall_seconds: Seconds = Field(
        180.0, validation_alias=_env("RESPONSA_SANDBOX_WALL_SECONDS")
    )
    # The CPU time each of a call's processes may use (RLIMIT_CPU, whole seconds): the kernel
    # kills it there, and the call ends with that outcome (docs/sandbox.md).
    sandbox_cpu_seconds: int = Field(
        120, gt=0, validation_alias=_env("RESPONSA_SANDBOX_CPU_SECONDS")
    )
    # The most a call's processes may map each (RLIMIT_AS): a container's memory_limit is
    # capped by it (docs/sandbox.md).
    sandbox_memory_bytes: int = Field(
        1 << 30, gt=0, validation_alias=_env("RESPONSA_SANDBOX_MEMORY_BYTES")
    )
    # The cells' Python runtime (`make sandbox-tools` builds it there).
    sandbox_runtime: str = Field(
        "build/sandbox-runtime", validation_alias=_env("RESPONSA_SANDBOX_RUNTIME")
    )
    # What one container's files may use in total (its own file system of that size).
    sandbox_disk_bytes: int = Field(
        1 << 30, gt=0, validation_alias=_env("RESPONSA_SANDBOX_DISK_BYTES")
    )
    # The kind of that file system: `ext4` (a loop-mounted image: host disk), `tmpfs` (memory,
    # needs no loop device: a pod's), or `auto` (ext4 when /dev/loop-control can be used).
    sandbox_disk: Literal["ext4", "tmpfs", "auto"] = Field(
        "auto", validation_alias=_env("RESPONSA_SANDBOX_DISK")
    )
    # A container's default `expires_after` (minutes after its last activity; OpenAI's 20).
    container_idle_minutes: Seconds = Field(
        20.0, validation_alias=_env("RESPONSA_CONTAINER_IDLE_MINUTES")
    )
    # A call's lease on its container (one writer across replicas), renewed every third of it.
    container_lease_seconds: Seconds = Field(
        10.0, validation_alias=_env("RESPONSA_CONTAINER_LEASE_SECONDS")
    )
    # A `responsa sandbox` process (host:port) that runs the cells instead of this process,
    # so the API process needs no privilege; None: the sandbox runs in this process.
    sandbox_url: str | None = Field(None, validation_alias=_env("RESPONSA_SANDBOX_URL"))
    # The token the API process and `responsa sandbox` share: the sandbox refuses any call
    # without it (required by `responsa sandbox`, and with RESPONSA_SANDBOX_URL).
    sandbox_token: str | None = Field(
        None, repr=False, validation_alias=_env("RESPONSA_SANDBOX_TOKEN")
    )
    # Where `responsa sandbox` listens (gRPC: SandboxService and grpc.health).
    sandbox_host: str = Field("127.0.0.1", validation_alias=_env("RESPONSA_SANDBOX_HOST"))
    sandbox_port: Port = Field(50061, validation_alias=_env("RESPONSA_SANDBOX_PORT"))
    # Where uploaded files' bytes live (see blobs/).
    blob_store_url: str = Field(DEFAULT_BLOB_STORE, validation_alias=_env("RESPONSA_BLOB_STORE"))
    # An OpenAI-compatible /v1/embeddings server for vector stores; None: the bundled model.
    embeddings_base_url: str | None = Field(
        None, validation_alias=_env("RESPONSA_EMBEDDINGS_BASE_URL")
    )
    embeddings_model: str | None = Field(None, validation_alias=_env("RESPONSA_EMBEDDINGS_MODEL"))
    embeddings_api_key: str | None = Field(
        None, repr=False, validation_alias=_env("RESPONSA_EMBEDDINGS_API_KEY")
    )
    # The bundled embeddings server's port (0: a free one); `responsa serve` picks it per replica.
    local_embeddings_port: Port = Field(0, validation_alias=_env("RESPONSA_LOCAL_EMBEDDINGS_PORT"))
    # -- egress and logs --
    # RESPONSA_TOOL_URL_ALLOW as given: None is the default egress policy (see egress/policy.py).
    tool_url_allow: str | None = Field(None, validation_alias=_env("RESPONSA_TOOL_URL_ALLOW"))
    # Envoy's admin on TCP, only when an operator asks (else a Unix socket; 0 is unset); never
    # reachable by tool URLs either way.
    envoy_admin_port: Annotated[int | None, BeforeValidator(_optional_port)] = Field(
        None, validation_alias=_env("RESPONSA_ENVOY_ADMIN_PORT")
    )
    # More local ports tool URLs never reach: the other replicas' gRPC ports (the launcher sets
    # it), sidecars.
    protected_ports: Annotated[tuple[int, ...], NoDecode, BeforeValidator(_ports)] = Field(
        (), validation_alias=_env("RESPONSA_PROTECTED_PORTS")
    )
    log_level: Annotated[str, BeforeValidator(_upper)] = Field(
        "INFO", validation_alias=_env("RESPONSA_LOG_LEVEL")
    )
    # -- images, files and reasoning of requests (inputs/, docs/inputs.md) --
    # The upstream downloads http(s) image URLs itself; false: Responsa fetches them (egress
    # policy) and sends data URLs.
    upstream_fetches_urls: Flag = Field(
        True, validation_alias=_env("RESPONSA_UPSTREAM_FETCHES_URLS")
    )
    # The upstream takes Chat Completions `file` parts (PDF); false: files go as their text.
    upstream_file_parts: Flag = Field(False, validation_alias=_env("RESPONSA_UPSTREAM_FILE_PARTS"))
    # The assistant-message field earlier reasoning is sent in; None (`none`): not sent.
    upstream_reasoning_field: Annotated[str | None, BeforeValidator(_reasoning_field)] = Field(
        "reasoning_content", validation_alias=_env("RESPONSA_UPSTREAM_REASONING_FIELD")
    )
    # Largest image and file one input part may give, in bytes.
    input_image_max_bytes: Annotated[int, BeforeValidator(_whole_above_zero)] = Field(
        20 * 1024 * 1024, validation_alias=_env("RESPONSA_INPUT_IMAGE_MAX_BYTES")
    )
    input_file_max_bytes: Annotated[int, BeforeValidator(_whole_above_zero)] = Field(
        32 * 1024 * 1024, validation_alias=_env("RESPONSA_INPUT_FILE_MAX_BYTES")
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Only what the caller passes: `from_env` reads the environment it is given.
        return (init_settings,)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read RESPONSA_* variables (`env`, else the process's), with the embedded defaults for
        a fresh machine; SettingsError names every bad variable."""
        given: Mapping[str, str] = os.environ if env is None else env
        variables = {k: v for k, v in given.items() if k.startswith(_PREFIX) and v.strip()}
        values = _Variables(cls, variables)()
        try:
            return cls(**values)
        except ValidationError as error:
            problems = _problems(error, variables)
            named = frozenset(name for _, name in problems)
            raise SettingsError([line for line, _ in problems], named) from None

    @property
    def upstream_timeouts(self) -> UpstreamTimeouts:
        """The limits of one upstream call (RESPONSA_UPSTREAM_*_TIMEOUT)."""
        return UpstreamTimeouts(
            connect=self.upstream_connect_timeout,
            first_byte=self.upstream_first_byte_timeout,
            between_chunks=self.upstream_chunk_timeout,
            total=self.upstream_total_timeout,
        )


class _Variables(EnvSettingsSource):
    """pydantic-settings' environment source over a given mapping instead of os.environ."""

    def __init__(self, settings_cls: type[BaseSettings], variables: Mapping[str, str]) -> None:
        self._given = dict(variables)
        super().__init__(settings_cls)

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return self._given


def _variable(field: str) -> str:
    """The variable a field (or an alias of it) is read from."""
    info = Settings.model_fields.get(field)
    alias = info.validation_alias if info is not None else None
    if isinstance(alias, AliasChoices) and isinstance(alias.choices[0], str):
        return alias.choices[0]
    return field


def _problems(error: ValidationError, variables: Mapping[str, str]) -> list[tuple[str, str]]:
    """(line, variable) per bad variable: its name, what it must be and what it was."""
    problems = []
    for detail in error.errors(include_url=False):
        if detail["type"] == "default_factory_not_called":
            continue  # follows from another variable's problem, named on its own line
        name = _variable(str(detail["loc"][0])) if detail["loc"] else "the environment"
        raw = variables.get(name)
        if detail["type"] == _REFUSAL:
            problems.append((f"{name} {detail['msg']}, got {raw!r}", name))
        else:
            message = detail["msg"][:1].lower() + detail["msg"][1:]
            problems.append((f"{name}={raw!r} is not a valid value ({message})", name))
    return problems


def routing_table(settings: Settings, env: Mapping[str, str] | None = None) -> RoutingTable:
    """The table from RESPONSA_MODELS_FILE, or every model to RESPONSA_UPSTREAM_BASE_URL; a
    start-up error (SystemExit) naming what is wrong otherwise. `env` supplies the variables
    the table's `api_key_env` entries name (the process's environment by default)."""
    if settings.models_file:
        if settings.upstream_base_url:
            raise SystemExit(
                "Set one of RESPONSA_MODELS_FILE (a routing table of upstreams) or "
                "RESPONSA_UPSTREAM_BASE_URL (one upstream for every model), not both."
            )
        return load_table(
            settings.models_file,
            os.environ if env is None else env,
            timeouts=settings.upstream_timeouts,
            max_connections=settings.upstream_max_connections,
        )
    if not settings.upstream_base_url:
        raise SystemExit(UPSTREAM_HELP)
    return single_upstream_table(
        settings.upstream_base_url,
        settings.upstream_api_key,
        timeouts=settings.upstream_timeouts,
        max_connections=settings.upstream_max_connections,
    )


def images_upstream(settings: Settings, table: RoutingTable) -> ImagesUpstreamSpec | None:
    """The images upstream: the routing table's `images:` section or RESPONSA_IMAGES_BASE_URL
    (a start-up error when both are given); None when neither is."""
    if settings.images_base_url is None:
        return table.images
    if table.images is not None:
        raise SystemExit(
            "Set one of RESPONSA_IMAGES_BASE_URL or the `images:` section of "
            "RESPONSA_MODELS_FILE for the image_generation tool, not both."
        )
    return ImagesUpstreamSpec(
        settings.images_base_url,
        settings.images_api_key,
        settings.images_model,
        settings.images_timeout_seconds,
    )
