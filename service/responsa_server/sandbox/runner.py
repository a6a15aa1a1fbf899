"""One command in a jail (jail.py): started through `unshare`, its stdout and stderr read as
they come (each chunk handed to the caller), ended by its own exit, by the CPU-time limit the
kernel enforces inside, or by a limit the service enforces from outside (wall time, output
size), with the `Outcome` saying which."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import os
import shutil
import signal
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from responsa_server.sandbox.files import FileInfo

JAIL = Path(__file__).with_name("jail.py")
# The host's Debian Python runs the jail's inside: it lives under /usr, which the jail binds
# read-only (the service's own venv is never visible inside).
SYSTEM_PYTHON = "/usr/bin/python3"
# The cells' Python: the runtime (`make sandbox-tools`, a venv over that same Python with numpy,
# pandas and matplotlib), bound read-only at /opt/python.
CELL_PYTHON = "/opt/python/bin/python3"
# No `--fork`: the jail forks the command into the new PID namespace itself and waits for it
# (jail.py says why).
NAMESPACES = ("--mount", "--pid", "--net", "--ipc", "--uts")
# Each run gets its own uid from this range, so RLIMIT_NPROC (counted per uid by the kernel)
# bounds that run alone and no two runs can signal or read each other's processes.
FIRST_UID = 2_000_000
UIDS = 4096
_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "HOME": "/mnt/data",
    "LANG": "C.UTF-8",
    # plt.show() saves PNGs that become the call's images (sandbox_runtime/responsa_show.py);
    # the font cache made with the runtime is copied to /tmp/matplotlib by the jail.
    "MPLBACKEND": "module://responsa_show",
    "MPLCONFIGDIR": "/tmp/matplotlib",
    "PYTHONDONTWRITEBYTECODE": "1",
}
_next_uid = itertools.count()

OutcomeKind = Literal["exit", "timeout", "output_limit", "cpu_time"]


@dataclass(frozen=True, slots=True)
class Limits:
    """What one call may use; each, when reached, ends the call (docs/sandbox.md)."""

    wall_seconds: float = 180.0
    cpu_seconds: int = 120
    memory_bytes: int = 1 << 30
    processes: int = 64
    open_files: int = 256
    file_bytes: int = 100 << 20
    output_bytes: int = 1 << 20

    def rlimits(self) -> dict[str, int]:
        """The limits the kernel enforces inside the jail (in the order jail.py takes them)."""
        return {
            "cpu_seconds": self.cpu_seconds,
            "memory_bytes": self.memory_bytes,
            "processes": self.processes,
            "open_files": self.open_files,
            "file_bytes": self.file_bytes,
        }


@dataclass(slots=True)
class Outcome:
    """How a call ended: its exit code (a signal as 128 + N), or the limit that ended it
    (`timeout`: the wall time, `output_limit`, `cpu_time`: the kernel killed it at its CPU-time
    limit); the output it printed up to then, in full up to `Limits.output_bytes`."""

    kind: OutcomeKind
    exit_code: int | None
    stdout: bytes = b""
    stderr: bytes = b""
    output: list[tuple[str, bytes]] = field(default_factory=list)
    # Set by the container after the call: the figures `plt.show()` saved (PNG bytes, in order),
    # the files the call made or changed, and whether it left the container's disk full.
    images: list[bytes] = field(default_factory=list)
    changed: list[FileInfo] = field(default_factory=list)
    disk_full: bool = False


OnOutput = Callable[[str, bytes], None]


def available(runtime: Path) -> str | None:
    """None when jails can be made here; otherwise why not (the sandbox is then off)."""
    if os.geteuid() != 0:
        return "the sandbox needs the service to run as root (it drops to a per-run uid)"
    for tool in ("unshare", SYSTEM_PYTHON, "mkfs.ext4", "mount", "umount"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (`make sandbox-tools` installs it)"
    if not (runtime / ".built").exists():
        return f"the cells' Python runtime is not built at {runtime} (`make sandbox-tools`)"
    return None


def next_uid() -> int:
    """A uid for one run (distinct among the service's concurrent runs)."""
    return FIRST_UID + next(_next_uid) % UIDS


@functools.cache
def _jail_start() -> tuple[str, ...]:
    """What starts every jail (looked up once): `unshare` making the namespaces, then the
    jail's inside, run by the host's Python isolated, without `site`, in UTF-8 mode (`-I -S
    -X utf8`: no locale lookups at start; the cells' environment is UTF-8 anyway). jail.py is
    imported rather than run as a script: an import reads the bytecode cached beside it
    (`__pycache__`, written by the first jail) where a script is compiled again every time, a
    third of the jail's own instructions (docs/performance.md, "Sandbox cell start")."""
    unshare = shutil.which("unshare") or "unshare"
    boot = (
        f"import sys; sys.path.append({str(JAIL.parent)!r}); import jail; jail.main(sys.argv[1:])"
    )
    return (unshare, *NAMESPACES, "--", SYSTEM_PYTHON, "-I", "-S", "-X", "utf8", "-c", boot)


def jail_command(
    root: Path, work: Path, runtime: Path | None, uid: int, argv: list[str], limits: Limits
) -> list[str]:
    """The command line that runs `argv` in a jail (jail.py's arguments, after `unshare`);
    no `runtime`: no /opt/python."""
    rlimits = (str(value) for value in limits.rlimits().values())
    where = (str(root), str(work), str(runtime or ""), str(uid))
    return [*_jail_start(), *where, *rlimits, *argv]


async def run_jailed(
    root: Path,
    work: Path,
    runtime: Path,
    uid: int,
    argv: list[str],
    limits: Limits,
    on_output: OnOutput | None = None,
) -> Outcome:
    """Run `argv` in a jail over `work` (owned by `uid`), with the cells' Python `runtime`,
    and wait for its outcome."""
    process = await asyncio.create_subprocess_exec(
        *jail_command(root, work, runtime, uid, argv, limits),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        # The jail passes its environment on to the command: the cells' fixed one, never the
        # service's (which `unshare` and the jail do not see either).
        env=_ENV,
        start_new_session=True,
    )
    outcome = Outcome("exit", None)
    budget = [limits.output_bytes]
    over = asyncio.Event()

    async def read(stream: asyncio.StreamReader | None, name: str) -> None:
        assert stream is not None
        while chunk := await stream.read(65536):
            if outcome.kind != "exit":
                # Ended by the service: what might still come is not the cell's.
                continue
            kept = chunk[: budget[0]]
            budget[0] -= len(kept)
            if kept:
                outcome.output.append((name, kept))
                if name == "stdout":
                    outcome.stdout += kept
                else:
                    outcome.stderr += kept
                if on_output is not None:
                    on_output(name, kept)
            if len(kept) < len(chunk):
                over.set()
                return

    readers: asyncio.Future[Any] = asyncio.gather(
        read(process.stdout, "stdout"), read(process.stderr, "stderr")
    )
    overflow: asyncio.Future[Any] = asyncio.ensure_future(over.wait())
    try:
        done, _ = await asyncio.wait(
            {readers, overflow}, timeout=limits.wall_seconds, return_when="FIRST_COMPLETED"
        )
        if readers not in done:
            outcome.kind = "output_limit" if overflow in done else "timeout"
            _kill(process)
        code = await process.wait()
    finally:
        overflow.cancel()
        if process.returncode is None:
            _kill(process)
            await process.wait()
        readers.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await readers
    if outcome.kind == "exit" and code == -signal.SIGXCPU:
        # How the jail says the kernel killed the command at its CPU-time limit (jail.py).
        outcome.kind = "cpu_time"
    elif outcome.kind == "exit":
        outcome.exit_code = 128 - code if code < 0 else code
    return outcome


def _kill(process: asyncio.subprocess.Process) -> None:
    """SIGKILL the jail's PID 1 (the child of the jail's process, which `unshare` became): the
    kernel kills every other process of its PID namespace and reaps them before PID 1 is gone,
    so once the jail's process is reaped nothing of the call is left. Before PID 1 exists, the
    jail's process group is killed (PID 1, if any, has SIGKILL as its parent-death signal)."""
    try:
        children = Path(f"/proc/{process.pid}/task/{process.pid}/children").read_text().split()
    except OSError:
        children = []
    for child in children:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(child), signal.SIGKILL)
    if not children:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
