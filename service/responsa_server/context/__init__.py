"""Context management: the model's context window, token counts, truncation, compaction."""
