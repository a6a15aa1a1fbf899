"""RESPONSA_AUTH=jwt end to end: the service verifies identity-provider tokens (a key pair made
here, its JWKS in a file) on REST through Envoy and on both gRPC paths; the project is the
token's claim, and nothing a caller sends besides a signed token can choose it."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import jwt
import openai
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from responsa.v1 import requests_pb2, responses_pb2, responses_pb2_grpc

from tests.e2e.test_auth import bearer
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
ISSUER = "https://idp.test"
AUDIENCE = "responsa"


def sign(private: rsa.RSAPrivateKey, project: str, **claims: Any) -> str:
    body = {"iss": ISSUER, "aud": AUDIENCE, "exp": int(time.time()) + 600, "project": project}
    return jwt.encode({**body, **claims}, private, "RS256", {"kid": "idp-1"})


@pytest.fixture(scope="module")
def idp_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def jwt_stack(
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
    idp_key: rsa.RSAPrivateKey,
) -> Iterator[Stack]:
    tmp = Path(tmp_path_factory.mktemp("jwt"))
    public: dict[str, Any] = json.loads(
        jwt.get_algorithm_by_name("RS256").to_jwk(idp_key.public_key())
    )
    (tmp / "jwks.json").write_text(json.dumps({"keys": [{**public, "kid": "idp-1"}]}))
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp / 'responsa.db'}",
        "RESPONSA_AUTH": "jwt",
        "RESPONSA_JWT_JWKS": str(tmp / "jwks.json"),
        "RESPONSA_JWT_ISSUER": ISSUER,
        "RESPONSA_JWT_AUDIENCE": AUDIENCE,
    }
    with Stack.start(env) as stack:
        yield stack


def test_sdk_with_a_signed_token(jwt_stack: Stack, idp_key: rsa.RSAPrivateKey) -> None:
    acme = openai.OpenAI(base_url=jwt_stack.rest_url, api_key=sign(idp_key, "acme"), max_retries=0)
    made = acme.responses.create(model="fake-text", input="hello")
    assert acme.responses.retrieve(made.id).id == made.id
    globex = openai.OpenAI(
        base_url=jwt_stack.rest_url, api_key=sign(idp_key, "globex"), max_retries=0
    )
    with pytest.raises(openai.NotFoundError):
        globex.responses.retrieve(made.id)
    forger = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    for bad in (
        sign(forger, "acme"),
        sign(idp_key, "acme", exp=int(time.time()) - 5),
        sign(idp_key, "acme", aud="other"),
    ):
        with pytest.raises(openai.AuthenticationError):
            client = openai.OpenAI(base_url=jwt_stack.rest_url, api_key=bad, max_retries=0)
            client.responses.retrieve(made.id)
    # A project header is not a credential: without a valid token nothing gets through.
    forged = httpx.get(
        f"{jwt_stack.rest_url}/responses",
        headers={"x-responsa-project": "acme", "x-jwt-payload": "e30"},
        timeout=TIMEOUT,
    )
    assert forged.status_code == 401


@pytest.mark.parametrize("path", ["direct", "envoy"])
def test_grpc_with_a_signed_token(jwt_stack: Stack, idp_key: rsa.RSAPrivateKey, path: str) -> None:
    target = jwt_stack.direct_grpc_target if path == "direct" else jwt_stack.grpc_target
    with grpc.insecure_channel(target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(model="fake-text")
        request.input.text = "hi"
        made = stub.CreateResponse(request, metadata=bearer(sign(idp_key, "acme")), timeout=TIMEOUT)
        with pytest.raises(grpc.RpcError) as hidden:
            stub.GetResponse(
                requests_pb2.GetResponseRequest(response_id=made.id),
                metadata=bearer(sign(idp_key, "globex")),
                timeout=TIMEOUT,
            )
        assert hidden.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.RpcError) as refused:
            stub.GetResponse(
                requests_pb2.GetResponseRequest(response_id=made.id),
                metadata=(("x-responsa-project", "acme"),),
                timeout=TIMEOUT,
            )
        assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
