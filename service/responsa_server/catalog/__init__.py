"""OpenAI's Models API: the models the routing table serves (`ModelsApi`)."""
