"""`buf breaking` guards responsa.v1: the contract is compatible with its base, and the check
really fails when a field the base had is gone."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.required import REPO, load_proto_build, missing


def test_contract_is_compatible_with_its_base() -> None:
    build = load_proto_build()
    if not build.BUF.exists():
        missing(f"buf is not installed at {build.BUF} (make setup)")
    result = subprocess.run(
        [sys.executable, str(REPO / "proto" / "compile.py"), "breaking"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "buf breaking against" in result.stderr


def test_a_removed_field_is_a_breaking_change(tmp_path: Path) -> None:
    build = load_proto_build()
    if not build.BUF.exists():
        missing(f"buf is not installed at {build.BUF} (make setup)")
    # A base that had one more field than today's contract: today's looks like a deletion.
    base = tmp_path / "proto"
    shutil.copytree(REPO / "proto" / "responsa", base / "responsa")
    response_proto = base / "responsa" / "v1" / "response.proto"
    text = response_proto.read_text()
    marker = "message Response {\n"
    assert marker in text
    response_proto.write_text(text.replace(marker, marker + "  string retired = 999;\n", 1))
    build.compile_image(base, tmp_path / "base.binpb")
    result = build.breaking_against(tmp_path / "base.binpb")
    assert result.returncode != 0
    assert 'field "999" with name "retired"' in result.stdout
    assert "was deleted" in result.stdout
