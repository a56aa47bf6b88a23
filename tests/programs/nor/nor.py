"""nor test program, Python half: serves while the R half cannot start."""


def py_hello(name):
    return "hello " + name
