"""What an upstream accepts beyond text, and the size limits of request inputs.

One `UpstreamInputs` per upstream: from RESPONSA_UPSTREAM_FETCHES_URLS,
RESPONSA_UPSTREAM_FILE_PARTS and RESPONSA_UPSTREAM_REASONING_FIELD today; a routing table can
give each upstream its own. docs/inputs.md tells what each choice sends.
"""

from __future__ import annotations

from dataclasses import dataclass

MIB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class UpstreamInputs:
    """How images, files and earlier reasoning reach one upstream."""

    # It downloads http(s) image URLs itself (OpenAI, vLLM); else Responsa fetches them
    # through the egress policy and sends a data URL.
    fetches_urls: bool = True
    # It takes Chat Completions `file` parts (OpenAI: PDF); else a file's text is extracted
    # here and sent as text with its name.
    file_parts: bool = False
    # The assistant-message field that carries earlier reasoning (`reasoning_content`: vLLM,
    # llama.cpp, DeepSeek; `reasoning`: newer vLLM, OpenRouter); None: reasoning is not sent.
    reasoning_field: str | None = "reasoning_content"
    # It speaks the Responses API itself (a routing table's `kind: responses`): reasoning
    # sealed by someone else (its own) passes to it untouched instead of being refused.
    speaks_responses: bool = False


@dataclass(frozen=True, slots=True)
class InputLimits:
    """Largest image and file a request may give (bytes, before base64)."""

    image_bytes: int = 20 * MIB
    file_bytes: int = 32 * MIB
