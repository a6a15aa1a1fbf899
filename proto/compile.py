"""Build the responsa.v1 protobuf contract: stubs, Envoy's descriptor set, buf lint and breaking.

Usage: python proto/compile.py stubs | python | descriptor OUT | deps | lint | breaking [REF]

`stubs` writes every language: Python with grpc_tools (as it always did), then TypeScript, Go,
Java and C++ with `buf generate` (buf.gen.yaml, local plugins; `make toolchains` installs them).
Only the standard library and grpc_tools are imported, so this runs in a fresh clone after
`pip install -r requirements.txt`. google/api/*.proto come from the installed
googleapis-common-protos wheel (there is no network access to the buf registry).
"""

from __future__ import annotations

import importlib.resources
import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from grpc_tools import protoc

REPO = Path(__file__).resolve().parent.parent
PROTO_ROOT = REPO / "proto"
PACKAGE_DIR = PROTO_ROOT / "responsa" / "v1"
STUBS_DIR = REPO / "generated" / "python"
DEPS_DIR = REPO / "build" / "proto-deps"
BUF = REPO / "node_modules" / ".bin" / "buf"
# The google/api files the contract imports (annotations imports http).
GOOGLE_API_FILES = ("annotations.proto", "http.proto", "httpbody.proto")
# What `buf generate` writes (buf.gen.yaml), relative to the repository: language -> directory.
BUF_OUTPUTS = {
    "typescript": "generated/ts/src",
    "go": "generated/go/src",
    "java": "generated/java/src/main/java",
    "cpp": "generated/cpp/src",
}
# The plugins buf.gen.yaml runs, and the protoc its protoc_builtin entries need.
BUF_TOOLS = (
    "protoc",
    "protoc-gen-go",
    "protoc-gen-go-grpc",
    "grpc_java_plugin",
    "grpc_cpp_plugin",
)
PROTOC_GEN_ES = REPO / "node_modules" / ".bin" / "protoc-gen-es"


def contract_files() -> list[str]:
    """The contract's .proto files, relative to proto/, in a stable order."""
    return sorted(p.relative_to(PROTO_ROOT).as_posix() for p in PACKAGE_DIR.glob("*.proto"))


def googleapis_root() -> Path:
    """The site-packages directory that holds google/api/*.proto (googleapis-common-protos)."""
    spec = importlib.util.find_spec("google.api.http_pb2")
    if spec is None or spec.origin is None:
        raise RuntimeError("googleapis-common-protos is not installed")
    return Path(spec.origin).parent.parent.parent


def well_known_root() -> Path:
    """grpc_tools' copy of google/protobuf/*.proto (descriptor, struct, any, ...)."""
    return Path(str(importlib.resources.files("grpc_tools") / "_proto"))


def _run_protoc(args: list[str]) -> None:
    includes = [f"-I{PROTO_ROOT}", f"-I{googleapis_root()}", f"-I{well_known_root()}"]
    argv = ["grpc_tools.protoc", *includes, *args, *contract_files()]
    # The files are named relative to proto/ (their import paths), which keeps the generated code
    # and descriptors free of machine-specific absolute paths.
    code = protoc.main(argv)
    if code != 0:
        raise RuntimeError(f"protoc failed with exit code {code}")


# The transcoder's descriptor set, shipped beside the Python stubs: the installed package starts
# Envoy from it without protoc or the .proto files.
DESCRIPTOR_NAME = "descriptor_set.pb"


def generate_stubs(out_dir: Path) -> None:
    """Write *_pb2.py, *_pb2.pyi and *_pb2_grpc.py for responsa.v1 into out_dir/responsa/v1, and
    the descriptor set Envoy's transcoder loads (DESCRIPTOR_NAME)."""
    target = out_dir / "responsa" / "v1"
    # Drop stubs of deleted .proto files so the output is a pure function of the contract.
    if target.is_dir():
        for stale in target.glob("*_pb2*.py*"):
            stale.unlink()
    out_dir.mkdir(parents=True, exist_ok=True)
    _run_protoc([f"--python_out={out_dir}", f"--pyi_out={out_dir}", f"--grpc_python_out={out_dir}"])
    build_descriptor(target / DESCRIPTOR_NAME)


def missing_generators() -> list[str]:
    """The code generators buf.gen.yaml needs that are not installed (`make toolchains`)."""
    missing = [tool for tool in BUF_TOOLS if shutil.which(tool) is None]
    if not PROTOC_GEN_ES.exists():
        missing.append(str(PROTOC_GEN_ES.relative_to(REPO)))
    if not BUF.exists():
        missing.append(str(BUF.relative_to(REPO)))
    return missing


