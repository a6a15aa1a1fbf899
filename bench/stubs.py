"""Size of each generated stub package and the time `make generate` takes to write them.

    python bench/stubs.py [--runs N]

Generates every language into a temp dir N times (Python with grpc_tools, the others with
`buf generate`, as `make generate` does) and prints the median time per part and each
package's size (files, bytes on disk as committed: the generated sources alone).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.required import load_proto_build  # noqa: E402


def size(root: Path) -> tuple[int, int]:
    files = [p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return len(files), sum(p.stat().st_size for p in files)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    build = load_proto_build()
    python_s: list[float] = []
    buf_s: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch)
        for _ in range(args.runs):
            start = time.perf_counter()
            build.generate_stubs(out / "generated" / "python")
            python_s.append(time.perf_counter() - start)
            start = time.perf_counter()
            build.generate_other_languages(out)
            buf_s.append(time.perf_counter() - start)
        packages = {"python": "generated/python/responsa", **build.BUF_OUTPUTS}
        print(f"{'package':<12} {'files':>6} {'KiB':>8}")
        for language, directory in packages.items():
            files, total = size(out / directory)
            print(f"{language:<12} {files:>6} {total / 1024:8.0f}")
    python_ms = statistics.median(python_s) * 1000
    buf_ms = statistics.median(buf_s) * 1000
    print(
        f"make generate: python (grpc_tools) {python_ms:.0f} ms + buf generate (ts, go, java, "
        f"cpp) {buf_ms:.0f} ms = {python_ms + buf_ms:.0f} ms (median of {args.runs})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
