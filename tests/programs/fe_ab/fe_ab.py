"""fe_ab: module a__b, command c (tests/it/frontend.rs, tool-name collisions)."""


def c():
    return 2
