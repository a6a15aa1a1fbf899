"""The Files API: uploads kept in the blob store, listed and scoped per project."""
