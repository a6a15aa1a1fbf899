"""JwtVerifier with locally generated key pairs: what it accepts and everything it refuses."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.tokens import JwtVerifier, read_jwks
from responsa_server.model.errors import ApiError

ISSUER = "https://idp.example"
AUDIENCE = "responsa"


def rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def public_jwk(private: Any, kid: str, alg: str) -> dict[str, Any]:
    """The public half as a JWK, as an identity provider publishes it."""
    algorithm = jwt.get_algorithm_by_name(alg)
    jwk: dict[str, Any] = json.loads(algorithm.to_jwk(private.public_key()))
    return {**jwk, "kid": kid, "alg": alg, "use": "sig"}


def token(private: Any, kid: str, alg: str = "RS256", **claims: Any) -> str:
    body = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "exp": int(time.time()) + 300,
        "project": "acme",
        **claims,
    }
    return jwt.encode({k: v for k, v in body.items() if v is not None}, private, alg, {"kid": kid})


@pytest.fixture(scope="module")
def signer() -> rsa.RSAPrivateKey:
    return rsa_key()


@pytest.fixture(scope="module")
def verifier(signer: rsa.RSAPrivateKey) -> JwtVerifier:
    jwks = {"keys": [public_jwk(signer, "k1", "RS256")]}
    return JwtVerifier(jwks, issuer=ISSUER, audience=AUDIENCE)


async def test_a_valid_token_names_its_project(
    verifier: JwtVerifier, signer: rsa.RSAPrivateKey
) -> None:
    assert await verifier.project_of(token(signer, "k1")) == "acme"
    assert await verifier.project_of(token(signer, "k1", project="globex")) == "globex"


async def test_everything_else_is_refused(verifier: JwtVerifier, signer: rsa.RSAPrivateKey) -> None:
    stranger = rsa_key()
    public_pem = signer.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    refused = [
        "not-a-jwt",
        token(stranger, "k1"),  # signed by another key
        token(signer, "k2"),  # unknown key id
        token(signer, "k1", exp=int(time.time()) - 10),
        token(signer, "k1", exp=None),
        token(signer, "k1", iss="https://evil.example"),
        token(signer, "k1", aud="someone-else"),
        token(signer, "k1", project=None),
        token(signer, "k1", project=42),
        token(signer, "k1", project="bad name"),
        # The public key used as an HMAC secret ("algorithm confusion"), and no signature.
        _hs256_with(public_pem),
        _unsigned({"iss": ISSUER, "aud": AUDIENCE, "exp": int(time.time()) + 60, "project": "a"}),
    ]
    for candidate in refused:
        assert await verifier.project_of(candidate) is None, candidate


def _hs256_with(secret: bytes) -> str:
    import base64
    import hashlib
    import hmac

    def part(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    claims = {"iss": ISSUER, "aud": AUDIENCE, "exp": int(time.time()) + 60, "project": "acme"}
    head = part({"alg": "HS256", "typ": "JWT", "kid": "k1"}) + "." + part(claims)
    mac = hmac.new(secret, head.encode(), hashlib.sha256).digest()
    return head + "." + base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def _unsigned(claims: dict[str, Any]) -> str:
    return jwt.encode(claims, None, "none", {"kid": "k1"})


async def test_ec_keys_and_a_jwks_file(tmp_path: Path) -> None:
    private = ec.generate_private_key(ec.SECP256R1())
    path = tmp_path / "jwks.json"
    path.write_text(json.dumps({"keys": [public_jwk(private, "ec1", "ES256")]}))
    verifier = JwtVerifier(await read_jwks(str(path)), issuer=None, audience=None)
    assert await verifier.project_of(token(private, "ec1", "ES256", aud=None, iss=None)) == "acme"


async def test_credentials_turn_a_bad_token_into_a_401(
    verifier: JwtVerifier, signer: rsa.RSAPrivateKey
) -> None:
    credentials = Credentials("jwt", verifier)
    good = token(signer, "k1")
    assert await credentials.project_of([("authorization", f"Bearer {good}")]) == "acme"
    with pytest.raises(ApiError) as refused:
        await credentials.project_of([("authorization", "Bearer " + good[:-4] + "AAAA")])
    assert (refused.value.status, refused.value.code) == (401, "invalid_api_key")
    assert good not in refused.value.message
