"""The one internal model: OpenAI-shaped dicts, their validation, ids and errors."""
