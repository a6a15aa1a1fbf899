"""Moderation providers (docs/guardrails.md): what screens a response's input and output.

`results.py` (the reference's result and error bodies, merged over calls), `llama_guard.py`
(a Llama Guard classifier's prompt and answer, mapped onto the reference's categories),
`providers.py` (`ModerationProviders`: the table's providers, called through the egress guard).
"""
