"""The blob store interface on a local directory and on a real S3-compatible server (moto's
standalone server, started from its PyPI package on a free port)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from responsa_server.blobs import BlobStore, LocalBlobStore, open_blob_store
from responsa_server.blobs.s3 import S3BlobStore

from tests.stack import free_port


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    """moto_server on a free loopback port, with the bucket `responsa` created."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.put(f"{endpoint}/responsa", timeout=2).raise_for_status()
                break
            except httpx.TransportError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise
                time.sleep(0.2)
        yield endpoint
    finally:
        process.terminate()
        process.wait(10)


def _s3(endpoint: str, prefix: str = "") -> S3BlobStore:
    return S3BlobStore.from_url(
        f"s3://responsa{prefix}",
        endpoint=endpoint,
        region="us-east-1",
        access_key_id="test",
        secret_access_key="test",
        client_options={"allow_http": True},
    )


@pytest.fixture(params=["local", "s3"])
def blobs(request: pytest.FixtureRequest, tmp_path: Path) -> BlobStore:
    if request.param == "local":
        return LocalBlobStore(tmp_path / "blobs")
    return _s3(request.getfixturevalue("s3_endpoint"))


async def test_put_get_delete(blobs: BlobStore) -> None:
    data = bytes(range(256)) * 1000
    await blobs.put("default/file-1", data)
    assert await blobs.get("default/file-1") == data
    await blobs.put("default/file-1", b"replaced")
    assert await blobs.get("default/file-1") == b"replaced"
    await blobs.delete("default/file-1")
    with pytest.raises(KeyError):
        await blobs.get("default/file-1")
    await blobs.delete("default/file-1")  # deleting twice is not an error
    await blobs.close()


async def test_s3_prefix_keeps_objects_apart(s3_endpoint: str) -> None:
    one, two = _s3(s3_endpoint, "/one"), _s3(s3_endpoint, "/two")
    await one.put("p/k", b"one")
    with pytest.raises(KeyError):
        await two.get("p/k")
    async with httpx.AsyncClient() as http:
        listing = await http.get(f"{s3_endpoint}/responsa?list-type=2&prefix=one/", timeout=5)
    assert "<Key>one/p/k</Key>" in listing.text, listing.text
    assert await one.get("p/k") == b"one"


def test_local_keys_cannot_escape_the_root(tmp_path: Path) -> None:
    store = LocalBlobStore(tmp_path)
    with pytest.raises(ValueError):
        store._path("../outside")


def test_open_blob_store_by_url(tmp_path: Path) -> None:
    assert isinstance(open_blob_store(str(tmp_path)), LocalBlobStore)
    assert isinstance(open_blob_store(f"file://{tmp_path}"), LocalBlobStore)
    assert isinstance(open_blob_store("s3://bucket/prefix"), S3BlobStore)
