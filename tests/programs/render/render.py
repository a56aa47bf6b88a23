"""render test program: one result, several renderings, and media types."""


def stats(xs):
    return {"n": len(xs), "total": sum(xs)}


def stats_text(xs):
    return "n=%d total=%d" % (len(xs), sum(xs))


def stats_svg(xs):
    bars = "".join(
        '<rect x="%d" y="0" width="8" height="%d"/>' % (10 * i, x) for i, x in enumerate(xs)
    )
    return '<svg xmlns="http://www.w3.org/2000/svg">%s</svg>' % bars


def dot():
    # The 8-byte PNG signature and one byte of each kind JSON could mangle.
    return [137, 80, 78, 71, 13, 10, 26, 10, 0, 34, 92, 255]
