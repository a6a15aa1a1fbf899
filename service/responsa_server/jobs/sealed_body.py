"""`RequestBodySeal`: a background job's create body, encrypted while it waits in the store.

The body must outlive the request (any replica may run or take over the job), and it carries
the MCP tools' secrets (`authorization`, header values, URL user info, query and fragment).
So `background_jobs.request_body` holds the body sealed (sealing.py: `v2.`, AES-256-GCM under the
`background request body` key HKDF derives from the key every replica shares,
`context/seal.shared_key`), never the plaintext: neither the table's files nor the WAL see a
secret. The job's project and response id are the associated data, so a sealed body moved to
another row or project does not open. Bodies sealed before (`v1.`: the key HMAC-SHA256(shared key,
label)) and plain JSON objects (queued before bodies were sealed) are still read.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

import orjson

from responsa_server.sealing import VERSION, Seal, open_v1

# Version 1's key: HMAC-SHA256 of this label under the shared key.
_V1 = "v1."
_V1_LABEL = b"responsa background request body v1"


class SealedBodyError(Exception):
    """A stored body that does not open with this key for this job."""


class RequestBodySeal:
    """Seals and opens background request bodies with the `background request body` seal of
    the shared key."""

    def __init__(self, shared_key: bytes) -> None:
        self._seal = Seal(shared_key, "background request body")
        self._v1_key = hmac.new(shared_key, _V1_LABEL, hashlib.sha256).digest()

    @staticmethod
    def _bound_to(project: str, response_id: str) -> bytes:
        return orjson.dumps([project, response_id])

    def seal(self, body: dict[str, Any], *, project: str, response_id: str) -> str:
        """The text stored for `body`, bound to the job."""
        return self._seal.seal(orjson.dumps(body), associated=self._bound_to(project, response_id))

    def open(self, stored: str | None, *, project: str, response_id: str) -> dict[str, Any]:
        """The body `seal` stored for this job; raises SealedBodyError for anything else.
        A plain JSON object (a job queued before bodies were sealed) is read as it is."""
        if not stored:
            return {}
        if stored.startswith("{"):
            body = orjson.loads(stored)
        else:
            bound = self._bound_to(project, response_id)
            if stored.startswith(VERSION):
                plain = self._seal.open(stored, associated=bound)
            elif stored.startswith(_V1):
                plain = open_v1(self._v1_key, stored[len(_V1) :], associated=bound)
            else:
                raise SealedBodyError("not a sealed request body")
            if plain is None:
                raise SealedBodyError("the request body does not open with this key")
            try:
                body = orjson.loads(plain)
            except orjson.JSONDecodeError as error:
                raise SealedBodyError("the request body is not JSON") from error
        if not isinstance(body, dict):
            raise SealedBodyError("the request body is not an object")
        return body
