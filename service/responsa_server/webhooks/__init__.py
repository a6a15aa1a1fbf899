"""Webhooks: a project's endpoints, the outbox a background job's end writes to, and the
delivery loop every replica runs (docs/webhooks.md)."""
