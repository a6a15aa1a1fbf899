"""How to build and run each examples/<language>/ client, with its toolchain check.

Builds go under build/examples/ and are reused while their inputs are unchanged (the Go build
cache, CMake's incremental build, Java classes keyed by a hash of their sources), so a second
`make test` pays only for running the clients.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.required import REPO

BUILD = REPO / "build" / "examples"
GOCODE = Path("/usr/share/gocode")
JAVA_CLASSPATH = REPO / "generated" / "java" / "classpath.txt"
BUILD_TIMEOUT = 900


@dataclass(frozen=True)
class Example:
    """One language's client: what it needs, how to build it, the command that runs it."""

    language: str
    missing: Callable[[], str | None]
    build: Callable[[], list[str]]


def _run(argv: list[str], *, env: dict[str, str] | None = None, cwd: Path = REPO) -> None:
    result = subprocess.run(
        argv,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(argv)} failed:\n{result.stdout}\n{result.stderr}")


def _digest(paths: list[Path]) -> str:
    sha = hashlib.sha256()
    for path in sorted(paths):
        sha.update(path.relative_to(REPO).as_posix().encode())
        sha.update(path.read_bytes())
    return sha.hexdigest()[:16]


def _which(*tools: str) -> str | None:
    absent = [tool for tool in tools if shutil.which(tool) is None]
    return f"{', '.join(absent)} not installed (make toolchains)" if absent else None


# -- TypeScript ------------------------------------------------------------------------------


def _typescript_missing() -> str | None:
    needed = ["tsx", "@connectrpc/connect-node", "@responsa/stubs"]
    absent = [name for name in needed if not (REPO / "node_modules" / name).exists()]
    if absent:
        return f"node_modules lacks {absent} (make setup)"
    return _which("node")


def _typescript_build() -> list[str]:
    return [str(REPO / "node_modules" / ".bin" / "tsx"), "examples/typescript/client.ts"]


# -- Go --------------------------------------------------------------------------------------

GO_ENV = {
    "GO111MODULE": "off",
    "GOPATH": f"{REPO / 'generated' / 'go'}{os.pathsep}{GOCODE}",
    "GOCACHE": str(REPO / "build" / "go-cache"),
    "GOFLAGS": "",
}


def _go_missing() -> str | None:
    needed = [
        GOCODE / "src/google.golang.org/grpc",
        GOCODE / "src/google.golang.org/protobuf",
        GOCODE / "src/google.golang.org/genproto/googleapis/api/httpbody",
    ]
    absent = [str(path) for path in needed if not path.exists()]
    if absent:
        return f"Go packages missing: {absent} (make toolchains)"
    return _which("go")


def _go_build() -> list[str]:
    binary = BUILD / "go" / "responsa-client"
    _run(["go", "build", "-o", str(binary), "."], env=GO_ENV, cwd=REPO / "examples" / "go")
    return [str(binary)]


# -- Java ------------------------------------------------------------------------------------


def _java_classpath() -> list[str]:
    return JAVA_CLASSPATH.read_text().split()


def _java_missing() -> str | None:
    absent = [jar for jar in _java_classpath() if not Path(jar).exists()]
    if absent:
        return f"Java libraries missing: {absent} (make toolchains)"
    return _which("javac", "java")


def _java_build() -> list[str]:
    stubs = sorted((REPO / "generated" / "java" / "src").rglob("*.java"))
    client = sorted((REPO / "examples" / "java").rglob("*.java"))
    stub_classes = BUILD / "java" / f"stubs-{_digest(stubs)}"
    classpath = _java_classpath()
    if not (stub_classes / ".done").exists():
        shutil.rmtree(stub_classes, ignore_errors=True)
        _run(
            ["javac", "-nowarn", "-d", str(stub_classes), "-cp", os.pathsep.join(classpath)]
            + [str(p) for p in stubs]
        )
        (stub_classes / ".done").touch()
    client_classes = BUILD / "java" / f"client-{_digest(client)}-{stub_classes.name}"
    full = os.pathsep.join([str(stub_classes), *classpath])
    if not (client_classes / ".done").exists():
        _run(["javac", "-d", str(client_classes), "-cp", full] + [str(p) for p in client])
        (client_classes / ".done").touch()
    return [
        "java",
        "-cp",
        os.pathsep.join([str(client_classes), full]),
        "dev.responsa.example.Client",
    ]


# -- C++ -------------------------------------------------------------------------------------


def _cpp_missing() -> str | None:
    absent = _which("cmake", "g++", "pkg-config")
    if absent:
        return absent
    check = subprocess.run(["pkg-config", "--exists", "grpc++", "protobuf"], check=False)
    return None if check.returncode == 0 else "grpc++/protobuf dev files missing (make toolchains)"


def _cpp_build() -> list[str]:
    out = BUILD / "cpp"
    # No optimisation: the stubs compile about twice as fast, and the client is not hot.
    _run(["cmake", "-S", "examples/cpp", "-B", str(out), "-DCMAKE_BUILD_TYPE="])
    _run(["cmake", "--build", str(out), "-j2"])
    return [str(out / "responsa_client")]


EXAMPLES = {
    example.language: example
    for example in (
        Example("typescript", _typescript_missing, _typescript_build),
        Example("go", _go_missing, _go_build),
        Example("java", _java_missing, _java_build),
        Example("cpp", _cpp_missing, _cpp_build),
    )
}
