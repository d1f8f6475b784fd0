/*
 * evplay: play the E: lines of an evemu file into an existing evdev node, one write() per frame, each
 * frame at its own absolute deadline (CLOCK_MONOTONIC, relative to the first frame).
 *
 * Why not evemu-play: it sleeps before every single event relative to the previous one, so under QEMU's
 * software emulation every 8 ms frame arrived ~1 ms late and a gesture stretched by 6-19 %. With absolute
 * deadlines the frame period stays what the generator wrote; scheduling jitter does not accumulate.
 *
 * Usage: evplay /dev/input/eventN < recording.evemu
 * Build: cc -O2 -o evplay evplay.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_FRAME 256

static void add_ns(struct timespec *ts, long long ns) {
    ts->tv_sec += ns / 1000000000LL;
    ts->tv_nsec += ns % 1000000000LL;
    if (ts->tv_nsec >= 1000000000L) { ts->tv_sec++; ts->tv_nsec -= 1000000000L; }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: evplay /dev/input/eventN < file.evemu\n");
        return 2;
    }
    int fd = open(argv[1], O_WRONLY);
    if (fd < 0) { fprintf(stderr, "evplay: cannot open %s: %s\n", argv[1], strerror(errno)); return 1; }
    struct input_event frame[MAX_FRAME];
    int n = 0, frames = 0, lineno = 0;
    long long first_us = -1;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        if (strncmp(line, "E:", 2) != 0) continue;
        unsigned long sec; unsigned usec; unsigned type, code; int value;
        if (sscanf(line, "E: %lu.%u %x %x %d", &sec, &usec, &type, &code, &value) != 5) {
            fprintf(stderr, "evplay: stdin line %d: cannot parse '%s'\n", lineno, line);
            return 1;
        }
        if (n == MAX_FRAME) { fprintf(stderr, "evplay: line %d: frame longer than %d events\n", lineno, MAX_FRAME); return 1; }
        memset(&frame[n], 0, sizeof frame[n]);
        frame[n].type = type; frame[n].code = code; frame[n].value = value;
        n++;
        if (type == EV_SYN && code == SYN_REPORT) {
            long long t_us = (long long)sec * 1000000LL + usec;
            if (first_us < 0) first_us = t_us;
            struct timespec deadline = start;
            add_ns(&deadline, (t_us - first_us) * 1000LL);
            while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, NULL) == EINTR) {}
            ssize_t want = (ssize_t)(n * sizeof frame[0]);
            if (write(fd, frame, (size_t)want) != want) {
                fprintf(stderr, "evplay: write to %s failed: %s\n", argv[1], strerror(errno));
                return 1;
            }
            frames++;
            n = 0;
        }
    }
    if (n) fprintf(stderr, "evplay: %d events after the last SYN_REPORT were not played\n", n);
    close(fd);
    return 0;
}
