"""Envoy's configuration: gateway/envoy.yaml filled in for one stack (its ports, one endpoint per
service process, where the admin interface listens, the transcoder's descriptor set)."""

from __future__ import annotations

import importlib.util
import string
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent / "envoy.yaml"
# Written beside the Python stubs by `proto/compile.py python` (generated/python/responsa/v1/).
DESCRIPTOR_NAME = "descriptor_set.pb"


def descriptor_path() -> Path:
    """The transcoder's descriptor set of the responsa.v1 contract, shipped with the stubs."""
    spec = importlib.util.find_spec("responsa.v1.http_service_pb2")
    if spec is None or spec.origin is None:
        raise FileNotFoundError("the responsa.v1 stubs are not importable")
    path = Path(spec.origin).parent / DESCRIPTOR_NAME
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing; run `python proto/compile.py python`")
    return path


def listener_host(env: Mapping[str, str]) -> str:
    """Where Envoy listens: RESPONSA_HTTP_HOST, else loopback (a container sets 0.0.0.0)."""
    return (env.get("RESPONSA_HTTP_HOST") or "127.0.0.1").strip()


def open_listener_problem(env: Mapping[str, str]) -> str | None:
    """Why Envoy may not listen on RESPONSA_HTTP_HOST, or None. Beyond loopback it needs
    authentication, or the explicit flag, exactly as the service's own port does
    (RESPONSA_GRPC_HOST): anyone who reaches an open listener reads every response."""
    from responsa_server.auth.startup import OPEN_NETWORK_FLAG, is_loopback

    host = listener_host(env)
    mode = (env.get("RESPONSA_AUTH") or "none").strip().lower()
    allowed = (env.get(OPEN_NETWORK_FLAG) or "").strip().lower() in ("1", "true", "yes")
    if is_loopback(host) or mode != "none" or allowed:
        return None
    return (
        f"Refusing to listen on {host} (RESPONSA_HTTP_HOST) without authentication: any host "
        "that reaches it could read and delete every response. Set RESPONSA_AUTH=keys, or "
        f"{OPEN_NETWORK_FLAG}=1 if another layer already guards the network (compose.yaml "
        "publishes the port on the host's loopback only)."
    )


def admin_address(admin_port: int | None, admin_socket: Path) -> str:
    """Envoy's admin address as YAML: loopback TCP when a port is asked for, else the socket."""
    if admin_port:
        return f"{{socket_address: {{address: 127.0.0.1, port_value: {admin_port}}}}}"
    return f'{{pipe: {{path: "{admin_socket}", mode: 384}}}}'  # 384 = 0o600


def admin_socket_path(run_dir: Path) -> Path:
    """Where Envoy's admin socket goes: in `run_dir`, or a short temp dir when that path is
    over the 107 bytes a Unix socket path may have."""
    path = run_dir / "envoy-admin.sock"
    if len(str(path)) < 100:
        return path
    return Path(tempfile.mkdtemp(prefix="responsa-")) / "admin.sock"


def _endpoints(ports: Sequence[int], health_ports: Sequence[int] = ()) -> str:
    """A cluster's lb_endpoints entries, one per loopback port; `health_ports[i]`, when given,
    is where Envoy health-checks replica `i` (its REST listener's GET /healthz)."""
    entries = []
    for index, port in enumerate(ports):
        checked = (
            f", health_check_config: {{port_value: {health_ports[index]}}}"
            if index < len(health_ports)
            else ""
        )
        entries.append(
            f"        - endpoint: {{address: {{socket_address: {{address: 127.0.0.1, "
            f"port_value: {port}}}}}{checked}}}"
        )
    return "\n".join(entries)


def render_config(
    out_path: Path,
    *,
    http_port: int,
    http_host: str = "127.0.0.1",
    grpc_ports: Sequence[int],
    descriptor: Path,
    admin_socket: Path,
    websocket_ports: Sequence[int],
    rest_ports: Sequence[int],
    admin_port: int | None = None,
    template: Path = TEMPLATE,
) -> Path:
    """Fill in `template` (gateway/envoy.yaml): one upstream endpoint per service process;
    the listener on `http_host` (loopback unless an operator opens it, RESPONSA_HTTP_HOST)."""
    text = string.Template(template.read_text()).substitute(
        http_host=http_host,
        http_port=http_port,
        lb_endpoints=_endpoints(grpc_ports, rest_ports),
        websocket_endpoints=_endpoints(websocket_ports),
        rest_endpoints=_endpoints(rest_ports),
        admin_address=admin_address(admin_port, admin_socket),
        descriptor_path=descriptor,
    )
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(text)
    return out_path
