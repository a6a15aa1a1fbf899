"""Prices in the routing table (docs/models.md): what a response's usage costs, and a bad price
refused at start with its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from responsa_server.upstream.prices import Price
from responsa_server.upstream.routes import Routes
from responsa_server.upstream.table import TableError, load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

TABLE = """\
upstreams:
  vllm: {base_url: "http://10.0.0.5:8000/v1"}
models:
  - name: priced
    upstream: vllm
    price: {input: 2.5, cached_input: 1.25, output: 10}
  - name: flat
    upstream: vllm
    price: {input: 3, output: 15}
  - {pattern: "*", upstream: vllm}
"""


def load(tmp_path: Path, text: str) -> Routes:
    path = tmp_path / "models.yaml"
    path.write_text(text)
    return Routes(load_table(str(path), {}, timeouts=UpstreamTimeouts(), max_connections=8))


def test_the_tables_prices_turn_usage_into_dollars(tmp_path: Path) -> None:
    routes = load(tmp_path, TABLE)
    priced = routes.route("priced").entry.price
    assert priced == Price(input=2.5, output=10, cached_input=1.25)
    usage = {
        "input_tokens": 1_000_000,
        "input_tokens_details": {"cached_tokens": 400_000},
        "output_tokens": 200_000,
    }
    # 600k fresh input at 2.5, 400k cached at 1.25, 200k output at 10.
    assert priced.cost(usage) == pytest.approx(1.5 + 0.5 + 2.0)
    # Without a cached rate, cached input costs what input costs.
    flat = routes.route("flat").entry.price
    assert flat is not None and flat.cost(usage) == pytest.approx(3.0 + 3.0)
    assert routes.route("anything-else").entry.price is None
    assert priced.cost(None) is None
    assert priced.cost({"input_tokens": 12, "output_tokens": 3}) == pytest.approx(60 / 1e6)


def test_a_bad_price_is_refused_with_its_line(tmp_path: Path) -> None:
    bad = TABLE.replace("output: 10}", "output: -1}").replace("{input: 3,", "{input: 3, per: 1,")
    with pytest.raises(TableError) as refused:
        load(tmp_path, bad)
    message = str(refused.value)
    assert "line 6 (models[0].price.output)" in message
    assert "line 9 (models[1].price.per): unknown key" in message
