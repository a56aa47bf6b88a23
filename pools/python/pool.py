# nexus Python pool runtime.
#
# Owns one Python worker process: it loads the program's Python source, maps
# each command's `mid` to its function, and answers packets from the nexus
# (docs/POOL-PROTOCOL.md): requests on fd 3, replies on fd 4, never fd 1.
# PING is echoed; a CALL runs the function and answers one DATA packet (JSON
# result, a str result as its UTF-8 text, or a FAIL text "<Type>: <message>");
# a str argument may come as its text too; payloads of `inline_size` bytes
# or more travel through /dev/shm in both directions. Standard library only.
# Functions report progress and logs through the `nexus` module this runtime
# registers (`import nexus`: nexus.progress, nexus.log), sent as REPORT
# packets before the reply; progress only when the CALL says someone listens,
# and at most one per REPORT_INTERVAL.
# Runs as `python3 pool.py MANIFEST INDEX` or `python3 -c "<this file>" MANIFEST INDEX`.

import json
import mmap
import os
import stat
import struct
import sys
import threading
import time

MAGIC = 0x0707F86D
MAX_LENGTH = 1 << 40          # a larger packet length is a protocol error
DEFAULT_INLINE_SIZE = 65536   # manifest `inline_size` when omitted or null
HEADER = struct.Struct("<I8xB7xIQ")        # magic, type, offset, length
DATA_HEADER = struct.Struct("<I8xBBBBBB2xIQ")  # magic, type, source, format, compression, encryption, status, offset, length
MID = struct.Struct("<I")
U64 = struct.Struct("<Q")
T_DATA, T_CALL, T_PING, T_REPORT = 0, 1, 2, 3
REPORT_HEADER = struct.Struct("<I8xBBB9xQ")   # magic, type, kind, level, length
R_PROGRESS, R_LOG = 0, 1
FLAG_PROGRESS = 1
REPORT_INTERVAL = 0.02        # seconds between two progress reports sent
MAX_MESSAGE = 16384           # characters kept of one message
LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")
SRC_INLINE, SRC_SHM = 0, 2
FMT_JSON, FMT_TEXT = 0, 2
EXIT_START, EXIT_PROTOCOL = 3, 4
SHM_DIR = "/dev/shm/"
TEXT_SLICE = 1 << 16  # characters per slice of a big str result (Writer.big_text)


def die(code, msg):
    sys.stderr.write("nexus python pool: %s\n" % msg)
    sys.stderr.flush()
    os._exit(code)


class Reporter:
    """The state behind `nexus.progress` and `nexus.log` for the running call.
    With nobody listening, progress costs one attribute test; with a
    listener, reports closer than REPORT_INTERVAL are held back and the
    latest goes out before the reply (flush)."""

    def __init__(self, fd):
        self.fd = fd
        self.listen = False      # someone listens to this call's progress
        self.in_call = False     # reports outside a call have nowhere to go
        self.last = 0.0
        self.pending = None
        self.lock = threading.Lock()

    def start(self, listen):
        self.listen, self.in_call, self.last, self.pending = listen, True, 0.0, None

    def progress(self, done, total=None, message=None):
        if not self.listen:
            return
        if isinstance(done, bool) or not isinstance(done, (int, float)):
            raise TypeError("nexus.progress: done must be a number, not %s" % type(done).__name__)
        if total is not None and (isinstance(total, bool) or not isinstance(total, (int, float))):
            raise TypeError("nexus.progress: total must be a number or None, not %s" % type(total).__name__)
        item = (done, total, None if message is None else str(message)[:MAX_MESSAGE])
        now = time.monotonic()
        if now - self.last < REPORT_INTERVAL:
            self.pending = item
            return
        self.last, self.pending = now, None
        self.send_progress(item)

    def send_progress(self, item):
        done, total, message = item
        try:
            body = encode_json({"progress": done, "total": total, "message": message}).encode()
        except ValueError:  # NaN or infinity: not a progress value
            return
        self.send(R_PROGRESS, 0, body)

    def log(self, level, message):
        try:
            code = LEVELS.index(level)
        except ValueError:
            raise ValueError("nexus.log: level must be one of %s, not %r" % (", ".join(LEVELS), level)) from None
        text = str(message)[:MAX_MESSAGE]
        if not self.in_call:
            sys.stderr.write("nexus python pool: log level=%s message=%s\n" % (level, encode_json(text)))
            return
        self.send(R_LOG, code, text.encode("utf-8", "replace"))

    def send(self, kind, level, body):
        with self.lock:
            if self.in_call:
                write_all(self.fd, REPORT_HEADER.pack(MAGIC, T_REPORT, kind, level, len(body)) + body)

    def finish(self):
        """Before the reply: the held-back progress, then no more reports."""
        if self.pending is not None:
            item, self.pending = self.pending, None
            self.send_progress(item)
        with self.lock:
            self.in_call = False
        self.listen = False


