"""The offline checkers of deploy/ and compose.yaml (`make deploy-tools` installs them into
build/deploy-tools: kubectl with kustomize, kubernetes-validate, check-jsonschema, hadolint), and
what the tests share: rendering, YAML loading, the settings the service reads."""

from __future__ import annotations

import ast
import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

from tests.required import REPO, missing

TOOLS = REPO / "build" / "deploy-tools" / "bin"
KUSTOMIZE_DIRS = {
    "base": REPO / "deploy" / "kubernetes" / "base",
    "cloudnative-pg": REPO / "deploy" / "kubernetes" / "overlays" / "cloudnative-pg",
    "small": REPO / "deploy" / "kubernetes" / "overlays" / "small",
    "sandbox": REPO / "deploy" / "kubernetes" / "overlays" / "sandbox",
}
COMPOSE_FILE = REPO / "compose.yaml"
CONTAINERFILE = REPO / "deploy" / "Containerfile"
# Where the code that reads RESPONSA_* variables lives (the service, the launcher and CLI).
SOURCE_DIRS = (REPO / "service", REPO / "gateway", REPO / "responsa_cli")
SETTING_NAME = re.compile(r"RESPONSA_[A-Z0-9_]+")


def tool(name: str) -> Path:
    """The path of one checker; skipped (a failure under CI) when `make deploy-tools` has not
    installed it."""
    path = TOOLS / name
    if not path.exists():
        missing(f"{path} is not installed: run `make deploy-tools`")
    return path


def run(argv: list[str | Path], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run a checker; its output is kept for the assertion messages."""
    return subprocess.run(
        [str(a) for a in argv], input=stdin, capture_output=True, text=True, timeout=120
    )


def load_yaml(text: str) -> list[Any]:
    """Every document of a YAML stream (parsed by the tools' venv, which pins PyYAML)."""
    script = "import json, sys, yaml; json.dump(list(yaml.safe_load_all(sys.stdin)), sys.stdout)"
    done = run([tool("python"), "-c", script], stdin=text)
    assert done.returncode == 0, done.stderr
    return [doc for doc in json.loads(done.stdout) if doc is not None]


@cache
def rendered(name: str) -> str:
    """`kubectl kustomize` of the base or an overlay, as YAML text."""
    done = run([tool("kubectl"), "kustomize", KUSTOMIZE_DIRS[name]])
    assert done.returncode == 0, done.stderr
    return done.stdout


@cache
def resources(name: str) -> list[dict[str, Any]]:
    """The rendered resources of the base or an overlay."""
    return load_yaml(rendered(name))


def find(name: str, kind: str, resource_name: str | None = None) -> dict[str, Any]:
    """The one resource of `kind` (and name) in a rendering."""
    found = [
        r
        for r in resources(name)
        if r["kind"] == kind and resource_name in (None, r["metadata"]["name"])
    ]
    assert len(found) == 1, f"{name}: {len(found)} {kind} resources"
    return found[0]


def kinds(name: str) -> set[str]:
    """The kinds of resource in a rendering."""
    return {r["kind"] for r in resources(name)}


@cache
def settings_read() -> frozenset[str]:
    """Every RESPONSA_* name the shipped code reads: string constants that are exactly such a
    name (os.environ / env.get keys), in the service, the launcher and the CLI."""
    names: set[str] = set()
    for root in SOURCE_DIRS:
        for path in root.rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    if SETTING_NAME.fullmatch(node.value):
                        names.add(node.value)
    return frozenset(names)


def unread(names: set[str]) -> set[str]:
    """The RESPONSA_* names among `names` that no shipped code reads."""
    return {n for n in names if n.startswith("RESPONSA_") and n not in settings_read()}


@cache
def project_version() -> str:
    """The package's version, from the one place it is written (pyproject.toml reads it)."""
    text = (REPO / "service" / "responsa_server" / "__init__.py").read_text()
    match = re.search(r'(?m)^__version__\s*=\s*"([^"]+)"', text)
    assert match, "responsa_server has no __version__"
    return match.group(1)
