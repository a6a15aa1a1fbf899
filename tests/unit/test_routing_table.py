"""The routing table file: what it routes where, and start-up errors that name the line."""

from __future__ import annotations

from pathlib import Path

import pytest
from responsa_server.config import Settings
from responsa_server.model.errors import ApiError
from responsa_server.server import routing_table
from responsa_server.upstream.routes import Routes, read_record, record
from responsa_server.upstream.table import TableError, Target, load_table
from responsa_server.upstream.timeouts import UpstreamTimeouts

TABLE = """\
upstreams:
  vllm:
    base_url: http://10.0.0.5:8000/v1
    timeouts: {connect: 2, first_byte: 60}
    max_connections: 8
  ollama:
    base_url: http://127.0.0.1:11434/v1
  hosted:
    base_url: https://api.example.com/v1
    api_key_env: HOSTED_KEY
models:
  - name: llama-8b
    aliases: [llama, chat]
    upstream: vllm
    upstream_model: meta-llama/Llama-3.1-8B-Instruct
    fallbacks:
      - hosted
      - {upstream: ollama, model: llama3.1:8b}
    context_window: 8192
  - pattern: "qwen*"
    upstream: ollama
default: hosted
"""


def _load(tmp_path: Path, text: str, env: dict[str, str] | None = None) -> Routes:
    path = tmp_path / "models.yaml"
    path.write_text(text)
    table = load_table(
        str(path),
        {"HOSTED_KEY": "sk-hosted"} if env is None else env,
        timeouts=UpstreamTimeouts(),
        max_connections=256,
    )
    return Routes(table)


def _error(tmp_path: Path, text: str, env: dict[str, str] | None = None) -> str:
    with pytest.raises(TableError) as raised:
        _load(tmp_path, text, env)
    return str(raised.value)


def test_names_aliases_patterns_and_default(tmp_path: Path) -> None:
    routes = _load(tmp_path, TABLE)
    for name in ("llama-8b", "llama", "chat"):
        route = routes.route(name)
        assert route.model == name
        assert route.attempts == (
            Target("vllm", "meta-llama/Llama-3.1-8B-Instruct"),
            Target("hosted", "meta-llama/Llama-3.1-8B-Instruct"),
            Target("ollama", "llama3.1:8b"),
        )
    qwen = routes.route("qwen2.5:7b")
    assert qwen.attempts == (Target("ollama", "qwen2.5:7b"),)  # no rewrite: the client's name
    other = routes.route("gpt-4.1-mini")
    assert other.attempts == (Target("hosted", "gpt-4.1-mini"),)
    assert [name for name, _ in routes.named()] == ["llama-8b", "llama", "chat"]


def test_upstream_settings(tmp_path: Path) -> None:
    table = _load(tmp_path, TABLE).table
    vllm, ollama, hosted = (table.upstreams[n] for n in ("vllm", "ollama", "hosted"))
    assert (vllm.timeouts.connect, vllm.timeouts.first_byte) == (2, 60)
    assert vllm.timeouts.total == UpstreamTimeouts().total  # the RESPONSA_UPSTREAM_* default
    assert (vllm.max_connections, ollama.max_connections) == (8, 256)
    assert hosted.api_key == "sk-hosted" and vllm.api_key is None
    assert {spec.kind for spec in table.upstreams.values()} == {"chat"}


def test_no_default_route_is_model_not_found(tmp_path: Path) -> None:
    routes = _load(tmp_path, TABLE.replace("default: hosted\n", ""))
    assert routes.find("gpt-4.1-mini") is None
    with pytest.raises(ApiError) as raised:
        routes.route("gpt-4.1-mini")
    assert raised.value.status == 404
    assert raised.value.code == "model_not_found"
    assert raised.value.param == "model"
    assert "`gpt-4.1-mini` does not exist" in raised.value.message


def test_unknown_upstream_names_its_line(tmp_path: Path) -> None:
    message = _error(
        tmp_path, TABLE.replace("upstream: ollama\ndefault", "upstream: olama\ndefault")
    )
    assert "line 21 (models[1].upstream): unknown upstream 'olama'" in message
    assert "the table defines: hosted, ollama, vllm" in message


def test_credentials_never_in_the_table(tmp_path: Path) -> None:
    text = TABLE.replace("    api_key_env: HOSTED_KEY\n", "    api_key: sk-secret\n")
    message = _error(tmp_path, text)
    assert (
        "line 10 (upstreams.hosted.api_key): credentials are never written in the table" in message
    )
    assert "sk-secret" not in message


