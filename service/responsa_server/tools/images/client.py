"""An OpenAI-compatible images upstream: `POST {base_url}/images/generations` (OpenAI, LocalAI,
stable-diffusion.cpp's server, ...), with or without streamed partial images.

One image per call (`n: 1`). The body carries the prompt and only the settings the tool set
(each server applies its own defaults to the rest). With `partial_images` > 0 it asks for a
stream (`stream: true`) and reads `image_generation.partial_image` / `.completed` events; a
server that answers with plain JSON instead is read as such. An answer giving a `url` instead
of `b64_json` is fetched through the same client.

Every connection goes through the egress policy (`images_egress`: only the configured
server's host and port, never the service's own ports or cloud metadata). The API key goes
in the Authorization header and nowhere else: failure messages never carry it, and the
upstream's own error text is scrubbed of it before anyone reads it. The server is not called
before the first request that generates an image (no probe at start-up).
"""

from __future__ import annotations

import base64
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpx2
import orjson

from responsa_server.egress import EgressPolicy, Resolver, egress_client, parse_allow_list
from responsa_server.upstream.table import ImagesUpstreamSpec

log = logging.getLogger(__name__)

# The largest answer read (an image and its partials, base64): beyond it the call fails.
MAX_ANSWER_BYTES = 64 * 1024 * 1024
# The tool's settings sent to the server, when the tool sets them.
SETTINGS = (
    "size",
    "quality",
    "output_format",
    "output_compression",
    "background",
    "moderation",
)


class ImageFailure(Exception):
    """No image; `message` is a sentence the model and client may read (never the key)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class PartialImage:
    """One partial image the server streamed (0-based index), with the settings it names."""

    index: int
    b64: str
    details: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GeneratedImage:
    """The image (base64), the prompt the server says it used, and the partial images."""

    b64: str
    revised_prompt: str | None = None
    partials: tuple[PartialImage, ...] = ()
    # size, quality, background, output_format, as the server stated them
    details: dict[str, str] = field(default_factory=dict)


def images_egress(
    spec: ImagesUpstreamSpec, own_ports: Iterable[int], resolver: Resolver | None = None
) -> EgressPolicy:
    """The egress policy of the images upstream: its own host and port only (the operator
    named it), and never the service's own ports, link-local or metadata addresses."""
    parts = urlsplit(spec.base_url)
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    entry = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    return EgressPolicy(parse_allow_list(entry), own_ports=own_ports, resolver=resolver)


def _details(event: dict[str, Any]) -> dict[str, str]:
    keys = ("size", "quality", "background", "output_format")
    return {k: event[k] for k in keys if isinstance(event.get(k), str)}


