"""conformance: the fixture tools the MCP conformance suite calls (issue 12).

Media results are raw bytes (a list of integers 0..255, or a string) of the
command's return.mime; a multipart/mixed result gives one content block per
part, and a part with a Content-Location is an embedded resource.
"""

import struct
import time
import zlib

import nexus  # provided by the nexus Python runtime (issue 13)


def _png():
    """A 1x1 red PNG."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def _wav():
    """A tenth of a second of silence, 8 kHz mono 8-bit."""
    samples = b"\x80" * 800
    fmt = struct.pack("<HHIIHH", 1, 1, 8000, 8000, 1, 8)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(samples)) + samples
    return b"RIFF" + struct.pack("<I", len(body)) + body


def _multipart(parts):
    out = b""
    for headers, body in parts:
        out += b"--nexus-part\r\n"
        for name, value in headers:
            out += name.encode() + b": " + value.encode() + b"\r\n"
        out += b"\r\n" + body + b"\r\n"
    return list(out + b"--nexus-part--\r\n")


def test_simple_text():
    return "This is a simple text response for testing."


def test_image_content():
    return list(_png())


def test_audio_content():
    return list(_wav())


def test_embedded_resource():
    return _multipart([
        ([("Content-Type", "text/plain"), ("Content-Location", "test://embedded-resource")],
         b"This is an embedded resource content."),
    ])


def test_multiple_content_types():
    return _multipart([
        ([("Content-Type", "text/plain")], b"Multiple content types test:"),
        ([("Content-Type", "image/png")], _png()),
        ([("Content-Type", "application/json"), ("Content-Location", "test://mixed-content-resource")],
         b'{"test":"data","value":123}'),
    ])


def test_error_handling():
    raise RuntimeError("This tool intentionally returns an error for testing")


def test_tool_with_progress():
    for done in (0, 50, 100):
        if done:
            time.sleep(0.05)
        nexus.progress(done, 100, "Completed step %d of 100" % done)
    return "Progress test completed"


def test_tool_with_logging():
    for message in ("Tool execution started", "Tool processing data", "Tool execution completed"):
        nexus.log("info", message)
        time.sleep(0.05)
    return "Logging test completed"


def test_missing_capability():
    return "The client declared the sampling capability"


def test_logging_tool():
    nexus.log("info", "test_logging_tool ran")
    return "Logging test completed"


def test_streaming_elicitation():
    return "Streaming elicitation test completed without a request to the client"
