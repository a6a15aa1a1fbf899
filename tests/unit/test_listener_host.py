"""RESPONSA_HTTP_HOST: where Envoy listens, and the rule that opens it beyond loopback only with
authentication (or the explicit flag), as the service's own RESPONSA_GRPC_HOST."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from gateway.envoy_config import listener_host, open_listener_problem, render_config
from responsa_cli.check import run_check


def rendered_listener(tmp_path: Path, http_host: str | None = None) -> str:
    host = {} if http_host is None else {"http_host": http_host}
    path = render_config(
        tmp_path / "envoy.yaml",
        http_port=8080,
        grpc_ports=[50051],
        descriptor=tmp_path / "d.pb",
        admin_socket=tmp_path / "admin.sock",
        websocket_ports=[50052],
        rest_ports=[50053],
        **host,
    )
    (line,) = [x for x in path.read_text().splitlines() if "port_value: 8080" in x]
    return line


def test_listener_on_loopback_unless_asked(tmp_path: Path) -> None:
    assert "address: 127.0.0.1," in rendered_listener(tmp_path)
    assert "address: 0.0.0.0," in rendered_listener(tmp_path, http_host="0.0.0.0")
    assert listener_host({}) == "127.0.0.1"
    assert listener_host({"RESPONSA_HTTP_HOST": "0.0.0.0"}) == "0.0.0.0"


@pytest.mark.parametrize(
    ("env", "refused"),
    [
        ({}, False),
        ({"RESPONSA_HTTP_HOST": "127.0.0.1"}, False),
        ({"RESPONSA_HTTP_HOST": "0.0.0.0"}, True),
        ({"RESPONSA_HTTP_HOST": "0.0.0.0", "RESPONSA_AUTH": "none"}, True),
        ({"RESPONSA_HTTP_HOST": "0.0.0.0", "RESPONSA_AUTH": "keys"}, False),
        ({"RESPONSA_HTTP_HOST": "0.0.0.0", "RESPONSA_AUTH": "jwt"}, False),
        ({"RESPONSA_HTTP_HOST": "0.0.0.0", "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK": "1"}, False),
    ],
)
def test_open_listener_needs_auth_or_the_flag(env: dict[str, str], refused: bool) -> None:
    problem = open_listener_problem(env)
    assert (problem is not None) == refused
    if problem:
        assert "RESPONSA_HTTP_HOST" in problem and "RESPONSA_AUTH=keys" in problem


def test_check_names_the_open_listener() -> None:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1",
        "RESPONSA_HTTP_HOST": "0.0.0.0",
    }
    err = io.StringIO()
    assert run_check(env, for_worker=False, out=io.StringIO(), err=err) == 1
    assert "RESPONSA_HTTP_HOST" in err.getvalue()
    flagged = {**env, "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK": "1"}
    out = io.StringIO()
    assert run_check(flagged, for_worker=False, out=out, err=io.StringIO()) == 0
