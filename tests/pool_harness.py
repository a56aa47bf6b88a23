#!/usr/bin/env python3
"""Pool harness: drives the nexus pool runtimes over raw packets, without the nexus.

Launches pools/python/pool.py and pools/r/pool.R the way the nexus does
(requests on fd 3, replies on fd 4, fd 0 /dev/null, NEXUS_SHM_PREFIX set, own
process group) and checks docs/POOL-PROTOCOL.md end to end: PING, every
identity command of tests/programs/allkinds with edge values, every argument
kind, FAIL then a working call, stdout noise, metadata skipping, short reads,
32 MiB payloads through shared memory both ways, start and protocol errors,
the combat example, module state, and that /dev/shm holds nothing with the
prefix afterwards. Exits 1 on any failure and prints what failed.

    tests/pool_harness.py                    # both runtimes
    tests/pool_harness.py --lang py          # one runtime
    tests/pool_harness.py --bench 20000      # round trips/s of a trivial call
    tests/pool_harness.py --launch file      # start the runtimes another way

Launch forms: `nexus` (default) starts them as src/pool.rs does, the runtime's
text in NEXUS_RUNTIME and a one-line -c/-e program that evaluates it; `file`
runs `python3 pools/python/pool.py M I` / `Rscript pools/r/pool.R M I`; `c`
runs `python3 -c <pool.py text> M I`; `e` runs `Rscript -e <pool.R text> --args
M I`, which fails: R drops -e text of 10,000 bytes or more, counted after
Rscript has turned each space and newline into a 3-byte escape.
"""

import argparse
import fcntl
import json
import math
import os
import secrets
import select
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POOL_PY = os.path.join(ROOT, "pools", "python", "pool.py")
POOL_R = os.path.join(ROOT, "pools", "r", "pool.R")
PROGRAMS = os.path.join(ROOT, "tests", "programs")
ALLKINDS = os.path.join(PROGRAMS, "allkinds", "manifest.json")
COMBAT = os.path.join(ROOT, "examples", "combat", "manifest.json")
STATEFUL = os.path.join(PROGRAMS, "stateful", "manifest.json")
NOR = os.path.join(PROGRAMS, "nor", "manifest.json")

MAGIC = 0x0707F86D
HDR = struct.Struct("<I8xBBBBBBBBIQ")  # magic, type, b13..b19, offset, length
DATA = struct.Struct("<I8xBBBBBB2xIQ")  # magic, type, source, format, compr, encr, status, offset, length
CALL = struct.Struct("<I8xBB2xIIQ")    # magic, type, entrypoint, mid, offset, length
BIG = 32 * 1024 * 1024
START_DEADLINE = 30.0   # seconds for a worker to answer its first PING
REPLY_DEADLINE = 120.0  # seconds for any later reply (32 MiB payloads included)
R_E_LIMIT = 10000  # R's buffer for -e text, after Rscript turns each space and newline into 3 bytes


class Failure(Exception):
    pass


def shm_prefix():
    return "nexus.harness.%d.%s." % (os.getpid(), secrets.token_hex(4))


def read_exact(fd, n, deadline=REPLY_DEADLINE):
    buf = bytearray()
    while len(buf) < n:
        if not select.select([fd], [], [], deadline)[0]:
            raise Failure("no reply within %.0fs (%d of %d bytes read)" % (deadline, len(buf), n))
        b = os.read(fd, n - len(buf))
        if not b:
            raise Failure("worker closed fd 4 (EOF after %d of %d bytes)" % (len(buf), n))
        buf += b
    return bytes(buf)


def write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def dumps(v):
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False).encode()


