"""The front Envoy: one HTTP listener load-balancing over the hosts' Envoys, with active
health checks (GET /healthz, which each host answers 200 only while its service is serving)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

_MANAGER = (
    "type.googleapis.com/envoy.extensions.filters.network.http_connection_manager.v3."
    "HttpConnectionManager"
)
CONFIG = """\
admin:
  address: {{pipe: {{path: "{admin}"}}}}
static_resources:
  listeners:
  - name: front
    address: {{socket_address: {{address: 0.0.0.0, port_value: {port}}}}}
    filter_chains:
    - filters:
      - name: envoy.filters.network.http_connection_manager
        typed_config:
          "@type": {manager}
          stat_prefix: front
          codec_type: AUTO
          stream_idle_timeout: 3600s
          route_config:
            virtual_hosts:
            - name: all
              domains: ["*"]
              routes:
              - match: {{prefix: "/"}}
                route: {{cluster: hosts, timeout: 0s}}
          http_filters:
          - name: envoy.filters.http.router
            typed_config:
              "@type": type.googleapis.com/envoy.extensions.filters.http.router.v3.Router
  clusters:
  - name: hosts
    type: STATIC
    connect_timeout: 1s
    lb_policy: LEAST_REQUEST
    circuit_breakers:
      thresholds:
      - {{max_connections: 10000, max_pending_requests: 10000, max_requests: 10000}}
    load_assignment:
      cluster_name: hosts
      endpoints:
      - lb_endpoints:
{endpoints}
    health_checks:
    - timeout: 1s
      interval: 1s
      no_traffic_interval: 1s
      unhealthy_threshold: 2
      healthy_threshold: 1
      http_health_check: {{path: /healthz}}
"""


def render(path: Path, *, port: int, hosts: Sequence[tuple[str, int]], admin: Path) -> Path:
    """Write the front Envoy's config: `hosts` are (address, port) of the hosts' Envoys."""
    endpoints = "\n".join(
        f"        - endpoint: {{address: {{socket_address: {{address: {address}, "
        f"port_value: {host_port}}}}}}}"
        for address, host_port in hosts
    )
    path.write_text(CONFIG.format(port=port, endpoints=endpoints, admin=admin, manager=_MANAGER))
    return path
