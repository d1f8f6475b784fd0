// The commit Touchstone was built from, for `--version`.
#ifndef CTOUCHSTONE_BUILD_H
#define CTOUCHSTONE_BUILD_H

/// The commit the Makefile wrote into BuildCommit.h ("unknown" when built outside git or without make).
const char *touchstone_build_commit(void);

#endif
