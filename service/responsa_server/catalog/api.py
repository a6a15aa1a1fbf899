"""`ModelsApi`: `GET /v1/models` and `GET /v1/models/{model}`, the one implementation behind
the REST and typed edges.

What is listed: every exact name and alias of the routing table, in the table's order; then,
when there is a default route that does not rewrite the model name, the models its upstream
itself lists (`GET {base}/models`, cached per process; nothing when it does not answer). So a
single upstream from RESPONSA_UPSTREAM_BASE_URL lists what that server lists. Patterns are not
listed (they name no model), but a name one matches is retrieved.
"""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import model_name
from responsa_server.upstream.fleet import UpstreamFleet
from responsa_server.upstream.routes import model_not_found
from responsa_server.upstream.table import ModelEntry

__all__ = ["ModelsApi"]


def _model(name: str, created: int, owned_by: str) -> dict[str, Any]:
    return {"id": name, "object": "model", "created": created, "owned_by": owned_by}


def _listed(entry: dict[str, Any], default: ModelEntry) -> dict[str, Any]:
    """An upstream's own listing entry as OpenAI's model object (its date and owner if given)."""
    created = entry.get("created")
    owned_by = entry.get("owned_by")
    return _model(
        entry["id"],
        created if isinstance(created, int) and created >= 0 else default.created,
        owned_by if isinstance(owned_by, str) and owned_by else default.owned_by,
    )


class ModelsApi:
    """List and retrieve the models the routing table serves."""

    def __init__(self, fleet: UpstreamFleet) -> None:
        self._fleet = fleet

    async def list(self) -> dict[str, Any]:
        """OpenAI's list object of model objects."""
        data = [
            _model(name, entry.created, entry.owned_by)
            for name, entry in self._fleet.routes.named()
        ]
        default = self._listing_default()
        if default is not None:
            seen = {model["id"] for model in data}
            listing = await self._fleet.listing(default.target.upstream)
            data.extend(
                _listed(entry, default) for entry in listing.entries if entry["id"] not in seen
            )
        return {"object": "list", "data": data}

    async def retrieve(self, model: object) -> dict[str, Any]:
        """One model object; OpenAI's 404 `model_not_found` when the table does not serve it."""
        name = model_name(model, "model")
        route = self._fleet.routes.find(name)
        if route is None:
            raise model_not_found(name)
        entry = route.entry
        if entry is not self._fleet.routes.table.default:
            return _model(name, entry.created, entry.owned_by)
        if self._listing_default() is not None:
            listing = await self._fleet.listing(entry.target.upstream)
            for listed in listing.entries:
                if listed["id"] == name:
                    return _listed(listed, entry)
        raise model_not_found(name)

    def _listing_default(self) -> ModelEntry | None:
        """The default route when its upstream's own names are what clients send."""
        default = self._fleet.routes.table.default
        if default is None or default.target.model is not None:
            return None
        return default
