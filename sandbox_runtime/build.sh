#!/bin/sh
# Builds the sandbox's Python runtime (docs/sandbox.md) into $1 (build/sandbox-runtime): a venv
# over the system's /usr/bin/python3 (which every jail binds read-only under /usr) holding the
# pinned wheels of requirements.txt, byte-compiled here because the jail is read-only, with
# matplotlib's font cache made once and the cells' matplotlib backend (responsa_show.py).
# Installed with the project's pip (`--python`), binary wheels only: nothing is compiled here.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
target=$1
pip=${PIP:-.venv/bin/pip}
mkdir -p "$(dirname "$target")"
rm -rf "$target.tmp"
/usr/bin/python3 -m venv --without-pip "$target.tmp"
"$pip" --python "$target.tmp/bin/python" install --quiet --disable-pip-version-check \
  --only-binary=:all: --no-deps -r "$here/requirements.txt"
site=$("$target.tmp/bin/python" -I -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
cp "$here/responsa_show.py" "$site/responsa_show.py"
"$target.tmp/bin/python" -I -m compileall -q "$site/responsa_show.py"
# The font cache, copied into each cell's /tmp (matplotlib wants it writable): fonts under
# mpl-data are recorded relative to it, the others are the system's, the same inside the jail.
mkdir -p "$target.tmp/mplconfig"
MPLCONFIGDIR="$target.tmp/mplconfig" "$target.tmp/bin/python" -I -c 'import matplotlib.font_manager'
rm -rf "$target"
mv "$target.tmp" "$target"
# What names the build's path (pyvenv.cfg's command line, the activate scripts, the entry-point
# scripts' #! lines) is not needed in a jail: only bin/python* (links to /usr/bin/python3) stay.
sed -i '/^command = /d' "$target/pyvenv.cfg"
find "$target/bin" -type f -delete
touch "$target/.built"
