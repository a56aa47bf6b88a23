"""Functions without bugs, for `nexus fuzz` (issue 43 item 7): it must end clean."""
from typing import Optional, Tuple, TypedDict


class Monster(TypedDict):
    name: str
    hp: int


def shout(s: str) -> str:
    """The text in capitals."""
    return s.upper()


def head(xs: list[int], default: int = 0) -> int:
    """The first item, or the default for an empty list."""
    return xs[0] if xs else default


def rename(m: Monster, name: str = "Orc") -> Monster:
    """The monster under another name."""
    return {"name": name, "hp": m["hp"]}


def pick(pair: Tuple[str, float], first: bool = True) -> Optional[str]:
    """The pair's text, or nothing."""
    return pair[0] if first else None