REPORTER = Reporter(4)


TRACE = [b""]  # the running call's CALL metadata (its traceparent), or b""


def traceparent_of(meta):
    """The `traceparent=VALUE` line of a CALL packet's metadata (issue 28)."""
    for line in meta.split(b"\n"):
        if line.startswith(b"traceparent="):
            return line[12:].decode("ascii", "replace")
    return None


def install_module():
    """`import nexus` inside a pool: the runtime's own reporting functions."""
    module = type(sys)("nexus")
    module.__doc__ = "Progress and logs from a nexus pool function to whoever called it."
    module.progress = REPORTER.progress
    module.log = REPORTER.log
    module.LEVELS = LEVELS
    # The running call's W3C trace context (`traceparent` header value), or
    # None when the nexus traces nothing: a function starts its own spans
    # under it (README, Tracing).
    module.traceparent = lambda: traceparent_of(TRACE[0]) if TRACE[0] else None
    sys.modules["nexus"] = module


def load(manifest_path, index):
    """Read the manifest, exec the pool's source, return (mid -> function, inline_size)."""
    with open(manifest_path, "rb") as f:
        manifest = json.loads(f.read())
    pool = manifest["pools"][index]
    source = os.path.join(os.path.dirname(os.path.abspath(manifest_path)), pool["source"])
    name = os.path.splitext(os.path.basename(source))[0]
    module = type(sys)(name)
    module.__file__ = source
    sys.modules.setdefault(name, module)
    sys.path.insert(0, os.path.dirname(source))
    with open(source, "rb") as f:
        code = compile(f.read(), source, "exec")
    exec(code, module.__dict__)
    table = {}
    for i, cmd in enumerate(manifest["commands"]):
        if cmd.get("type", "remote") != "remote" or cmd.get("pool", 0) != index:
            continue
        fname = cmd.get("function") or cmd["name"]
        fn = getattr(module, fname, None)
        if not callable(fn):
            die(EXIT_START, "function '%s' (command '%s') is not defined in %s" % (fname, cmd["name"], source))
        if cmd.get("py_call"):
            fn = adapt(module, fn, cmd["py_call"])
        table[cmd.get("mid", i)] = fn
    inline = manifest.get("inline_size")
    return table, (DEFAULT_INLINE_SIZE if inline is None else int(inline))


def adapt(module, fn, how):
    """Wrap a function of a bare source file (manifest `py_call`): keyword-only
    parameters are passed by name (`kw`), dataclass records are built from
    their dicts before the call (`args`) and a result holding dataclasses is
    turned back into dicts (`ret`)."""
    import dataclasses
    kw = how.get("kw") or []
    specs = how.get("args") or []
    flatten = how.get("ret")

    def build(spec, v):
        if spec is None or v is None:
            return v
        if "class" in spec:
            fields = spec.get("fields") or {}
            return getattr(module, spec["class"])(**{k: build(fields.get(k), x) for k, x in v.items()})
        if "list" in spec:
            return [build(spec["list"], x) for x in v]
        if "opt" in spec:
            return build(spec["opt"], v)
        if "tuple" in spec:
            return tuple(build(s, x) for s, x in zip(spec["tuple"], v))
        return v

    def flat(v):
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            return {f.name: flat(getattr(v, f.name)) for f in dataclasses.fields(v)}
        if isinstance(v, (list, tuple)):
            return [flat(x) for x in v]
        if isinstance(v, dict):
            return {k: flat(x) for k, x in v.items()}
        return v

    def call(*args):
        positional, named = [], {}
        for i, a in enumerate(args):
            a = build(specs[i] if i < len(specs) else None, a)
            name = kw[i] if i < len(kw) else None
            if name is None:
                positional.append(a)
            else:
                named[name] = a
        result = fn(*positional, **named)
        return flat(result) if flatten else result
    return call


