#!/bin/sh
# An app that becomes ready, then ignores its input and SIGTERM (for the error-case test in scripts/e2e-test).
trap '' TERM
echo READY
while :; do sleep 1; done
