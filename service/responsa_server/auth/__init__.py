"""Who is calling: API keys, auth modes and the project (tenant) every stored object belongs to."""
