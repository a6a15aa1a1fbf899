"""A private Postgres with pgvector for tests and the bench: the machine's own Postgres binaries
with the pgvector that `make pgvector` built here portably (tests/build_pgvector.sh) into
build/pgvector/root. The shared Postgres never gets pgvector.

Postgres finds its share and library directories relative to its own executable, so a copy of
the server binaries in a tree that mirrors /usr (with links to the machine's files beside
pgvector's) is an installation with pgvector that touches nothing of the machine's."""

from __future__ import annotations

import shutil
import tempfile
import uuid
from pathlib import Path

import asyncpg

from tests.private_postgres import PrivatePostgres, _pg_bin
from tests.required import REPO, missing

BUILT = REPO / "build" / "pgvector" / "root"
# What initdb and pg_ctl run: copies, since Postgres resolves a symlinked executable to its target.
_SERVER_PROGRAMS = ("postgres", "initdb", "pg_ctl")


def extension_library() -> Path:
    """The vector.so the private server loads (`make pgvector` builds it)."""
    bin_dir = _pg_bin()
    if bin_dir is None:
        missing("no Postgres server binaries in /usr/lib/postgresql/*/bin")
    library = BUILT / bin_dir.parent.relative_to("/") / "lib" / "vector.so"
    if not library.is_file():
        missing(f"pgvector is not built ({library}): run `make pgvector`")
    return library


def _installation(root: Path) -> Path:
    """The machine's Postgres plus pgvector under `root`; its bin directory."""
    bin_dir = _pg_bin()
    assert bin_dir is not None
    extension_library()
    major = bin_dir.parent  # /usr/lib/postgresql/<major>
    share = Path("/usr/share/postgresql") / major.name
    for system, built in ((major / "lib", None), (share, "extension"), (share / "extension", None)):
        mirror = root / system.relative_to("/")
        mirror.mkdir(parents=True, exist_ok=True)
        for entry in system.iterdir():
            if entry.name != built:
                (mirror / entry.name).symlink_to(entry)
    # pgvector's own files, copied over the links (there are none of its names in the machine's).
    shutil.copytree(BUILT, root, dirs_exist_ok=True, symlinks=True)
    own_bin = root / bin_dir.relative_to("/")
    own_bin.mkdir(parents=True, exist_ok=True)
    for program in _SERVER_PROGRAMS:
        shutil.copy2(bin_dir / program, own_bin / program)
    # The server runs as the postgres user when we are root: it must read the tree.
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755)
    return own_bin


class PgvectorServer:
    """One server per test session; `fresh_database()` gives each user its own database."""

    def __init__(self) -> None:
        # Its own temp directory: pytest's shared basetemp is pruned by other sessions on a shared
        # machine, which took a running server's data away; and the postgres user must reach it.
        self._root = Path(tempfile.mkdtemp(prefix="responsa-pgvector-"))
        self._root.chmod(0o755)
        self._server = PrivatePostgres(_installation(self._root / "install"))
        self._server.start()
        self.admin_uri: str = self._server.url

    async def fresh_database(self) -> str:
        """CREATE DATABASE with a new name; its URL."""
        name = f"responsa_pgvector_{uuid.uuid4().hex[:12]}"
        admin = await asyncpg.connect(self.admin_uri, timeout=10)
        try:
            await admin.execute(f'CREATE DATABASE "{name}"')
        finally:
            await admin.close()
        return self.admin_uri.rsplit("/", 1)[0] + f"/{name}"

    def stop(self) -> None:
        """Stop the server and remove its own temp directories."""
        self._server.__exit__(None, None, None)
        shutil.rmtree(self._root, ignore_errors=True)
