# A pool that speaks nexus's pool protocol (docs/POOL-PROTOCOL.md) and lies
# about its results, for tests/it/big.rs: each mid answers with one kind of
# truncated or oversized value, which the nexus must refuse with a clear
# error rather than read past an end or allocate what it was told.
import os
import struct

MAGIC = 0x0707F86D
HEADER = struct.Struct("<I8xB7xIQ")
DATA = struct.Struct("<I8xBBBBBB2xIQ")
prefix = os.environ.get("NEXUS_SHM_PREFIX", "nexus.standalone.") + "p%d." % os.getpid()
rd = os.fdopen(3, "rb", buffering=0)


def read(n):
    out = b""
    while len(out) < n:
        got = rd.read(n - len(out))
        if not got:
            os._exit(0)
        out += got
    return out


def reply(source, fmt, body, length=None):
    head = DATA.pack(MAGIC, 0, source, fmt, 0, 0, 0, 0, len(body) if length is None else length)
    os.write(4, head + body)


def shm(data, declared):
    name = prefix + "lie"
    with open("/dev/shm/" + name, "wb") as f:
        f.write(data)
    return struct.pack("<Q", declared) + name.encode()


while True:
    head = read(32)
    magic, ptype, offset, length = HEADER.unpack(head)
    read(offset + length)
    if ptype == 2:
        os.write(4, head)
        continue
    mid = struct.unpack_from("<I", head, 16)[0]
    if mid == 1:    # an object shorter than its declared length
        reply(2, 0, shm(b'"abc"', 1000))
    elif mid == 2:  # JSON cut off in the middle
        reply(0, 0, b"[0.5,1.5,2.")
    elif mid == 3:  # a packet longer than any result may be
        reply(0, 0, b"", length=1 << 41)
    elif mid == 4:  # an object declared longer than any result may be
        reply(2, 0, shm(b'"abc"', 1 << 33))
    elif mid == 5:  # a string's text that is not UTF-8 (cut inside a character)
        reply(0, 2, "é".encode()[:1])
