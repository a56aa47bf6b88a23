"""What the generators of the test programs built beside the morloc peer
(make-extras.py, make-tables.py, make-remote.py) share: reading a
language's preamble from morloc 0.98.2's lang.yaml, and filling a pool
template's sections, as morloc's code generator does. tests/common/mod.rs
hashes this file with each generator, so a change here rebuilds them."""
import re


def preamble(langd, home, lang):
    """The `preamble:` lines of LANGD/LANG/lang.yaml, placeholders filled."""
    lines, inside = [], False
    for ln in open("%s/%s/lang.yaml" % (langd, lang)):
        if ln.startswith("preamble:"):
            inside = True; continue
        if inside:
            m = re.match(r"^\s+- (['\"])(.*)\1\s*$", ln)
            if m:
                lines.append(m.group(2).replace("''", "'") if m.group(1) == "'" else m.group(2)); continue
            if ln.strip().startswith("#"):
                continue
            break
    sub = {"{{home}}": home, "{{opt}}": home + "/opt", "{{lib}}": home + "/src/morloc/plane"}
    for k, v in sub.items():
        lines = [l.replace(k, v) for l in lines]
    return lines


def fill(path, marker, sections):
    """The template at PATH with each MARKER replaced by the next section."""
    parts = open(path).read().split(marker)
    assert len(parts) == len(sections) + 1, (path, len(parts))
    out = parts[0]
    for sec, rest in zip(sections, parts[1:]):
        out += sec + rest
    return out.replace("__MORLOC_VERSION__", "0.98.2")
