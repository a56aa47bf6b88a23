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
 * usage: pipe_floor ROUND_TRIPS LABEL
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: pipe_floor ROUND_TRIPS LABEL\n");
        return 2;
    }
    long n = atol(argv[1]);
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
            if (read(to_child[0], &byte, 1) != 1 || write(to_parent[1], &byte, 1) != 1)
                _exit(1);
        }
        _exit(0);
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long i = 0; i < n; i++) {
        if (write(to_child[1], &byte, 1) != 1 || read(to_parent[0], &byte, 1) != 1) {
            fprintf(stderr, "pipe_floor: the child went away\n");
            return 1;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    waitpid(child, NULL, 0);
    double us = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / 1e3 / n;
    printf("RESULT label=%s round_trips=%ld us=%.2f\n", argv[2], n, us);
    return 0;
}
