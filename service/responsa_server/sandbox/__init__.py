"""Code that runs on the server, safely (docs/sandbox.md): containers whose calls run in jails
made of Linux namespaces (`unshare`), a chroot of read-only system directories, rlimits and a
per-run unprivileged uid. `Sandbox` (interface.py) is the jail side containers/ (the stored
containers) works through: `LocalSandbox` runs the jails in this process (`responsa serve`, or
`responsa sandbox`), `RemoteSandbox` asks a `responsa sandbox` process to."""

from responsa_server.sandbox.containers import MEMORY_LIMITS, LocalSandbox, local_sandbox
from responsa_server.sandbox.files import BadPath, FileInfo
from responsa_server.sandbox.interface import PROJECT_METADATA, Container, Sandbox
from responsa_server.sandbox.remote import RemoteSandbox
from responsa_server.sandbox.runner import Limits, Outcome, available

__all__ = [
    "MEMORY_LIMITS",
    "PROJECT_METADATA",
    "BadPath",
    "Container",
    "FileInfo",
    "Limits",
    "LocalSandbox",
    "Outcome",
    "RemoteSandbox",
    "Sandbox",
    "available",
    "local_sandbox",
]
