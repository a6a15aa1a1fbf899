"""The multi-host fault suite: hosts as network namespaces, a recorded workload, injected
faults, invariants over the whole history (see docs/faults.md)."""
