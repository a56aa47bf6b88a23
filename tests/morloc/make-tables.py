#!/usr/bin/env python3
"""Build the `tables` morloc program for tests/morloc_tables.rs, the way
make-extras.py builds `extras`: morloc 0.98.2's own pool templates filled as
its code generator fills them, and the manifest `morloc make` writes. Table
functions take and return pyarrow.RecordBatch (Python) and mlc::ArrowTable
(C++, over the Arrow C Data Interface), as morloc's table-py and C++
instances do.

usage: make-tables.py PEER OUT     (needs pyarrow in the pools' python3)"""
import json, os, re, subprocess, sys, time

PEER, OUT = sys.argv[1], sys.argv[2]
MH, LANGD = PEER + "/home", PEER + "/src/data/lang"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from morloc_templates import fill, preamble as _preamble  # shared with the other generators


def preamble(lang):
    return _preamble(LANGD, MH, lang)
G = os.path.join(OUT, "tables")
B = G + "/tables-build"
for d in ("py", "cpp"):
    os.makedirs(B + "/pools/" + d, exist_ok=True)
sys.path.insert(0, PEER)
from mlc_xxh64 import xxh64  # written by build-peer.sh

open(G + "/tables.py", "w").write('''import json
import pyarrow as pa

def pyEcho(t):
    return t

def pyDescribe(t):
    return json.dumps(t.to_pylist(), ensure_ascii=False, separators=(",", ":"))

def pyMake(n):
    return pa.RecordBatch.from_pydict({
        "i": pa.array(range(n), pa.int64()),
        "x": pa.array([i * 0.5 for i in range(n)], pa.float64()),
        "s": pa.array(["r%d" % i for i in range(n)], pa.string()),
        "b": pa.array([i % 3 == 0 for i in range(n)], pa.bool_())})

def pyRows(t):
    return t.num_rows

def pyNulls(n):
    return pa.RecordBatch.from_pydict({"x": pa.array([1, None, 3], pa.int64())})
''')
# Also inside the build directory, so that `nexus install`, which copies
# only that directory, keeps it; the pool puts its build directory first on
# sys.path (one line more than morloc generates) so that it is found there.
import shutil
shutil.copy(G + "/tables.py", B + "/tables.py")
open(G + "/tables.hpp", "w").write('''#ifndef TABLES_HPP
#define TABLES_HPP
#include <cstring>
#include <stdexcept>
#include <string>
#include "mlc_arrow.hpp"
// Over the Arrow C Data Interface (the structs nanoarrow defines), as a
// morloc C++ table function sees its mlc::ArrowTable.
mlc::ArrowTable cppEcho(mlc::ArrowTable t) { return t; }
int cppCountTrue(const mlc::ArrowTable& t) {
    const ArrowSchema* s = t.schema();
    for (int64_t c = 0; c < s->n_children; c++) {
        if (std::strcmp(s->children[c]->name, "ok") != 0) continue;
        if (std::strcmp(s->children[c]->format, "b") != 0) throw std::runtime_error("ok is not b");
        const ArrowArray* a = t.array()->children[c];
        const uint8_t* bits = (const uint8_t*)a->buffers[1];
        int n = 0;
        for (int64_t i = 0; i < a->length; i++) {
            int64_t j = i + a->offset;
            n += (bits[j / 8] >> (j % 8)) & 1;
        }
        return n;
    }
    throw std::runtime_error("no column ok");
}
#endif
''')

TA = "T:34names3agej2okb"

PY_SCHEMAS = ["j", "s", TA, "T"]
# (name, mid, [arg schema ids], return schema id)
PY = [("pyEcho", 1, [2], 2), ("pyDescribe", 2, [2], 1), ("pyMake", 3, [0], 3), ("pyRows", 4, [3], 0),
      ("pyNulls", 5, [0], 3), ("pyEchoAny", 8, [3], 3)]
FN = {"pyEchoAny": "pyEcho"}

def py_manifold(name, mid, args, ret):
    body = ["        n%d = morloc.get_value(s%d, mlc_schema_table[%d])" % (i, i, a) for i, a in enumerate(args)]
    body.append("        return(morloc.put_value(tables.%s(%s), mlc_schema_table[%d]))"
                % (FN.get(name, name), ", ".join("n%d" % i for i in range(len(args))), ret))
    return "\n".join(["def m%d(%s):" % (mid, ", ".join("s%d" % i for i in range(len(args)))), "    try:"] + body + [
        "    except Exception as e:",
        '        raise RuntimeError(f"{e!s}\\n  at %s [py] (mid=%d, tables.loc:1:1)")' % (name, mid)])

