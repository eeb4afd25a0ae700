// The Linux calls that Swift's Glibc module does not import: renameat2 needs
// _GNU_SOURCE, which the module map cannot set for one header.
#ifndef TYPOMETER_CFILESYSTEM_H
#define TYPOMETER_CFILESYSTEM_H

#ifdef __cplusplus
extern "C" {
#endif

/// Atomically exchanges the entries at `first` and `second` (both must exist):
/// renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE). Returns 0,
/// or -1 with errno set (EINVAL or ENOSYS where the file system or kernel
/// cannot exchange).
int tm_rename_exchange(const char *first, const char *second);

#ifdef __cplusplus
}
#endif

#endif
