"""evaltest: small functions for eval's tests (tests/it/eval.rs)."""
import os


def add(a, b):
    return a + b


def double(x):
    return 2 * x


def greet(name):
    return "Hello, %s!" % name


def spin(_):
    n = 0
    while True:
        n += 1


def hog(mib):
    block = bytearray(mib << 20)
    for i in range(0, len(block), 4096):
        block[i] = 1
    return len(block)


def pair(name, hp):
    return {"name": name, "hp": hp}


def hp(monster):
    return monster["hp"]


def total(xs):
    return sum(xs)


def swap(p):
    return [p[1], p[0]]


def scale(x, factor):
    return x * factor


def maybe(text):
    return "nothing" if text is None else "just " + text


def echo(value):
    return value


def small(x):
    return x


def fail(message):
    raise ValueError(message)


def big(n):
    return "x" * n


def environ(name):
    seen = []
    if name in os.environ:
        seen.append("self")
    try:
        with open("/proc/%d/environ" % os.getppid(), "rb") as f:
            if any(v.split(b"=", 1)[0] == name.encode() for v in f.read().split(b"\0")):
                seen.append("parent")
    except OSError:
        seen.append("parent unreadable")
    return seen