def same(a, b):
    """JSON equality that keeps bool/int/float apart and the sign of zero."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return a == b and math.copysign(1, a) == math.copysign(1, b) or (a != a and b != b)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


class Worker:
    """One pool worker process and the packets exchanged with it."""

    def __init__(self, lang, manifest, index, launch="nexus", prefix=None):
        self.manifest_path = manifest
        with open(manifest) as f:
            self.manifest = json.load(f)
        self.inline = self.manifest.get("inline_size") or 65536
        self.mids = {c["name"]: c.get("mid", i) for i, c in enumerate(self.manifest["commands"])}
        self.prefix = prefix or shm_prefix()
        self.counter = 0
        self.stdout = tempfile.TemporaryFile()
        self.stderr = tempfile.TemporaryFile()
        env = dict(os.environ, NEXUS_SHM_PREFIX=self.prefix)
        args = [manifest, str(index)]
        runtime = open(POOL_PY if lang == "py" else POOL_R).read()
        if launch == "nexus":  # as src/pool.rs starts the built-in runtimes
            env["NEXUS_RUNTIME"] = runtime
            cmd = (["python3", "-c", "import os; exec(compile(os.environ.pop('NEXUS_RUNTIME'), 'nexus-pool.py', "
                    "'exec'), {'__name__': '__main__'})"] if lang == "py" else
                   ["Rscript", "--vanilla", "-e", "eval(parse(text = Sys.getenv('NEXUS_RUNTIME')))"]) + args
        elif launch == "file":
            cmd = (["python3", POOL_PY] if lang == "py" else ["Rscript", POOL_R]) + args
        elif lang == "py":  # "c": the file's text as the -c program
            cmd = ["python3", "-c", runtime] + args
        else:  # "e": the file's text as the -e expression
            escaped = len(runtime) + 2 * (runtime.count(" ") + runtime.count("\n"))
            if escaped >= R_E_LIMIT:
                print("note: pool.R is %d bytes once Rscript escapes it; R drops -e expressions of %d or more"
                      % (escaped, R_E_LIMIT), file=sys.stderr)
            cmd = ["Rscript", "-e", runtime, "--args"] + args
        req_r, self.req = os.pipe()
        self.rep, rep_w = os.pipe()
        def child_fds():  # in the child: put its pipe ends on fds 3 and 4, whatever numbers os.pipe chose
            r, w = fcntl.fcntl(req_r, fcntl.F_DUPFD, 10), fcntl.fcntl(rep_w, fcntl.F_DUPFD, 10)
            os.dup2(r, 3)
            os.dup2(w, 4)
            os.close(r)
            os.close(w)
        # every other descriptor here is close-on-exec, so the worker inherits only 0-4
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=self.stdout, stderr=self.stderr,
                                     env=env, close_fds=False, preexec_fn=child_fds, process_group=0)
        os.close(req_r)
        os.close(rep_w)

    # -- lifecycle --
    def stderr_tail(self):
        self.stderr.seek(0)
        return self.stderr.read()[-2000:].decode(errors="replace")

    def stdout_text(self):
        self.stdout.seek(0)
        return self.stdout.read().decode(errors="replace")

    def close(self, timeout=10):
        """Close fd 3 (EOF) and return the exit status."""
        if self.req is not None:
            os.close(self.req)
            self.req = None
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
        if self.rep is not None:
            os.close(self.rep)
            self.rep = None
        return rc

    # -- packets --
    def ping(self, deadline=REPLY_DEADLINE):
        head = HDR.pack(MAGIC, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        write_all(self.req, head)
        got = read_exact(self.rep, 32, deadline)
        if got != head:
            raise Failure("PING reply differs: %s" % got.hex())

    def wait_ready(self):
        """The first PING is answered once the runtime has loaded; a worker that died gives EOF."""
        try:
            self.ping(START_DEADLINE)
        except Failure:
            self.proc.kill()
            raise

    def data_packet(self, body, fmt=0, shm_objects=None):
        if len(body) >= self.inline:
            self.counter += 1
            name = "%sh%d" % (self.prefix, self.counter)
            fd = os.open("/dev/shm/" + name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            write_all(fd, body)
            os.close(fd)
            shm_objects.append(name)
            ref = struct.pack("<Q", len(body)) + name.encode()
            return DATA.pack(MAGIC, 0, 2, fmt, 0, 0, 0, 0, len(ref)) + ref
        return DATA.pack(MAGIC, 0, 0, fmt, 0, 0, 0, 0, len(body)) + body

    def call_raw(self, mid, bodies, meta=b"", chunk=None, raw_args=None):
        """Send a CALL; return (status, format, source, payload bytes). Unlinks every shm object."""
        objs = []
        try:
            args = raw_args if raw_args is not None else b"".join(self.data_packet(b, 0, objs) for b in bodies)
            pkt = CALL.pack(MAGIC, 1, 0, mid, len(meta), len(args)) + meta + args
            if chunk:
                for i in range(0, len(pkt), chunk):
                    write_all(self.req, pkt[i:i + chunk])
                    time.sleep(0.001)
            else:
                write_all(self.req, pkt)
            head = read_exact(self.rep, 32)
            magic, ptype, source, fmt, _c, _e, status, offset, length = DATA.unpack(head)
            if magic != MAGIC or ptype != 0:
                raise Failure("reply is not a DATA packet: %s" % head.hex())
            if offset:
                read_exact(self.rep, offset)
            payload = read_exact(self.rep, length)
            if source == 2:
                (size,) = struct.unpack_from("<Q", payload)
                name = payload[8:].decode()
                if not name.startswith(self.prefix + "p%d." % self.proc.pid):
                    raise Failure("result object %r is not named $NEXUS_SHM_PREFIX p<pid>.<n>" % name)
                path = "/dev/shm/" + name
                st = os.stat(path)
                if st.st_mode & 0o777 != 0o600:
                    raise Failure("result object mode is %o, not 600" % (st.st_mode & 0o777))
                if st.st_size < size:
                    raise Failure("result object smaller than its declared length")
                with open(path, "rb") as f:
                    payload = f.read(size)
                os.unlink(path)
            elif len(payload) >= self.inline:
                raise Failure("a %d-byte payload came inline (inline_size %d)" % (len(payload), self.inline))
            return status, fmt, source, payload
        finally:
            for name in objs:
                os.unlink("/dev/shm/" + name)

    def call(self, name, *args, **kw):
        """Call a command with Python values; return the decoded result or raise Failure."""
        status, fmt, _src, payload = self.call_raw(self.mids[name], [dumps(a) for a in args], **kw)
        if status != 0:
            raise Failure("%s failed: %s" % (name, payload.decode(errors="replace")))
        if fmt not in (0, 2):
            raise Failure("%s: ok reply with format %d" % (name, fmt))
        return ok_value(fmt, payload)

    def call_fail(self, name, *args):
        status, fmt, _src, payload = self.call_raw(self.mids[name], [dumps(a) for a in args])
        if status != 1 or fmt != 2:
            raise Failure("%s: expected a FAIL packet (status 1, format 2), got status %d format %d: %r"
                          % (name, status, fmt, payload[:200]))
        return payload.decode()


def ok_value(fmt, payload):
    """An ok reply's value: JSON (format 0), or a string as its UTF-8 text
    (format 2, how the Python runtime answers with a str)."""
    return payload.decode() if fmt == 2 else json.loads(payload)


# ---------------------------------------------------------------- test data

S_ESC = 'quote " backslash \\ slash / tab \t nl \n cr \r bs \b ff \f ctrl \x01 \x1f del \x7f'
MON = {"name": "Goblin", "hp": 7}
IDENTITY = {
    "unit": [None],
    "bool": [True, False],
    "i1": [0, -128, 127, -1],
    "i2": [-32768, 32767],
    "i4": [-2147483648, 2147483647, 0],
    "i8": [9223372036854775807, -9223372036854775808, 0, -5, 9007199254740993],
    "u1": [0, 255],
    "u2": [65535, 0],
    "u4": [4294967295, 0],
    "u8": [18446744073709551615, 0, 9007199254740993],
    "int": [0, -7, 9223372036854775807, -9223372036854775808, 18446744073709551615, 123456789012345678],
    "f4": [0.5, -1.25, 3.4028234663852886e38, 0.0],
    "f8": [0.1, 1e300, -0.0, 0.0, 1.0, -2.5, 5e-324, 1.7976931348623157e308, 1 / 3, 1.2345678901234568e20, 1e-7, 123456789.125],
    "str": ["", "hello", "üñíçødé ✓ 日本語 😀", S_ESC, "\u2028\u2029", "12345678901234567", "-12345678901234567890", "1.5e300"],
    "list_int": [[], [1], [1, 2, 3], [-1, 9223372036854775807]],
    "list_i8": [[-9223372036854775808, 9223372036854775807], [5]],
    "list_u8": [[18446744073709551615], []],
    "list_real": [[], [0.1], [0.1, -0.0, 1e300]],
    "list_bool": [[], [True], [True, False]],
    "list_str": [[], [""], ["a", "ü", "\"q\"", "12345678901234567890"]],
    "list_list": [[], [[]], [[1], [2, 3]]],
    "tuple": [["a", 1, True], ["", -9223372036854775808, False]],
    "record": [MON, {"name": "", "hp": 18446744073709551615}],
    "nested": [{"name": "party", "leader": {"name": "Ann", "hp": 10}, "tags": ["x"], "scores": [0.5]},
               {"name": "ü", "leader": {"name": "", "hp": -1}, "tags": [], "scores": []}],
    "list_record": [[], [MON], [MON, {"name": "Orc", "hp": 12}]],
    "opt_int": [None, 0, 5, 18446744073709551615],
    "opt_str": [None, "", "x"],
    "opt_record": [None, MON],
    "list_opt": [[], [None], [1, None, 3]],
    "hinted": [[], [["a", 1]], [["a", 1], ["b", 2]]],
}
PY_ONLY = {"str": ["nul \x00 inside"]}  # R strings cannot hold NUL


# ---------------------------------------------------------------- checks

class Suite:
    def __init__(self, launch):
        self.launch = launch
        self.failures = []
        self.passed = 0
        self.prefixes = []

    def check(self, label, fn):
        try:
            fn()
            self.passed += 1
        except Exception as e:  # noqa: BLE001 - every failure is reported, then the suite goes on
            self.failures.append("%s: %s: %s" % (label, type(e).__name__, e))
            print("FAIL", label, "-", e, flush=True)

    def worker(self, lang, manifest=ALLKINDS, index=None, launch=None):
        if index is None:
            index = 0 if lang == "py" else 1
        w = Worker(lang, manifest, index, launch or self.launch)
        self.prefixes.append(w.prefix)
        try:
            w.wait_ready()
        except Failure as e:
            rc = w.close()
            raise Failure("%s worker did not start (exit %s): %s\n%s" % (lang, rc, e, w.stderr_tail()))
        return w

    def expect(self, got, want, what):
        if not same(got, want):
            raise Failure("%s: got %r, want %r" % (what, _short(got), _short(want)))

    def run_runtime(self, lang):
        t0 = time.time()
        w = self.worker(lang)
        print("%s: worker pid %d ready in %.2fs" % (lang, w.proc.pid, time.time() - t0), flush=True)
        p = lang + "_"

        self.check(lang + " ping", w.ping)
        for thing, values in IDENTITY.items():
            for v in values + (PY_ONLY.get(thing, []) if lang == "py" else []):
                self.check("%s id_%s(%r)" % (lang, thing, _short(v)),
                           lambda: self.expect(w.call(p + "id_" + thing, v), v, "identity"))
        self.check(lang + " kinds", lambda: self.expect(
            w.call(p + "kinds", 5, 3, "lbl ✓", True), {"pos": 5, "n": 3, "label": "lbl ✓", "loud": True}, "kinds"))
        self.check(lang + " grp", lambda: self.expect(
            w.call(p + "grp", {"name": "orc", "hp": 3}, {"wname": "axe", "dmg": 8}),
            {"monster": {"name": "orc", "hp": 3}, "weapon": {"wname": "axe", "dmg": 8}}, "grp"))
        self.check(lang + " add", lambda: self.expect(w.call(p + "add", 20, 22), 42, "add"))

        def fail_then_serve():
            msg = w.call_fail(p + "fail")
            want = "ValueError: boom from python" if lang == "py" else "boom from R"
            if msg != want:
                raise Failure("FAIL text %r, want %r" % (msg, want))
            self.expect(w.call(p + "add", 2, 3), 5, "call after FAIL")
        self.check(lang + " fail then serve", fail_then_serve)

        def unknown_mid():
            status, fmt, _s, payload = w.call_raw(9999, [])
            if status != 1 or fmt != 2:
                raise Failure("unknown mid gave status %d" % status)
            self.expect(w.call(p + "add", 1, 1), 2, "call after unknown mid")
        self.check(lang + " unknown mid", unknown_mid)

        def wrong_arg():
            status, _f, _s, payload = w.call_raw(w.mids[p + "add"], [b"1", b"not json"])
            if status != 1:
                raise Failure("undecodable argument gave status %d" % status)
            self.expect(w.call(p + "add", 1, 2), 3, "call after a bad argument")
        self.check(lang + " undecodable argument", wrong_arg)

        self.check(lang + " metadata is skipped", lambda: self.expect(
            json.loads(w.call_raw(w.mids[p + "add"], [b"4", b"5"], meta=b"hello")[3]), 9, "add with metadata"))
        self.check(lang + " short reads", lambda: self.expect(
            ok_value(*w.call_raw(w.mids[p + "id_str"], [dumps("slow ✓")], chunk=3)[1::2]), "slow ✓", "chunked call"))

        def shm_too_small():
            ref_name = "%sh-small" % w.prefix
            fd = os.open("/dev/shm/" + ref_name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            os.write(fd, b'"abc"')
            os.close(fd)
            try:
                ref = struct.pack("<Q", 1000) + ref_name.encode()
                pkt = DATA.pack(MAGIC, 0, 2, 0, 0, 0, 0, 0, len(ref)) + ref
                status, _f, _s, payload = w.call_raw(w.mids[p + "echo"], [], raw_args=pkt)
            finally:
                os.unlink("/dev/shm/" + ref_name)
            if status != 1:
                raise Failure("a shm object shorter than declared was accepted")
            self.expect(w.call(p + "add", 1, 2), 3, "call after a short shm object")
        self.check(lang + " shm object shorter than declared", shm_too_small)

        big = ("x" * 1000 + 'é😀"\\\n') * (BIG // 1012)
        self.check(lang + " 32 MiB string arg and result via shm", lambda: _check_big_echo(w, p + "echo", big))
        self.check(lang + " 32 MiB result via shm", lambda: self.expect(w.call(p + "big", BIG), "x" * BIG, "big"))
        # The result is n bytes long as text (Python's str), n + 2 as JSON (R).
        quotes = 0 if lang == "py" else 2
        def boundary(n, want_source):
            status, fmt, source, payload = w.call_raw(w.mids[p + "big"], [dumps(n)])
            self.expect((status, source, ok_value(fmt, payload)), (0, want_source, "x" * n), "%s_big(%d)" % (lang, n))
        self.check(lang + " result of inline_size - 1 bytes travels inline", lambda: boundary(w.inline - 1 - quotes, 0))
        self.check(lang + " result of inline_size bytes travels through shm", lambda: boundary(w.inline - quotes, 2))

        if lang == "py":
            self.check("py print goes to fd 1 only", lambda: self.expect(w.call("py_print"), 1, "py_print"))
            self.check("py stdin arg", lambda: self.expect(w.call("py_stdin", "abc"), 3, "py_stdin"))
            self.check("py sleep", lambda: self.expect(w.call("py_sleep", 0), 0, "py_sleep"))
            self.check("py stubs", lambda: self.expect(w.call("py_table", {"name": [], "age": []}), 0, "py_table"))
        self.check(lang + " ping after everything", w.ping)
        rc = w.close()
        self.check(lang + " EOF on fd 3 exits 0", lambda: _expect_rc(rc, 0, w))
        if lang == "py":
            self.check("py stdout holds the noise", lambda: _expect_in("noise\n", w.stdout_text()))

        self.check(lang + " combat example", lambda: self.combat(lang))
        self.check(lang + " missing function exits 3", lambda: self.start_error(lang))
        self.check(lang + " bad magic exits 4", lambda: self.bad_magic(lang))
        self.check(lang + " huge length exits 4", lambda: self.bad_magic(lang, huge=True))
        self.check(lang + " refuses to start without its pipes", lambda: self.no_pipes(lang))
        for launch in ("nexus", "file", "c") if lang == "py" else ("nexus", "file"):
            self.check("%s launch form %s answers PING" % (lang, launch), lambda: self.launch_form(lang, launch))

    def combat(self, lang):
        if lang == "py":
            w = self.worker("py", COMBAT, 0)
            self.expect(w.call("fighterDamage", 15), 12, "fighterDamage 15")
            self.expect(w.call("fighterDamage", 40), 0, "fighterDamage 40")
            self.expect(w.call("attack", 15, 2, True), 28, "attack 15 -b 2 --crit")
            self.expect(w.call("attack", 15, 0, False), 12, "attack 15")
        else:
            w = self.worker("r", COMBAT, 1)
            self.expect(w.call("intro", "Goblin"), "A wild Goblin appears!", "intro")
            roll = w.call("rollAdv")
            if not (type(roll) is int and 1 <= roll <= 20):
                raise Failure("rollAdv gave %r" % roll)
            self.expect(w.call("spawn", {"name": "Orc", "hp": 5}, 3), {"name": "Orc", "hp": 15}, "spawn")
        _expect_rc(w.close(), 0, w)

    def start_error(self, lang):
        with tempfile.TemporaryDirectory() as d:
            src = "broken.py" if lang == "py" else "broken.R"
            with open(os.path.join(d, src), "w") as f:
                f.write("present = lambda: 1\n" if lang == "py" else "present <- function() 1\n")
            man = {"name": "broken", "pools": [{"lang": lang, "source": src}],
                   "commands": [{"name": "present", "pool": 0, "mid": 0, "args": [], "return": {"schema": "j"}},
                                {"name": "absent", "pool": 0, "mid": 1, "args": [], "return": {"schema": "j"}}]}
            path = os.path.join(d, "manifest.json")
            with open(path, "w") as f:
                json.dump(man, f)
            w = Worker(lang, path, 0, self.launch)
            rc = w.proc.wait(60)
            w.close()
            _expect_rc(rc, 3, w)
            _expect_in("absent", w.stderr_tail())

    def bad_magic(self, lang, huge=False):
        w = self.worker(lang)
        head = CALL.pack(MAGIC, 1, 0, 0, 0, 1 << 41) if huge else b"\x00" * 32
        write_all(w.req, head)
        rc = w.proc.wait(30)
        w.close()
        _expect_rc(rc, 4, w)

    def no_pipes(self, lang):
        """Run a copy of the runtime file with nothing on fds 3 and 4 (R's own script then lands on fd 3)."""
        with tempfile.TemporaryDirectory() as d:
            copy = os.path.join(d, "pool.py" if lang == "py" else "pool.R")
            with open(POOL_PY if lang == "py" else POOL_R, "rb") as f:
                text = f.read()
            with open(copy, "wb") as f:
                f.write(text)
            cmd = ["python3", copy] if lang == "py" else ["Rscript", copy]
            r = subprocess.run(cmd + [ALLKINDS, "0" if lang == "py" else "1"], stdin=subprocess.DEVNULL,
                               capture_output=True, timeout=60)
            if r.returncode != 3 or b"not a pipe" not in r.stderr:
                raise Failure("exit %d, stderr %r" % (r.returncode, r.stderr[-300:]))
            with open(copy, "rb") as f:
                if f.read() != text:
                    raise Failure("the runtime file was modified")

    def launch_form(self, lang, launch):
        w = self.worker(lang, launch=launch)
        w.ping()
        self.expect(w.call(lang + "_add", 1, 2), 3, "add")
        _expect_rc(w.close(), 0, w)

    def run_programs(self):
        def stateful():
            w = self.worker("py", STATEFUL, 0)
            self.expect(w.call("incr"), 1, "incr")
            self.expect(w.call("incr"), 2, "incr again")
            self.expect(w.call("kv_set", "k", "v ✓"), "v ✓", "kv_set")
            self.expect(w.call("kv_get", "k"), "v ✓", "kv_get")
            self.expect(w.call("kv_get", "nope"), None, "kv_get unknown")
            self.expect(w.call("pid"), w.proc.pid, "pid")
            _expect_rc(w.close(), 0, w)
        self.check("stateful program", stateful)

        def nor():
            w = self.worker("py", NOR, 0)
            self.expect(w.call("py_hello", "x"), "hello x", "py_hello")
            _expect_rc(w.close(), 0, w)
        self.check("nor program (Python half)", nor)

    def shm_is_clean(self):
        left = [n for n in os.listdir("/dev/shm") if any(n.startswith(p) for p in self.prefixes)]
        if left:
            raise Failure("left in /dev/shm: %s" % left)


def _check_big_echo(w, name, big):
    got = w.call(name, big)
    if got != big:
        raise Failure("%s: the 32 MiB string came back different (len %d vs %d)" % (name, len(got), len(big)))


def _expect_rc(rc, want, w):
    if rc != want:
        raise Failure("exit status %s, want %s; stderr: %s" % (rc, want, w.stderr_tail()))


def _expect_in(needle, hay):
    if needle not in hay:
        raise Failure("%r not found in %r" % (needle, hay[-300:]))


def _short(v):
    r = repr(v)
    return r if len(r) < 80 else r[:77] + "..."


# ---------------------------------------------------------------- bench

def bench(lang, n, launch):
    w = Worker(lang, ALLKINDS, 0 if lang == "py" else 1, launch)
    try:
        w.wait_ready()
        args = b"".join(DATA.pack(MAGIC, 0, 0, 0, 0, 0, 0, 0, len(b)) + b for b in (b"20", b"22"))
        pkt = CALL.pack(MAGIC, 1, 0, w.mids[lang + "_add"], 0, len(args)) + args
        req, rep = w.req, w.rep
        lat = []
        for _ in range(min(n, 200)):  # warm up
            os.write(req, pkt)
            h = read_exact(rep, 32)
            read_exact(rep, DATA.unpack(h)[8])
        t0 = time.perf_counter()
        for _ in range(n):
            t = time.perf_counter()
            os.write(req, pkt)
            h = os.read(rep, 64)
            if len(h) < 34:  # header + "42", normally one read
                h += read_exact(rep, 34 - len(h))
            lat.append(time.perf_counter() - t)
        total = time.perf_counter() - t0
        if h[32:] != b"42":
            raise Failure("bench reply %r" % h)
        lat.sort()
        print("%s: %d calls of %s_add(20, 22) in %.2fs: %.0f round trips/s, p50 %.1f us, p99 %.1f us"
              % (lang, n, lang, total, n / total, lat[n // 2] * 1e6, lat[int(n * 0.99)] * 1e6), flush=True)
    finally:
        w.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", choices=["py", "r", "both"], default="both")
    ap.add_argument("--launch", choices=["nexus", "file", "c", "e"], default="nexus",
                    help="how to start a runtime (see above); c is Python only, e is R only")
    ap.add_argument("--bench", type=int, metavar="N", help="measure N round trips of a trivial call instead")
    opts = ap.parse_args()
    langs = ["py", "r"] if opts.lang == "both" else [opts.lang]
    if opts.bench:
        for lang in langs:
            bench(lang, opts.bench, opts.launch)
        return 0
    if (opts.launch, opts.lang) in (("c", "r"), ("c", "both"), ("e", "py"), ("e", "both")):
        ap.error("--launch c is for --lang py, --launch e for --lang r")
    suite = Suite(opts.launch)
    for lang in langs:
        suite.check(lang + " runtime", lambda: suite.run_runtime(lang))
    if "py" in langs:
        suite.run_programs()
    suite.check("/dev/shm clean afterwards", suite.shm_is_clean)
    print("%d checks passed, %d failed" % (suite.passed, len(suite.failures)))
    for f in suite.failures:
        print("  FAILED", f)
    return 1 if suite.failures else 0


if __name__ == "__main__":
    sys.exit(main())
