"""fragile: a pool that cannot come back after it dies (to test that a
daemon whose recovery keeps failing exits non-zero, SPEC §2.4)."""
import os
import sys

MARKER = os.environ.get("FRAGILE_MARKER", "")
if MARKER and os.path.exists(MARKER):
    sys.stderr.write("fragile: the marker exists, refusing to start\n")
    sys.exit(3)


def ok():
    return 1


def die():
    if MARKER:
        open(MARKER, "w").close()
    os._exit(1)
