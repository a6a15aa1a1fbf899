"""What redacting every log record costs: the same records formatted by a handler with and
without `responsa_server.log_redaction`, side by side in one run (rounds alternate, so machine
noise hits both alike).

    .venv/bin/python bench/log_redaction.py [--records 20000] [--rounds 7]

Records: a plain message, the HTTP client's `HTTP Request: POST <url> "HTTP/1.1 200 OK"` (a URL
with a query, so it is rewritten), and a DEBUG call below the level (the factory never runs).
Prints µs per record (best round) and the ratio redacted / plain.
"""

from __future__ import annotations

import argparse
import io
import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "service"))
from responsa_server import log_redaction
from responsa_server.log_redaction import redact

log = logging.getLogger("bench.redaction")


def plain() -> None:
    log.info("gRPC listening on %s:%d", "127.0.0.1", 50051)


def url() -> None:
    log.info(
        'HTTP Request: %s %s "%s"', "POST", "http://127.0.0.1:9000/mcp?key=abc", "HTTP/1.1 200 OK"
    )


def below_level() -> None:
    log.debug("not emitted %s", 1)


def per_record(call: Callable[[], None], records: int) -> float:
    started = time.perf_counter()
    for _ in range(records):
        call()
    return (time.perf_counter() - started) / records * 1e6


def main() -> int:
    """Run the rounds and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    handler = logging.StreamHandler(io.StringIO())
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    plain_factory = logging.getLogRecordFactory()
    log_redaction.install()
    redacting_factory = logging.getLogRecordFactory()
    cases = (plain, url, below_level)
    best: dict[tuple[str, str], float] = {}
    for _ in range(args.rounds):
        for mode, factory in (("plain", plain_factory), ("redacted", redacting_factory)):
            logging.setLogRecordFactory(factory)
            for case in cases:
                key = (case.__name__, mode)
                best[key] = min(best.get(key, float("inf")), per_record(case, args.records))
    logging.setLogRecordFactory(plain_factory)
    print(f"µs per record, best of {args.rounds} rounds of {args.records}")
    print(f"{'record':<12} {'plain':>8} {'redacted':>9} {'ratio':>6}")
    for case in cases:
        a, b = best[(case.__name__, "plain")], best[(case.__name__, "redacted")]
        print(f"{case.__name__:<12} {a:8.2f} {b:9.2f} {b / a:6.2f}")
    # The part the factory adds, without the handler's noise around it.
    texts = ("gRPC listening on 127.0.0.1:50051", 'HTTP Request: POST http://h:9/mcp?k=1 "200"')
    for text in texts:
        cost = min(per_record(lambda t=text: redact(t), args.records) for _ in range(args.rounds))
        print(f"redact() alone on {text[:24]!r}...: {cost:.2f} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
