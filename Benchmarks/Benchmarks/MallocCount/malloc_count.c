#include "MallocCount.h"

#include <stddef.h>
#include <stdlib.h>

#if defined(__GLIBC__)

// glibc's own entry points, which the replacements below forward to.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Plain globals: the harness is single-threaded (and a thread-local could be touched before the
// thread is set up). An allocation by another thread while counting would be counted too.
static int counting = 0;
static long count = 0;

void malloc_count_start(void) {
  count = 0;
  counting = 1;
}

long malloc_count_stop(void) {
  counting = 0;
  return count;
}

int malloc_count_pause(void) {
  int was_counting = counting;
  counting = 0;
  return was_counting;
}

void malloc_count_resume(int was_counting) {
  counting = was_counting;
}

void *malloc(size_t size) {
  if (counting) count++;
  return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
  if (counting) count++;
  return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) count++;
  return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (counting) count++;
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  if (counting) count++;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (counting) count++;
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return 22; /* EINVAL */
  void *pointer = __libc_memalign(alignment, size);
  if (!pointer && size) return 12; /* ENOMEM */
  *result = pointer;
  return 0;
}
#else
void malloc_count_start(void) {}
long malloc_count_stop(void) { return -1; }
int malloc_count_pause(void) { return 0; }
void malloc_count_resume(int was_counting) { (void)was_counting; }
#endif
