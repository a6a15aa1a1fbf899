"""The egress settings: read from the environment, and a bad allow list stops the start."""

from __future__ import annotations

import ipaddress

import pytest
from responsa_server.config import Settings
from responsa_server.server import ResponsaServer


def test_egress_variables() -> None:
    assert Settings.from_env({}).tool_url_allow is None
    assert Settings.from_env({}).envoy_admin_port is None
    assert Settings.from_env({}).log_level == "INFO"
    settings = Settings.from_env(
        {
            "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1:9000,mcp.internal",
            "RESPONSA_ENVOY_ADMIN_PORT": "9901",
            "RESPONSA_LOG_LEVEL": "debug",
            "RESPONSA_PROTECTED_PORTS": "50052, 50053",
        }
    )
    assert settings.protected_ports == (50052, 50053)
    assert settings.tool_url_allow == "127.0.0.1:9000,mcp.internal"
    assert (settings.envoy_admin_port, settings.log_level) == (9901, "DEBUG")


def test_a_bad_allow_list_stops_the_service_naming_the_entry() -> None:
    env = {"RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:1/v1", "RESPONSA_TOOL_URL_ALLOW": "a b"}
    with pytest.raises(SystemExit, match="'a b'"):
        ResponsaServer(Settings.from_env(env))


def test_the_server_refuses_its_own_ports_and_the_admin_port() -> None:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:1/v1",
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
        "RESPONSA_HTTP_PORT": "18080",
        "RESPONSA_GRPC_PORT": "15051",
        "RESPONSA_ENVOY_ADMIN_PORT": "19901",
        "RESPONSA_PROTECTED_PORTS": "15051,15052",  # this replica's port and another's
    }
    policy = ResponsaServer(Settings.from_env(env)).egress
    loopback = ipaddress.ip_address("127.0.0.1")
    for port in (18080, 15051, 19901, 15052):
        assert policy.refusal("127.0.0.1", loopback, port) is not None
    assert policy.refusal("127.0.0.1", loopback, 18081) is None
