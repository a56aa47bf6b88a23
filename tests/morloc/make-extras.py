#!/usr/bin/env python3
"""Build the `extras` morloc program for tests/morloc_interop.rs, the way
../shared/morloc/build-peer.sh builds `polyglot`: fill morloc 0.98.2's own
pool templates (data/lang/<lang>/pool.*) as its code generator does, and
write the manifest `morloc make` would write.

usage: make-extras.py PEER OUT
  PEER  the peer built by build-peer.sh (has src/ and home/)
  OUT   where to put extras/ (a cache directory, never the clone)
Python and R pools always; the C++ pool when g++ and the peer's headers are
there (its compile takes a minute, once)."""
import json, os, re, subprocess, sys, time

PEER, OUT = sys.argv[1], sys.argv[2]
MH, LANGD = PEER + "/home", PEER + "/src/data/lang"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from morloc_templates import fill, preamble as _preamble  # shared with the other generators


def preamble(lang):
    return _preamble(LANGD, MH, lang)
G = os.path.join(OUT, "extras")
B = G + "/extras-build"
for d in ("py", "r", "cpp"):
    os.makedirs(B + "/pools/" + d, exist_ok=True)
sys.path.insert(0, PEER)
from mlc_xxh64 import xxh64  # written by build-peer.sh

open(G + "/extras.py", "w").write('''import time

def pyFail(x):
    raise ValueError("py says no to %d" % x)

def pyId(x):
    return x

def pyNest(r):
    return {"name": r["name"] + "!", "tags": list(reversed(r["tags"])),
            "inner": {"a": r["inner"]["a"] + 1, "b": r["inner"]["b"]}}

def pyLen(s):
    return len(s.encode("utf-8"))

def pyBig(n):
    return "y" * n

def pySleep(x):
    time.sleep(x)
    return x

def pyPlusOne(x):
    return x + 1

_count = 0

def pyCount(x):
    global _count
    _count += x
    return _count
''')
open(G + "/extras.R", "w").write('rFail <- function(x) { stop(paste0("r says no to ", x)) }\n'
                                 'rTwice <- function(x) { as.integer(x * 2L) }\n')
open(G + "/extras.hpp", "w").write('''#ifndef EXTRAS_HPP
#define EXTRAS_HPP
#include <stdexcept>
#include <string>
int cppFail(int x) { throw std::runtime_error("cpp says no to " + std::to_string(x)); }
int cppSquare(int x) { return x * x; }
#endif
''')

REC = "<dict>m34names4tagsas5innerm21aj1b?f8"

# (name, mid, [arg schema ids], return schema id, python function)
PY_SCHEMAS = ["j", "s", "?j", "u8", REC, "f8", "i8"]
PY = [("pyFail", 1, [0], 0, "pyFail"), ("pyInt", 2, [0], 0, "pyId"), ("pyStr", 3, [1], 1, "pyId"),
      ("pyOpt", 4, [2], 2, "pyId"), ("pyU64", 5, [3], 3, "pyId"), ("pyNest", 6, [4], 4, "pyNest"),
      ("pyLen", 7, [1], 0, "pyLen"), ("pyBig", 8, [0], 1, "pyBig"), ("pySleep", 9, [5], 5, "pySleep"),
      ("pyI64", 10, [6], 6, "pyId")]
R = [("rFail", 11, [0], 0)]
CPP = [("cppFail", 12, [0], 0), ("cppSquare", 17, [0], 0)]
# Stateful: a module global of the Python pool (instances, issue 10 point 5).
PY += [("pyCount", 15, [0], 0, "pyCount")]
# Manifolds that call across pools (morloc's foreign calls): the caller
# serializes its arguments, sends a local CALL to the other pool's socket
# (its tmpdir argv + the socket name compiled in, lang.yaml
# ldSocketPathTemplate) on that pool's manifold id, and reads the reply
# (ldForeignCallFn). mids are one id space per program.
#   pyViaR      13 (py)  = pyPlusOne(rTwice x)      R manifold 14 = rTwice
#   pyViaCpp    16 (py)  = pyPlusOne(cppSquare x)   C++ manifold 17 = cppSquare
#   pyRoundTrip 18 (py)  = rTwice'(x) via R manifold 19, which calls back
#                          into the Python pool's manifold 20 = pyPlusOne
PY_SOCK = 'os.path.join(global_state["tmpdir"], "%s")'
R_SOCK = 'paste0(global_state$tmpdir, "/", "%s")'