def write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def shm_read(payload, pos, length):
    """The bytes of an argument held in a shared-memory object."""
    if length < 8:
        raise ValueError("shared-memory reference too short")
    (size,) = U64.unpack_from(payload, pos)
    name = bytes(payload[pos + 8:pos + length]).decode()
    if not name or "/" in name or name in (".", ".."):
        raise ValueError("bad shared-memory name %r" % name)
    with open(SHM_DIR + name, "rb", buffering=0) as f:
        if os.fstat(f.fileno()).st_size < size:
            raise ValueError("shared-memory object %s is smaller than its declared length %d" % (name, size))
        # Mapped, not copied: the caller decodes straight out of the mapping.
        return mmap.mmap(f.fileno(), size, prot=mmap.PROT_READ) if size else b""


def decode_args(payload):
    """Parse the DATA packets of a CALL payload into Python values."""
    args, pos, end = [], 0, len(payload)
    while pos < end:
        if end - pos < 32:
            raise ValueError("truncated argument packet")
        magic, _t, source, fmt, _c, _e, _s, offset, length = DATA_HEADER.unpack_from(payload, pos)
        if magic != MAGIC:
            raise ValueError("bad magic in argument %d" % (len(args) + 1))
        pos += 32 + offset
        if pos + length > end:
            raise ValueError("argument %d overruns the call" % (len(args) + 1))
        body = shm_read(payload, pos, length) if source == SRC_SHM else payload[pos:pos + length]
        pos += length
        text = str(body, "utf-8")
        if source == SRC_SHM and body:
            body.close()
        args.append(text if fmt == FMT_TEXT else decode_json(text))
    return args


