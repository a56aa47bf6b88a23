"""The callgrind drivers' client (scripts/bench-replicas.sh and
scripts/bench-morloc.sh): 50 + N sequential `POST /call/add [1,2]` on one
keep-alive connection to ADDR (host:port), each answer checked, so that
two runs of N differ by exactly the calls counted.

    python3 bench/call_add.py HOST:PORT N
"""
import http.client
import sys

host, port = sys.argv[1].rsplit(":", 1)
c = http.client.HTTPConnection(host, int(port), timeout=60)
for _ in range(50 + int(sys.argv[2])):
    c.request("POST", "/call/add", body="[1,2]", headers={"Content-Type": "application/json"})
    r = c.getresponse().read()
    assert r == b'{"status":"ok","result":3}', r
