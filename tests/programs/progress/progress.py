"""progress: functions that talk back while they run (issue 13)."""
import os
import time

import nexus


def count(n, delay):
    nexus.log("debug", "starting")
    nexus.log("info", "counting to %d" % n)
    for i in range(n):
        time.sleep(delay)
        nexus.progress(i + 1, n, "step %d" % (i + 1))
    nexus.log("warning", "counted to %d" % n)
    return n


def step(i):
    """A little work per step (a few microseconds), as a real loop has."""
    return sum(j * i % 7 for j in range(100))


def spin(n):
    for i in range(n):
        step(i)
        nexus.progress(i + 1, n)
    return n


def quiet(n):
    for i in range(n):
        step(i)
    return n


def pid():
    return os.getpid()


def test_tool_with_progress():
    for done in (0, 50, 100):
        if done:
            time.sleep(0.05)
        nexus.progress(done, 100, "Completed step %d of 100" % done)
    return "progress reported"


def test_tool_with_logging():
    nexus.log("info", "Tool execution started")
    time.sleep(0.05)
    nexus.log("info", "Tool processing data")
    time.sleep(0.05)
    nexus.log("info", "Tool execution completed")
    return "logging done"


def nap(secs):
    nexus.progress(1, 2, "napping")
    time.sleep(secs)
    return secs
