"""replicas test program: a stateless sum on a shared pool, and a counter on
private instances (issue 28: replicas behind a load balancer)."""
import os

count = 0


def add(a, b):
    return a + b


def incr():
    global count
    count += 1
    return count


def pid():
    return os.getpid()


def traceparent():
    import nexus

    return nexus.traceparent()
