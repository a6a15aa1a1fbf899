"""What the server-side tool kinds run on: the MCP client, the web-search provider, the
images upstream, the file-search runner (the kinds themselves are engine/tool_kinds/)."""