def py_foreign(name, mid, socket, callee, inner_fn):
    """A Python manifold whose argument first goes through `callee` in another pool."""
    call = ("morloc.get_value(morloc.foreign_call(%s, %d, [morloc.put_value(n0, mlc_schema_table[0])]), "
            "mlc_schema_table[0])" % (PY_SOCK % socket, callee))
    body = ["        n0 = morloc.get_value(s0, mlc_schema_table[0])",
            "        n1 = %s" % call]
    body.append("        return(morloc.put_value(%s, mlc_schema_table[0]))"
                % ("extras.%s(n1)" % inner_fn if inner_fn else "n1"))
    return "\n".join(["def m%d(s0):" % mid, "    try:"] + body + [
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, extras.loc:1:1)")' % (name, mid)])

PY_FOREIGN = [("pyViaR", 13, "pipe-r", 14, "pyPlusOne"), ("pyViaCpp", 16, "pipe-cpp", 17, "pyPlusOne"),
              ("pyRoundTrip", 18, "pipe-r", 19, None)]
PY_INTERNAL = [("pyPlusOne", 20, [0], 0, "pyPlusOne")]

def py_manifold(name, mid, args, ret, fn):
    body = ["        n%d = morloc.get_value(s%d, mlc_schema_table[%d])" % (i, i, a) for i, a in enumerate(args)]
    body.append("        return(morloc.put_value(extras.%s(%s), mlc_schema_table[%d]))"
                % (fn, ", ".join("n%d" % i for i in range(len(args))), ret))
    return "\n".join(["def m%d(%s):" % (mid, ", ".join("s%d" % i for i in range(len(args)))), "    try:"] + body + [
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, extras.loc:1:1)")' % (name, mid)])

py_src = fill(LANGD + "/py/pool.py", "# <<<BREAK>>>", [
    "\n".join(preamble("py") + ['extras = importlib.import_module("extras")',
                               "mlc_schema_table = [%s]" % ", ".join('"%s"' % s for s in PY_SCHEMAS)]),
    "\n\n".join([py_manifold(*m) for m in PY + PY_INTERNAL] + [py_foreign(*m) for m in PY_FOREIGN]),
    "dispatch = {\n" + "".join("    %d: m%d,\n" % (m[1], m[1]) for m in PY + PY_INTERNAL + PY_FOREIGN)
    + "}\nremote_dispatch = {\n}",
])

def r_manifold(name, mid, args, ret):
    body = ["        n%d <- morloc_get_value(s%d, mlc_schema_table[[%d]])" % (i, i, a + 1) for i, a in enumerate(args)]
    body.append("        return(morloc_put_value(%s(%s), mlc_schema_table[[%d]]))"
                % (name, ", ".join("n%d" % i for i in range(len(args))), ret + 1))
    return "\n".join(["m%d <- function(%s)" % (mid, ", ".join("s%d" % i for i in range(len(args)))), "{",
                      "    tryCatch({"] + body + [
        "    }, error = function(e) {",
        '        stop(paste0(conditionMessage(e), "\\n  at %s [r] (mid=%d, extras.loc:1:1)"), call.=FALSE)' % (name, mid),
        "    })", "}"])

R_INTERNAL = [("rTwice", 14, [0], 0)]

def r_callback(name, mid, socket, callee, outer):
    """An R manifold that calls back into another pool before applying `outer`."""
    call = ("morloc_get_value(morloc_foreign_call(%s, %dL, list(morloc_put_value(n0, mlc_schema_table[[1]]))), "
            "mlc_schema_table[[1]])" % (R_SOCK % socket, callee))
    return "\n".join(["m%d <- function(s0)" % mid, "{", "    tryCatch({",
                      "        n0 <- morloc_get_value(s0, mlc_schema_table[[1]])",
                      "        n1 <- %s" % call,
                      "        return(morloc_put_value(%s(n1), mlc_schema_table[[1]]))" % outer,
                      "    }, error = function(e) {",
                      '        stop(paste0(conditionMessage(e), "\\n  at %s [r] (mid=%d, extras.loc:1:1)"), call.=FALSE)' % (name, mid),
                      "    })", "}"])

R_CALLBACK = [("rTwiceAfterPy", 19, "pipe-py", 20, "rTwice")]
r_src = fill(LANGD + "/r/pool.R", "# <<<BREAK>>>", [
    "\n".join(preamble("r") + ['.morloc.source("extras.R")', 'mlc_schema_table = list("j")']),
    "\n\n".join([r_manifold(*m) for m in R + R_INTERNAL] + [r_callback(*m) for m in R_CALLBACK]),
    ".dispatch <- list()\n" + "".join(".dispatch[[%dL]] <- m%d\n" % (m[1], m[1]) for m in R + R_INTERNAL + R_CALLBACK)
    + ".remote_dispatch <- list()",
])

# cppViaPy 21 (cpp) = cppSquare(pyPlusOne x): the C++ pool calls the Python
# pool's manifold 20 through pool.cpp's variadic foreign_call (socket file
# name, mid, argument packets, NULL), which prefixes its tmpdir argv.
CPP_FOREIGN = [("cppViaPy", 21, "pipe-py", 20, "cppSquare")]

def cpp_manifold(name, mid, args, ret, foreign=None, fn=None):
    frame = '"\\n  at %s [cpp] (mid=%d, extras.loc:1:1)"' % (name, mid)
    out = ["uint8_t* m%d(const uint8_t* s0)" % mid, "{", "    try", "    {",
           "        int n0 = _get_value<int>(s0, mlc_schema_table[0]);"]
    if foreign:
        socket, callee = foreign
        out.append('        n0 = _get_value<int>(foreign_call("%s", %d, _put_value(n0, mlc_schema_table[0]), NULL), '
                   'mlc_schema_table[0]);' % (socket, callee))
    out += ["        return(_put_value(%s(n0), mlc_schema_table[0]));" % (fn or name), "    }"]
    out += ["    catch (const std::exception& e)", "    {",
            "        throw std::runtime_error(std::string(e.what()) + %s);" % frame, "    }"]
    return "\n".join(out + ["}"])

cpp_dispatch = """uint8_t* local_dispatch(uint32_t mid, const uint8_t** args){
    switch(mid){
        %s
        default:
            std::ostringstream oss;
            oss << "Invalid local manifold id: " << mid;
            throw std::runtime_error(oss.str());
    }
}

uint8_t* remote_dispatch(uint32_t mid, const uint8_t** args){
    switch(mid){
        default:
            std::ostringstream oss;
            oss << "Invalid remote manifold id: " << mid;
            throw std::runtime_error(oss.str());
    }
}""" % "\n        ".join("case %d: return m%d(args[0]);" % (m[1], m[1]) for m in CPP + CPP_FOREIGN)
cpp_src = fill(LANGD + "/cpp/pool.cpp", "// <<<BREAK>>>", [
    '#include "%s"' % os.path.realpath(G + "/extras.hpp"),
    "\n".join(["static Schema* mlc_schema_table[1];", "void _init_schemas() {",
               '    mlc_schema_table[0] = parse_schema_cpp("j");', "}"]),
    "\n".join("uint8_t* m%d(const uint8_t* s0);" % m[1] for m in CPP + CPP_FOREIGN),
    "\n\n".join([cpp_manifold(*m) for m in CPP]
                + [cpp_manifold(n, mid, [0], 0, (sock, callee), fn) for n, mid, sock, callee, fn in CPP_FOREIGN]),
    cpp_dispatch,
])
host_src = open(LANGD + "/cpp/pool_host.cpp").read().replace("__MORLOC_VERSION__", "0.98.2")

open(B + "/pools/py/pool.py", "w").write(py_src)
open(B + "/pools/r/pool.R", "w").write(r_src)
open(B + "/pools/cpp/pool.cpp", "w").write(cpp_src)
open(B + "/pools/cpp/pool_host.cpp", "w").write(host_src)

IO = dict(constraints=[], metadata={}, source="auto", form="auto", checks=[],
          list_source="inline", list_form="auto", list_checks=[], format=None)
TYPES = {"j": "Int", "s": "Str", "?j": "?Int", "u8": "UInt64", REC: "Rec", "f8": "Real", "i8": "Int64"}
def pos(schema, mv):
    d = {"kind": "pos", "schema": schema, "type": TYPES[schema], "name": None, "metavar": mv,
         "quoted": schema == "s", "many": False, "stdin": False, "desc": []}
    d.update(IO); return d
def cmd(name, mid, pool, args, ret, needed=None):
    return {"name": name, "type": "remote", "mid": mid, "pool": pool, "needed_pools": needed or [pool],
            "desc": ["test function " + name], "args": [pos(a, "X%d" % i) for i, a in enumerate(args)],
            "return": {"schema": ret, "type": TYPES[ret], "desc": [], "constraints": [], "metadata": {}},
            "constraints": [], "internal": False, "terminals": [], "metadata": {}, "group": None}
commands = [cmd(n, mid, 0, [PY_SCHEMAS[a] for a in args], PY_SCHEMAS[r]) for n, mid, args, r, _ in PY]
commands += [cmd(n, mid, 1, ["j"], "j") for n, mid, _, _ in R]
commands += [cmd("pyViaR", 13, 0, ["j"], "j", needed=[0, 1]), cmd("pyRoundTrip", 18, 0, ["j"], "j", needed=[0, 1])]
pools = [{"lang": "py", "exec": ["python3", "pools/py/pool.py"], "socket": "pipe-py",
          "pool_hash": "%016x" % xxh64(py_src.encode()), "allow_string_null": True, "metadata": {}},
         {"lang": "r", "exec": ["Rscript", "pools/r/pool.R"], "socket": "pipe-r",
          "pool_hash": "%016x" % xxh64(r_src.encode()), "allow_string_null": False, "metadata": {}}]
cpp_ok = False
if os.path.exists(MH + "/lib/libcppmorloc.a"):
    r = subprocess.run(["nice", "-n", "10", "g++", "-O1", "-o", "pools/cpp/pool-cpp.out", "pools/cpp/pool.cpp",
                        "pools/cpp/pool_host.cpp", "-std=c++20", "-include", "morloc_pch.hpp", "-I" + MH + "/include",
                        "-L" + MH + "/lib", "-Wl,-rpath," + MH + "/lib", "-lmorloc", "-lcppmorloc", "-lpthread",
                        "-I.", "-I" + os.path.realpath(G)], cwd=B)
    cpp_ok = r.returncode == 0
if cpp_ok:
    pools.append({"lang": "cpp", "exec": ["pools/cpp/pool-cpp.out"], "socket": "pipe-cpp",
                  "pool_hash": "%016x" % xxh64((cpp_src + host_src).encode()), "allow_string_null": True,
                  "metadata": {}})
    commands += [cmd(n, mid, 2, ["j"], "j") for n, mid, _, _ in CPP if n == "cppFail"]
    commands += [cmd("pyViaCpp", 16, 0, ["j"], "j", needed=[0, 2]), cmd("cppViaPy", 21, 2, ["j"], "j", needed=[2, 0])]
manifest = {"name": "extras", "build": {"path": ".", "time": int(time.time()), "morloc_version": "0.98.2",
            "build_params": ""}, "pools": pools, "commands": commands, "groups": [],
            "desc": ["Interop test program"], "epilogues": [], "unsafe_skip_null_check": False,
            "inline_size": None, "no_shm": False, "tmpdir": None, "run_log": None,
            "capabilities": ["log"], "metadata": {}}
json.dump(manifest, open(B + "/manifest.json", "w"), indent=1)
print("built", B + "/manifest.json", "with C++" if cpp_ok else "without C++")
