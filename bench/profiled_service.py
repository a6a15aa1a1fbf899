"""`python -m responsa_server` under cProfile, for bench/service_profile.py.

    python bench/profiled_service.py OUT

SIGUSR1 starts profiling the main thread (its CPU time, so waiting costs nothing), SIGUSR2
stops it and writes the stats to OUT. Start-up runs unprofiled (it would be slowed severalfold).
"""

from __future__ import annotations

import cProfile
import runpy
import signal
import sys
import time

out = sys.argv[1]
sys.argv = ["responsa_server"]
profiler = cProfile.Profile(time.thread_time)


def _start(*_: object) -> None:
    profiler.enable()


def _stop(*_: object) -> None:
    profiler.disable()
    profiler.dump_stats(out)


signal.signal(signal.SIGUSR1, _start)
signal.signal(signal.SIGUSR2, _stop)
runpy.run_module("responsa_server", run_name="__main__", alter_sys=True)
