/* pipe_floor: what any stdio nexus adds to a call, at the least, on one CPU.
 *
 * A client that talks to a pool through a nexus over stdio pays, beyond
 * what the bare-pool ceiling's client pays, one round trip over a pair of
 * pipes: its request written to the nexus, the nexus woken, the reply
 * written back, the client woken (two context switches, four system
 * calls). This measures that round trip between two processes pinned by
 * the caller to one CPU, one byte each way, and prints
 *   RESULT label=<label> round_trips=N us=<µs per round trip>
 * scripts/bench-morloc.sh turns it into the best ratio to the ceiling that
 * a nexus costing nothing at all could reach.
 *
 * With POLL_MS, both sides wait with poll(2) and that timeout (-1: none)
 * before each read, as an event-driven server does. That measures what a
 * timeout itself costs: one that ends before the kernel's next timer event
 * makes the kernel reprogram its timer device twice per wait (armed, then
 * cancelled when the byte comes first), which on a virtual machine is two
 * VM exits. src/morloc/pool.rs (`readable_first`) explains why our waits
 * are long because of this.
 *
 * usage: pipe_floor ROUND_TRIPS LABEL [POLL_MS]
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Waits until fd is readable, polling with timeout_ms; 0 on an error. */
static int wait_readable(int fd, int timeout_ms) {
    struct pollfd p = {.fd = fd, .events = POLLIN};
    for (;;) {
        int n = poll(&p, 1, timeout_ms);
        if (n > 0)
            return 1;
        if (n < 0)
            return 0;
    }
}

int main(int argc, char **argv) {
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: pipe_floor ROUND_TRIPS LABEL [POLL_MS]\n");
        return 2;
    }
    long n = atol(argv[1]);
    int polls = argc == 4;
    int poll_ms = polls ? atoi(argv[3]) : -1;
    int to_child[2], to_parent[2];
    if (n <= 0 || pipe(to_child) != 0 || pipe(to_parent) != 0) {
        perror("pipe_floor");
        return 1;
    }
    pid_t child = fork();
    if (child < 0) {
        perror("fork");
        return 1;
    }
    char byte = 'x';
    if (child == 0) {
        for (long i = 0; i < n; i++) {
            if (polls && !wait_readable(to_child[0], poll_ms))
                _exit(1);
            if (read(to_child[0], &byte, 1) != 1 || write(to_parent[1], &byte, 1) != 1)
                _exit(1);
        }
        _exit(0);
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < n; i++) {
        if (write(to_child[1], &byte, 1) != 1 || (polls && !wait_readable(to_parent[0], poll_ms)) ||
            read(to_parent[0], &byte, 1) != 1) {
            fprintf(stderr, "pipe_floor: the child went away\n");
            return 1;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    waitpid(child, NULL, 0);
    double us = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / 1e3 / n;
    if (polls)
        printf("RESULT label=%s round_trips=%ld poll_ms=%d us=%.2f\n", argv[2], n, poll_ms, us);
    else
        printf("RESULT label=%s round_trips=%ld us=%.2f\n", argv[2], n, us);
    return 0;
}
