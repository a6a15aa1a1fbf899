"""Prompt templates: a project's stored templates and their use by a create (docs/prompts.md)."""
