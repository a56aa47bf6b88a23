"""sandbox_probe: pool functions that try to break each promise of
--sandbox (issue 14). Each attempt returns "ok: ..." when it worked and
"denied: ..." when the system refused it, so a test can check both ways."""
import os
import socket


def _try(action):
    try:
        return "ok: " + str(action())
    except Exception as e:  # the refusal itself is the answer
        return "denied: %s: %s" % (type(e).__name__, e)


def _write(path):
    with open(path, "w") as f:
        f.write("written by sandbox_probe\n")
    os.unlink(path)
    return path


def _read(path):
    with open(path, "rb") as f:
        return len(f.read())


def _connect(port):
    with socket.create_connection(("127.0.0.1", int(port)), timeout=2) as s:
        return s.recv(16).decode()


def attempt(what, target):
    """what: write (a file path), read (a file path), list (a directory),
    shm (an object name in /dev/shm), connect (a port on 127.0.0.1)."""
    actions = {
        "write": lambda: _write(target),
        "read": lambda: _read(target),
        "list": lambda: sorted(os.listdir(target)),
        "shm": lambda: _read("/dev/shm/" + target),
        "connect": lambda: _connect(target),
    }
    return _try(actions[what])


def where():
    """The program directory (the worker's working directory)."""
    return os.getcwd()


def echo(text):
    return text


def crash():
    os._exit(3)
