"""What the SDK test scripts share: where the repository and the nexus
binary under test are, and a tally of checks. A failed check is printed at
once; `finish()` prints the count (`ok: N checks passed`, which the Rust
drivers look for) and exits non-zero when any failed.
"""

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NEXUS = os.environ.get("NEXUS_BIN") or str(REPO / "target" / "debug" / "nexus")

failures = []
_count = 0


def check(cond, what):
    """Counts one check; prints and records `what` when `cond` is false."""
    global _count
    _count += 1
    if not cond:
        failures.append(what)
        print(f"FAIL: {what}", file=sys.stderr)
    return cond


def finish():
    """Prints the tally; exits 1 when a check failed."""
    if failures:
        print(f"{len(failures)} of {_count} checks failed", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {_count} checks passed")
