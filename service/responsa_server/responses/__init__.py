"""The Responses application room: `ResponsesApi` (create, stream, retrieve, list, cancel) and
`ContextApi` (input_tokens, compaction), both over the engine's preparation and tool loop."""
