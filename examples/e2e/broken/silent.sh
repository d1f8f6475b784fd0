#!/bin/sh
# An app that never prints its ready line (for the error-case test in scripts/e2e-test).
echo "silent.sh: starting, never ready" >&2
exec sleep 3600
