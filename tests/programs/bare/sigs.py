"""Signatures of every supported shape (issue 11's table).

Each function returns something simple; the tests compare the tools'
inputSchema, outputSchema and CLI usage with what they expect.
"""
from dataclasses import dataclass
from typing import List, Optional, Tuple, TypedDict, Union


class Monster(TypedDict):
    name: str
    hp: int


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Segment:
    a: Point
    b: Point


def s01_int(n: int) -> int:
    """Echo an int."""
    return n


def s02_float(x: float) -> float:
    """Echo a float."""
    return x


def s03_str(s: str) -> str:
    """Echo a string."""
    return s


def s04_bool(b: bool) -> bool:
    """Echo a bool."""
    return b


def s05_none() -> None:
    """Return nothing."""
    return None


def s06_list(xs: list[int]) -> list[int]:
    """Echo a list."""
    return xs


def s07_typing_list(xs: List[str]) -> List[str]:
    """Echo a typing.List."""
    return xs


def s08_nested(xss: list[list[float]]) -> int:
    """Count the rows."""
    return len(xss)


def s09_tuple(p: tuple[int, str]) -> tuple[str, int]:
    """Swap a pair."""
    return (p[1], p[0])


def s10_typing_tuple(p: Tuple[float, float, float]) -> float:
    """Sum a triple."""
    return sum(p)


def s11_optional(x: Optional[int]) -> bool:
    """Whether x is given."""
    return x is not None


def s12_pipe_none(x: str | None) -> str:
    """x or a dash."""
    return x or "-"


def s13_union_none(x: Union[float, None]) -> float:
    """x or zero."""
    return x or 0.0


def s14_default_int(n: int = 3) -> int:
    """Default 3."""
    return n


def s15_default_str(greeting: str = "hi") -> str:
    """Default hi."""
    return greeting


def s16_flag_false(loud: bool = False) -> bool:
    """A flag, off by default."""
    return loud


def s17_flag_true(color: bool = True) -> bool:
    """A flag, on by default."""
    return color


def s18_optional_default(limit: Optional[int] = None) -> int:
    """None unless given."""
    return -1 if limit is None else limit


def s19_list_default(xs: list[int] = [1, 2]) -> int:
    """Sum, default [1, 2]."""
    return sum(xs)


def s20_keyword_only(a: int, *, scale: float = 1.0, tag: str) -> str:
    """Keyword-only parameters."""
    return f"{tag}:{a * scale}"


def s21_typeddict(m: Monster) -> Monster:
    """Double a monster's hit points."""
    return {"name": m["name"], "hp": m["hp"] * 2}


def s22_dataclass(p: Point, q: Point) -> Point:
    """The midpoint."""
    return Point((p.x + q.x) / 2, (p.y + q.y) / 2)


def s23_nested_dataclass(s: Segment) -> float:
    """A segment's length."""
    return ((s.a.x - s.b.x) ** 2 + (s.a.y - s.b.y) ** 2) ** 0.5


def s24_list_of_records(ms: list[Monster]) -> list[str]:
    """The names."""
    return [m["name"] for m in ms]


def s25_google(count: int, label: str = "x") -> str:
    """Repeat a label.

    Args:
        count: how many times
        label: what to repeat
            (one character is best)

    Returns:
        str: the repeated label
    """
    return label * count


def s26_numpy(values: list[float], k: float = 2.0) -> list[float]:
    """Scale values.

    Parameters
    ----------
    values : list of float
        The values to scale.
    k : float
        The factor.

    Returns
    -------
    list of float
        The scaled values.
    """
    return [v * k for v in values]


def s27_rest(name: str, times: int = 1) -> str:
    """Greet someone.

    :param name: who to greet
    :param times: how often
    :returns: the greeting
    """
    return ("hello " + name + " ") * times


def s28_string_annotation(n: "int") -> "list[int]":
    """Annotations written as strings."""
    return list(range(n))


def s29_optional_record(m: Optional[Monster] = None) -> str:
    """A record or nothing."""
    return "none" if m is None else m["name"]


def _private(x: int) -> int:
    return x
