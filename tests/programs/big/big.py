# Big values of every schema kind for tests/it/big.rs: made to a size in bytes
# of their JSON text, or echoed. The Rust test builds the same texts.

import json

PATTERN = "abcdefghijklmnopqrstuvw"


def make_str(n):
    """A string of n letters (a to w, repeating)."""
    return (PATTERN * (n // len(PATTERN) + 1))[:n]


def echo_str(s):
    return s


def make_nums(n):
    """As many of 0.5, 1.5, ... as fit in about n bytes of JSON."""
    out, size, i = [], 2, 0
    while size < n:
        out.append(i + 0.5)
        size += len("%d.5," % i)
        i += 1
    return out


def echo_nums(xs):
    return xs


def record(i):
    return {"hp": i, "leader": {"hp": i + 1, "name": "L%d" % i}, "name": "R%d" % i, "tags": ["a", "b\"c"]}


def make_recs(n):
    """As many nested records as fit in about n bytes of JSON."""
    out, size, i = [], 2, 0
    while size < n:
        out.append(record(i))
        size += len(json.dumps(out[-1], separators=(",", ":"))) + 1
        i += 1
    return out


def echo_recs(xs):
    return xs


def bad_str(n):
    """Not a string: refused by the return type."""
    return [n]


def bad_nums(n):
    """A list with a string in it, deep in a big result."""
    return [0.5] * n + ["x"]


MIXED = 'aé✓🎉"\\\n'


def make_mixed(n):
    """n characters of every UTF-8 width, with the three a JSON string
    escapes (quote, backslash, newline)."""
    return (MIXED * (n // len(MIXED) + 1))[:n]
