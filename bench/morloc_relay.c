/* morloc_relay: the least any nexus can do, for scripts/bench-morloc.sh.
 *
 * A stand-in nexus that does only the system calls every nexus must make
 * between a client and a morloc pool, and no parsing, checking, encoding or
 * bookkeeping at all. It knows one call, combat's fighterDamage(15), and
 * answers whatever asks for it:
 *
 *   stdio SOCKET       MCP over stdio: initialize, tools/list and tools/call
 *                      lines in, replies out (what bench/loadgen mcp-stdio
 *                      drives); the reply copies the request's id.
 *   http SOCKET PORT   POST /call/... over HTTP/1.1 keep-alive on
 *                      127.0.0.1:PORT (what bench/loadgen http drives);
 *                      the answer is {"status":"ok","result":N}.
 *
 * Each call goes to the pool as libmorloc sends it (one Unix connection per
 * call, morloc's own CALL packet, as in morloc_ceiling.c), and the result N
 * is the reply packet's last 8 bytes. One thread waits on everything with
 * poll(2); input is read once per turn, and the replies of a turn leave in
 * one write per client.
 *
 * So its rate is the ceiling of every real nexus on this machine: ours and
 * morloc-nexus do all of this and more. It is a measuring stick, not a
 * server: it trusts its input, and it is never shipped.
 *
 * usage: morloc_relay stdio SOCKET | morloc_relay http SOCKET PORT
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

/* fighterDamage(15), mid 2: the packet morloc_ceiling.c replays too. */
#include "morloc_call.h"

#define MAX_CALLS 256
#define MAX_CLIENTS 64
#define BUF 65536

static void die(const char *what) {
    fprintf(stderr, "morloc_relay: %s: %s\n", what, strerror(errno));
    exit(1);
}

static struct sockaddr_un pool;

/* A call in flight: its pool connection, the reply so far, and whom the
 * answer goes to (a client index; in stdio mode always 0) under which id. */
struct call {
    int fd;
    int client;
    size_t got, want;
    unsigned char reply[4096];
    char id[64];
};
static struct call calls[MAX_CALLS];
static int ncalls;
/* Which call holds a pool connection: by_fd[fd] = its index + 1. */
static int by_fd[65536];
/* MORLOC_RELAY_EPOLL=1 (stdio): wait with epoll (one epoll_ctl per call, for its
 * connection; closing it removes it) instead of poll over every fd. */
static int ep = -1;

static void start_call(int client, const char *id, size_t idlen) {
    if (ncalls == MAX_CALLS || idlen >= sizeof calls[0].id) { errno = EOVERFLOW; die("too many calls"); }
    struct call *c = &calls[ncalls++];
    c->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (c->fd < 0) die("socket");
    if (c->fd >= (int)(sizeof by_fd / sizeof by_fd[0])) { errno = EMFILE; die("socket"); }
    if (connect(c->fd, (struct sockaddr *)&pool, sizeof pool) != 0) die("connect to the pool");
    by_fd[c->fd] = ncalls;
    if (ep >= 0) {
        struct epoll_event e = {.events = EPOLLIN, .data.fd = c->fd};
        if (epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &e) != 0) die("epoll_ctl");
    }
    if (write(c->fd, CALL, sizeof CALL) != (ssize_t)sizeof CALL) die("write to the pool");
    c->client = client;
    c->got = 0;
    c->want = 32;
    memcpy(c->id, id, idlen);
    c->id[idlen] = 0;
}

/* Reads what the pool sent: the result (>= 0) once whole, -1 for more. */
static long read_reply(struct call *c) {
    ssize_t n = read(c->fd, c->reply + c->got, c->want - c->got);
    if (n <= 0) { errno = n == 0 ? EPIPE : errno; die("read from the pool"); }
    c->got += (size_t)n;
    if (c->got == 32 && c->want == 32) {
        uint32_t meta;
        uint64_t payload;
        memcpy(&meta, c->reply + 20, 4);
        memcpy(&payload, c->reply + 24, 8);
        if (meta + payload > sizeof c->reply - 32) { errno = EMSGSIZE; die("reply"); }
        c->want = 32 + meta + payload;
    }
    if (c->got < c->want) return -1;
    int64_t v;
    memcpy(&v, c->reply + c->got - 8, 8);
    return (long)v;
}

/* Output waiting for one client's next write. */
struct out { char buf[BUF]; size_t len; };

