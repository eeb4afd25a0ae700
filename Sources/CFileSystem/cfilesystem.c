#define _GNU_SOURCE
#include "cfilesystem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int tm_rename_exchange(const char *first, const char *second) {
#ifdef SYS_renameat2
  // The system call rather than glibc's wrapper, which older C libraries lack.
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
  errno = ENOSYS;
  return -1;
#endif
}

int tm_holds_bytes(const void *bytes, size_t length, const void *part, size_t part_length) {
  if (part_length == 0) return 1;
  return memmem(bytes, length, part, part_length) != NULL;
}

size_t tm_count_bytes(const void *bytes, size_t length, const void *part, size_t part_length) {
  if (part_length == 0) return 0;
  size_t count = 0;
  const char *from = bytes;
  const char *end = from + length;
  const char *found;
  while ((size_t)(end - from) >= part_length &&
         (found = memmem(from, (size_t)(end - from), part, part_length)) != NULL) {
    count += 1;
    from = found + part_length;
  }
  return count;
}

long long tm_file_system_type(int descriptor) {
  struct statfs system;
  if (fstatfs(descriptor, &system) != 0) return -1;
  // (Unsigned: a 32-bit C library's `f_type` is a signed int, and magic
  // numbers above 0x7fffffff would come out negative.)
  return (long long)(unsigned int)system.f_type;
}

long long tm_find_bytes(const void *bytes, size_t length, const void *part, size_t part_length) {
  if (part_length == 0 || length < part_length) return -1;
  const char *found = memmem(bytes, length, part, part_length);
  return found == NULL ? -1 : (long long)(found - (const char *)bytes);
}
