"""The `responsa` command: what an operator runs (see `responsa --help`)."""

from responsa_cli.commands import main

__all__ = ["main"]
