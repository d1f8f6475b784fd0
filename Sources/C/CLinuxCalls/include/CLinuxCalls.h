// Linux calls that glibc declares only under _GNU_SOURCE, which Swift's Glibc module is built without.
#ifndef CLINUX_CALLS_H
#define CLINUX_CALLS_H

/// accept4(fd, NULL, NULL, flags): accepts one connection with SOCK_CLOEXEC/SOCK_NONBLOCK set atomically.
int touchstone_accept4(int fd, int flags);

#endif