class ImagesUpstream:
    """Generates images on one server; one pooled client per process."""

    def __init__(self, spec: ImagesUpstreamSpec, policy: EgressPolicy) -> None:
        self.spec = spec
        self._url = spec.base_url.rstrip("/") + "/images/generations"
        headers = {"Authorization": f"Bearer {spec.api_key}"} if spec.api_key else {}
        self._client = egress_client(
            policy,
            headers=headers,
            timeout=httpx2.Timeout(spec.timeout),
            shared_redirect_budget=False,
        )

    def body(self, prompt: str, tool: dict[str, Any]) -> dict[str, Any]:
        """The generation request for `prompt` with the tool's settings."""
        body: dict[str, Any] = {"prompt": prompt, "n": 1}
        model = tool.get("model") or self.spec.model
        if model:
            body["model"] = model
        body.update({key: tool[key] for key in SETTINGS if tool.get(key) is not None})
        partials = tool.get("partial_images") or 0
        if partials:
            body["partial_images"] = partials
            body["stream"] = True
        return body

    async def generate(self, prompt: str, tool: dict[str, Any]) -> GeneratedImage:
        """One image for `prompt`; raises ImageFailure."""
        try:
            async with self._client.stream("POST", self._url, json=self.body(prompt, tool)) as r:
                if r.status_code != 200:
                    raise ImageFailure(self._status_failure(r.status_code, await self._read(r)))
                if r.headers.get("content-type", "").startswith("text/event-stream"):
                    return await self._streamed(r)
                return await self._whole(_json(await self._read(r)))
        except httpx2.TimeoutException as error:
            raise ImageFailure("The images upstream did not answer in time.") from error
        except httpx2.HTTPError as error:
            log.debug("images upstream: %s", type(error).__name__)
            raise ImageFailure("The images upstream could not be reached.") from error

    async def _read(self, response: httpx2.Response) -> bytes:
        data = bytearray()
        async for chunk in response.aiter_bytes():
            data += chunk
            if len(data) > MAX_ANSWER_BYTES:
                raise ImageFailure("The images upstream's answer was too large.")
        return bytes(data)

    def _status_failure(self, status: int, body: bytes) -> str:
        """The failure for an HTTP error, with the server's own message (scrubbed of the key)."""
        return self._failure(f"The images upstream answered HTTP {status}.", body)

    def _failure(self, message: str, body: bytes) -> str:
        """`message` and the error message of the server's JSON `body`, if it has one: the key
        replaced by `***`, at most 500 characters of it."""
        try:
            error = orjson.loads(body).get("error")
        except (orjson.JSONDecodeError, AttributeError):
            return message
        text = error.get("message") if isinstance(error, dict) else error
        if isinstance(text, str) and text.strip():
            key = self.spec.api_key
            message += " " + (text.replace(key, "***") if key else text).strip()[:500]
        return message

    async def _streamed(self, response: httpx2.Response) -> GeneratedImage:
        """The image and partial images of an SSE answer."""
        partials: list[PartialImage] = []
        size = 0
        data: list[str] = []
        async for line in response.aiter_lines():
            size += len(line)
            if size > MAX_ANSWER_BYTES:
                raise ImageFailure("The images upstream's answer was too large.")
            if line.startswith("data:"):
                data.append(line[5:].lstrip())
                continue
            if line or not data:
                continue
            event, data = _json("\n".join(data).encode()), []
            kind = event.get("type")
            if kind == "image_generation.partial_image" and isinstance(event.get("b64_json"), str):
                index = event.get("partial_image_index")
                index = index if isinstance(index, int) else len(partials)
                partials.append(PartialImage(index, event["b64_json"], _details(event)))
            elif kind == "image_generation.completed" and isinstance(event.get("b64_json"), str):
                revised = event.get("revised_prompt")
                return GeneratedImage(
                    event["b64_json"],
                    revised if isinstance(revised, str) else None,
                    tuple(partials),
                    _details(event),
                )
            elif kind == "error" or "error" in event:
                failed = "The images upstream's stream reported an error."
                raise ImageFailure(self._failure(failed, orjson.dumps(event)))
        raise ImageFailure("The images upstream's stream ended without an image.")

    async def _whole(self, answer: dict[str, Any]) -> GeneratedImage:
        """The image of a JSON answer (`data[0]`: `b64_json`, or a `url` fetched here)."""
        first = (answer.get("data") or [None])[0]
        if not isinstance(first, dict):
            raise ImageFailure("The images upstream's answer had no image.")
        revised = first.get("revised_prompt")
        revised = revised if isinstance(revised, str) and revised else None
        if isinstance(first.get("b64_json"), str) and first["b64_json"]:
            return GeneratedImage(first["b64_json"], revised, (), _details(answer))
        url = first.get("url")
        if not isinstance(url, str) or not url:
            raise ImageFailure("The images upstream's answer had no image.")
        async with self._client.stream("GET", urljoin(self._url, url)) as fetched:
            if fetched.status_code != 200:
                raise ImageFailure(f"The image's URL answered HTTP {fetched.status_code}.")
            image = await self._read(fetched)
        return GeneratedImage(base64.b64encode(image).decode(), revised, (), _details(answer))

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._client.aclose()


def _json(data: bytes) -> dict[str, Any]:
    try:
        parsed = orjson.loads(data)
    except orjson.JSONDecodeError as error:
        raise ImageFailure("The images upstream's answer was not JSON.") from error
    if not isinstance(parsed, dict):
        raise ImageFailure("The images upstream's answer was not a JSON object.")
    return parsed
