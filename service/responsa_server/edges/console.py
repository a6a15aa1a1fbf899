"""ConsoleService: the web console's static files (GET /console, GET /console/{path}).

The files ship inside the package (`console-app/`, a directory no import can name) and are read
once, when the service starts: they are small, and serving them then costs no file I/O on the
event loop. The page calls the ordinary REST API with the key its user typed; this service only
hands out files, so it is open like health checks (admission.OPEN_SERVICES).

The security headers travel as the call's initial metadata, which Envoy's transcoder turns into
HTTP response headers: a route of its own in Envoy would not see them, since the transcoder
re-routes the call by its gRPC path.
"""

from __future__ import annotations

from pathlib import Path

from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import console_pb2, console_pb2_grpc

from responsa_server.edges.binding import Service, service
from responsa_server.edges.grpc_errors import Context
from responsa_server.model.errors import not_found

ASSET_DIR = Path(__file__).with_name("console-app")
INDEX = "index.html"
# Scripts and styles only from the console's own files (no inline script, no eval), no framing,
# no content sniffing, and no referrer carrying ids to other sites.
SECURITY_HEADERS = (
    (
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        "frame-ancestors 'none'",
    ),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "no-referrer"),
    ("cache-control", "no-cache"),
)
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}


def load_assets(directory: Path = ASSET_DIR) -> dict[str, HttpBody]:
    """Every servable file of `directory` by its name, as the reply it is served as."""
    assets: dict[str, HttpBody] = {}
    for path in sorted(directory.iterdir()):
        content_type = CONTENT_TYPES.get(path.suffix)
        if content_type is not None and path.is_file():
            assets[path.name] = HttpBody(content_type=content_type, data=path.read_bytes())
    return assets


class ConsoleServicer(console_pb2_grpc.ConsoleServiceServicer):
    """Hands out the console's files by name; anything else is OpenAI's 404."""

    def __init__(self, assets: dict[str, HttpBody]) -> None:
        self._assets = assets

    async def GetAsset(self, request: console_pb2.GetAssetRequest, context: Context) -> HttpBody:
        """The page for /console (and /console/), else the named file."""
        name = request.path.strip("/") or INDEX
        asset = self._assets.get(name)
        if asset is None:
            raise not_found(f"No console file '{name}'.", param="path")
        await context.send_initial_metadata(SECURITY_HEADERS)
        return asset


def console_service(assets: dict[str, HttpBody] | None = None) -> Service:
    """ConsoleService over the packaged files (read here, at start-up)."""
    return service(
        console_pb2.DESCRIPTOR,
        "ConsoleService",
        console_pb2_grpc.add_ConsoleServiceServicer_to_server,
        ConsoleServicer(load_assets() if assets is None else assets),
    )
