"""The least a Python pool pays to hand back a big string, with no nexus at
all (scripts/bench-big.sh's floor row): the interpreter starts, makes the
string as bench/big/big.py's make does, and writes it to a shared-memory
object a slice at a time as pools/python/pool.py does (Writer.big_text),
which it then removes."""

import os
import sys

n = int(sys.argv[1])
text = "x" * n
path = "/dev/shm/nexus-bench-floor.%d" % os.getpid()
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
try:
    for i in range(0, n, 1 << 16):
        view = memoryview(text[i:i + (1 << 16)].encode())
        while view:
            view = view[os.write(fd, view):]
finally:
    os.close(fd)
    os.unlink(path)
