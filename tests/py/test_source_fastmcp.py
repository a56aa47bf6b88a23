#!/usr/bin/env python3
"""Our inputSchema for a bare .py file against the official SDK's own
high-level server (MCPServer in mcp 2.x, FastMCP in 1.x) for the same
functions (issue 11): property names, types, required, defaults and
descriptions, for every function of tests/programs/bare/sigs.py (all of
them are expressible in morloc's types).

The differences that are on purpose, normalized away below and listed:
  1. positionals are `_1`, `_2`, … (seed 000); SDK properties are the names.
  2. the SDK adds `title`s; we add none.
  3. optionals: the SDK writes anyOf [T, {"type": "null"}]; we write
     "type": [T, "null"] (the same set of values).
  4. records: the SDK uses $defs/$ref; we inline them, with
     additionalProperties: false (morloc records are exact).
  5. descriptions: the SDK's tool description is the whole docstring and its
     properties have none; ours is the text before the sections, and each
     property gets its Args/Parameters/:param: text.
  6. outputSchema: the SDK wraps a non-record in {"result": …}; we declare
     one only for records (MCP text for everything else).
  7. a nullable parameter without a default is required by the SDK; we
     leave it out of `required` and pass null when it is omitted, as
     morloc's nexus does for a `?T` positional (issue 10). Options say
     their default in their description too, as morloc's do (under 5).
"""

import asyncio
import importlib.util
import inspect
import json
import subprocess
import sys

from checks import NEXUS, REPO, check, failures, finish
SIGS = REPO / "tests" / "programs" / "bare" / "sigs.py"

try:
    from mcp.server.mcpserver import MCPServer as Server  # mcp 2.x
except ImportError:  # pragma: no cover - mcp 1.x
    from mcp.server.fastmcp import FastMCP as Server

differences = set()


def normalize(schema, defs):
    """The value-shape of a JSON Schema: refs resolved, optional unions as
    type lists, titles, descriptions and additionalProperties dropped."""
    if isinstance(schema, list):
        return [normalize(s, defs) for s in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        differences.add("4 records inlined, not $ref")
        return normalize(defs[schema["$ref"].split("/")[-1]], defs)
    if "anyOf" in schema:
        parts = [normalize(s, defs) for s in schema["anyOf"]]
        nulls = [p for p in parts if p == {"type": "null"}]
        others = [p for p in parts if p != {"type": "null"}]
        if nulls and len(others) == 1:
            differences.add("3 optional as a type list")
            out = dict(others[0])
            out["type"] = [out["type"], "null"]
            out.update({k: v for k, v in schema.items() if k not in ("anyOf", "title", "description")})
            return normalize(out, defs)
    out = {}
    for k, v in schema.items():
        if k in ("title", "description", "$defs"):
            continue
        if k == "additionalProperties":
            continue
        out[k] = normalize(v, defs) if k != "required" else sorted(v)
    return out


def ours():
    out = subprocess.run([NEXUS, str(SIGS), "--mcp-tools"], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise SystemExit(f"nexus --mcp-tools failed: {out.stderr}")
    return {t["name"]: t for t in json.loads(out.stdout)["tools"]}


def theirs():
    # pydantic builds schemas of TypedDicts only from typing_extensions' on
    # Python < 3.12; the functions are the same either way.
    import typing
    import typing_extensions
    typing.TypedDict = typing_extensions.TypedDict
    spec = importlib.util.spec_from_file_location("sigs", SIGS)
    module = importlib.util.module_from_spec(spec)
    sys.modules["sigs"] = module
    spec.loader.exec_module(module)
    server = Server("sigs")
    for name, fn in inspect.getmembers(module, inspect.isfunction):
        if fn.__module__ == "sigs" and not name.startswith("_"):
            server.tool()(fn)
    listed = server.list_tools()
    if inspect.iscoroutine(listed):
        listed = asyncio.run(listed)
    return {t.name: t.model_dump(by_alias=True, exclude_none=True) for t in listed}, module


def main():
    mine, (sdk, module) = ours(), theirs()
    # On purpose: we also serve seed 003's `evaluate` dry-run tool.
    check("evaluate" in mine, "the evaluate dry run is served")
    mine.pop("evaluate", None)
    check(sorted(mine) == sorted(sdk), f"the same tools: {sorted(mine)} vs {sorted(sdk)}")
    for name in sorted(mine):
        a, b = mine[name]["inputSchema"], sdk[name]["inputSchema"]
        defs = b.get("$defs", {})
        params = list(inspect.signature(getattr(module, name)).parameters)
        a_props, b_props = list(a["properties"].items()), list(b["properties"].items())
        check(len(a_props) == len(b_props), f"{name}: property count {len(a_props)} vs {len(b_props)}")
        renames = {}
        for (ka, va), (kb, vb), param in zip(a_props, b_props, params):
            check(kb == param, f"{name}: the SDK names {kb} after the parameter {param}")
            if ka != kb:
                check(ka.startswith("_") and ka[1:].isdigit(), f"{name}: {ka} vs {kb} is only the positional naming")
                differences.add("1 positionals are _1, _2, …")
                renames[ka] = kb
            na, nb = normalize(va, defs), normalize(vb, defs)
            check(na == nb, f"{name}.{kb}: type and default differ:\n  ours {na}\n  sdk  {nb}")
            check(("default" in va) == ("default" in vb), f"{name}.{kb}: default presence")
            if "default" in va:
                check(va["default"] == vb["default"], f"{name}.{kb}: default {va['default']} vs {vb['default']}")
            if "title" in vb:
                differences.add("2 no titles")
            if "description" in va and "description" not in vb:
                differences.add("5 per-property descriptions from the docstring")
        required = sorted(renames.get(r, r) for r in a.get("required", []))
        sdk_required = []
        for r in b.get("required", []):
            kind = normalize(b["properties"][r], defs).get("type")
            if isinstance(kind, list) and "null" in kind:
                differences.add("7 a nullable parameter is not required")
            else:
                sdk_required.append(r)
        check(required == sorted(sdk_required), f"{name}: required {required} vs {b.get('required')}")
        doc = inspect.getdoc(getattr(module, name)) or ""
        sdk_desc = inspect.cleandoc(sdk[name].get("description", ""))
        check(sdk_desc == doc, f"{name}: the SDK describes with the whole docstring")
        check(doc.startswith(mine[name].get("description", "")), f"{name}: ours is the docstring's opening text")
        if mine[name].get("description", "") != doc:
            differences.add("5 the tool description is the text before the sections")
        out_a, out_b = mine[name].get("outputSchema"), sdk[name].get("outputSchema")
        if out_a is not None:
            check(normalize(out_a, {}) == normalize(out_b, out_b.get("$defs", {})),
                  f"{name}: outputSchema ours {out_a} vs sdk {out_b}")
        elif out_b is not None:
            check(list(out_b.get("properties", {})) == ["result"], f"{name}: the SDK wraps a scalar: {out_b}")
            differences.add("6 no outputSchema for a non-record")
    print("on-purpose differences seen: " + "; ".join(sorted(differences)))


main()
finish()
