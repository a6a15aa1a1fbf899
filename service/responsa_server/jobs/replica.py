"""`BackgroundWork`: this process's part in background mode (notifier, runner, API), wired up."""

from __future__ import annotations

from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.jobs.api import BackgroundApi
from responsa_server.jobs.notify import Notifier, PostgresNotifier
from responsa_server.jobs.outcomes import Outcomes
from responsa_server.jobs.runner import JobRunner, JobSettings, replica_name
from responsa_server.jobs.sealed_body import RequestBodySeal
from responsa_server.jobs.store import JobStore
from responsa_server.store.database import Database
from responsa_server.store.response_store import ResponseStore
from responsa_server.webhooks.outbox import Outbox


class BackgroundWork:
    """Owns the notifier and the job runner of one replica; `api` serves the edges."""

    def __init__(
        self,
        database: Database,
        store: ResponseStore,
        loop: ToolLoop,
        settings: JobSettings,
        shared_key: bytes,
        outbox: Outbox | None = None,
    ) -> None:
        dsn = database.postgres_dsn
        self.notifier: Notifier = PostgresNotifier(dsn) if dsn is not None else Notifier()
        owner = replica_name()
        # `outbox`: where a job's end writes its webhook events (None: no webhooks).
        jobs = JobStore(database, self.notifier, RequestBodySeal(shared_key), outbox=outbox)
        outcomes = Outcomes(store, jobs)
        self.api = BackgroundApi(store, jobs, outcomes, loop, self.notifier, settings, owner=owner)
        self.runner = JobRunner(jobs, outcomes, loop, self.notifier, settings, owner=owner)

    async def start(self) -> None:
        """Listen for notifications, then start claiming jobs."""
        await self.notifier.start()
        self.runner.start()

    async def stop(self) -> None:
        """Drain the runner (bounded by its settings), then stop listening."""
        await self.runner.stop()
        await self.notifier.close()