class Writer:
    """Builds reply packets, moving large payloads to shared memory."""

    def __init__(self, fd, inline_size):
        self.fd = fd
        self.inline_size = inline_size
        self.prefix = os.environ.get("NEXUS_SHM_PREFIX", "nexus.standalone.") + "p%d." % os.getpid()
        self.counter = 0

    def shm_create(self):
        while True:
            self.counter += 1
            name = "%s%d" % (self.prefix, self.counter)
            try:
                fd = os.open(SHM_DIR + name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
                return fd, name
            except FileExistsError:
                continue

    def shm_write(self, data):
        fd, name = self.shm_create()
        try:
            os.ftruncate(fd, len(data))
            write_all(fd, data)
        finally:
            os.close(fd)
        return U64.pack(len(data)) + name.encode()

    def big_text(self, text):
        """A str result of inline_size characters or more, as its UTF-8 text
        in shared memory: encoded and written a slice at a time, so the
        whole string is never held twice (a slice under malloc's mmap
        threshold reuses the same warm memory). Raises UnicodeEncodeError
        (lone surrogates) with nothing left behind."""
        fd, name = self.shm_create()
        size = 0
        try:
            for i in range(0, len(text), TEXT_SLICE):
                piece = text[i:i + TEXT_SLICE].encode()
                write_all(fd, piece)
                size += len(piece)
        except BaseException:
            os.close(fd)
            os.unlink(SHM_DIR + name)
            raise
        os.close(fd)
        self.packet(U64.pack(size) + name.encode(), SRC_SHM, FMT_TEXT, 0)

    def fail(self, stage, e):
        self.data(("%s%s: %s" % (stage, type(e).__name__, e)).encode("utf-8", "replace"), FMT_TEXT, 1)

    def data(self, body, fmt, status):
        if len(body) >= self.inline_size:
            self.packet(self.shm_write(body), SRC_SHM, fmt, status)
        else:
            self.packet(body, SRC_INLINE, fmt, status)

    def packet(self, payload, source, fmt, status):
        """One DATA packet: its payload inline, or a shared-memory reference."""
        write_all(self.fd, DATA_HEADER.pack(MAGIC, T_DATA, source, fmt, 0, 0, status, 0, len(payload)) + payload)


decode_json = json.JSONDecoder().decode
encode_json = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode
encode_json_ascii = json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode


def encode(value):
    if type(value) is int:  # the commonest result, without the encoder's overhead
        return b"%d" % value
    try:
        return encode_json(value).encode()
    except UnicodeEncodeError:  # lone surrogates: keep them as \u escapes
        return encode_json_ascii(value).encode()


def serve(table, inline_size):
    read = open(3, "rb", buffering=1 << 16, closefd=False).read  # returns short only at EOF
    wr = Writer(4, inline_size)
    unpack, unpack_mid = HEADER.unpack, MID.unpack_from
    while True:
        head = read(32)
        if len(head) != 32:
            os._exit(0)  # EOF on fd 3: the nexus is done with us
        magic, ptype, offset, length = unpack(head)
        if magic != MAGIC or length > MAX_LENGTH:
            die(EXIT_PROTOCOL, "protocol error: bad magic or length in packet header")
        meta = read(offset) if offset else b""
        if len(meta) != offset:
            os._exit(0)
        payload = read(length) if length else b""
        if len(payload) != length:
            os._exit(0)
        if ptype == T_PING:  # answered with a bare header, whatever it carried
            write_all(4, head[:20] + bytes(12) if length or offset else head)
            continue
        fn = table.get(unpack_mid(head, 16)[0]) if ptype == T_CALL else None
        if fn is None:
            wr.fail("", ValueError("expected a CALL or PING packet") if ptype != T_CALL else
                    LookupError("no function with mid %d in this pool" % unpack_mid(head, 16)[0]))
            continue
        try:
            args = decode_args(payload)
        except Exception as e:
            wr.fail("decoding the arguments: ", e)
            continue
        TRACE[0] = meta  # read by nexus.traceparent() only when asked
        REPORTER.start(head[14] & FLAG_PROGRESS)
        try:
            result = fn(*args)
        except Exception as e:
            REPORTER.finish()
            wr.fail("", e)
            continue
        REPORTER.finish()
        try:
            if type(result) is str:  # as its text: the nexus quotes it
                try:
                    if len(result) >= wr.inline_size:
                        wr.big_text(result)  # sent from there
                        body = None
                    else:
                        body, fmt = result.encode(), FMT_TEXT
                except UnicodeEncodeError:  # lone surrogates: \u escapes in JSON
                    body, fmt = encode(result), FMT_JSON
            else:
                body, fmt = encode(result), FMT_JSON
        except Exception as e:
            wr.fail("encoding the result: ", e)
            continue
        del result
        if body is not None:
            wr.data(body, fmt, 0)


def main():
    if len(sys.argv) < 3:
        die(2, "usage: pool.py MANIFEST INDEX")
    for fd in (3, 4):
        try:
            mode = os.fstat(fd).st_mode
            os.set_inheritable(fd, False)  # children the user spawns must not hold our pipes
        except OSError:
            mode = 0
        if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
            die(EXIT_START, "fd %d is not a pipe (the nexus passes requests on fd 3 and takes replies on fd 4)" % fd)
    try:
        sys.stdout.reconfigure(line_buffering=True)
    except Exception:
        pass
    install_module()
    try:
        table, inline_size = load(sys.argv[1], int(sys.argv[2]))
    except BaseException as e:
        import traceback
        traceback.print_exc()
        die(EXIT_START, "cannot load pool %s of %s: %s: %s" % (sys.argv[2], sys.argv[1], type(e).__name__, e))
    try:
        serve(table, inline_size)
    except BrokenPipeError:
        os._exit(0)


main()
