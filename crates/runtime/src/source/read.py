# nexus source reader for Python (embedded in the binary; see src/source/mod.rs).
#
# Describes the public functions of one Python file as JSON on stdout, by
# parsing it with `ast`: the file is never imported or executed, so reading
# it has no side effects. The nexus maps the description to a manifest;
# every judgement about types happens there, not here.
# Runs as `python3 -I -c "<this file>" FILE`.

import ast
import json
import sys


def ty(node):
    """An annotation as a small tree: name, sub, or, none, other."""
    if node is None:
        return None
    src = ast.unparse(node)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            inner = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return {"other": src}
        return ty(inner)
    if isinstance(node, ast.Constant) and node.value is None:
        return {"none": True, "src": src}
    if isinstance(node, ast.Name):
        return {"name": node.id, "src": src}
    if isinstance(node, ast.Attribute):
        return {"name": node.attr, "qual": src, "src": src}
    if isinstance(node, ast.Subscript):
        base = ty(node.value)
        if not base or "name" not in base:
            return {"other": src}
        sl = node.slice
        items = sl.elts if isinstance(sl, ast.Tuple) else [sl]
        return {"sub": base["name"], "args": [ty(i) for i in items], "src": src}
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return {"or": [ty(node.left), ty(node.right)], "src": src}
    return {"other": src}


def default(node):
    if node is None:
        return None
    try:
        value = ast.literal_eval(node)
        return {"json": json.loads(json.dumps(value, allow_nan=False))}
    except Exception:
        return {"text": ast.unparse(node)}


def params(fn):
    a = fn.args
    out = []
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for p, d in zip(positional, defaults):
        out.append({"name": p.arg, "line": p.lineno, "kind": "pos", "type": ty(p.annotation), "default": default(d)})
    if a.vararg:
        out.append({"name": a.vararg.arg, "line": a.vararg.lineno, "kind": "varargs", "type": ty(a.vararg.annotation), "default": None})
    for p, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append({"name": p.arg, "line": p.lineno, "kind": "kwonly", "type": ty(p.annotation), "default": default(d)})
    if a.kwarg:
        out.append({"name": a.kwarg.arg, "line": a.kwarg.lineno, "kind": "varkw", "type": ty(a.kwarg.annotation), "default": None})
    return out


def decorator_name(d):
    if isinstance(d, ast.Call):
        d = d.func
    if isinstance(d, ast.Attribute):
        return d.attr
    if isinstance(d, ast.Name):
        return d.id
    return ""


def record(cls):
    bases = [decorator_name(b) for b in cls.bases]
    if "TypedDict" in bases:
        kind = "typeddict"
        total = all(not (k.arg == "total" and isinstance(k.value, ast.Constant) and k.value.value is False)
                    for k in cls.keywords)
    elif any(decorator_name(d) == "dataclass" for d in cls.decorator_list):
        kind, total = "dataclass", True
    else:
        return None
    fields = []
    for stmt in cls.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            t = ty(stmt.annotation)
            if t and t.get("name") == "ClassVar" or t and t.get("sub") == "ClassVar":
                continue
            fields.append({"name": stmt.target.id, "line": stmt.lineno, "type": t})
    return {"name": cls.name, "line": cls.lineno, "kind": kind, "total": total,
            "doc": ast.get_docstring(cls), "fields": fields}


def names_in_all(tree):
    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else []
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            try:
                value = ast.literal_eval(stmt.value)
            except Exception:
                return {"line": stmt.lineno, "names": None}
            if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
                return {"line": stmt.lineno, "names": list(value)}
            return {"line": stmt.lineno, "names": None}
    return None


def main():
    path = sys.argv[1]
    with open(path, "rb") as f:
        text = f.read()
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as e:
        print(json.dumps({"syntax_error": {"line": e.lineno or 0, "message": e.msg}}))
        return
    functions, records = [], []
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            functions.append({
                "name": stmt.name,
                "line": stmt.lineno,
                "async": isinstance(stmt, ast.AsyncFunctionDef),
                "doc": ast.get_docstring(stmt),
                "params": params(stmt),
                "returns": ty(stmt.returns),
            })
        elif isinstance(stmt, ast.ClassDef):
            r = record(stmt)
            if r:
                records.append(r)
    print(json.dumps({
        "doc": ast.get_docstring(tree),
        "all": names_in_all(tree),
        "functions": functions,
        "records": records,
    }))


main()
