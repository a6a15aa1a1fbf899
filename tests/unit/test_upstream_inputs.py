"""Per-upstream input settings from the routing table (inputs/per_upstream.py): each upstream's
own, else the RESPONSA_UPSTREAM_* defaults, found by the model a request names."""

from __future__ import annotations

from pathlib import Path

from responsa_server.inputs.capabilities import UpstreamInputs
from responsa_server.inputs.per_upstream import inputs_by_model
from responsa_server.upstream.routes import Routes
from responsa_server.upstream.table import load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

TABLE = """\
upstreams:
  vllm:
    base_url: http://10.0.0.5:8000/v1
    fetches_urls: false
    reasoning_field: reasoning
  hosted:
    base_url: https://api.example.com/v1
    file_parts: true
    reasoning_field: none
  plain:
    base_url: http://10.0.0.6:8000/v1
models:
  - name: qwen
    upstream: vllm
    fallbacks: [hosted]
  - name: gpt
    upstream: hosted
default: plain
"""


def test_each_model_gets_its_first_upstreams_settings(tmp_path: Path) -> None:
    path = tmp_path / "models.yaml"
    path.write_text(TABLE)
    table = load_table(str(path), {}, timeouts=UpstreamTimeouts(), max_connections=8)
    defaults = UpstreamInputs(fetches_urls=True, file_parts=False)
    upstream_for = inputs_by_model(Routes(table), defaults)
    assert upstream_for("qwen") == UpstreamInputs(
        fetches_urls=False, file_parts=False, reasoning_field="reasoning"
    )
    assert upstream_for("gpt") == UpstreamInputs(
        fetches_urls=True, file_parts=True, reasoning_field=None
    )
    assert upstream_for("anything-else") == defaults
