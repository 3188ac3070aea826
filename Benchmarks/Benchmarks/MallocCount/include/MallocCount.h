// Counts the heap allocations the W1 and W2 harnesses make between a start and a stop, by
// replacing the C allocation functions with ones that count and forward to the C library's. Only
// where the C library exposes its own entry points (glibc); elsewhere nothing is counted.
#ifndef MALLOC_COUNT_H
#define MALLOC_COUNT_H

/// Starts counting allocations from zero.
void malloc_count_start(void);
/// Stops counting and returns the allocations made since `malloc_count_start`, or -1 where they
/// cannot be counted.
long malloc_count_stop(void);
/// Stops counting for a while, keeping the count (work that is not the op's, such as preparing its
/// input); returns whether it was counting, for `malloc_count_resume`.
int malloc_count_pause(void);
/// Counts again if `was_counting` (what `malloc_count_pause` returned), adding to the count kept.
void malloc_count_resume(int was_counting);

#endif
