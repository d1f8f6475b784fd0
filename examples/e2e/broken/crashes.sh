#!/bin/sh
# An app that becomes ready and then dies (for the error-case test in scripts/e2e-test).
echo READY
echo "crashes.sh: about to fail" >&2
sleep 1
exit 3
