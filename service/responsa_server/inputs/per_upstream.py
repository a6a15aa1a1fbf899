"""What each upstream of the routing table takes beyond text: the table's per-upstream
settings over the RESPONSA_UPSTREAM_* defaults, looked up by the model a request names.

A request's images, files and reasoning are shaped for the upstream its route tries first; a
fallback upstream gets the same shapes (docs/inputs.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from responsa_server.inputs.capabilities import UpstreamInputs
from responsa_server.upstream.routes import Routes
from responsa_server.upstream.table import UpstreamSpec


def upstream_inputs(spec: UpstreamSpec, defaults: UpstreamInputs) -> UpstreamInputs:
    """One upstream's settings: each one the table gives, else the default."""
    inputs = defaults
    if spec.fetches_urls is not None:
        inputs = replace(inputs, fetches_urls=spec.fetches_urls)
    if spec.file_parts is not None:
        inputs = replace(inputs, file_parts=spec.file_parts)
    if spec.reasoning_field is not None:
        field = None if spec.reasoning_field == "none" else spec.reasoning_field
        inputs = replace(inputs, reasoning_field=field)
    return replace(inputs, speaks_responses=spec.kind == "responses")


def inputs_by_model(routes: Routes, defaults: UpstreamInputs) -> Callable[[str], UpstreamInputs]:
    """model -> what the upstream its route tries first takes (`defaults` when no route: the
    request is refused before anything is sent anyway)."""
    by_upstream = {
        name: upstream_inputs(spec, defaults) for name, spec in routes.table.upstreams.items()
    }

    def upstream_for(model: str) -> UpstreamInputs:
        route = routes.find(model)
        return defaults if route is None else by_upstream[route.upstream]

    return upstream_for
