"""Small text tools, served with no manifest: nexus reads these signatures
and docstrings (try `nexus examples/bare/textkit.py --help`)."""
from typing import TypedDict


class Counts(TypedDict):
    words: int
    lines: int
    chars: int


def count(text: str) -> Counts:
    """Count the words, lines and characters of a text.

    Args:
        text: the text to count
    """
    return {"words": len(text.split()), "lines": len(text.splitlines()), "chars": len(text)}


def slug(title: str, *, sep: str = "-", lower: bool = True) -> str:
    """Turn a title into a URL slug.

    Args:
        title: the title
        sep: what joins the words
        lower: lower-case the result
    """
    words = "".join(c if c.isalnum() else " " for c in title).split()
    s = sep.join(words)
    return s.lower() if lower else s


def wrap(text: str, width: int = 40) -> list[str]:
    """Wrap a text into lines of at most `width` characters.

    Args:
        text: the text to wrap
        width: the longest line
    """
    import textwrap
    return textwrap.wrap(text, width)