py_src = fill(LANGD + "/py/pool.py", "# <<<BREAK>>>", [
    "\n".join(preamble("py") + ['sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))',
                               'tables = importlib.import_module("tables")',
                               "mlc_schema_table = [%s]" % ", ".join('"%s"' % s for s in PY_SCHEMAS)]),
    "\n\n".join(py_manifold(*m) for m in PY),
    "dispatch = {\n" + "".join("    %d: m%d,\n" % (m[1], m[1]) for m in PY) + "}\nremote_dispatch = {\n}",
])

CPP = [("cppEcho", 6, "mlc::ArrowTable", 1, 1), ("cppCountTrue", 7, "mlc::ArrowTable", 1, 0)]
def cpp_manifold(name, mid, ty, arg, ret):
    frame = '"\\n  at %s [cpp] (mid=%d, tables.loc:1:1)"' % (name, mid)
    return "\n".join([
        "uint8_t* m%d(const uint8_t* s0)" % mid, "{", "    try", "    {",
        "        %s n0 = _get_value<%s>(s0, mlc_schema_table[%d]);" % (ty, ty, arg),
        "        return(_put_value(%s(std::move(n0)), mlc_schema_table[%d]));" % (name, ret), "    }",
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
    '#include "%s"' % os.path.realpath(G + "/tables.hpp"),
    "\n".join(["static Schema* mlc_schema_table[2];", "void _init_schemas() {",
               '    mlc_schema_table[0] = parse_schema_cpp("j");',
               '    mlc_schema_table[1] = parse_schema_cpp("%s");' % TA, "}"]),
    "\n".join("uint8_t* m%d(const uint8_t* s0);" % m[1] for m in CPP),
    "\n\n".join(cpp_manifold(*m) for m in CPP),
    cpp_dispatch,
])
host_src = open(LANGD + "/cpp/pool_host.cpp").read().replace("__MORLOC_VERSION__", "0.98.2")
open(B + "/pools/py/pool.py", "w").write(py_src)
open(B + "/pools/cpp/pool.cpp", "w").write(cpp_src)
open(B + "/pools/cpp/pool_host.cpp", "w").write(host_src)

IO = dict(constraints=[], metadata={}, source="auto", form="auto", checks=[],
          list_source="inline", list_form="auto", list_checks=[], format=None)
TYPES = {"j": "Int", "s": "Str", TA: "Table n {name=Str, age=Int, ok=Bool}", "T": "Table n"}
def pos(schema, mv):
    d = {"kind": "pos", "schema": schema, "type": TYPES[schema], "name": None, "metavar": mv,
         "quoted": schema == "s", "many": False, "stdin": False, "desc": []}
    d.update(IO); return d
def cmd(name, mid, pool, args, ret):
    return {"name": name, "type": "remote", "mid": mid, "pool": pool, "needed_pools": [pool],
            "desc": ["test function " + name], "args": [pos(a, "X%d" % i) for i, a in enumerate(args)],
            "return": {"schema": ret, "type": TYPES[ret], "desc": [], "constraints": [], "metadata": {}},
            "constraints": [], "internal": False, "terminals": [], "metadata": {}, "group": None}
commands = [cmd(n, mid, 0, [PY_SCHEMAS[a] for a in args], PY_SCHEMAS[r]) for n, mid, args, r in PY]
pools = [{"lang": "py", "exec": ["python3", "pools/py/pool.py"], "socket": "pipe-py",
          "pool_hash": "%016x" % xxh64(py_src.encode()), "allow_string_null": True, "metadata": {}}]
r = subprocess.run(["nice", "-n", "10", "g++", "-O1", "-o", "pools/cpp/pool-cpp.out", "pools/cpp/pool.cpp",
                    "pools/cpp/pool_host.cpp", "-std=c++20", "-include", "morloc_pch.hpp", "-I" + MH + "/include",
                    "-L" + MH + "/lib", "-Wl,-rpath," + MH + "/lib", "-lmorloc", "-lcppmorloc", "-lpthread",
                    "-I.", "-I" + os.path.realpath(G)], cwd=B)
if r.returncode != 0:
    sys.exit("the C++ table pool did not compile")
pools.append({"lang": "cpp", "exec": ["pools/cpp/pool-cpp.out"], "socket": "pipe-cpp",
              "pool_hash": "%016x" % xxh64((cpp_src + host_src).encode()), "allow_string_null": True,
              "metadata": {}})
commands += [cmd(n, mid, 1, [TA], TA if ret == 1 else "j") for n, mid, _, _, ret in CPP]
manifest = {"name": "tables", "build": {"path": ".", "time": int(time.time()), "morloc_version": "0.98.2",
            "build_params": ""}, "pools": pools, "commands": commands, "groups": [],
            "desc": ["Table interop test program"], "epilogues": [], "unsafe_skip_null_check": False,
            "inline_size": None, "no_shm": False, "tmpdir": None, "run_log": None,
            "capabilities": ["log"], "metadata": {}}
json.dump(manifest, open(B + "/manifest.json", "w"), indent=1)
print("built", B + "/manifest.json")
