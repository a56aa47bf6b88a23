"""fe_slow: a sleeper and a worker that dies (tests/it/frontend.rs, 503 and 504)."""
import os
import time


def nap(secs):
    time.sleep(secs)
    return secs


def die():
    os._exit(3)
