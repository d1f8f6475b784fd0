/* A page carousel speaking Touchstone's animation process protocol, version 1 (docs/animation-protocol.md).
 *
 * libc only: requests are read line by line from stdin, the few fields this transition needs are
 * picked out with a deliberately small scanner (no JSON library), replies go to stdout, one line each,
 * flushed. Diagnostics go to stderr. Time comes only from the requests.
 *
 * State: {"page": N, "moving": bool}: a completed transition moves one page forward for a gesture going
 * left or up, back (not below 0) for right or down; a cancelled one stays.
 *
 *   cc -std=c99 -O2 -Wall -o slide slide.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The text right after "key": in line, or NULL. Good enough for Touchstone's own requests, whose keys
 * are unique per object level for the fields read here. */
static const char *field(const char *line, const char *key) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(line, pattern);
    return at ? at + strlen(pattern) : NULL;
}

static double number(const char *line, const char *key, double fallback) {
    const char *at = field(line, key);
    return at && *at != 'n' ? strtod(at, NULL) : fallback;
}

/* Whether the string value of key starts with value. */
static int is(const char *line, const char *key, const char *value) {
    const char *at = field(line, key);
    return at && *at == '"' && strncmp(at + 1, value, strlen(value)) == 0;
}

int main(void) {
    static char line[1 << 20];
    double width = 375, height = 667;
    int page = 0, step = 1;
    while (fgets(line, sizeof line, stdin)) {
        if (is(line, "type", "hello")) {
            if (number(line, "protocol", 0) != 1) {
                fprintf(stderr, "slide.c: protocol %g is not 1\n", number(line, "protocol", 0));
                return 2;
            }
            width = number(line, "width", width);
            height = number(line, "height", height);
            printf("{\"protocol\":1,\"name\":\"slide.c\",\"duration_s\":0.35}\n");
        } else if (is(line, "type", "goodbye")) {
            return 0;
        } else if (is(line, "type", "tick")) {
            const char *gesture = field(line, "gesture");
            if (strstr(line, "\"type\":\"will_begin\"") && gesture && *gesture == '{')
                step = (is(gesture, "direction", "right") || is(gesture, "direction", "down")) ? -1 : 1;
            if (strstr(line, "\"type\":\"did_end\",\"completed\":true")) {
                page += step;
                if (page < 0) page = 0;
            }
            double p = number(line, "progress", 0);
            if (p < 0) p = 0;
            if (p > 1) p = 1;
            int moving = !is(line, "phase", "idle");
            /* At rest the current page fills the container (a completed transition leaves progress at 1). */
            double shift = moving ? -step * p * width : 0;
            int target = page + step < 0 ? 0 : page + step;
            printf("{\"state\":{\"moving\":%s,\"page\":%d},\"scene\":{\"layers\":["
                   "{\"name\":\"page-%d\",\"frame\":[%.3f,0,%.3f,%.3f],\"z\":1,\"color\":[0.2,0.45,0.9]}",
                   moving ? "true" : "false", page, page, shift, width, height);
            if (moving)
                printf(",{\"name\":\"page-%d\",\"frame\":[%.3f,0,%.3f,%.3f],\"z\":0,\"color\":[0.95,0.55,0.15]}",
                       target, shift + step * width, width, height);
            printf("]}}\n");
        } else {
            fprintf(stderr, "slide.c: unknown request: %.80s\n", line);
            return 2;
        }
        fflush(stdout);
    }
    return 0;
}
