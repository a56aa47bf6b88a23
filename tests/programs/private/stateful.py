"""stateful test program: module globals live as long as the worker."""
import os

count = 0
store = {}


def incr():
    global count
    count += 1
    return count


def kv_set(key, value):
    store[key] = value
    return value


def kv_get(key):
    return store.get(key)


def pid():
    return os.getpid()
