"""Writes files, for tests/it/container.rs: in a container with a
read-only root only /tmp (a tmpfs) takes writes, so a write anywhere else
fails with a read-only error."""


def write_file(path: str, text: str) -> int:
    """Write a text to a file and return how many characters it held.

    Args:
        path: the file to write
        text: what to write
    """
    with open(path, "w") as f:
        return f.write(text)
