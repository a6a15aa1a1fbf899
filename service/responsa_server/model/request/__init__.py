"""Parsing and validation of a create-response request body, split by concern:
`checks` (primitive checks and OpenAI-worded errors), `input_items`, `tools`, `options`, and
`create` (the whole body into a `CreateRequest`).
"""

from responsa_server.model.request.create import CreateRequest, parse_create_request

__all__ = ["CreateRequest", "parse_create_request"]
