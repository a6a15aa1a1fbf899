"""Web search providers behind the built-in `web_search` tool (see `provider.py`)."""

from responsa_server.tools.web_search.provider import SearchFailure, SearchProvider, SearchResult
from responsa_server.tools.web_search.searxng import SearxngProvider

__all__ = ["SearchFailure", "SearchProvider", "SearchResult", "SearxngProvider"]
