"""allkinds test program, Python half: identity and edge-case functions."""
import time


def ident(x):
    return x


def py_kinds(pos, n, label, loud):
    return {"pos": pos, "n": n, "label": label, "loud": loud}


def py_grp(monster, weapon):
    return {"monster": monster, "weapon": weapon}


def py_stdin(text):
    return len(text)


def py_table(table):
    return 0


def py_stream(handle):
    return 0


def py_fail():
    raise ValueError("boom from python")


def py_print():
    print("noise")
    return 1


def py_sleep(n):
    time.sleep(n)
    return n


def py_echo(s):
    return s


def py_big(n):
    return "x" * n


def py_add(a, b):
    return a + b
