"""The `responsa` package: the wheel holds everything an installed stack runs from (stubs,
descriptor set, Envoy's config, migrations, the bundled servers, the command), the version is
written once, and the dependency lists agree with the pins `make up` installs."""

from __future__ import annotations

import email
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from responsa_server import __version__

from tests.required import REPO

PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement line."""
    match = re.match(r"[A-Za-z0-9._-]+", requirement.strip())
    assert match, requirement
    return re.sub(r"[-_.]+", "-", match.group(0)).lower()


def _pins(path: Path) -> dict[str, str]:
    """name -> pinned version of a requirements file."""
    pins = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            pins[_name(name)] = version
    return pins


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    """The wheel, built from this checkout (no build isolation: the venv's setuptools)."""
    out = tmp_path_factory.mktemp("dist")
    build = tmp_path_factory.mktemp("build")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--disable-pip-version-check",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(out),
            str(REPO),
        ],
        check=True,
        cwd=build,
    )
    (found,) = out.glob("responsa-*.whl")
    return zipfile.ZipFile(found)


def test_the_wheel_holds_what_an_installed_stack_runs(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    for required in (
        "responsa_cli/commands.py",
        "responsa_server/__main__.py",
        "responsa_server/store/migrations/env.py",
        "responsa_server/store/migrations/script.py.mako",
        "responsa_server/store/migrations/versions/r0001_initial.py",
        "responsa/v1/http_service_pb2.py",
        "responsa/v1/http_service_pb2.pyi",
        "responsa/v1/descriptor_set.pb",
        "gateway/envoy.yaml",
        "gateway/runner.py",
        # the console's files, read from the package at start-up
        "responsa_server/edges/console-app/index.html",
        "responsa_server/edges/console-app/app.js",
        "local_model/__main__.py",
        "local_embeddings/__main__.py",
    ):
        assert required in names, required
    assert not [name for name in names if name.startswith("tests/")]
    assert (REPO / "generated/python/responsa/v1/descriptor_set.pb").read_bytes() == wheel.read(
        "responsa/v1/descriptor_set.pb"
    )


def test_the_command_and_the_version(wheel: zipfile.ZipFile) -> None:
    info = f"responsa-{__version__}.dist-info"
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    assert re.search(r"^responsa = responsa_cli:main$", entry_points, re.M), entry_points
    metadata = email.message_from_bytes(wheel.read(f"{info}/METADATA"))
    assert metadata["Version"] == __version__
    assert set(metadata.get_all("Provides-Extra") or []) >= {"local", "embeddings", "s3"}
    # Test, lint and bench tools are not runtime dependencies.
    runtime = {_name(r) for r in metadata.get_all("Requires-Dist") or [] if "extra ==" not in r}
    assert not runtime & {"pytest", "mypy", "ruff", "hypothesis", "moto", "grpcio-tools"}


def test_requirements_pin_exactly_the_runtime_dependencies() -> None:
    project = PYPROJECT["project"]
    declared = {_name(r) for r in project["dependencies"]}
    declared |= {_name(r) for r in project["optional-dependencies"]["s3"]}
    assert declared == set(_pins(REPO / "requirements.txt"))


def test_extras_and_weights_use_the_bundled_models_pins() -> None:
    from gateway.weights import EMBEDDINGS, LOCAL_MODEL

    local = _pins(REPO / "requirements-local.txt")
    embeddings = _pins(REPO / "requirements-embeddings.txt")
    assert LOCAL_MODEL.requirement in {f"{n}=={v}" for n, v in local.items()}
    assert EMBEDDINGS.requirement in {f"{n}=={v}" for n, v in embeddings.items()}
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert {_name(r) for r in extras["local"]} == set(local) - {_name(LOCAL_MODEL.requirement)}
    assert {_name(r) for r in extras["embeddings"]} == set(embeddings) - {
        _name(EMBEDDINGS.requirement)
    }
