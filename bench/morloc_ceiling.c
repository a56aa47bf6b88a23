/* morloc_ceiling: the bare-pool ceiling for scripts/bench-morloc.sh.
 *
 * Replays morloc's own CALL packet for combat's fighterDamage(15) straight to
 * a running morloc pool's Unix socket, one connection per call as libmorloc
 * does, keeping K calls in flight from one thread (poll), and prints
 *   RESULT label=<label> calls=N inflight=K rate=<calls/s> p50_us=<µs> cpu_us=<µs>
 * where cpu_us is this client's own CPU time (user + system) per call.
 * No nexus is involved: this is what the pool itself can do.
 *
 * The packet is the one morloc-nexus 0.98.2 itself sends (morloc_call.h).
 *
 * usage: morloc_ceiling SOCKET CALLS INFLIGHT LABEL
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "morloc_call.h"

#define MAX_INFLIGHT 256
#define MAX_REPLY 4096

struct slot {
    int fd;
    size_t got;
    size_t want;
    double started;
    unsigned char buf[MAX_REPLY];
};

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static struct sockaddr_un addr;

static int start_call(struct slot *s) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        close(fd);
        return -1;
    }
    s->started = now_us();
    if (write(fd, CALL, sizeof CALL) != (ssize_t)sizeof CALL) {
        close(fd);
        return -1;
    }
    s->fd = fd;
    s->got = 0;
    s->want = 32;
    return 0;
}

/* Reads what is there; 1 when the reply is complete, 0 for more, -1 on error. */
static int read_some(struct slot *s) {
    ssize_t n = read(s->fd, s->buf + s->got, s->want - s->got);
    if (n <= 0) return -1;
    s->got += (size_t)n;
    if (s->got == 32 && s->want == 32) {
        /* The header's metadata length (u32 at 20) plus payload length (u64 at 24). */
        uint32_t meta;
        uint64_t payload;
        memcpy(&meta, s->buf + 20, 4);
        memcpy(&payload, s->buf + 24, 8);
        uint64_t body = (uint64_t)meta + payload;
        if (body > MAX_REPLY - 32) return -1;
        s->want = 32 + (size_t)body;
    }
    return s->got == s->want ? 1 : 0;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: morloc_ceiling SOCKET CALLS INFLIGHT LABEL\n");
        return 2;
    }
    long calls = atol(argv[2]);
    int k = atoi(argv[3]);
    if (calls <= 0 || k <= 0 || k > MAX_INFLIGHT || strlen(argv[1]) >= sizeof addr.sun_path) {
        fprintf(stderr, "morloc_ceiling: bad arguments\n");
        return 2;
    }
    addr.sun_family = AF_UNIX;
    strcpy(addr.sun_path, argv[1]);
    static struct slot slots[MAX_INFLIGHT];
    struct pollfd pfd[MAX_INFLIGHT];
    double *lat = malloc(sizeof(double) * (size_t)calls);
    if (!lat) return 1;
    long sent = 0, done = 0;
    double t0 = now_us();
    for (int i = 0; i < k && sent < calls; i++, sent++)
        if (start_call(&slots[i]) != 0) { perror("connect/write"); return 1; }
    int active = k < calls ? k : (int)calls;
    while (done < calls) {
        for (int i = 0; i < active; i++) { pfd[i].fd = slots[i].fd; pfd[i].events = POLLIN; }
        if (poll(pfd, (nfds_t)active, 10000) <= 0) { fprintf(stderr, "morloc_ceiling: no reply in 10 s\n"); return 1; }
        for (int i = 0; i < active; i++) {
            if (!(pfd[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            int r = read_some(&slots[i]);
            if (r < 0) { fprintf(stderr, "morloc_ceiling: the pool closed a call early\n"); return 1; }
            if (r == 0) continue;
            /* fighterDamage(15) is 10: the reply's last 8 bytes. */
            if (slots[i].got < 40 || slots[i].buf[slots[i].got - 8] != 10) {
                fprintf(stderr, "morloc_ceiling: reply %ld is not fighterDamage(15) = 10:", done);
                for (size_t j = 0; j < slots[i].got; j++) fprintf(stderr, "%02x", slots[i].buf[j]);
                fprintf(stderr, "\n");
                return 1;
            }
            lat[done++] = now_us() - slots[i].started;
            close(slots[i].fd);
            if (sent < calls) {
                if (start_call(&slots[i]) != 0) { perror("connect/write"); return 1; }
                sent++;
            } else {
                slots[i] = slots[active - 1];
                pfd[i] = pfd[active - 1];
                active--;
                i--;
            }
        }
    }
    double secs = (now_us() - t0) / 1e6;
    qsort(lat, (size_t)calls, sizeof(double), cmp);
    struct rusage self;
    getrusage(RUSAGE_SELF, &self);
    double cpu_us = self.ru_utime.tv_sec * 1e6 + self.ru_utime.tv_usec + self.ru_stime.tv_sec * 1e6 +
                    self.ru_stime.tv_usec;
    printf("RESULT label=%s calls=%ld inflight=%d rate=%.1f p50_us=%.0f cpu_us=%.1f\n", argv[4], calls,
           k, calls / secs, lat[calls / 2], cpu_us / calls);
    return 0;
}
