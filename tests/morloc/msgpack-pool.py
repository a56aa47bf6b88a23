#!/usr/bin/env python3
"""A fake morloc pool that answers calls with msgpack DATA packets, for
tests/morloc_msgpack.rs. morloc 0.98.2's own pools never send msgpack, but
libmorloc accepts it from a pool (MESG+MSGPACK inline, FILE+MSGPACK naming
a file; morloc-runtime/src/packet_ffi.rs), so this pool does, with a few
deliberately hostile replies. Standard library only; the msgpack is
encoded by hand.

usage (as morloc's nexus starts a pool): msgpack-pool.py SOCKET TMPDIR SHM
The packet layout is libmorloc's (see src/morloc/packet.rs): a 32-byte
little-endian header, magic 0x0707f86d, the command at bytes 12..20
(type, then for DATA: source, format, compression, encryption, status; for
CALL: entrypoint, padding, the mid as u32 at 16..20), metadata length u32
at 20, payload length u64 at 24."""
import os, socket, struct, sys, threading

SOCK, TMPDIR = sys.argv[1], sys.argv[2]
MAGIC = 0x0707F86D
DATA, CALL, PING = 0, 1, 2
MESG, FILE = 0, 1
MSGPACK = 1


def header(kind, source=0, fmt=0, status=0, offset=0, length=0):
    cmd = bytes([kind, source, fmt, 0, 0, status, 0, 0])
    return struct.pack("<IHHHH", MAGIC, 0, 0, 0, 0) + cmd + struct.pack("<IQ", offset, length)


def data(payload, source=MESG, fmt=MSGPACK, status=0):
    return header(DATA, source, fmt, status, 0, len(payload)) + payload


# ---- msgpack, by hand
def nil():
    return b"\xc0"


def boolean(b):
    return b"\xc3" if b else b"\xc2"


def uint(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return b"\xcc" + struct.pack(">B", n)
    if n < 0x10000:
        return b"\xcd" + struct.pack(">H", n)
    if n < 0x100000000:
        return b"\xce" + struct.pack(">I", n)
    return b"\xcf" + struct.pack(">Q", n)


def sint(n):
    if n >= 0:
        return uint(n)
    if n >= -32:
        return struct.pack(">b", n)
    return b"\xd3" + struct.pack(">q", n)


def f64(x):
    return b"\xcb" + struct.pack(">d", x)


def string(s):
    b = s.encode("utf-8")
    if len(b) < 32:
        return bytes([0xA0 | len(b)]) + b
    if len(b) < 0x100:
        return b"\xd9" + bytes([len(b)]) + b
    return b"\xdb" + struct.pack(">I", len(b)) + b


def array(items):
    if len(items) < 16:
        return bytes([0x90 | len(items)]) + b"".join(items)
    return b"\xdd" + struct.pack(">I", len(items)) + b"".join(items)


# A record {n: Int, name: Str, tags: [?Str], pair: (Bool, Real)}: libmorloc
# reads a record as an array of its fields in schema order.
RECORD = array([
    uint(18446744073709551615),
    string("héllo → 世界"),
    array([string("a"), nil(), string("c")]),
    array([boolean(True), f64(2.5)]),
])


def echo_arg(body):
    """The one Int argument: an inline voidstar DATA packet whose payload
    is [limb count u64, the limb i64]."""
    arg = body[32:]
    offset = struct.unpack_from("<I", arg, 20)[0]
    size, value = struct.unpack_from("<Qq", arg, 32 + offset)
    assert size == 1, size
    return value


def reply(mid, body):
    if mid == 1:  # record
        return data(RECORD)
    if mid == 2:  # echo: Int -> Int
        return data(sint(echo_arg(body)))
    if mid == 3:  # truncated: a string whose length runs past the end
        return data(b"\xdb\x00\x00\x00\x64ab")
    if mid == 4:  # cut: the record, missing its last bytes
        return data(RECORD[:-5])
    if mid == 5:  # map: a record as a msgpack map, which libmorloc refuses
        return data(b"\x81" + string("n") + uint(1))
    if mid == 6:  # file: the record in a file in the session directory
        path = os.path.join(TMPDIR, "result-%d.mpk" % threading.get_ident())
        with open(path, "wb") as f:
            f.write(RECORD)
        return data(path.encode() + b"\0", source=FILE)
    if mid == 7:  # escape: a file outside the session directory
        return data(b"/etc/hostname", source=FILE)
    if mid == 8:  # a symlink in the session directory to a file outside it
        link = os.path.join(TMPDIR, "link-%d.mpk" % threading.get_ident())
        try:
            os.symlink("/etc/hostname", link)
        except FileExistsError:
            pass
        return data(link.encode(), source=FILE)
    return data(b"no such function\0", fmt=2, status=1)


def recv_exact(conn, n):
    buf = b""
    while len(buf) < n:
        chunk = conn.recv(n - len(buf))
        if not chunk:
            raise EOFError
        buf += chunk
    return buf


def serve(conn):
    try:
        head = recv_exact(conn, 32)
        kind = head[12]
        offset, length = struct.unpack_from("<IQ", head, 20)
        body = recv_exact(conn, offset + length)
        if kind == PING:
            conn.sendall(header(PING))
        elif kind == CALL:
            mid = struct.unpack_from("<I", head, 16)[0]
            conn.sendall(reply(mid, head + body))
    except (EOFError, OSError):
        pass
    finally:
        conn.close()


def main():
    try:
        os.unlink(SOCK)
    except FileNotFoundError:
        pass
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(SOCK)
    server.listen(64)
    while True:
        conn, _ = server.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


main()
