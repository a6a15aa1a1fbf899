"""Stateless reasoning: reasoning items that carry their own text, sealed by Responsa.

With `include: ["reasoning.encrypted_content"]` every reasoning item of the output gets an
`encrypted_content`: `responsa.rs1.` + base64url(nonce || AES-256-GCM ciphertext) of the
reasoning text, with the project as associated data, under a key derived from the one every
replica shares (context/seal.py `shared_key`), so every replica opens what any replica
sealed. A client running with `store: false` sends the item back; the text it opens to is
replayed to the model exactly as the stored item of a chain would be.

An item with our prefix that does not open (altered, another project's, another key's) is
refused with OpenAI's `invalid_encrypted_content` before the upstream is called. Content with
another prefix was sealed by someone else (OpenAI's items start `gAAAA`): it passes through
untouched to an upstream that speaks the Responses API itself, and is refused for a Chat
Completions upstream, which could not use it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from responsa_server.model.errors import invalid_param

PREFIX = "responsa.rs1."
ENCRYPTED_CONTENT_INCLUDE = "reasoning.encrypted_content"
_NONCE_BYTES = 12
# Domain separation: a sealed reasoning text never opens as anything else, and back.
_ASSOCIATED = b"responsa reasoning\x00"


def sealed_here(encrypted_content: object) -> bool:
    """Whether `encrypted_content` is in Responsa's envelope (it may still fail to open)."""
    return isinstance(encrypted_content, str) and encrypted_content.startswith(PREFIX)


class ReasoningSeal:
    """Seals and opens reasoning text with one AES-256-GCM key."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("the reasoning key must be 32 bytes")
        self._aead = AESGCM(key)

    @classmethod
    def derived_from(cls, root: bytes) -> ReasoningSeal:
        """A seal keyed from the replicas' shared key (context/seal.py), not equal to it."""
        return cls(hashlib.sha256(b"responsa reasoning key\x00" + root).digest())

    def seal(self, text: str, *, project: str) -> str:
        """The `encrypted_content` carrying `text` for `project`."""
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._aead.encrypt(
            nonce, orjson.dumps({"text": text}), _ASSOCIATED + project.encode()
        )
        return PREFIX + base64.urlsafe_b64encode(nonce + sealed).decode()

    def open(self, encrypted_content: str, *, project: str) -> str | None:
        """The text, or None unless this key sealed exactly this for `project`."""
        if not sealed_here(encrypted_content):
            return None
        try:
            raw = base64.urlsafe_b64decode(encrypted_content[len(PREFIX) :])
            plain = self._aead.decrypt(
                raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], _ASSOCIATED + project.encode()
            )
            text = orjson.loads(plain)["text"]
        except (
            binascii.Error,
            ValueError,
            InvalidTag,
            KeyError,
            TypeError,
            orjson.JSONDecodeError,
        ):
            return None
        return text if isinstance(text, str) else None

    def seal_item(self, item: dict[str, Any], *, project: str) -> None:
        """Give an output reasoning item its `encrypted_content` (its reasoning text)."""
        item["encrypted_content"] = self.seal(reasoning_text(item), project=project)


def reasoning_text(item: dict[str, Any]) -> str:
    """The reasoning text of a reasoning item (its `reasoning_text` parts, joined)."""
    content = item.get("content") or []
    return "".join(
        str(part.get("text", ""))
        for part in content
        if isinstance(part, dict) and part.get("type") == "reasoning_text"
    )


def open_reasoning(
    items: list[dict[str, Any]],
    seal: ReasoningSeal | None,
    *,
    project: str,
    param: str,
    native_responses: bool = False,
) -> list[dict[str, Any]]:
    """`items` (a request's input, named `param` in errors) with every reasoning item that
    carries Responsa-sealed content replaced by a copy holding the opened text as its content,
    as a stored reasoning item has it. Raises the 400 before anything runs.

    `native_responses`: the upstream speaks the Responses API itself, so content sealed by
    someone else is its business and passes untouched.
    """
    if not any(item.get("type") == "reasoning" and item.get("encrypted_content") for item in items):
        return items
    opened: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        sealed = item.get("encrypted_content") if item.get("type") == "reasoning" else None
        if not sealed:
            opened.append(item)
            continue
        if not sealed_here(sealed):
            if native_responses:
                opened.append(item)
                continue
            raise _unverified(f"{param}[{index}]", sealed)
        text = seal.open(sealed, project=project) if seal is not None else None
        if text is None:
            raise _unverified(f"{param}[{index}]", sealed)
        opened.append({**item, "content": [{"type": "reasoning_text", "text": text}]})
    return opened


def _unverified(where: str, sealed: str) -> Exception:
    # OpenAI's words name the content by its ends, never whole.
    shown = f"{sealed[:4]}...{sealed[-4:]}" if len(sealed) > 12 else "..."
    return invalid_param(
        f"{where}.encrypted_content",
        f"The encrypted content {shown} could not be verified.",
        code="invalid_encrypted_content",
    )
