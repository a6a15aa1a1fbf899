"""`responsa check` reads a routing table with `replicas:` as the worker does: a good one is OK,
a bad replica is named with its line and the exit status is 1."""

from __future__ import annotations

from pathlib import Path

from tests.package.test_cli import responsa

TABLE = """\
upstreams:
  a: {base_url: "http://10.0.0.1:8000/v1"}
  b: {base_url: "http://10.0.0.2:8000/v1", api_key_env: B_KEY}
models:
  - name: llama
    replicas: [a, b]
"""


def test_check_accepts_replicas_and_names_a_bad_one(tmp_path: Path) -> None:
    path = tmp_path / "models.yaml"
    path.write_text(TABLE)
    env = {"RESPONSA_MODELS_FILE": str(path), "B_KEY": "sk-b"}
    good = responsa("check", "--worker", env=env)
    assert good.returncode == 0, good.stderr
    assert "configuration OK" in good.stdout
    path.write_text(TABLE.replace("[a, b]", "[a, c]"))
    bad = responsa("check", "--worker", env=env)
    assert bad.returncode == 1
    assert "line 6 (models[0].replicas[1]): unknown upstream 'c'" in bad.stderr
    assert "configuration OK" not in bad.stdout
