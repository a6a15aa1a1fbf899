"""A private Postgres server for outage tests: initdb into a temp dir, its own port, started
and stopped by the test. The machine's shared server is never touched."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

from tests.required import missing
from tests.stack import free_port


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


class PrivatePostgres:
    """`with PrivatePostgres() as pg:` a running server; `pg.stop()`, `pg.start()`, `pg.url`."""

    def __init__(
        self,
        bin_dir: Path | None = None,
        *,
        listen: str = "127.0.0.1",
        wrap: Sequence[str] = (),
        max_connections: int = 60,
    ) -> None:
        """`bin_dir`: another installation's binaries (default: the machine's newest Postgres).
        `listen`: the address it serves on (another one only inside a test's network
        namespace, whose /24 it then trusts); `wrap`: a command prefix the server tools run
        under (e.g. `ip netns exec NS`)."""
        bin_dir = bin_dir or _pg_bin()
        self.listen = listen
        self.max_connections = max_connections
        self._wrap = list(wrap)
        if bin_dir is None:
            missing("no Postgres server binaries in /usr/lib/postgresql/*/bin")
        self._bin = bin_dir
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="responsa-pg-"))
        # initdb refuses to run as root: run the server as the postgres user when we are root.
        self._as: list[str] = []
        if os.geteuid() == 0:
            runuser = shutil.which("runuser")
            if runuser is None:
                missing("running as root without runuser")
            self._as = [runuser, "-u", "postgres", "--"]
            shutil.chown(self.dir, "postgres")
        self.data = self.dir / "data"
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        if listen != "127.0.0.1":
            network = listen.rsplit(".", 1)[0] + ".0/24"
            with (self.data / "pg_hba.conf").open("a") as hba:
                hba.write(f"host all all {network} trust\n")

    @property
    def url(self) -> str:
        """The service's database URL."""
        return f"postgresql://postgres@{self.listen}:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run(
            [*self._wrap, *self._as, str(self._bin / tool), *args],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=60,
        )

    def start(self) -> None:
        """Start the server and wait until it accepts connections."""
        options = (
            f"-p {self.port} -k {self.dir} -c listen_addresses={self.listen} -c fsync=off "
            f"-c max_connections={self.max_connections}"
        )
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.dir / "log"),
            "-w",
            "start",
        )

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (`immediate`: like a crash)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        try:
            self.stop("immediate")
        except subprocess.CalledProcessError:
            pass  # already stopped
        shutil.rmtree(self.dir, ignore_errors=True)
