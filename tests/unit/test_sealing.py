"""One seal (sealing.py): AES-256-GCM under an HKDF key per purpose, for compaction items,
reasoning items and background request bodies; what was sealed before (version 1, three key
derivations) still opens. The version-1 values are made here with the old algorithm from fixed
inputs, as the code before this seal wrote them."""

from __future__ import annotations

import base64
import hashlib
import hmac

import orjson
import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from responsa_server.context.seal import CompactionSeal
from responsa_server.inputs.reasoning import ReasoningSeal
from responsa_server.jobs.sealed_body import RequestBodySeal, SealedBodyError
from responsa_server.sealing import VERSION, Seal

ROOT = bytes(range(32))  # the replicas' shared key
NONCE = bytes(range(100, 112))


def _v1(key: bytes, plain: bytes, associated: bytes) -> str:
    """The version-1 payload: base64url(nonce || AES-256-GCM ciphertext)."""
    return base64.urlsafe_b64encode(NONCE + AESGCM(key).encrypt(NONCE, plain, associated)).decode()


def test_a_seal_opens_only_for_its_purpose_and_associated_data() -> None:
    seal = Seal(ROOT, "compaction")
    sealed = seal.seal(b"secret text", associated=b"acme")
    assert sealed.startswith(VERSION) and b"secret" not in sealed.encode()
    assert seal.open(sealed, associated=b"acme") == b"secret text"
    assert Seal(ROOT, "compaction").open(sealed, associated=b"acme") == b"secret text"
    assert seal.open(sealed, associated=b"globex") is None
    assert Seal(ROOT, "reasoning").open(sealed, associated=b"acme") is None
    assert Seal(bytes(32), "compaction").open(sealed, associated=b"acme") is None
    tampered = sealed[:-4] + ("AAAA" if not sealed.endswith("AAAA") else "BBBB")
    assert seal.open(tampered, associated=b"acme") is None
    assert seal.open("v1." + sealed[len(VERSION) :], associated=b"acme") is None
    assert seal.open(VERSION + "!!!", associated=b"acme") is None
    with pytest.raises(ValueError):
        Seal(b"short", "compaction")


def test_new_seals_carry_the_version() -> None:
    compaction = CompactionSeal(ROOT).seal("summary", model="m", project="acme")
    reasoning = ReasoningSeal(ROOT).seal("thought", project="acme")
    body = RequestBodySeal(ROOT).seal({"model": "m"}, project="acme", response_id="resp_1")
    assert compaction.startswith(VERSION)
    assert reasoning.startswith("responsa.rs1." + VERSION)
    assert body.startswith(VERSION)
    # Each purpose's key is its own: the same root never opens one as another.
    payload = compaction[len(VERSION) :]
    assert Seal(ROOT, "reasoning").open(VERSION + payload, associated=b"acme") is None


def test_a_version_1_compaction_item_still_opens() -> None:
    # Version 1: the shared key itself was the AES key; the project the associated data.
    plain = orjson.dumps({"summary": "the summary", "model": "m"})
    old = "v1." + _v1(ROOT, plain, b"acme")
    seal = CompactionSeal(ROOT)
    assert seal.open(old, project="acme") == "the summary"
    assert seal.open(old, project="globex") is None
    assert CompactionSeal(bytes(32)).open(old, project="acme") is None


def test_a_version_1_reasoning_item_still_opens() -> None:
    # Version 1: the key was SHA-256(label || shared key), the payload right after the prefix.
    key = hashlib.sha256(b"responsa reasoning key\x00" + ROOT).digest()
    associated = b"responsa reasoning\x00acme"
    old = "responsa.rs1." + _v1(key, orjson.dumps({"text": "think first"}), associated)
    seal = ReasoningSeal.derived_from(ROOT)
    assert seal.open(old, project="acme") == "think first"
    assert seal.open(old, project="globex") is None
    assert ReasoningSeal(bytes(32)).open(old, project="acme") is None


def test_a_version_1_background_body_still_opens() -> None:
    # Version 1: the key was HMAC-SHA256(shared key, label); the job the associated data.
    key = hmac.new(ROOT, b"responsa background request body v1", hashlib.sha256).digest()
    body = {"model": "m", "input": "hi", "tools": [{"type": "mcp", "authorization": "secret"}]}
    bound = orjson.dumps(["acme", "resp_1"])
    old = "v1." + _v1(key, orjson.dumps(body), bound)
    seal = RequestBodySeal(ROOT)
    assert seal.open(old, project="acme", response_id="resp_1") == body
    with pytest.raises(SealedBodyError):
        seal.open(old, project="acme", response_id="resp_2")
    with pytest.raises(SealedBodyError):
        RequestBodySeal(bytes(32)).open(old, project="acme", response_id="resp_1")
    # A body queued before bodies were sealed is read as it is.
    assert seal.open(orjson.dumps(body).decode(), project="acme", response_id="resp_1") == body


def test_new_values_round_trip_and_refuse_what_is_not_theirs() -> None:
    compaction = CompactionSeal(ROOT)
    sealed = compaction.seal("s", model="m", project="acme")
    assert compaction.open(sealed, project="acme") == "s"
    assert compaction.open(sealed, project="globex") is None
    reasoning = ReasoningSeal(ROOT)
    item = reasoning.seal("t", project="acme")
    assert reasoning.open(item, project="acme") == "t"
    assert reasoning.open(item, project="globex") is None
    bodies = RequestBodySeal(ROOT)
    stored = bodies.seal({"a": 1}, project="acme", response_id="resp_1")
    assert bodies.open(stored, project="acme", response_id="resp_1") == {"a": 1}
    for wrong in (stored[:-4] + "AAAA", "v3.xyz", "garbage"):
        with pytest.raises(SealedBodyError):
            bodies.open(wrong, project="acme", response_id="resp_1")