def test_missing_key_variable(tmp_path: Path) -> None:
    message = _error(tmp_path, TABLE, env={})
    assert "line 10 (upstreams.hosted.api_key_env): the environment variable HOSTED_KEY" in message


def test_key_file(tmp_path: Path) -> None:
    key = tmp_path / "key"
    key.write_text("sk-from-file\n")
    text = TABLE.replace("api_key_env: HOSTED_KEY", f"api_key_file: {key}")
    assert _load(tmp_path, text, env={}).table.upstreams["hosted"].api_key == "sk-from-file"


def test_every_problem_at_once_with_its_line(tmp_path: Path) -> None:
    text = TABLE.replace("    max_connections: 8\n", "    max_connections: 0\n").replace(
        "    context_window: 8192\n", "    context_windw: 8192\n"
    )
    message = _error(tmp_path, text)
    assert (
        "line 5 (upstreams.vllm.max_connections): Input should be greater than or equal to 1"
        in (message)
    )
    assert "line 19 (models[0].context_windw): unknown key" in message


def test_duplicate_names(tmp_path: Path) -> None:
    text = TABLE.replace('  - pattern: "qwen*"\n', "  - name: chat\n")
    message = _error(tmp_path, text)
    assert "line 20 (models[1].name): 'chat' is already served by an earlier entry" in message


def test_bad_url(tmp_path: Path) -> None:
    message = _error(tmp_path, TABLE.replace("http://127.0.0.1:11434/v1", "127.0.0.1:11434"))
    assert "line 7 (upstreams.ollama.base_url): must be an http:// or https:// URL" in message


def test_responses_kind_is_accepted(tmp_path: Path) -> None:
    text = TABLE.replace("  hosted:\n", "  hosted:\n    kind: responses\n").replace(
        "      - hosted\n", ""
    )
    routes = _load(tmp_path, text)
    assert routes.table.upstreams["hosted"].kind == "responses"
    assert routes.route("gpt-anything").upstream == "hosted"


def test_fallbacks_speak_the_api_of_their_upstream(tmp_path: Path) -> None:
    text = TABLE.replace("  hosted:\n", "  hosted:\n    kind: responses\n")
    message = _error(tmp_path, text)
    assert (
        "line 18 (models[0].fallbacks[0]): upstream 'hosted' is kind 'responses' but 'vllm' "
        "is kind 'chat'" in message
    )


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    message = _error(tmp_path, "upstreams:\n  a: {base_url: http://x\n")
    assert "not valid YAML" in message and "line 3" in message


def test_settings_single_upstream_unchanged() -> None:
    settings = Settings.from_env({"RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1"})
    routes = Routes(routing_table(settings))
    assert routes.route("anything").attempts == (Target("default", "anything"),)
    assert routes.named() == []


def test_settings_file_and_single_upstream_are_exclusive(tmp_path: Path) -> None:
    path = tmp_path / "models.yaml"
    path.write_text(TABLE)
    env = {"RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1", "RESPONSA_MODELS_FILE": str(path)}
    with pytest.raises(SystemExit, match="not both"):
        routing_table(Settings.from_env(env))


# The README links docs/models.md for the example (its per-feature detail lives in docs/).
@pytest.mark.parametrize("document", ["docs/models.md"])
def test_the_documented_example_is_a_valid_table(tmp_path: Path, document: str) -> None:
    """The first `# models.yaml` block of the document loads, and routes as its prose says."""
    text = (Path(__file__).resolve().parents[2] / document).read_text()
    block = text.split("```yaml\n# models.yaml\n", 1)[1].split("```", 1)[0]
    routes = _load(tmp_path, block, env={"OPENAI_API_KEY": "sk-doc"})
    assert routes.route("llama").upstream_model == "meta-llama/Llama-3.1-8B-Instruct"
    assert routes.route("llama").attempts[1].upstream == "openai"
    assert routes.route("llama3.2:3b").upstream == "ollama"
    assert routes.find("mistral") is None  # no default route in the example


def test_a_recorded_route_is_taken_first(tmp_path: Path) -> None:
    routes = _load(tmp_path, TABLE)
    route = routes.route("llama")
    assert routes.pinned("llama", None) is route
    hosted = Target("hosted", "meta-llama/Llama-3.1-8B-Instruct")
    pinned = routes.pinned("llama", hosted)
    assert pinned.attempts == (hosted, route.attempts[0], route.attempts[2])
    # An upstream this table lacks: the table's own route.
    assert routes.pinned("llama", Target("gone", "x")) is route
    assert read_record(record(hosted)) == hosted
    assert read_record(None) is None and read_record("not json") is None
    assert read_record('{"upstream": 1}') is None
