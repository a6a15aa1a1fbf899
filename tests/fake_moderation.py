"""A fake moderation provider over real HTTP, speaking both provider kinds of the routing table:

- `POST /v1/moderations` (OpenAI's Moderations API): a text containing a flagged word is flagged
  under its category (`FLAGGED_WORDS`), with OpenAI's result shape for every category;
- `POST /v1/chat/completions` as a Llama-Guard-style classifier: answers `safe`, or `unsafe`
  and the codes of the flagged words it reads in the last message (`unsafe\\nS1,S10`).

Every call must carry `Authorization: Bearer <key>` (401 otherwise); `requests` records each
body, `headers` each Authorization header. `delay`: seconds each answer waits before it is sent
(a provider that takes a fixed time, for bench/moderation_overhead.py).
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

# Word -> (OpenAI category, Llama Guard code).
FLAGGED_WORDS = {"KILL": ("violence", "S1"), "HATEFUL": ("hate", "S10")}
CATEGORIES = (
    "harassment",
    "harassment/threatening",
    "hate",
    "hate/threatening",
    "illicit",
    "illicit/violent",
    "self-harm",
    "self-harm/intent",
    "self-harm/instructions",
    "sexual",
    "sexual/minors",
    "violence",
    "violence/graphic",
)


def _result(text: str) -> dict[str, Any]:
    hits = {category for word, (category, _) in FLAGGED_WORDS.items() if word in text}
    return {
        "flagged": bool(hits),
        "categories": {name: name in hits for name in CATEGORIES},
        "category_scores": {name: 0.97 if name in hits else 0.01 for name in CATEGORIES},
        "category_applied_input_types": {name: ["text"] for name in CATEGORIES},
    }


def _classification(text: str) -> str:
    codes = [code for word, (_, code) in FLAGGED_WORDS.items() if word in text]
    return "unsafe\n" + ",".join(codes) if codes else "safe"


class FakeModeration:
    """Serves on 127.0.0.1 (a free port) in a thread while used as a context manager."""

    def __init__(self, key: str, delay: float = 0.0) -> None:
        self.key = key
        self.delay = delay
        self.requests: list[tuple[str, dict[str, Any]]] = []
        self.headers: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                authorization = self.headers.get("Authorization") or ""
                fake.requests.append((self.path, body))
                fake.headers.append(authorization)
                if fake.delay:
                    time.sleep(fake.delay)  # its own thread (ThreadingHTTPServer)
                if authorization != f"Bearer {fake.key}":
                    self._answer(401, {"error": {"message": "bad key", "type": "auth"}})
                elif self.path == "/v1/moderations":
                    texts = [part.get("text", "") for part in body["input"]]
                    self._answer(
                        200,
                        {
                            "id": "modr-fake",
                            "model": body["model"],
                            "results": [_result(text) for text in texts],
                        },
                    )
                elif self.path == "/v1/chat/completions":
                    said = body["messages"][-1]["content"]
                    self._answer(
                        200,
                        {
                            "id": "chatcmpl-guard",
                            "object": "chat.completion",
                            "created": 0,
                            "model": body["model"],
                            "choices": [
                                {
                                    "index": 0,
                                    "message": {
                                        "role": "assistant",
                                        "content": _classification(said),
                                    },
                                    "finish_reason": "stop",
                                }
                            ],
                        },
                    )
                else:
                    self._answer(404, {"error": {"message": "no such path"}})

            def _answer(self, status: int, body: object) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """The provider's /v1 URL."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def reset(self) -> None:
        """Forget the calls so far."""
        self.requests.clear()
        self.headers.clear()

    def __enter__(self) -> FakeModeration:
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
