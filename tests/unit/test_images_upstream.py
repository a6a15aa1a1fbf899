"""Where the image_generation tool's images upstream comes from (the routing table's `images:`
section or RESPONSA_IMAGES_*), how its settings are checked, and its egress policy."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import pytest
from responsa_server.config import Settings, images_upstream, routing_table
from responsa_server.model.errors import ApiError
from responsa_server.model.request.image_tools import parse_image_generation_tool
from responsa_server.tools.images import images_egress
from responsa_server.upstream.table import IMAGES_TIMEOUT, ImagesUpstreamSpec, TableError

TABLE = """\
upstreams:
  vllm:
    base_url: http://10.0.0.5:8000/v1
default: vllm
images:
  base_url: http://127.0.0.1:8080/v1
  api_key_env: LOCALAI_KEY
  model: stablediffusion
"""


def _settings(tmp_path: Path, text: str | None, **env: str) -> Settings:
    values = dict(env)
    if text is None:
        values["RESPONSA_UPSTREAM_BASE_URL"] = "http://127.0.0.1:9/v1"
    else:
        path = tmp_path / "models.yaml"
        path.write_text(text)
        values["RESPONSA_MODELS_FILE"] = str(path)
    return Settings.from_env(values)


def test_the_tables_images_section(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCALAI_KEY", "sk-localai")
    settings = _settings(tmp_path, TABLE)
    spec = images_upstream(settings, routing_table(settings))
    assert spec == ImagesUpstreamSpec(
        "http://127.0.0.1:8080/v1", "sk-localai", "stablediffusion", IMAGES_TIMEOUT
    )
    assert "sk-localai" not in repr(spec)
    # Not an upstream of the table's: no model routes to it, nothing lists or probes it.
    assert list(routing_table(settings).upstreams) == ["vllm"]


def test_the_single_images_upstream_settings(tmp_path: Path) -> None:
    settings = _settings(
        tmp_path,
        None,
        RESPONSA_IMAGES_BASE_URL="http://10.0.0.9:7860/v1",
        RESPONSA_IMAGES_API_KEY="sk-img",
        RESPONSA_IMAGES_TIMEOUT_SECONDS="60",
    )
    spec = images_upstream(settings, routing_table(settings))
    assert spec == ImagesUpstreamSpec("http://10.0.0.9:7860/v1", "sk-img", None, 60.0)
    assert "sk-img" not in repr(settings)
    none = _settings(tmp_path, None)
    assert images_upstream(none, routing_table(none)) is None


def test_table_and_setting_are_exclusive(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCALAI_KEY", "sk-localai")
    settings = _settings(tmp_path, TABLE, RESPONSA_IMAGES_BASE_URL="http://10.0.0.9:7860/v1")
    with pytest.raises(SystemExit, match="not both"):
        images_upstream(settings, routing_table(settings))


def test_the_images_section_is_checked_with_lines(tmp_path: Path) -> None:
    text = TABLE.replace("  api_key_env: LOCALAI_KEY\n", "  api_key: sk-inline\n  colour: red\n")
    with pytest.raises(TableError) as raised:
        routing_table(_settings(tmp_path, text))
    message = str(raised.value)
    assert "line 7 (images.api_key): credentials are never written in the table" in message
    assert "sk-inline" not in message
    text = TABLE.replace("http://127.0.0.1:8080/v1", "127.0.0.1:8080")
    with pytest.raises(TableError, match=r"line 6 \(images.base_url\): must be an http"):
        routing_table(_settings(tmp_path, text, LOCALAI_KEY="k"))


def test_its_egress_reaches_only_it_and_never_the_services_ports() -> None:
    spec = ImagesUpstreamSpec("http://127.0.0.1:8080/v1")
    policy = images_egress(spec, own_ports=(8443,))
    loopback = ipaddress.ip_address("127.0.0.1")
    assert policy.refusal("127.0.0.1", loopback, 8080) is None
    assert policy.refusal("127.0.0.1", loopback, 9000) is not None
    metadata = ipaddress.ip_address("169.254.169.254")
    assert policy.refusal("169.254.169.254", metadata, 80) is not None
    # Even named as the images upstream, the service's own port is refused.
    own = images_egress(ImagesUpstreamSpec("http://127.0.0.1:8443/v1"), own_ports=(8443,))
    assert own.refusal("127.0.0.1", loopback, 8443) is not None


@pytest.mark.parametrize(
    ("tool", "param"),
    [
        ({"type": "image_generation", "size": "huge"}, "tools[0].size"),
        ({"type": "image_generation", "partial_images": 4}, "tools[0].partial_images"),
        ({"type": "image_generation", "output_format": "gif"}, "tools[0].output_format"),
        ({"type": "image_generation", "output_compression": 101}, "tools[0].output_compression"),
        (
            {"type": "image_generation", "input_image_mask": {"url": "x"}},
            "tools[0].input_image_mask.url",
        ),
        ({"type": "image_generation", "style": "vivid"}, "tools[0].style"),
    ],
)
def test_bad_settings_name_their_parameter(tool: dict[str, object], param: str) -> None:
    with pytest.raises(ApiError) as raised:
        parse_image_generation_tool(tool, "tools[0]")
    assert raised.value.param == param and raised.value.status == 400


def test_settings_are_echoed_as_given() -> None:
    tool = {
        "type": "image_generation",
        "model": "gpt-image-1",
        "size": "1536x1024",
        "quality": "high",
        "output_format": "webp",
        "output_compression": 80,
        "background": "transparent",
        "moderation": "low",
        "partial_images": 3,
        "action": "generate",
    }
    assert parse_image_generation_tool(tool, "tools[0]") == tool
