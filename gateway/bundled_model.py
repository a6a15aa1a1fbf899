"""The bundled local model (local_model/, the `local` extra) as the runner's child: the service's
upstream when RESPONSA_UPSTREAM_BASE_URL is unset."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from gateway.probes import http_status, wait_until
from gateway.processes import Child, child_env, free_port
from local_model.weights import WeightsMissing, gguf_path

LOCAL_MODEL_COMMAND: tuple[str, ...] = (sys.executable, "-m", "local_model")
# Loading the model is about a second; a cold page cache or a busy machine can make it several.
LOCAL_MODEL_TIMEOUT = 120.0


def local_model_missing() -> str | None:
    """Why the bundled local model cannot start here (its extra is not installed), or None."""
    try:
        gguf_path()
    except WeightsMissing as error:
        return str(error)
    if importlib.util.find_spec("xllamacpp") is None:
        return "the runtime 'xllamacpp' is not installed"
    return None


class LocalModel:
    """The bundled Chat Completions upstream (local_model/) as a subprocess."""

    def __init__(self, child: Child, port: int) -> None:
        self.child = child
        self.port = port

    @property
    def base_url(self) -> str:
        """Chat Completions base URL, e.g. http://127.0.0.1:PORT/v1."""
        return f"http://127.0.0.1:{self.port}/v1"

    def stop(self) -> None:
        """Stop the model server."""
        self.child.stop()


def start_local_model(
    port: int | None = None,
    *,
    log_path: Path | None = None,
    timeout: float = LOCAL_MODEL_TIMEOUT,
    extra_args: Sequence[str] = (),
) -> LocalModel:
    """Start `python -m local_model` on 127.0.0.1 and wait for its /healthz 200.

    `log_path` None: its output goes to the terminal. Raises StartupError (with the log) if it
    exits or does not answer in time, e.g. when the local extra is not installed.
    """
    port = port or free_port()
    argv = [*LOCAL_MODEL_COMMAND, "--host", "127.0.0.1", "--port", str(port), *extra_args]
    child = Child("local model", argv, env=child_env(os.environ), log_path=log_path)
    model = LocalModel(child, port)
    try:
        wait_until(
            lambda: http_status(f"http://127.0.0.1:{port}/healthz") == 200,
            child,
            "GET /healthz 200",
            timeout,
        )
    except BaseException:
        child.stop()
        raise
    return model
