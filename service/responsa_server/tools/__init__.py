"""Server-side tools the tool loop runs (MCP today)."""
