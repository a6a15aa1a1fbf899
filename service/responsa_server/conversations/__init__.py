"""Conversations: OpenAI's Conversations API and the `conversation` parameter's store."""
