// glibc's malloc tuning (mallopt, M_MMAP_THRESHOLD), for the CLI's start-up (Sources/navmock/main.swift).
#include <malloc.h>
