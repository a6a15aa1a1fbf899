"""`RequestBodySeal`: a background job's create body, encrypted while it waits in the store.

The body must outlive the request (any replica may run or take over the job), and it carries
the MCP tools' secrets (`authorization`, header values, URL user info, query and fragment).
So `background_jobs.request_body` holds `v1.` + base64url(nonce || AES-256-GCM ciphertext),
never the plaintext: neither the table's files nor the WAL see a secret. The key is derived
(HMAC-SHA256, its own label) from the key every replica shares (`context/seal.shared_key`), and
the job's project and response id are the associated data, so a sealed body moved to another
row or project does not open.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

_PREFIX = "v1."
_NONCE_BYTES = 12
_LABEL = b"responsa background request body v1"


class SealedBodyError(Exception):
    """A stored body that does not open with this key for this job."""


class RequestBodySeal:
    """Seals and opens background request bodies with a key derived from the shared key."""

    def __init__(self, shared_key: bytes) -> None:
        self._aead = AESGCM(hmac.new(shared_key, _LABEL, hashlib.sha256).digest())

    @staticmethod
    def _bound_to(project: str, response_id: str) -> bytes:
        return orjson.dumps([project, response_id])

    def seal(self, body: dict[str, Any], *, project: str, response_id: str) -> str:
        """The text stored for `body`, bound to the job."""
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._aead.encrypt(nonce, orjson.dumps(body), self._bound_to(project, response_id))
        return _PREFIX + base64.urlsafe_b64encode(nonce + sealed).decode()

    def open(self, stored: str | None, *, project: str, response_id: str) -> dict[str, Any]:
        """The body `seal` stored for this job; raises SealedBodyError for anything else.
        A plain JSON object (a job queued before bodies were sealed) is read as it is."""
        if not stored:
            return {}
        if stored.startswith("{"):
            body = orjson.loads(stored)
        else:
            if not stored.startswith(_PREFIX):
                raise SealedBodyError("not a sealed request body")
            try:
                raw = base64.urlsafe_b64decode(stored[len(_PREFIX) :])
                plain = self._aead.decrypt(
                    raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], self._bound_to(project, response_id)
                )
                body = orjson.loads(plain)
            except (binascii.Error, ValueError, InvalidTag) as error:
                raise SealedBodyError("the request body does not open with this key") from error
        if not isinstance(body, dict):
            raise SealedBodyError("the request body is not an object")
        return body
