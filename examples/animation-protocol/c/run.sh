#!/bin/sh
# Builds slide.c (libc only) into a fresh temporary folder and runs it: what the recordings'
# expect blocks start, so `make test` builds the C example itself. Needs a C compiler (cc).
set -e
here=$(dirname "$0")
dir=$(mktemp -d "${TMPDIR:-/tmp}/touchstone-slide-c.XXXXXX")
trap 'rm -rf "$dir"' EXIT
${CC:-cc} -std=c99 -O2 -Wall -Werror -o "$dir/slide" "$here/slide.c"
"$dir/slide"
