"""What the server-side tool kinds run on: the MCP client, the web-search provider, the
file-search runner (the kinds themselves are engine/tool_kinds/)."""
