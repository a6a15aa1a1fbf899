"""The committed stubs in generated/ (Python, TypeScript, Go, Java, C++) are exactly what the
current .proto files produce."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.required import REPO, load_proto_build, missing

COMMITTED = REPO / "generated" / "python"


def stub_files(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted((root / "responsa").rglob("*"))
        if path.is_file() and (path.suffix == ".pb" or "_pb2" in path.name)
        if "__pycache__" not in path.parts
    }


def test_generated_stubs_are_fresh(tmp_path: Path) -> None:
    load_proto_build().generate_stubs(tmp_path)
    fresh = stub_files(tmp_path)
    committed = stub_files(COMMITTED)
    assert fresh, "protoc produced no stubs"
    assert sorted(committed) == sorted(fresh), "run: python proto/compile.py stubs"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert not stale, f"stale stubs {stale}; run: python proto/compile.py stubs"


def test_generation_is_deterministic(tmp_path: Path) -> None:
    build = load_proto_build()
    build.generate_stubs(tmp_path / "a")
    build.generate_stubs(tmp_path / "b")
    assert stub_files(tmp_path / "a") == stub_files(tmp_path / "b")


def test_descriptor_set_includes_imports_and_source_info(tmp_path: Path) -> None:
    from google.protobuf import descriptor_pb2

    out = tmp_path / "responsa.pb"
    load_proto_build().build_descriptor(out)
    descriptor_set = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    names = {file.name for file in descriptor_set.file}
    assert {
        "responsa/v1/http_service.proto",
        "responsa/v1/responses.proto",
        "google/api/annotations.proto",
        "google/api/httpbody.proto",
        "google/protobuf/struct.proto",
    } <= names
    by_name = {file.name: file for file in descriptor_set.file}
    http_service = by_name["responsa/v1/http_service.proto"]
    assert http_service.source_code_info.location, "source info is needed for the transcoder"


def tree(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def test_other_languages_are_fresh(tmp_path: Path) -> None:
    build = load_proto_build()
    absent = build.missing_generators()
    if absent:
        missing(f"code generators {absent} (make toolchains)")
    build.generate_other_languages(tmp_path)
    for language, directory in build.BUF_OUTPUTS.items():
        fresh, committed = tree(tmp_path / directory), tree(REPO / directory)
        assert fresh, f"buf generate produced no {language} stubs"
        assert sorted(committed) == sorted(fresh), f"{language}: run `make generate`"
        stale = [name for name in fresh if committed[name] != fresh[name]]
        assert not stale, f"stale {language} stubs {stale}; run `make generate`"


@pytest.mark.parametrize(
    ("language", "reference"),
    [
        # Each language reaches google/api where its ecosystem keeps it (see buf.gen.yaml).
        ("go", "google.golang.org/genproto/googleapis/api/httpbody"),
        ("java", "com.google.api.HttpBody"),
        ("typescript", "../../google/api/httpbody_pb.js"),
        ("cpp", '#include "google/api/httpbody.pb.h"'),
    ],
)
def test_google_api_is_referenced_consistently(language: str, reference: str) -> None:
    directory = REPO / load_proto_build().BUF_OUTPUTS[language]
    files = [
        p
        for p in directory.rglob("*")
        if p.is_file() and "httpservice" in p.name.lower().replace("_", "")
    ]
    assert files, f"no {language} stub of http_service.proto"
    assert any(reference in p.read_text() for p in files), (language, reference)
