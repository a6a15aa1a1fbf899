"""What every sandbox test leaves behind is cleaned up: the containers' disks a test did not
unmount (its `LocalSandbox` was not closed, or it stopped early) are unmounted with its
temporary directory, so that pytest can remove it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from responsa_server.sandbox.disk import unmount_under


@pytest.fixture(autouse=True)
def _disks_unmounted(tmp_path: Path) -> Iterator[None]:
    yield
    if os.geteuid() == 0:
        unmount_under(tmp_path)