static void put(struct out *o, const char *s, size_t n) {
    if (o->len + n > BUF) { errno = ENOBUFS; die("output"); }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

static void flush_to(int fd, struct out *o) {
    size_t off = 0;
    while (off < o->len) {
        ssize_t n = write(fd, o->buf + off, o->len - off);
        if (n < 0 && errno == EAGAIN) {
            struct pollfd p = {fd, POLLOUT, 0};
            poll(&p, 1, -1);
            continue;
        }
        if (n <= 0) die("write to the client");
        off += (size_t)n;
    }
    o->len = 0;
}

/* The raw JSON token after "id": in a line, up to , or }. */
static size_t find_id(const char *line, size_t len, const char **id) {
    const char *p = memmem(line, len, "\"id\":", 5);
    if (!p) return 0;
    p += 5;
    const char *e = p;
    while (e < line + len && *e != ',' && *e != '}') e++;
    *id = p;
    return (size_t)(e - p);
}

/* Ends call i, whose connection is done; the last call takes its place. */
static void end_call(int i) {
    by_fd[calls[i].fd] = 0;
    close(calls[i].fd);
    calls[i] = calls[--ncalls];
    if (i < ncalls) by_fd[calls[i].fd] = i + 1;
}

/* Waits until stdin (unless it is done) or a pool connection is readable:
 * fills ready[] with the ready pool fds and says whether stdin is ready. */
static int wait_stdio(int stdin_open, int *ready, int *nready) {
    *nready = 0;
    int in_ready = 0;
    if (ep >= 0) {
        struct epoll_event ev[MAX_CALLS + 1];
        int n;
        while ((n = epoll_wait(ep, ev, MAX_CALLS + 1, -1)) < 0)
            if (errno != EINTR) die("epoll_wait");
        for (int i = 0; i < n; i++) {
            if (ev[i].data.fd == 0) in_ready = 1;
            else ready[(*nready)++] = ev[i].data.fd;
        }
        return in_ready;
    }
    struct pollfd pfd[MAX_CALLS + 1];
    pfd[0].fd = stdin_open ? 0 : -1;
    pfd[0].events = POLLIN;
    for (int i = 0; i < ncalls; i++) { pfd[i + 1].fd = calls[i].fd; pfd[i + 1].events = POLLIN; }
    while (poll(pfd, (nfds_t)ncalls + 1, -1) < 0)
        if (errno != EINTR) die("poll");
    for (int i = 0; i < ncalls; i++)
        if (pfd[i + 1].revents) ready[(*nready)++] = calls[i].fd;
    return pfd[0].revents != 0;
}

static int stdio_main(void) {
    static char in[BUF];
    static struct out out;
    size_t have = 0;
    int stdin_open = 1, ready[MAX_CALLS], nready;
    if (ep >= 0) {
        struct epoll_event e = {.events = EPOLLIN, .data.fd = 0};
        if (epoll_ctl(ep, EPOLL_CTL_ADD, 0, &e) != 0) die("epoll_ctl stdin");
    }
    for (;;) {
        int in_ready = wait_stdio(stdin_open, ready, &nready);
        for (int r = 0; r < nready; r++) {
            int i = by_fd[ready[r]] - 1;
            long v = read_reply(&calls[i]);
            if (v < 0) continue;
            char line[256];
            int n = snprintf(line, sizeof line,
                             "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"content\":[{\"type\":\"text\","
                             "\"text\":\"%ld\"}],\"isError\":false}}\n", calls[i].id, v);
            put(&out, line, (size_t)n);
            end_call(i);
        }
        if (in_ready) {
            ssize_t n = read(0, in + have, sizeof in - have);
            if (n < 0) die("read stdin");
            if (n == 0 && ncalls == 0) { flush_to(1, &out); return 0; }
            have += (size_t)n;
            char *start = in, *nl;
            while ((nl = memchr(start, '\n', (size_t)(in + have - start)))) {
                size_t len = (size_t)(nl - start);
                const char *id = start;
                size_t idlen = find_id(start, len, &id);
                if (memmem(start, len, "\"tools/call\"", 12)) {
                    start_call(0, id, idlen);
                } else if (memmem(start, len, "\"initialize\"", 12)) {
                    put(&out, "{\"jsonrpc\":\"2.0\",\"id\":", 22);
                    put(&out, id, idlen);
                    const char *r = ",\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},"
                                    "\"serverInfo\":{\"name\":\"morloc_relay\",\"version\":\"0\"}}}\n";
                    put(&out, r, strlen(r));
                } else if (memmem(start, len, "\"tools/list\"", 12)) {
                    put(&out, "{\"jsonrpc\":\"2.0\",\"id\":", 22);
                    put(&out, id, idlen);
                    const char *r = ",\"result\":{\"tools\":[{\"name\":\"fighterDamage\",\"inputSchema\":"
                                    "{\"type\":\"object\"}}]}}\n";
                    put(&out, r, strlen(r));
                }
                start = nl + 1;
            }
            have = (size_t)(in + have - start);
            memmove(in, start, have);
            if (n == 0) {
                stdin_open = 0;
                if (ep >= 0) epoll_ctl(ep, EPOLL_CTL_DEL, 0, NULL);
            }
        }
        if (out.len) flush_to(1, &out);
    }
}

/* HTTP: each client's unparsed input and pending output. */
struct client {
    int fd;
    size_t have;
    char in[8192];
    struct out out;
};

static _Noreturn void http_main(int port) {
    int lfd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (lfd < 0) die("socket");
    int one = 1;
    setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(lfd, (struct sockaddr *)&a, sizeof a) != 0) die("bind");
    if (listen(lfd, 128) != 0) die("listen");
    static struct client clients[MAX_CLIENTS];
    int nclients = 0;
    struct pollfd pfd[1 + MAX_CLIENTS + MAX_CALLS];
    for (;;) {
        int n = 0;
        pfd[n].fd = lfd;
        pfd[n++].events = POLLIN;
        for (int i = 0; i < nclients; i++) { pfd[n].fd = clients[i].fd; pfd[n++].events = POLLIN; }
        for (int i = 0; i < ncalls; i++) { pfd[n].fd = calls[i].fd; pfd[n++].events = POLLIN; }
        if (poll(pfd, (nfds_t)n, -1) < 0) { if (errno == EINTR) continue; die("poll"); }
        /* Pool replies first: they free clients. */
        for (int i = ncalls - 1; i >= 0; i--) {
            if (!pfd[1 + nclients + i].revents) continue;
            long v = read_reply(&calls[i]);
            if (v < 0) continue;
            char body[64], head[160];
            int bl = snprintf(body, sizeof body, "{\"status\":\"ok\",\"result\":%ld}", v);
            int hl = snprintf(head, sizeof head,
                              "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", bl);
            struct client *c = &clients[calls[i].client];
            put(&c->out, head, (size_t)hl);
            put(&c->out, body, (size_t)bl);
            end_call(i);
        }
        for (int i = 0; i < nclients; i++) {
            if (!pfd[1 + i].revents) continue;
            struct client *c = &clients[i];
            ssize_t got = read(c->fd, c->in + c->have, sizeof c->in - c->have);
            if (got <= 0) { c->fd = -1; continue; }
            c->have += (size_t)got;
            /* Whole requests: a head, then Content-Length bytes. */
            for (;;) {
                char *end = memmem(c->in, c->have, "\r\n\r\n", 4);
                if (!end) break;
                size_t head = (size_t)(end - c->in) + 4, body = 0;
                char *cl = memmem(c->in, head, "Content-Length:", 15);
                if (!cl) cl = memmem(c->in, head, "content-length:", 15);
                if (cl) body = (size_t)strtoul(cl + 15, NULL, 10);
                if (c->have < head + body) break;
                start_call(i, "", 0);
                memmove(c->in, c->in + head + body, c->have - head - body);
                c->have -= head + body;
            }
        }
        for (int i = 0; i < nclients; i++)
            if (clients[i].fd >= 0 && clients[i].out.len) flush_to(clients[i].fd, &clients[i].out);
        if (pfd[0].revents) {
            int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
            if (fd >= 0 && nclients < MAX_CLIENTS) {
                setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                clients[nclients].fd = fd;
                clients[nclients].have = 0;
                clients[nclients].out.len = 0;
                nclients++;
            } else if (fd >= 0) {
                close(fd);
            }
        }
        /* Closed clients are not reused (the load generator's are few and
         * live for the run); their slots are closed here. */
        for (int i = 0; i < nclients; i++)
            if (clients[i].fd == -1) { clients[i].fd = -2; close(pfd[1 + i].fd); }
    }
}

int main(int argc, char **argv) {
    if (argc < 3 || strlen(argv[2]) >= sizeof pool.sun_path) goto usage;
    pool.sun_family = AF_UNIX;
    strcpy(pool.sun_path, argv[2]);
    const char *e = getenv("MORLOC_RELAY_EPOLL");
    if (strcmp(argv[1], "stdio") == 0 && argc == 3) {
        if (e && strcmp(e, "1") == 0 && (ep = epoll_create1(EPOLL_CLOEXEC)) < 0) die("epoll_create1");
        return stdio_main();
    }
    if (strcmp(argv[1], "http") == 0 && argc == 4) http_main(atoi(argv[3]));
usage:
    fprintf(stderr, "usage: morloc_relay stdio SOCKET | morloc_relay http SOCKET PORT\n");
    return 2;
}