def generate_other_languages(out_root: Path = REPO) -> None:
    """Run `buf generate` into out_root (each language under BUF_OUTPUTS, relative to it).

    The language directories are emptied first, so the output is a pure function of the
    contract (stubs of deleted .proto files disappear).
    """
    missing = missing_generators()
    if missing:
        raise RuntimeError(f"missing code generators: {', '.join(missing)}; run `make toolchains`")
    for directory in BUF_OUTPUTS.values():
        shutil.rmtree(out_root / directory, ignore_errors=True)
    copy_deps()
    argv = [str(BUF), "generate", "--template", "buf.gen.yaml", "--output", str(out_root)]
    subprocess.run(argv, cwd=REPO, check=True)


def build_descriptor(out_path: Path) -> None:
    """Write a FileDescriptorSet (imports and source info included) for Envoy's transcoder."""
    out_path.parent.mkdir(parents=True, exist_ok=True)
    _run_protoc([f"--descriptor_set_out={out_path}", "--include_imports", "--include_source_info"])


def copy_deps(deps_dir: Path = DEPS_DIR) -> None:
    """Copy google/api/*.proto from the installed wheel into the gitignored buf dependency dir."""
    source = googleapis_root() / "google" / "api"
    target = deps_dir / "google" / "api"
    target.mkdir(parents=True, exist_ok=True)
    for name in GOOGLE_API_FILES:
        shutil.copyfile(source / name, target / name)


def breaking_base() -> str:
    """The git ref `buf breaking` compares with: the newest release tag (v*), else the merge
    base with main; on main itself (the merge base is HEAD), main's previous commit."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()

    try:
        return git("describe", "--tags", "--abbrev=0", "--match", "v*")
    except subprocess.CalledProcessError:
        pass
    head = git("rev-parse", "HEAD")
    for main in ("origin/main", "main"):
        try:
            base = git("merge-base", "HEAD", main)
        except subprocess.CalledProcessError:
            continue
        if base != head:
            return base
        try:
            return git("rev-parse", "HEAD^")
        except subprocess.CalledProcessError:
            return head  # the first commit: nothing older to break
    return head


def compile_image(proto_root: Path, out_path: Path) -> None:
    """A FileDescriptorSet (imports included) of the responsa contract under `proto_root`."""
    files = sorted(
        p.relative_to(proto_root).as_posix() for p in (proto_root / "responsa").rglob("*.proto")
    )
    includes = [f"-I{proto_root}", f"-I{googleapis_root()}", f"-I{well_known_root()}"]
    argv = ["grpc_tools.protoc", *includes, f"--descriptor_set_out={out_path}", "--include_imports"]
    if protoc.main(argv + files) != 0:
        raise RuntimeError(f"protoc could not compile the contract under {proto_root}")


def breaking_against(image: Path) -> subprocess.CompletedProcess[str]:
    """`buf breaking` of proto/ against a FileDescriptorSet (buf's output captured)."""
    copy_deps()
    argv = [str(BUF), "breaking", "proto", "--against", str(image)]
    return subprocess.run(argv, cwd=REPO, capture_output=True, text=True, check=False)


def breaking(ref: str | None = None) -> int:
    """`buf breaking` of proto/ against the contract at `ref` (default: breaking_base()).

    The base is compiled from `git archive` of its proto/ with the same googleapis files, so
    it needs no checkout. A breaking change fails; a deliberate one is a new package
    (responsa.v2) beside v1, which adds files and breaks nothing.
    """
    if not BUF.exists():
        print(f"buf not found at {BUF}; run `make setup`", file=sys.stderr)
        return 127
    ref = ref or breaking_base()
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        archive = subprocess.run(
            ["git", "archive", "--format=tar", ref, "proto"], cwd=REPO, capture_output=True
        )
        if archive.returncode != 0:
            print(archive.stderr.decode(), file=sys.stderr)
            return archive.returncode
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive.stdout, check=True)
        compile_image(base / "proto", base / "base.binpb")
        result = breaking_against(base / "base.binpb")
    print(f"buf breaking against {ref}: exit {result.returncode}", file=sys.stderr)
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    return result.returncode


def lint() -> int:
    """Run `buf lint` on the contract; returns buf's exit code (127 when buf is not installed)."""
    if not BUF.exists():
        print(f"buf not found at {BUF}; run `npm ci`", file=sys.stderr)
        return 127
    copy_deps()
    return subprocess.run([str(BUF), "lint"], cwd=REPO, check=False).returncode


def main(argv: list[str]) -> int:
    """CLI entry point."""
    if argv[:1] == ["stubs"] and len(argv) == 1:
        generate_stubs(STUBS_DIR)
        generate_other_languages()
        return 0
    if argv[:1] == ["python"] and len(argv) == 1:
        generate_stubs(STUBS_DIR)
        return 0
    if argv[:1] == ["deps"] and len(argv) == 1:
        copy_deps()
        return 0
    if argv[:1] == ["breaking"] and len(argv) <= 2:
        return breaking(argv[1] if len(argv) == 2 else None)
    if argv[:1] == ["descriptor"] and len(argv) == 2:
        build_descriptor(Path(argv[1]))
        return 0
    if argv[:1] == ["lint"] and len(argv) == 1:
        return lint()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
