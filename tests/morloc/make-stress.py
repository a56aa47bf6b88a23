#!/usr/bin/env python3
"""Build the `stress` morloc program for scripts/stress-morloc.py and
tests/morloc_stress.rs, the way make-extras.py builds `extras`: morloc
0.98.2's own pool templates filled as its code generator fills them, and
the manifest `morloc make` would write.

Every command echoes its argument, so every answer has a known truth:
strings, lists and records in Python, R and C++ (records not in C++, whose
records are generated structs), plus cross-pool echoes (Python through R
and through C++), which make each call a foreign call in a second pool, and
a real number in each language: a call whose argument and result are
always inline, which shares the program's turn with its like (the hand-off
rule in src/morloc/process.rs) while the big calls to the same pools wait
for it and it for them.

usage: make-stress.py PEER OUT"""
import json, os, subprocess, sys, time

PEER, OUT = sys.argv[1], sys.argv[2]
MH, LANGD = PEER + "/home", PEER + "/src/data/lang"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from morloc_templates import fill, preamble as _preamble

G = os.path.join(OUT, "stress")
B = G + "/stress-build"
for d in ("py", "r", "cpp"):
    os.makedirs(B + "/pools/" + d, exist_ok=True)
sys.path.insert(0, PEER)
from mlc_xxh64 import xxh64  # written by build-peer.sh

S, L, REC, NUM = "s", "af8", "m24names4valsaf8", "f8"
TYPES = {S: "Str", L: "[Real]", REC: "Rec", NUM: "Real"}
SCHEMAS = [S, L, REC, NUM]

open(G + "/stress.py", "w").write("def pyId(x):\n    return x\n")
open(G + "/stress.R", "w").write("rId <- function(x) { x }\n")
open(G + "/stress.hpp", "w").write('''#ifndef STRESS_HPP
#define STRESS_HPP
#include <string>
#include <vector>
std::string cppStr(std::string x) { return x; }
std::vector<double> cppList(std::vector<double> x) { return x; }
double cppNum(double x) { return x; }
#endif
''')

PY_SOCK = 'os.path.join(global_state["tmpdir"], "%s")'

# (name, mid, schema index)
PY = [("pyStr", 1, 0), ("pyList", 2, 1), ("pyRec", 3, 2), ("pyNum", 11, 3)]
R = [("rStr", 4, 0), ("rList", 5, 1), ("rRec", 6, 2), ("rNum", 12, 3)]
CPP = [("cppStr", 7, 0, "std::string"), ("cppList", 8, 1, "std::vector<double>"), ("cppNum", 13, 3, "double")]
# Python manifolds whose value goes through another pool first.
PY_FOREIGN = [("pyViaR", 9, "pipe-r", 4, 0), ("pyViaCpp", 10, "pipe-cpp", 8, 1)]


