// `make` writes generated/BuildCommit.h (git-ignored) with the commit of the working tree, only when it
// changes, so this one file is recompiled per commit. A plain `swift build` or a tarball says "unknown".
#include "CTouchstoneBuild.h"

#if __has_include("generated/BuildCommit.h")
#include "generated/BuildCommit.h"
#endif

#ifndef TOUCHSTONE_BUILD_COMMIT
#define TOUCHSTONE_BUILD_COMMIT "unknown"
#endif

const char *touchstone_build_commit(void) { return TOUCHSTONE_BUILD_COMMIT; }
