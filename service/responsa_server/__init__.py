"""Responsa: a gRPC-native server for the OpenAI Responses API."""

# The one place the version is written: pyproject.toml reads it, `responsa --version` prints it.
__version__ = "0.1.0"
