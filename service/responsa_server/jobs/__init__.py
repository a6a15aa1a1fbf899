"""Background responses: a durable queue with leases, an event log, cancel and resume, shared
by every replica through the store (see docs/background.md)."""
