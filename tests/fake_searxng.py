"""A fake SearXNG instance over real HTTP: `GET /search?q=...&format=json` in SearXNG's JSON
shape. A query containing FAIL answers HTTP 500, one containing MANY twelve hits; `queries`
records what was searched."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from urllib.parse import parse_qs, urlsplit


def results_for(query: str) -> list[dict[str, str]]:
    """The hits the fake answers for `query`: two pages, one of them on docs.example.org."""
    slug = "-".join(query.lower().split())
    if "MANY" in query:
        return [
            {
                "url": f"https://many.example.net/{slug}/{n}",
                "title": f"Hit {n}",
                "content": f"Hit number {n}.",
                "engine": "fake",
            }
            for n in range(1, 13)
        ]
    return [
        {
            "url": f"https://docs.example.org/{slug}",
            "title": f"Docs about {query}",
            "content": f"Everything on {query}.",
            "engine": "fake",
        },
        {
            "url": f"https://blog.example.com/{slug}",
            "title": f"A post on {query}",
            "content": "Notes.",
            "engine": "fake",
        },
    ]


class FakeSearxng:
    """Serves on 127.0.0.1 (a free port) in a thread while used as a context manager."""

    def __init__(self) -> None:
        self.queries: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                params = parse_qs(parts.query)
                query = params.get("q", [""])[0]
                if parts.path != "/search" or params.get("format") != ["json"]:
                    self._answer(403, {"error": "format not allowed"})
                    return
                fake.queries.append(query)
                if "FAIL" in query:
                    self._answer(500, {"error": "engine crashed"})
                    return
                self._answer(200, {"query": query, "results": results_for(query)})

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
    def url(self) -> str:
        """The instance's base URL (RESPONSA_WEB_SEARCH_URL)."""
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> FakeSearxng:
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
