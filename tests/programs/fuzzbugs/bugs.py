"""Functions with planted bugs, for `nexus fuzz` (issue 43 item 7).

Served bare (`nexus fuzz bugs.py`) and as the Python pool of manifest.json.
"""
import os
import random
import time


def scaled(n: int) -> int:
    """Return n; the planted bug: as text for n >= 1000."""
    if n >= 1000:
        return str(n)
    return n


def mean(xs: list[int]) -> int:
    """The mean of xs, rounded down; the planted bug: the worker dies on []."""
    if not xs:
        os._exit(3)
    return sum(xs) // len(xs)


def countdown(n: int) -> int:
    """Count n down to zero; the planted bug: a negative n never ends."""
    while n < 0:
        time.sleep(0.05)
    return 0


def coin(n: int) -> float:
    """A random number: manifest.json marks it idempotent (the planted nondeterminism)."""
    return random.random() + n * 0


def strict(n: int, step: int = 2) -> int:
    """n back; raises ValueError for an odd n, on purpose."""
    if n % 2:
        raise ValueError(f"{n} is odd")
    return n
