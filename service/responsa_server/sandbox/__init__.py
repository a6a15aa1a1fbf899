"""Code that runs on the server, safely (docs/sandbox.md): containers whose calls run in jails
made of Linux namespaces (`unshare`), a chroot of read-only system directories, rlimits and a
per-run unprivileged uid; `LocalSandbox` is what `responsa serve` runs in-process."""

from responsa_server.sandbox.containers import MEMORY_LIMITS, Container, LocalSandbox
from responsa_server.sandbox.files import BadPath, FileInfo
from responsa_server.sandbox.runner import Limits, Outcome, available

__all__ = [
    "MEMORY_LIMITS",
    "BadPath",
    "Container",
    "FileInfo",
    "Limits",
    "LocalSandbox",
    "Outcome",
    "available",
]
