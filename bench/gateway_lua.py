"""What the gateway's REST Lua filter (gateway/envoy.yaml) costs, side by side in one run.

One service (SQLite store, fake upstream) behind two Envoys: the real config, and the same
config with the Lua filter disabled on the REST routes (`create` and `rest`). Calls alternate
between them (ABBA), so machine noise hits both alike; it prints medians, p90 and the
difference per request kind.

    .venv/bin/python bench/gateway_lua.py [--requests N]
"""

from __future__ import annotations

import argparse
import http.client
import statistics
import tempfile
import time
from pathlib import Path

from gateway.envoy_config import TEMPLATE
from tests.fake_upstream import FakeUpstream
from tests.stack import Gateway, Stack

# What the openai Python SDK sends, so the filter walks a realistic header list.
HEADERS = {
    "content-type": "application/json",
    "accept": "application/json",
    "user-agent": "OpenAI/Python 2.54.0",
    "authorization": "Bearer sk-bench",
    "x-stainless-lang": "python",
    "x-stainless-os": "Linux",
    "x-stainless-arch": "x64",
    "x-stainless-runtime": "CPython",
}
CALLS = {
    "GET (404)": ("GET", "/v1/responses/resp_unknown", None),
    "POST create": ("POST", "/v1/responses", b'{"model":"fake-text","input":"hi","store":false}'),
}
_REST_ROUTE = "- name: rest"
_ROUTE_LINE = "                route: {cluster: responsa_service, timeout: 0s}\n"
_CREATE_ROUTE = "- name: create"
_FILTERS_LINE = "                typed_per_filter_config:\n"
_LUA_OFF = """                typed_per_filter_config:
                  envoy.filters.http.lua:
                    "@type": type.googleapis.com/envoy.config.route.v3.FilterConfig
                    disabled: true
"""


def without_lua(template: str) -> str:
    """The gateway template with the Lua filter disabled on the REST routes."""
    at = template.index(_ROUTE_LINE, template.index(_REST_ROUTE)) + len(_ROUTE_LINE)
    template = template[:at] + _LUA_OFF + template[at:]
    if _CREATE_ROUTE in template:  # POST /v1/responses, proxied to the REST listener
        at = template.index(_FILTERS_LINE, template.index(_CREATE_ROUTE)) + len(_FILTERS_LINE)
        template = template[:at] + _LUA_OFF.removeprefix(_FILTERS_LINE) + template[at:]
    return template


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2000, help="calls per gateway and kind")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, FakeUpstream() as fake:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite:///{Path(tmp) / 'bench.db'}",
        }
        with Stack.start(env) as stack:
            plain = Path(tmp) / "envoy-without-lua.yaml"
            plain.write_text(without_lua(TEMPLATE.read_text()))
            other = Gateway.start(
                stack.gateway.grpc_port, template=plain, rest_ports=stack.workers.rest_ports
            )
            try:
                run(stack.gateway.http_port, other.http_port, args.requests)
            finally:
                other.stop()


def run(lua_port: int, plain_port: int, requests: int) -> None:
    connections = {
        "lua": http.client.HTTPConnection("127.0.0.1", lua_port),
        "no lua": http.client.HTTPConnection("127.0.0.1", plain_port),
    }
    warmup = requests // 10
    for kind, (method, path, body) in CALLS.items():
        seconds: dict[str, list[float]] = {name: [] for name in connections}
        for index in range(requests + warmup):
            order = list(connections.items())
            for name, connection in order if index % 2 else reversed(order):
                started = time.perf_counter()
                connection.request(method, path, body=body, headers=HEADERS)
                connection.getresponse().read()
                if index >= warmup:
                    seconds[name].append(time.perf_counter() - started)
        median = {name: statistics.median(v) * 1e6 for name, v in seconds.items()}
        p90 = {name: statistics.quantiles(v, n=10)[8] * 1e6 for name, v in seconds.items()}
        print(
            f"{kind:12} p50 lua {median['lua']:7.0f} us  no lua {median['no lua']:7.0f} us  "
            f"added {median['lua'] - median['no lua']:+5.0f} us  "
            f"(p90 {p90['lua']:.0f} vs {p90['no lua']:.0f} us)"
        )


if __name__ == "__main__":
    main()
