"""pure test program: the one command that needs a pool."""


def shout(s):
    return s.upper()
