"""`Admission`: the one place every RPC is authenticated and counted.

It runs in the service (`edges/interceptor.py` calls it for every method but the open ones), so
the direct gRPC port and Envoy's REST and gRPC paths get exactly the same checks. For each call
it finds the caller's project (`Credentials`), applies the project's request rate, and records
the project for the servicers (`caller.caller_project`). Refusals end the call with the
service's usual error metadata, which Envoy renders as OpenAI's JSON body. grpc.health.v1 is
open to everyone (Envoy's /healthz and load balancers use it), and so is the console's
ConsoleService (static files only).
"""

from __future__ import annotations

from responsa_server.auth.caller import set_caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.grpc_errors import Context, abort_with
from responsa_server.model.errors import ApiError
from responsa_server.observability import logs

# Health checks, and the console's static files (they hold no data: the page calls the API with
# the user's key, which is checked there).
OPEN_SERVICES = ("/grpc.health.v1.Health/", "/responsa.v1.ConsoleService/")


class Admission:
    """Authenticates a call, then applies the request rate."""

    def __init__(self, credentials: Credentials, rate: RequestRate) -> None:
        self._credentials = credentials
        self._rate = rate

    async def admit(self, context: Context) -> None:
        """Authenticate and count the call, or end it with the error."""
        try:
            credentials = self._credentials
            # Without authentication the metadata is not read: no copy of it made per call.
            metadata = context.invocation_metadata() if credentials.mode != "none" else None
            project, key_id = await credentials.caller_of(metadata)
            self._rate.take(project)
        except ApiError as error:
            await abort_with(context, error)
            raise  # abort() raises; this line is for type checkers
        set_caller_project(project, key_id)
        logs.project.set(project)  # the call's log lines carry it from here on
