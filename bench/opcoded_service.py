"""`python -m responsa_server` with Python bytecodes counted per function, for
bench/service_opcodes.py.

    python bench/opcoded_service.py OUT

SIGUSR1 starts counting on the main thread (`sys.settrace` with opcode events), SIGUSR2 stops
and writes `[file, first line, function, bytecodes, calls]` rows to OUT as JSON. Calls count
coroutine and generator resumptions too. Slow (every bytecode is traced), but exact: the
attribution callgrind cannot give for Python functions.
"""

from __future__ import annotations

import json
import runpy
import signal
import sys
from collections import Counter
from types import CodeType, FrameType
from typing import Any

out = sys.argv[1]
sys.argv = ["responsa_server"]
bytecodes: Counter[CodeType] = Counter()
calls: Counter[CodeType] = Counter()


def _local(frame: FrameType, event: str, arg: Any) -> Any:
    if event == "opcode":
        bytecodes[frame.f_code] += 1
    return _local


def _global(frame: FrameType, event: str, arg: Any) -> Any:
    frame.f_trace_opcodes = True
    calls[frame.f_code] += 1
    return _local


def _start(*_: object) -> None:
    sys.settrace(_global)


def _stop(*_: object) -> None:
    sys.settrace(None)
    rows = [
        (code.co_filename, code.co_firstlineno, code.co_name, count, calls[code])
        for code, count in bytecodes.items()
    ]
    with open(out, "w") as sink:
        json.dump(rows, sink)


signal.signal(signal.SIGUSR1, _start)
signal.signal(signal.SIGUSR2, _stop)
runpy.run_module("responsa_server", run_name="__main__", alter_sys=True)
