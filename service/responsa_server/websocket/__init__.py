"""WebSocket mode of /v1/responses: `response.create` frames on one connection."""
