"""slurmy: functions that tests/it/slurm.rs runs as SLURM jobs."""
import os
import time


def square(x):
    return x * x


def nap(secs):
    time.sleep(secs)
    return secs


def boom(message):
    raise ValueError(message)


def where():
    return os.environ.get("SLURM_JOB_ID", "")


def local_square(x):
    return x * x


def slow_local(secs):
    time.sleep(secs)
    return secs
