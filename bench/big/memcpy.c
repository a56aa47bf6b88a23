/* memcpy: the physical floor of scripts/bench-big.sh. Copies SIZE bytes
 * REPS times and prints the median time of one copy, twice:
 *   warm:  into a buffer already touched (the memory bandwidth);
 *   fresh: into a buffer just mapped (what a first write to new memory
 *          costs: the copy plus a page fault per 4 KiB page), which is
 *          what any program that makes a new 64 MiB value pays.
 * usage: memcpy SIZE REPS   ->   RESULT label=memcpy warm_ms=.. fresh_ms=..
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    size_t size = argc > 1 ? strtoull(argv[1], 0, 10) : (64u << 20);
    int reps = argc > 2 ? atoi(argv[2]) : 9;
    if (reps < 1 || reps > 1000) reps = 9;
    double warm[1000], fresh[1000];
    char *src = malloc(size), *dst = malloc(size);
    if (!src || !dst) return 1;
    memset(src, 'x', size);
    memset(dst, 0, size);
    for (int i = 0; i < reps; i++) {
        double t0 = now_ms();
        memcpy(dst, src, size);
        warm[i] = now_ms() - t0;
        src[i % size] ^= dst[(i * 7) % size]; /* keep the copies live */
    }
    for (int i = 0; i < reps; i++) {
        double t0 = now_ms();
        char *d = mmap(0, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (d == MAP_FAILED) return 1;
        memcpy(d, src, size);
        fresh[i] = now_ms() - t0;
        src[i % size] ^= d[(i * 7) % size];
        munmap(d, size);
    }
    qsort(warm, reps, sizeof *warm, cmp);
    qsort(fresh, reps, sizeof *fresh, cmp);
    printf("RESULT label=memcpy warm_ms=%.2f fresh_ms=%.2f\n", warm[reps / 2], fresh[reps / 2]);
    return 0;
}
