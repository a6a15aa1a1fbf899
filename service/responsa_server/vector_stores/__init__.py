"""Vector stores: files attached, extracted, chunked, embedded and searched (file_search)."""