def py_manifold(name, mid, sch):
    return "\n".join([
        "def m%d(s0):" % mid, "    try:",
        "        n0 = morloc.get_value(s0, mlc_schema_table[%d])" % sch,
        "        return(morloc.put_value(stress.pyId(n0), mlc_schema_table[%d]))" % sch,
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, stress.loc:1:1)")' % (name, mid)])


def py_foreign(name, mid, socket, callee, sch):
    call = ("morloc.get_value(morloc.foreign_call(%s, %d, [morloc.put_value(n0, mlc_schema_table[%d])]), "
            "mlc_schema_table[%d])" % (PY_SOCK % socket, callee, sch, sch))
    return "\n".join([
        "def m%d(s0):" % mid, "    try:",
        "        n0 = morloc.get_value(s0, mlc_schema_table[%d])" % sch,
        "        n1 = %s" % call,
        "        return(morloc.put_value(n1, mlc_schema_table[%d]))" % sch,
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, stress.loc:1:1)")' % (name, mid)])


py_src = fill(LANGD + "/py/pool.py", "# <<<BREAK>>>", [
    "\n".join(_preamble(LANGD, MH, "py") + [
        'sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))',
        'stress = importlib.import_module("stress")',
        "mlc_schema_table = [%s]" % ", ".join('"%s"' % s for s in SCHEMAS)]),
    "\n\n".join([py_manifold(*m) for m in PY] + [py_foreign(*m) for m in PY_FOREIGN]),
    "dispatch = {\n" + "".join("    %d: m%d,\n" % (m[1], m[1]) for m in PY + PY_FOREIGN)
    + "}\nremote_dispatch = {\n}",
])


def r_manifold(name, mid, sch):
    return "\n".join([
        "m%d <- function(s0)" % mid, "{", "    tryCatch({",
        "        n0 <- morloc_get_value(s0, mlc_schema_table[[%d]])" % (sch + 1),
        "        return(morloc_put_value(rId(n0), mlc_schema_table[[%d]]))" % (sch + 1),
        "    }, error = function(e) {",
        '        stop(paste0(conditionMessage(e), "\\n  at %s [r] (mid=%d, stress.loc:1:1)"), call.=FALSE)' % (name, mid),
        "    })", "}"])


r_src = fill(LANGD + "/r/pool.R", "# <<<BREAK>>>", [
    "\n".join(_preamble(LANGD, MH, "r") + ['.morloc.source("stress.R")',
                                          "mlc_schema_table = list(%s)" % ", ".join('"%s"' % s for s in SCHEMAS)]),
    "\n\n".join(r_manifold(*m) for m in R),
    ".dispatch <- list()\n" + "".join(".dispatch[[%dL]] <- m%d\n" % (m[1], m[1]) for m in R)
    + ".remote_dispatch <- list()",
])


def cpp_manifold(name, mid, sch, ty):
    frame = '"\\n  at %s [cpp] (mid=%d, stress.loc:1:1)"' % (name, mid)
    return "\n".join([
        "uint8_t* m%d(const uint8_t* s0)" % mid, "{", "    try", "    {",
        "        %s n0 = _get_value<%s>(s0, mlc_schema_table[%d]);" % (ty, ty, sch),
        "        return(_put_value(%s(std::move(n0)), mlc_schema_table[%d]));" % (name, sch), "    }",
        "    catch (const std::exception& e)", "    {",
        "        throw std::runtime_error(std::string(e.what()) + %s);" % frame, "    }", "}"])


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
}""" % "\n        ".join("case %d: return m%d(args[0]);" % (m[1], m[1]) for m in CPP)
cpp_src = fill(LANGD + "/cpp/pool.cpp", "// <<<BREAK>>>", [
    '#include "%s"' % os.path.realpath(G + "/stress.hpp"),
    "\n".join(["static Schema* mlc_schema_table[%d];" % len(SCHEMAS), "void _init_schemas() {"]
              + ['    mlc_schema_table[%d] = parse_schema_cpp("%s");' % (i, s) for i, s in enumerate(SCHEMAS)]
              + ["}"]),
    "\n".join("uint8_t* m%d(const uint8_t* s0);" % m[1] for m in CPP),
    "\n\n".join(cpp_manifold(*m) for m in CPP),
    cpp_dispatch,
])
host_src = open(LANGD + "/cpp/pool_host.cpp").read().replace("__MORLOC_VERSION__", "0.98.2")
open(B + "/pools/py/pool.py", "w").write(py_src)
open(B + "/pools/r/pool.R", "w").write(r_src)
open(B + "/pools/cpp/pool.cpp", "w").write(cpp_src)
open(B + "/pools/cpp/pool_host.cpp", "w").write(host_src)
r = subprocess.run(["nice", "-n", "10", "g++", "-O1", "-o", "pools/cpp/pool-cpp.out", "pools/cpp/pool.cpp",
                    "pools/cpp/pool_host.cpp", "-std=c++20", "-include", "morloc_pch.hpp", "-I" + MH + "/include",
                    "-L" + MH + "/lib", "-Wl,-rpath," + MH + "/lib", "-lmorloc", "-lcppmorloc", "-lpthread",
                    "-I.", "-I" + os.path.realpath(G)], cwd=B)
if r.returncode != 0:
    sys.exit("the C++ stress pool did not compile")

IO = dict(constraints=[], metadata={}, source="auto", form="auto", checks=[],
          list_source="inline", list_form="auto", list_checks=[], format=None)


def pos(schema, mv):
    d = {"kind": "pos", "schema": schema, "type": TYPES[schema], "name": None, "metavar": mv,
         "quoted": schema == S, "many": False, "stdin": False, "desc": []}
    d.update(IO)
    return d


def cmd(name, mid, pool, sch, needed=None):
    schema = SCHEMAS[sch]
    return {"name": name, "type": "remote", "mid": mid, "pool": pool, "needed_pools": needed or [pool],
            "desc": ["echoes its argument (" + name + ")"], "args": [pos(schema, "X")],
            "return": {"schema": schema, "type": TYPES[schema], "desc": [], "constraints": [], "metadata": {}},
            "constraints": [], "internal": False, "terminals": [], "metadata": {}, "group": None}


commands = [cmd(n, mid, 0, s) for n, mid, s in PY]
commands += [cmd(n, mid, 1, s) for n, mid, s in R]
commands += [cmd(n, mid, 2, s) for n, mid, s, _ in CPP]
commands += [cmd("pyViaR", 9, 0, 0, [0, 1]), cmd("pyViaCpp", 10, 0, 1, [0, 2])]
pools = [{"lang": "py", "exec": ["python3", "pools/py/pool.py"], "socket": "pipe-py",
          "pool_hash": "%016x" % xxh64(py_src.encode()), "allow_string_null": True, "metadata": {}},
         {"lang": "r", "exec": ["Rscript", "pools/r/pool.R"], "socket": "pipe-r",
          "pool_hash": "%016x" % xxh64(r_src.encode()), "allow_string_null": False, "metadata": {}},
         {"lang": "cpp", "exec": ["pools/cpp/pool-cpp.out"], "socket": "pipe-cpp",
          "pool_hash": "%016x" % xxh64((cpp_src + host_src).encode()), "allow_string_null": True, "metadata": {}}]
manifest = {"name": "stress", "build": {"path": ".", "time": int(time.time()), "morloc_version": "0.98.2",
            "build_params": ""}, "pools": pools, "commands": commands, "groups": [],
            "desc": ["Echoes in every pool language, for the concurrency stress test"], "epilogues": [],
            "unsafe_skip_null_check": False, "inline_size": None, "no_shm": False, "tmpdir": None,
            "run_log": None, "capabilities": ["log"], "metadata": {}}
json.dump(manifest, open(B + "/manifest.json", "w"), indent=1)
print("built", B + "/manifest.json")
