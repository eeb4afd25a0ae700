// The Linux calls that Swift's Glibc module does not import: renameat2 and
// memmem need _GNU_SOURCE, which the module map cannot set for one header;
// fstatfs is in <sys/vfs.h>, which the module does not include.
#ifndef TYPOMETER_CFILESYSTEM_H
#define TYPOMETER_CFILESYSTEM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Atomically exchanges the entries at `first` and `second` (both must exist):
/// renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE). Returns 0,
/// or -1 with errno set (EINVAL or ENOSYS where the file system or kernel
/// cannot exchange).
int tm_rename_exchange(const char *first, const char *second);

/// Whether the `length` bytes at `bytes` hold the `part_length` bytes at
/// `part` somewhere (glibc's `memmem`, which its headers declare only for
/// GNU sources): 1 if so, else 0. An empty part is held by any bytes.
int tm_holds_bytes(const void *bytes, size_t length, const void *part, size_t part_length);

/// How many times `part` occurs in `bytes`, none overlapping another
/// (`memmem` from the end of each); 0 for an empty `part`.
size_t tm_count_bytes(const void *bytes, size_t length, const void *part, size_t part_length);

/// The offset of the first `part_length` bytes at `part` in the `length`
/// bytes at `bytes` (`memmem`), or -1 where they are not there (or `part`
/// is empty).
long long tm_find_bytes(const void *bytes, size_t length, const void *part, size_t part_length);

/// The type of the file system the open file `descriptor` is on (`fstatfs`'s
/// `f_type`, a magic number of Linux's `magic.h`), or -1 with errno set.
long long tm_file_system_type(int descriptor);

#ifdef __cplusplus
}
#endif

#endif
