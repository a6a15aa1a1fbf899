"""The limits of a call that the kernel enforces inside the jail (docs/sandbox.md, "What
isolates what"): a container's `memory_limit` names its address-space cap (capped by the
sandbox's own), CPU time and open files end or refuse inside the cell, and the sandbox goes
on running cells. Real jails: these run as root."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from responsa_server.sandbox import MEMORY_LIMITS, Limits, LocalSandbox

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")

# Maps (never touches) `size` bytes of address space: what RLIMIT_AS counts, no memory used.
MAP = (
    "import mmap\n"
    "try:\n"
    "    mmap.mmap(-1, {size})\n"
    "    print('mapped')\n"
    "except (OSError, MemoryError) as error:\n"
    "    print('refused', type(error).__name__)"
)


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[LocalSandbox]:
    """A sandbox whose own memory cap is 4 GiB (a `16g` container gets no more)."""
    made = LocalSandbox(
        tmp_path / "sandbox", Limits(wall_seconds=20, memory_bytes=4 << 30), disk_bytes=16 << 20
    )
    assert made.unavailable is None
    yield made
    await made.close()


def test_the_memory_limit_names_are_openais() -> None:
    assert MEMORY_LIMITS == {"1g": 1 << 30, "4g": 4 << 30, "16g": 16 << 30, "64g": 64 << 30}


async def test_a_memory_limit_is_the_address_space_of_the_containers_calls(
    sandbox: LocalSandbox,
) -> None:
    small = await sandbox.create("proj_a", memory_limit="1g")
    large = await sandbox.create("proj_a", memory_limit="4g")
    huge = await sandbox.create("proj_a", memory_limit="16g")
    two_gib = MAP.format(size=2 << 30)
    refused = await sandbox.run_python(small, two_gib)
    assert refused.kind == "exit" and refused.stdout.startswith(b"refused")
    mapped = await sandbox.run_python(large, two_gib)
    assert mapped.kind == "exit" and mapped.stdout == b"mapped\n"
    # 16g asks for more than the sandbox allows: its calls get the sandbox's 4 GiB.
    assert (await sandbox.run_python(huge, two_gib)).stdout == b"mapped\n"
    beyond = await sandbox.run_python(huge, MAP.format(size=6 << 30))
    assert beyond.stdout.startswith(b"refused")


async def test_cpu_time_ends_the_cell_with_a_clear_outcome(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    spin = "print('spinning', flush=True)\nwhile True:\n    pass"
    spun = await sandbox.run_python(container, spin, limits=Limits(wall_seconds=20, cpu_seconds=1))
    # Ended by the kernel at the CPU-time limit (not the wall time), said as that limit, what
    # it printed kept, and nothing of the jail's own tools in its output.
    assert spun.kind == "cpu_time" and spun.exit_code is None
    assert spun.stdout == b"spinning\n"
    assert spun.stderr == b""
    # The sandbox goes on, and a cell under its CPU limit ends by itself as before.
    quick = await sandbox.run_python(container, "print('alive')", limits=Limits(cpu_seconds=1))
    assert quick.kind == "exit" and quick.exit_code == 0 and quick.stdout == b"alive\n"


async def test_a_cell_killed_by_a_signal_is_an_exit_not_the_cpu_limit(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    # A fault the kernel signals (SIGSEGV, which even a PID namespace's init does not ignore),
    # well under the CPU-time limit: an exit as 128 + 11, not the CPU limit.
    crashed = await sandbox.run_python(container, "import ctypes\nctypes.string_at(0)")
    assert crashed.kind == "exit" and crashed.exit_code == 139
    failed = await sandbox.run_python(container, "raise SystemExit(3)")
    assert failed.kind == "exit" and failed.exit_code == 3


async def test_open_files_are_bounded_inside_the_cell(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    opened = (
        "files = []\n"
        "try:\n"
        "    while True:\n"
        "        files.append(open('/dev/null'))\n"
        "except OSError as error:\n"
        "    print('refused', error.errno, len(files) < 32)"
    )
    limits = Limits(wall_seconds=20, open_files=32)
    bounded = await sandbox.run_python(container, opened, limits=limits)
    assert bounded.kind == "exit" and bounded.stdout == b"refused 24 True\n"  # EMFILE
    assert (await sandbox.run_python(container, "print('alive')")).stdout == b"alive\n"
