"""Big payloads for scripts/bench-big.sh and tests/it/big.rs: values of every
schema kind, made or echoed whole."""


def make(n: int) -> str:
    """A string of n 'x' characters."""
    return "x" * n


def echo(s: str) -> str:
    """The string it was given."""
    return s


def numbers(n: int) -> list[float]:
    """n numbers (0.5, 1.5, ...)."""
    return [i + 0.5 for i in range(n)]


def echo_numbers(xs: list[float]) -> list[float]:
    """The numbers it was given."""
    return xs


def length(s: str) -> int:
    """The length of a string."""
    return len(s)
