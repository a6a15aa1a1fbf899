"""Stateless reasoning: reasoning items that carry their own text, sealed by Responsa.

With `include: ["reasoning.encrypted_content"]` every reasoning item of the output gets an
`encrypted_content`: `responsa.rs1.` (Responsa's reasoning envelope) + the reasoning text sealed
(sealing.py: `v2.`, AES-256-GCM under the `reasoning` key HKDF derives from the key every replica
shares, context/seal.py `shared_key`) with the project as associated data, so every replica
opens what any replica sealed. Items sealed before (`responsa.rs1.` + base64url directly: the
key SHA-256(label || shared key)) still open. A client running with `store: false` sends the
item back; the text it opens to is replayed to the model exactly as the stored item of a chain
would be.

An item with our prefix that does not open (altered, another project's, another key's) is
refused with OpenAI's `invalid_encrypted_content` before the upstream is called. Content with
another prefix was sealed by someone else (OpenAI's items start `gAAAA`): it passes through
untouched to an upstream that speaks the Responses API itself, and is refused for a Chat
Completions upstream, which could not use it.
"""

from __future__ import annotations

import hashlib
from typing import Any

import orjson

from responsa_server.model.errors import invalid_param
from responsa_server.sealing import VERSION, Seal, open_v1

PREFIX = "responsa.rs1."
ENCRYPTED_CONTENT_INCLUDE = "reasoning.encrypted_content"
# Domain separation within the key: the associated data names what the text is.
_ASSOCIATED = b"responsa reasoning\x00"
# Version 1's key: SHA-256 of this label and the shared key.
_V1_LABEL = b"responsa reasoning key\x00"


def sealed_here(encrypted_content: object) -> bool:
    """Whether `encrypted_content` is in Responsa's envelope (it may still fail to open)."""
    return isinstance(encrypted_content, str) and encrypted_content.startswith(PREFIX)


class ReasoningSeal:
    """Seals and opens reasoning text with the `reasoning` seal of the shared key."""

    def __init__(self, root: bytes) -> None:
        if len(root) != 32:
            raise ValueError("the reasoning key must be 32 bytes")
        self._seal = Seal(root, "reasoning")
        self._v1_key = hashlib.sha256(_V1_LABEL + root).digest()

    @classmethod
    def derived_from(cls, root: bytes) -> ReasoningSeal:
        """The seal of the replicas' shared key (context/seal.py); its key is derived."""
        return cls(root)

    def seal(self, text: str, *, project: str) -> str:
        """The `encrypted_content` carrying `text` for `project`."""
        plain = orjson.dumps({"text": text})
        return PREFIX + self._seal.seal(plain, associated=_ASSOCIATED + project.encode())

    def open(self, encrypted_content: str, *, project: str) -> str | None:
        """The text, or None unless this key sealed exactly this for `project` (now or as
        version 1)."""
        if not sealed_here(encrypted_content):
            return None
        sealed = encrypted_content[len(PREFIX) :]
        associated = _ASSOCIATED + project.encode()
        if sealed.startswith(VERSION):
            plain = self._seal.open(sealed, associated=associated)
        else:  # version 1: base64url has no `.`, so it never starts like `v2.`
            plain = open_v1(self._v1_key, sealed, associated=associated)
        if plain is None:
            return None
        try:
            text = orjson.loads(plain)["text"]
        except (KeyError, TypeError, orjson.JSONDecodeError):
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
