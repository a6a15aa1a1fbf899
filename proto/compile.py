"""Build the responsa.v1 protobuf contract: Python stubs, Envoy's descriptor set, and buf lint.

Usage: python proto/compile.py stubs | descriptor OUT | lint

Only the standard library and grpc_tools are used, so this runs in a fresh clone after
`pip install -r requirements.txt`. google/api/*.proto come from the installed
googleapis-common-protos wheel (there is no network access to the buf registry).
"""

from __future__ import annotations

import importlib.resources
import importlib.util
import shutil
import subprocess
import sys
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


def generate_stubs(out_dir: Path) -> None:
    """Write *_pb2.py, *_pb2.pyi and *_pb2_grpc.py for responsa.v1 into out_dir/responsa/v1."""
    target = out_dir / "responsa" / "v1"
    # Drop stubs of deleted .proto files so the output is a pure function of the contract.
    if target.is_dir():
        for stale in target.glob("*_pb2*.py*"):
            stale.unlink()
    out_dir.mkdir(parents=True, exist_ok=True)
    _run_protoc([f"--python_out={out_dir}", f"--pyi_out={out_dir}", f"--grpc_python_out={out_dir}"])


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
        return 0
    if argv[:1] == ["descriptor"] and len(argv) == 2:
        build_descriptor(Path(argv[1]))
        return 0
    if argv[:1] == ["lint"] and len(argv) == 1:
        return lint()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
