"""The pgvector in use runs on CPUs other than this one (issue 17: a vector.so built with
-march=native on an AVX-512 machine killed Postgres on an AVX2-only CPU at the first vector
operation, and passed here, where the CPU has AVX-512).

The check runs the private server's binaries and vector.so under qemu's user-mode emulator with
CPU models the host is not: baseline x86-64 (`qemu64`: SSE2, no AVX at all) and qemu's widest
model (`max`: AVX2, FMA, F16C, but no AVX-512, which qemu does not emulate). An instruction such a
CPU lacks is SIGILL there, whatever the host's CPU has; pgvector's own CPU-dispatched functions
(AVX-512 popcount, F16C) check CPUID first, which qemu answers for the emulated model."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.pgvector import _installation
from tests.private_postgres import PrivatePostgres
from tests.required import missing

# One statement a line (single-user mode). Every operator family and both index types, on
# vector, halfvec (F16C-dispatched) and bit (popcount-dispatched), so every distance routine runs.
# Sequential scans run before enable_seqscan = off: a seq scan after it (a scalar subquery, an
# aggregate) crashed qemu 7.2 itself with SIGSEGV, on every CPU model (natively fine).
_QUERY = "[" + ",".join(f"{i / 24:.3f}" for i in range(24)) + "]"
_BITS = "01" * 32
_STATEMENTS = (
    "CREATE EXTENSION vector",
    "CREATE TABLE t (id int, v vector(24), h halfvec(24), b bit(64))",
    "INSERT INTO t SELECT i, v, v::halfvec, (random() * 9e18)::bigint::bit(64) FROM "
    "(SELECT i, ARRAY(SELECT random() FROM generate_series(1, 24) WHERE i > 0)::vector AS v "
    "FROM generate_series(1, 300) i) s",
    "CREATE INDEX ON t USING hnsw (v vector_cosine_ops)",
    "CREATE INDEX ON t USING hnsw (v vector_l2_ops)",
    "CREATE INDEX ON t USING hnsw (h halfvec_ip_ops)",
    "CREATE INDEX ON t USING hnsw (b bit_hamming_ops)",
    "CREATE INDEX ON t USING ivfflat (v vector_l2_ops) WITH (lists = 4)",
    "SELECT sum(v <+> v) + sum(h <=> h) + sum(h <-> h) + sum(h <+> h) + sum(b <%> b) "
    "+ sum(inner_product(v, v)) AS every_distance FROM t",
    "SET enable_seqscan = off",
    "SET hnsw.iterative_scan = relaxed_order",
    f"SELECT count(*) AS hnsw_hits FROM (SELECT id FROM t ORDER BY v <=> '{_QUERY}' LIMIT 5) s",
    f"SELECT count(*) AS ivf_hits FROM (SELECT id FROM t ORDER BY v <-> '{_QUERY}' LIMIT 5) s",
    "SELECT count(*) AS half_hits FROM "
    f"(SELECT id FROM t ORDER BY h <#> '{_QUERY}'::halfvec LIMIT 5) s",
    f"SELECT count(*) AS bit_hits FROM (SELECT id FROM t ORDER BY b <~> B'{_BITS}' LIMIT 5) s",
    "SELECT 'portable-' || extversion AS done FROM pg_extension WHERE extname = 'vector'",
)
_WORKLOAD = "".join(f"{statement};\n" for statement in _STATEMENTS)


@pytest.mark.parametrize("cpu", ["qemu64", "max"])
def test_pgvector_runs_on_a_cpu_without_avx512(cpu: str) -> None:
    qemu = shutil.which("qemu-x86_64")
    if qemu is None:
        missing("qemu-x86_64 is not installed (Debian's qemu-user; `make pgvector` installs it)")
    root = Path(tempfile.mkdtemp(prefix="responsa-pgvector-cpu-"))
    root.chmod(0o755)
    try:
        bin_dir = _installation(root / "install")
        server = PrivatePostgres(bin_dir)  # initdb only (natively); never started
        run_as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        single_user = [str(bin_dir / "postgres"), "--single", "-D", str(server.data)]
        result = subprocess.run(
            [*run_as, qemu, "-cpu", cpu, *single_user, "-c", "fsync=off", "postgres"],
            input=_WORKLOAD,
            capture_output=True,
            text=True,
            timeout=240,
        )
        server.__exit__(None, None, None)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    assert "ERROR" not in result.stdout + result.stderr, result.stdout[-2000:]
    for hits in ("hnsw_hits", "ivf_hits", "half_hits", "bit_hits"):
        assert f'{hits} = "5"' in result.stdout, result.stdout[-2000:]
    assert 'done = "portable-' in result.stdout, result.stdout[-2000:]
