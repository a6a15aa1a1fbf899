"""grpc.health.v1 as the process serves it: grpc's own servicer, each Check first waiting for
the process' own check that a question starts (the store's: store/reachability.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from grpc_health.v1 import health_pb2
from grpc_health.v1._async import HealthServicer


class AskedHealth(HealthServicer):
    """grpc's HealthServicer; every Check awaits `asked()` before it answers."""

    def __init__(self, asked: Callable[[], Awaitable[None]]) -> None:
        super().__init__()
        self._asked = asked

    async def Check(
        self, request: health_pb2.HealthCheckRequest, context: Any
    ) -> health_pb2.HealthCheckResponse:
        """The status once the check this question starts (if one is due) has set it."""
        await self._asked()
        answer: health_pb2.HealthCheckResponse = await super().Check(request, context)
        return answer
