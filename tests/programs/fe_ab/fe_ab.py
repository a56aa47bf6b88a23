"""fe_ab: module a__b, command c (tests/frontend.rs, tool-name collisions)."""


def c():
    return 2
