"""Standard Webhooks signatures, as OpenAI's SDKs verify them (`client.webhooks.unwrap`).

A secret is `whsec_` + base64 of random bytes; a delivery carries `webhook-id`,
`webhook-timestamp` (Unix seconds) and `webhook-signature`: `v1,` + base64 of
HMAC-SHA256(secret bytes, f"{id}.{timestamp}.{body}"). Receivers refuse a timestamp more than
300 s away from their clock, so every attempt is signed anew with its own timestamp.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os

SECRET_PREFIX = "whsec_"
_SECRET_BYTES = 32


def new_secret() -> str:
    """A fresh signing secret (`whsec_` + base64 of 32 random bytes)."""
    return SECRET_PREFIX + base64.b64encode(os.urandom(_SECRET_BYTES)).decode()


def signature(secret: str, webhook_id: str, timestamp: int, body: bytes) -> str:
    """The `webhook-signature` header's value for one attempt."""
    key = base64.b64decode(secret.removeprefix(SECRET_PREFIX))
    signed = f"{webhook_id}.{timestamp}.".encode() + body
    digest = hmac.new(key, signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def signed_headers(secret: str, webhook_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    """The headers of one attempt: content type, id, timestamp and signature."""
    return {
        "content-type": "application/json",
        "webhook-id": webhook_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": signature(secret, webhook_id, timestamp, body),
    }
