#!/usr/bin/env python3
"""Build the `remote` morloc program for tests/slurm_morloc.rs, the way
make-extras.py builds `extras`: morloc 0.98.2's own Python pool template
(data/lang/py/pool.py) filled as its code generator fills it, and the
manifest `morloc make` would write.

The program is morloc's SLURM golden test (test-suite/golden-tests/
slurm-bare-metal-mock: `foo x = big@bar x`, `bar x = x + 1`, with
`labeled-groups: big: remote: {threads: 1, memory: 1, time: 60, gpus: 0}`)
plus a labelled function that raises and one that reports its job id.
Each exported function's manifold makes the remote call as
Translator/Generic.hs `genericRemoteCall` renders it with py/lang.yaml's
`ldRemoteCallFn` (morloc.remote_call) and `ldResourcePackTemplate`
(struct.pack('iiii', mem, time, cpus, gpus)):

    morloc.remote_call(MID, "pipe-py", ".morloc-cache", struct.pack('iiii', 1, 60, 1, 0), [s0])

its serial argument passed through by name (prepareCacheArg), and the
result packet returned as the manifold's serial result. The called side is
a remote-worker head manifold in `remote_dispatch` (Segment.hs
HeadManifoldFormRemoteWorker), which the pool runs for a CALL whose
entrypoint is REMOTE_SFS (pool.py run_job).

usage: make-remote.py PEER OUT"""
import json, os, re, sys, time

PEER, OUT = sys.argv[1], sys.argv[2]
MH, LANGD = PEER + "/home", PEER + "/src/data/lang"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from morloc_templates import fill, preamble as _preamble  # shared with the other generators


def preamble(lang):
    return _preamble(LANGD, MH, lang)
G = os.path.join(OUT, "remote")
B = G + "/remote-build"
os.makedirs(B + "/pools/py", exist_ok=True)
sys.path.insert(0, PEER)
from mlc_xxh64 import xxh64  # written by build-peer.sh

open(G + "/remotemain.py", "w").write('''import os

def bar(x):
    return x + 1

def barFail(x):
    raise ValueError("bar says no to %d" % x)

def barJob(x):
    return os.environ.get("SLURM_JOB_ID", "") + ":" + str(x)
''')


SCHEMAS = ["j", "s"]
# (exported name, its mid, the worker mid, the function, return schema id)
FUNS = [("foo", 1, 2, "bar", 0), ("fooFail", 3, 4, "barFail", 0), ("fooJob", 5, 6, "barJob", 1)]
RES = "struct.pack('iiii', 1, 60, 1, 0)"  # memory 1 GB, time 60 s, 1 cpu, 0 gpus


def head(name, mid, worker):
    return "\n".join([
        "def m%d(s0):" % mid,
        "    try:",
        '        return(morloc.remote_call(%d, "pipe-py", ".morloc-cache", %s, [s0]))' % (worker, RES),
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, main.loc:10:1)")' % (name, mid)])


def worker(name, mid, fn, ret):
    return "\n".join([
        "def m%d(s0):" % mid,
        "    try:",
        "        n0 = morloc.get_value(s0, mlc_schema_table[0])",
        "        return(morloc.put_value(remotemain.%s(n0), mlc_schema_table[%d]))" % (fn, ret),
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, main.loc:10:1)")' % (fn, mid)])


sources = "\n".join(preamble("py") + ['remotemain = importlib.import_module("remotemain")',
                                      "mlc_schema_table = [%s]" % ", ".join('"%s"' % s for s in SCHEMAS)])
manifolds = "\n\n".join([head(n, m, w) for n, m, w, _, _ in FUNS] + [worker(n, w, f, r) for n, _, w, f, r in FUNS])
dispatch = ("dispatch = {\n" + "".join("    %d: m%d,\n" % (m, m) for _, m, _, _, _ in FUNS)
            + "}\nremote_dispatch = {\n" + "".join("    %d: m%d,\n" % (w, w) for _, _, w, _, _ in FUNS) + "}")
py_src = fill(LANGD + "/py/pool.py", "# <<<BREAK>>>", [sources, manifolds, dispatch])
open(B + "/pools/py/pool.py", "w").write(py_src)

IO = dict(constraints=[], metadata={}, source="auto", form="auto", checks=[],
          list_source="inline", list_form="auto", list_checks=[], format=None)
TYPES = {"j": "Int", "s": "Str"}


def cmd(name, mid, ret):
    arg = {"kind": "pos", "schema": "j", "type": "Int", "name": None, "metavar": "X",
           "quoted": False, "many": False, "stdin": False, "desc": []}
    arg.update(IO)
    return {"name": name, "type": "remote", "mid": mid, "pool": 0, "needed_pools": [0],
            "desc": ["big@" + name], "args": [arg],
            "return": {"schema": SCHEMAS[ret], "type": TYPES[SCHEMAS[ret]], "desc": [], "constraints": [],
                       "metadata": {}},
            "constraints": [], "internal": False, "terminals": [], "metadata": {}, "group": None}


manifest = {"name": "remote", "build": {"path": ".", "time": int(time.time()), "morloc_version": "0.98.2",
                                        "build_params": ""},
            "pools": [{"lang": "py", "exec": ["python3", "pools/py/pool.py"], "socket": "pipe-py",
                       "pool_hash": "%016x" % xxh64(py_src.encode()), "allow_string_null": True,
                       "metadata": {}}],
            "commands": [cmd(n, m, r) for n, m, _, _, r in FUNS], "groups": [],
            "desc": ["morloc's SLURM golden test, labelled calls as remote jobs"], "epilogues": [],
            "unsafe_skip_null_check": False, "inline_size": None, "no_shm": False, "tmpdir": None,
            "run_log": None, "capabilities": ["log"], "metadata": {}}
json.dump(manifest, open(B + "/manifest.json", "w"), indent=1)
print("built", B + "/manifest.json")
