"""The engine: input to chat messages, the upstream turn, output items and stream events."""
