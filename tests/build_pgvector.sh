#!/usr/bin/env bash
# pgvector for the pgvector tests and bench/retrieval.py, built on this machine against the
# machine's own Postgres, portably (OPTFLAGS empty: no -march=native, so nothing beyond baseline
# x86-64 except pgvector's own CPU-dispatched functions). Installed into build/pgvector/root
# (DESTDIR layout), never into the machine's Postgres: the shared server must stay without
# pgvector, as the exact-search tests expect. tests/pgvector.py starts a private server on it.
#
# Source: Debian's pgvector source package (bookworm, this machine's release, has none), from
# the machine's own Debian mirror, suite PGVECTOR_SUITE; apt checks it against Debian's archive key
# (the signed Release file and its hashes), so the uploader's own signature is not needed.
# Usage: tests/build_pgvector.sh OUT_DIR
set -euo pipefail

out=${1:?usage: build_pgvector.sh OUT_DIR}
mkdir -p "$out" && out=$(realpath "$out")
suite=${PGVECTOR_SUITE:-trixie}
major=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
if [ -z "$major" ]; then
  echo "responsa: no Postgres in /usr/lib/postgresql: pgvector not built (its tests skip)"; exit 0
fi
# qemu-user: tests/retrieval/test_pgvector_portable.py runs the build on CPU models without AVX-512.
packages="postgresql-server-dev-$major dpkg-dev gcc make qemu-user"
# dpkg-query exits 1 when a package was never installed (a fresh machine); its output still
# names it, so the status is ignored here rather than ending the script under pipefail.
missing=$( (dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' $packages 2>&1 || true) \
  | awk '$1 != "ii" {print $NF}' | sort -u)
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "responsa: installing pgvector's build dependencies: $missing"
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $packages
  else
    echo "responsa: missing packages to build pgvector (its tests skip): $missing"; exit 0
  fi
fi

work="$out/work"
rm -rf "$work" "$out/root"
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/src"
# The mirror this machine's apt already uses for its own release; a separate apt state, so the
# machine's sources and package lists are untouched.
. /etc/os-release
mirror=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' \
  | awk -v rel="$VERSION_CODENAME" '$2 == rel {print $1; exit}')
[ -n "$mirror" ] || { echo "responsa: no apt mirror for $VERSION_CODENAME found" >&2; exit 1; }
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" \
  > "$work/sources.list"
apt_state=(-o Dir::Etc::SourceList="$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache" -o APT::Sandbox::User=root)
apt-get -q "${apt_state[@]}" update >/dev/null
(cd "$work/src" && apt-get -q "${apt_state[@]}" source --download-only pgvector >/dev/null)
(cd "$work/src" && dpkg-source -q --no-check -x ./*.dsc pgvector >/dev/null)

pg_config=/usr/lib/postgresql/$major/bin/pg_config
# with_llvm=no: no JIT bitcode (it would need clang); OPTFLAGS= : the portable build.
make -s -C "$work/src/pgvector" -j2 OPTFLAGS= with_llvm=no PG_CONFIG="$pg_config"
make -s -C "$work/src/pgvector" install OPTFLAGS= with_llvm=no PG_CONFIG="$pg_config" \
  DESTDIR="$out/root"
version=$(sed -n "s/^default_version = '\(.*\)'/\1/p" "$work/src/pgvector/vector.control")
rm -rf "$work"
touch "$out/.built"
echo "responsa: pgvector $version built portably for Postgres $major in $out/root"
