"""A fake OpenAI-compatible images server over real HTTP: `POST /v1/images/generations`.

It answers a real PNG (made with zlib and struct: a small image of one colour, derived from the
prompt) as `b64_json` with a `revised_prompt`; with `stream: true` and `partial_images: n` it
streams n `image_generation.partial_image` events, then `image_generation.completed`. A prompt
containing FAIL answers HTTP 500 with an error message that quotes the Authorization header it
got (so tests can check the key is scrubbed); one containing URL answers a `url` to the image
on this server instead of `b64_json`; one containing NOSTREAM answers plain JSON even when asked
to stream (as servers without streaming do). `requests` records each body and Authorization
header, `paths` the method and path of every request.
"""

from __future__ import annotations

import base64
import hashlib
import json
import struct
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(prompt: str, size: int = 8, step: int = 0) -> bytes:
    """A size x size RGB PNG of one colour taken from `prompt` (`step` shades a partial)."""
    red, green, blue = hashlib.sha256(prompt.encode()).digest()[:3]
    pixel = bytes(((red + 40 * step) % 256, green, blue))
    rows = b"".join(b"\x00" + pixel * size for _ in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        PNG_SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(rows))
        + _chunk(b"IEND", b"")
    )


def png_b64(prompt: str, step: int = 0) -> str:
    """The PNG for `prompt`, base64."""
    return base64.b64encode(png(prompt, step=step)).decode()


class FakeImages:
    """Serves on 127.0.0.1 (a free port) in a thread while used as a context manager."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []  # every request's method and path, in order
        self.authorizations: list[str | None] = []
        self._images: dict[str, bytes] = {}
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                fake.paths.append(f"GET {self.path}")
                image = fake._images.get(self.path)
                if image is None:
                    self._send(404, "application/json", b'{"error": {"message": "no image"}}')
                    return
                self._send(200, "image/png", image)

            def do_POST(self) -> None:
                fake.paths.append(f"POST {self.path}")
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                auth = self.headers.get("Authorization")
                fake.requests.append(body)
                fake.authorizations.append(auth)
                if self.path != "/v1/images/generations":
                    self._json(404, {"error": {"message": "unknown path"}})
                    return
                prompt = str(body.get("prompt", ""))
                if "FAIL" in prompt:
                    message = f"the model crashed (credentials: {auth})"
                    self._json(500, {"error": {"message": message, "type": "server_error"}})
                    return
                details = {
                    "size": body.get("size", "1024x1024"),
                    "quality": body.get("quality", "medium"),
                    "background": body.get("background", "opaque"),
                    "output_format": body.get("output_format", "png"),
                }
                if body.get("stream") and "NOSTREAM" not in prompt:
                    self._stream(prompt, int(body.get("partial_images") or 0), details)
                    return
                answer: dict[str, Any] = {"revised_prompt": f"A picture of {prompt}"}
                if "URL" in prompt:
                    path = f"/generated/{len(fake._images)}.png"
                    fake._images[path] = png(prompt)
                    answer["url"] = f"{fake.url}{path}"
                else:
                    answer["b64_json"] = png_b64(prompt)
                self._json(200, {"created": 1, "data": [answer], **details})

            def _stream(self, prompt: str, partials: int, details: dict[str, Any]) -> None:
                events = [
                    {
                        "type": "image_generation.partial_image",
                        "b64_json": png_b64(prompt, step=index + 1),
                        "partial_image_index": index,
                        "created_at": 1,
                        **details,
                    }
                    for index in range(partials)
                ]
                events.append(
                    {
                        "type": "image_generation.completed",
                        "b64_json": png_b64(prompt),
                        "created_at": 1,
                        **details,
                    }
                )
                data = b"".join(
                    f"event: {e['type']}\ndata: {json.dumps(e)}\n\n".encode() for e in events
                )
                self._send(200, "text/event-stream", data)

            def _json(self, status: int, body: object) -> None:
                self._send(status, "application/json", json.dumps(body).encode())

            def _send(self, status: int, content_type: str, data: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        """The server's origin."""
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def base_url(self) -> str:
        """RESPONSA_IMAGES_BASE_URL for it."""
        return f"{self.url}/v1"

    def __enter__(self) -> FakeImages:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._server.shutdown()
        self._server.server_close()
