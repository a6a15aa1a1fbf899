"""Responsa: a gRPC-native server for the OpenAI Responses API."""
