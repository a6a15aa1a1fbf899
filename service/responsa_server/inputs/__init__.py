"""Request inputs the upstream cannot take as the client sent them: images and files by id or
URL (resolved before the upstream call) and reasoning items carried by clients that store
nothing (sealed here, opened again). docs/inputs.md tells what each upstream kind receives."""

from responsa_server.inputs.capabilities import InputLimits, UpstreamInputs
from responsa_server.inputs.fetch import UrlFetcher
from responsa_server.inputs.reasoning import (
    ENCRYPTED_CONTENT_INCLUDE,
    ReasoningSeal,
    open_reasoning,
)
from responsa_server.inputs.resolver import InputResolver

__all__ = [
    "ENCRYPTED_CONTENT_INCLUDE",
    "InputLimits",
    "InputResolver",
    "ReasoningSeal",
    "UpstreamInputs",
    "UrlFetcher",
    "open_reasoning",
]
