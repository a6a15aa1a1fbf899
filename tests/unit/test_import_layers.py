"""The packages' layers contract (pyproject.toml [tool.importlinter], run by `make check`):
the service keeps it, and an upward import or one between independent siblings breaks it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def _lint(service: Path, cwd: Path, *first: Path) -> subprocess.CompletedProcess[str]:
    """lint-imports with the repository's contracts over the `responsa_server` under `service`
    and the repository's other packages (those under `first` found before the checkout's)."""
    path = os.pathsep.join(str(p) for p in (service, *first, ROOT))
    env = {**os.environ, "PYTHONPATH": path, "COLUMNS": "300"}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--config", str(ROOT / "pyproject.toml")],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _copy_with_import(source: Path, into: Path, module: str, imported: str) -> None:
    """Copy the package `module` (a path under `source`) is in to `into`, with `imported`
    imported at the end of that module."""
    package = module.split("/")[0]
    shutil.copytree(source / package, into / package, ignore=shutil.ignore_patterns("__pycache__"))
    target = into / module
    target.write_text(target.read_text() + f"\nimport {imported}  # noqa: E402\n")


def test_the_service_keeps_its_layers(tmp_path: Path) -> None:
    result = _lint(ROOT / "service", tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    # responsa_server's layers, no cycle inside any package, the repository's packages, and the
    # modules of each other package (issue 33)
    assert "responsa_server packages layer (top imports bottom, never the reverse) KEPT" in (
        result.stdout
    )
    assert "7 kept, 0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "imported", "refusal"),
    [
        # upward: the bottom layer reaching the adapters
        ("model/errors.py", "responsa_server.edges.binding", "model is not allowed to import"),
        # upward: a library reaching the engine
        ("files/store.py", "responsa_server.engine.tool_loop", "files is not allowed to import"),
        # sideways: independent siblings (auth | conversations) must not import each other
        ("auth/keys.py", "responsa_server.conversations.api", "auth is not allowed to import"),
    ],
)
def test_a_forbidden_import_fails_the_check(
    tmp_path: Path, module: str, imported: str, refusal: str
) -> None:
    service = tmp_path / "service"
    _copy_with_import(ROOT / "service", service, f"responsa_server/{module}", imported)
    result = _lint(service, tmp_path)
    assert result.returncode != 0, result.stdout
    importer = "responsa_server." + module.removesuffix(".py").replace("/", ".")
    assert f"responsa_server.{refusal}" in result.stdout, result.stdout
    assert f"{importer} -> {imported}" in result.stdout, result.stdout


@pytest.mark.parametrize(
    ("module", "imported", "refusal"),
    [
        # a module cycle inside a package other than the service's
        ("gateway/processes.py", "gateway.runner", "gateway.processes is not allowed to import"),
        # the service reaching the stack that starts it
        ("local_model/chat.py", "gateway.stack", "local_model is not allowed to import"),
    ],
)
def test_the_other_packages_are_under_the_contract(
    tmp_path: Path, module: str, imported: str, refusal: str
) -> None:
    packages = tmp_path / "packages"
    _copy_with_import(ROOT, packages, module, imported)
    result = _lint(ROOT / "service", tmp_path, packages)
    assert result.returncode != 0, result.stdout
    assert refusal in result.stdout, result.stdout
