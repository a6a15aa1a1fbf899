"""The project (tenant) that owns stored objects.

Every stored object carries its project and every lookup is scoped by it; another project's id
answers 404 exactly as an unknown one. With `RESPONSA_AUTH=none` every caller is `DEFAULT_PROJECT`.
"""

from __future__ import annotations

DEFAULT_PROJECT = "default"
