"""Auth building blocks without a server: keys, bearer parsing, errors, limits, start-up rules."""

from __future__ import annotations

import hashlib
import json

import pytest
from responsa_server.auth.credentials import (
    Credentials,
    bearer_token,
    incorrect_key,
    missing_key,
)
from responsa_server.auth.keys import key_hash, new_key, new_key_id, redacted
from responsa_server.auth.project import DEFAULT_PROJECT
from responsa_server.auth.rate_limits import RequestRate, StreamSlots
from responsa_server.auth.startup import auth_mode, is_loopback, startup_notice
from responsa_server.config import Settings
from responsa_server.model.errors import ApiError


def test_keys_are_random_and_hashed_with_sha256() -> None:
    keys = {new_key() for _ in range(50)}
    assert len(keys) == 50
    key = keys.pop()
    assert key.startswith("sk-rsp-") and len(key) >= 40
    assert key_hash(key) == hashlib.sha256(key.encode()).hexdigest()
    assert new_key_id().startswith("key_") and new_key_id() != new_key_id()


def test_redaction_never_shows_a_whole_key() -> None:
    key = "sk-rsp-abcdefghijklmnopqrstuvwxyz0123"
    shown = redacted(key)
    assert shown.startswith("sk-rsp") and shown.endswith("0123") and "ghij" not in shown
    assert len(shown) == len(key)
    assert redacted("short-secret") == "*" * len("short-secret")


def test_bearer_token_parsing() -> None:
    assert bearer_token(None) is None
    assert bearer_token([("content-type", "x")]) is None
    assert bearer_token([("authorization", "Bearer sk-1")]) == "sk-1"
    assert bearer_token([("authorization", "bearer   sk-2 ")]) == "sk-2"
    assert bearer_token([("authorization", b"Bearer sk-3")]) == "sk-3"
    assert bearer_token([("authorization", "Basic abc")]) == ""
    assert bearer_token([("authorization", "Bearer")]) == ""


def test_openai_401_bodies() -> None:
    missing = missing_key()
    assert missing.status == 401 and missing.code is None
    assert missing.to_dict()["error"]["type"] == "invalid_request_error"
    wrong = incorrect_key("sk-rsp-0123456789abcdefXYZW")
    assert (wrong.status, wrong.code) == (401, "invalid_api_key")
    assert wrong.message.startswith("Incorrect API key provided: sk-rsp")
    assert "0123456789abcdef" not in wrong.message
    status = dict(wrong.trailing_metadata())
    assert status["responsa-http-status"] == "401"
    assert json.loads(status["responsa-error-json"]) == wrong.to_dict()


async def test_open_mode_is_the_default_project_whatever_is_sent() -> None:
    credentials = Credentials("none", None)
    assert await credentials.project_of(None) == DEFAULT_PROJECT
    assert await credentials.project_of([("authorization", "Bearer junk")]) == DEFAULT_PROJECT
    with pytest.raises(ValueError):
        Credentials("keys", None)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_request_rate_is_a_token_bucket_per_project() -> None:
    clock = Clock()
    rate = RequestRate(2, clock=clock)
    rate.take("a")
    rate.take("a")
    with pytest.raises(ApiError) as limited:
        rate.take("a")
    error = limited.value
    assert (error.status, error.code, error.type) == (429, "rate_limit_exceeded", "requests")
    assert error.retry_after == 30  # 2 per minute: one every 30 s
    assert ("retry-after", "30") in error.trailing_metadata()
    rate.take("b")  # another project has its own bucket
    clock.now += 30
    rate.take("a")
    with pytest.raises(ApiError):
        rate.take("a")
    off = RequestRate(0, clock=clock)
    for _ in range(1000):
        off.take("a")


def test_stream_slots_are_released_whatever_happens() -> None:
    slots = StreamSlots(1)
    with slots.hold("a"):
        with pytest.raises(ApiError) as full:
            with slots.hold("a"):
                pass
        assert full.value.status == 429 and full.value.retry_after == 1
        with slots.hold("b"):
            pass
    with pytest.raises(RuntimeError), slots.hold("a"):
        raise RuntimeError("stream failed")
    with slots.hold("a"):
        pass
    unlimited = StreamSlots(0)
    with unlimited.hold("a"), unlimited.hold("a"):
        pass


def test_loopback_detection() -> None:
    for host in ("127.0.0.1", "127.5.5.5", "::1", "[::1]", "localhost"):
        assert is_loopback(host), host
    for host in ("0.0.0.0", "::", "10.0.0.1", "example.com", ""):
        assert not is_loopback(host), host


def test_open_service_refuses_a_network_address_unless_told() -> None:
    base = {"RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:1/v1"}
    assert auth_mode(Settings.from_env(base)) == "none"
    wide = {**base, "RESPONSA_GRPC_HOST": "0.0.0.0"}
    with pytest.raises(SystemExit) as refused:
        auth_mode(Settings.from_env(wide))
    assert "RESPONSA_AUTH=keys" in str(refused.value)
    assert "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK" in str(refused.value)
    allowed = Settings.from_env({**wide, "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK": "1"})
    assert auth_mode(allowed) == "none"
    assert "0.0.0.0" in startup_notice("none", allowed)
    keyed = Settings.from_env({**wide, "RESPONSA_AUTH": "keys"})
    assert auth_mode(keyed) == "keys"
    assert "required" in startup_notice("keys", keyed)
    assert "OPEN" in startup_notice("none", Settings.from_env(base))
    with pytest.raises(SystemExit):
        auth_mode(Settings.from_env({**base, "RESPONSA_AUTH": "saml"}))
    with pytest.raises(SystemExit) as no_jwks:
        auth_mode(Settings.from_env({**base, "RESPONSA_AUTH": "jwt"}))
    assert "RESPONSA_JWT_JWKS" in str(no_jwks.value)
    jwt_env = {**wide, "RESPONSA_AUTH": "jwt", "RESPONSA_JWT_JWKS": "/etc/jwks.json"}
    assert auth_mode(Settings.from_env(jwt_env)) == "jwt"


def test_auth_and_limit_settings() -> None:
    default = Settings.from_env({})
    assert (default.auth, default.allow_unauthenticated_network) == ("none", False)
    assert (default.project_requests_per_minute, default.project_concurrent_streams) == (0, 0)
    chosen = Settings.from_env(
        {
            "RESPONSA_AUTH": "Keys",
            "RESPONSA_PROJECT_REQUESTS_PER_MINUTE": "600",
            "RESPONSA_PROJECT_CONCURRENT_STREAMS": "8",
            "RESPONSA_GRPC_HOST": "0.0.0.0",
            "RESPONSA_AUTH_CACHE_SECONDS": "2.5",
        }
    )
    assert (default.auth_cache_seconds, chosen.auth_cache_seconds) == (0.0, 2.5)
    assert (chosen.auth, chosen.grpc_host) == ("keys", "0.0.0.0")
    assert (chosen.project_requests_per_minute, chosen.project_concurrent_streams) == (600, 8)
