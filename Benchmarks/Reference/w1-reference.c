/*
 * w1-reference.c: workload W1 (Benchmarks/W1.md) in plain C, the floor Scrollwork's W1 harness is
 * compared against.
 *
 * Per track and op: clamp the offset to the track, find the segment (a branch-free binary search,
 * or, in the `_cursor` cases, a walk from the segment the previous op found), evaluate
 * easeInOutCubic once, lerp every component into the frame's value slots; then add the slots to a
 * running sum. No generality: one easing, values as flat arrays of doubles. It prints one JSON line per case, with the same case names, options and fields as the
 * Swift harness (Benchmarks/Sources/W1/main.swift), so the two can be run back to back and
 * compared (Benchmarks/compare-w1.sh does that).
 *
 *     cc -O2 -o w1-reference w1-reference.c
 *     ./w1-reference [--quick] [--n=10,100,1000,10000] [--case=POSIX-ERE] [--reps=7]
 *                    [--target-ms=100] [--warm-ms=150] [--ops=N]
 *
 * `--ops=N` replaces the timing protocol by one run of exactly N ops per case inside `profiled`,
 * for counting instructions: valgrind --tool=callgrind --toggle-collect=profiled … (see
 * Benchmarks/count-w1.sh).
 */
#define _POSIX_C_SOURCE 199309L
#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PEER "c-reference-O2"
#define RING 4096 /* offsets in the ring; a power of two */

/* ---- Layout ------------------------------------------------------------------------------ */

enum kind { NUMBER, POINT, RECT, COLOUR };
static const int components_of[4] = {1, 2, 4, 4};

struct track {
  int segments;    /* S */
  int components;  /* values per keyframe */
  int cursor;      /* the segment the previous op found (cursor cases only) */
  double *bounds;  /* S + 1 boundaries: bounds[j] is the start of segment j, bounds[S] the end */
  double *frames;  /* (S + 1) keyframes of `components` doubles each */
};

struct layout {
  int count;       /* tracks P */
  int values;      /* values read per op */
  double length;   /* T: the latest end of any track */
  struct track *tracks;
};

static double segment_length(int k, int j) { return 1.0 + (double)((7 * j + 3 * k) % 5) * 0.25; }

static double keyframe_component(enum kind kind, int k, int j, int c) {
  int mixed = 37 * j + 11 * k;
  if (kind != COLOUR) return (double)((mixed + 53 * c) % 100);
  if (c < 3) return (double)((mixed + 53 * c) % 256);
  return (double)(1 + (mixed + 159) % 100) / 100.0;
}

/* `one`: one track of n segments of `kind`; otherwise n/10 tracks of 10 segments, each of `kind`,
 * or of kind k mod 4 when `mixed`. */
static struct layout build_layout(int one, int mixed, enum kind kind, int n) {
  struct layout layout = {0};
  int segments = one ? n : 10;
  layout.count = one ? 1 : (n / 10 > 0 ? n / 10 : 1);
  layout.tracks = calloc((size_t)layout.count, sizeof *layout.tracks);
  for (int k = 0; k < layout.count; k++) {
    struct track *track = &layout.tracks[k];
    enum kind own = mixed ? (enum kind)(k % 4) : kind;
    track->segments = segments;
    track->components = components_of[own];
    track->bounds = malloc(sizeof(double) * (size_t)(segments + 1));
    track->frames = malloc(sizeof(double) * (size_t)((segments + 1) * track->components));
    double at = (double)(k % 8) * 0.125;
    for (int j = 0; j <= segments; j++) {
      track->bounds[j] = at;
      if (j < segments) at += segment_length(k, j);
      for (int c = 0; c < track->components; c++)
        track->frames[j * track->components + c] = keyframe_component(own, k, j, c);
    }
    if (track->bounds[segments] > layout.length) layout.length = track->bounds[segments];
    layout.values += track->components;
  }
  return layout;
}

static void free_layout(struct layout *layout) {
  for (int k = 0; k < layout->count; k++) {
    free(layout->tracks[k].bounds);
    free(layout->tracks[k].frames);
  }
  free(layout->tracks);
}

/* ---- Offsets ----------------------------------------------------------------------------- */

static double ring[RING];

/* The ring of offsets over a timeline `length` long (length 1 gives the progress values). */
static void fill_ring(int random, double length) {
  uint32_t x = 12345u;
  for (int i = 0; i < RING; i++) {
    double p;
    if (random) {
      x = 1664525u * x + 1013904223u; /* mod 2^32 by unsigned wrap-around */
      p = (double)x / 4294967296.0;
    } else {
      double phase = (double)(i % 2048) / 1024.0;
      p = phase <= 1.0 ? phase : 2.0 - phase;
    }
    ring[i] = p * length;
  }
}

/* ---- The operation ----------------------------------------------------------------------- */

static inline double ease_in_out_cubic(double u) {
  if (u < 0.5) return 4.0 * u * u * u;
  double v = 2.0 - 2.0 * u;
  return 1.0 - v * v * v / 2.0;
}

/* The last j in 0...S with bounds[j] <= t, given bounds[0] <= t. The comparison selects the next
 * base without a jump, so random offsets cost no mispredictions. */
static inline int search(const double *bounds, int segments, double t) {
  int base = 0, size = segments + 1;
  while (size > 1) {
    int half = size / 2;
    base = bounds[base + half] <= t ? base + half : base;
    size -= half;
  }
  return base;
}

/* Writes every component of `track` at `t` to out[0..<components]. `cursor` selects the search. */
static inline void read_track(struct track *track, double t, int cursor, double *out) {
  const double *bounds = track->bounds;
  int last = track->segments, j;
  double u;
  if (t <= bounds[0]) {
    j = 0;
    u = 0.0;
  } else if (t >= bounds[last]) {
    j = last - 1;
    u = 1.0;
  } else {
    if (cursor) {
      j = track->cursor;
      while (bounds[j] > t) j--;
      while (bounds[j + 1] <= t) j++;
      track->cursor = j;
    } else {
      j = search(bounds, last, t);
    }
    u = (t - bounds[j]) / (bounds[j + 1] - bounds[j]);
  }
  double e = ease_in_out_cubic(u);
  int n = track->components;
  const double *a = track->frames + j * n, *b = a + n;
  for (int c = 0; c < n; c++) out[c] = a[c] + (b[c] - a[c]) * e;
}

/* One slot per value of a frame, in track order: where a frame's values land (as an app's frame
 * writes them to their destinations) before they are added to the running sum. */
static double *frame_values;

/* Ops 0..<count: op i writes every component of every track at ring[i mod RING] into the frame's
 * slots, then adds the slots to the running sum in order. */
static double seek(struct layout *layout, long count, int cursor) {
  double sum = 0.0;
  for (long i = 0; i < count; i++) {
    double t = ring[i & (RING - 1)];
    double *out = frame_values;
    for (int k = 0; k < layout->count; k++) {
      read_track(&layout->tracks[k], t, cursor, out);
      out += layout->tracks[k].components;
    }
    for (int v = 0; v < layout->values; v++) sum += frame_values[v];
  }
  return sum;
}

static double ease_only(long count) {
  double sum = 0.0;
  for (long i = 0; i < count; i++) sum += ease_in_out_cubic(ring[i & (RING - 1)]);
  return sum;
}

/* ---- Measurement ------------------------------------------------------------------------- */

static int reps = 7;
static double target_ms = 100.0, warm_ms = 150.0;
static long profile_ops = 0; /* --ops=N */

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

struct job { struct layout *layout; int cursor; };
static double run(const struct job *job, long count) {
  return job->layout ? seek(job->layout, count, job->cursor) : ease_only(count);
}

struct result { double median, low, high, checksum; long per_rep; };

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Runs `count` ops once: the one function callgrind collects with --ops=N. */
__attribute__((noinline)) static double profiled(const struct job *job, long count) { return run(job, count); }

/* Calibrate (grow the op count until one run takes 20 ms), scale to target_ms per repetition, warm
 * up for warm_ms, then time `reps` repetitions and take the median time per op. */
static struct result measure(const struct job *job) {
  if (profile_ops > 0) {
    double start = now();
    double checksum = profiled(job, profile_ops);
    double ns = (now() - start) / (double)profile_ops;
    return (struct result){ns, ns, ns, checksum, profile_ops};
  }
  volatile double sink = 0.0;
  long count = 1;
  double elapsed;
  for (;;) {
    double start = now();
    sink += run(job, count);
    elapsed = now() - start;
    if (elapsed >= 20e6 || count >= (1L << 34)) break;
    count *= elapsed < 1e6 ? 8 : 2;
  }
  count = (long)((double)count * target_ms * 1e6 / elapsed);
  if (count < 1) count = 1;
  for (double until = now() + warm_ms * 1e6; now() < until;) sink += run(job, count / 8 > 0 ? count / 8 : 1);
  double samples[64];
  struct result r = {0};
  for (int i = 0; i < reps; i++) {
    double start = now();
    r.checksum += run(job, count);
    samples[i] = (now() - start) / (double)count;
  }
  qsort(samples, (size_t)reps, sizeof samples[0], ascending);
  r.median = samples[reps / 2];
  r.low = samples[0];
  r.high = samples[reps - 1];
  r.per_rep = count;
  (void)sink;
  return r;
}

/* ---- Cases and output -------------------------------------------------------------------- */

static regex_t pattern;
static int filtered = 0;
static int wanted(const char *name) { return !filtered || regexec(&pattern, name, 0, NULL, 0) == 0; }

static void print_line(const char *name, int n, struct result r, const struct layout *layout, double verify) {
  printf("{\"peer\":\"" PEER "\",\"case\":\"%s\",\"n\":%d,\"ns_per_op\":%.3f,\"ops\":%ld", name, n, r.median, r.per_rep * reps);
  if (layout) {
    printf(",\"tracks\":%d,\"segments\":%d,\"values_per_op\":%d,\"ns_per_track\":%.3f,\"ns_per_value\":%.3f,\"verify_checksum\":%.3f",
           layout->count, layout->count * layout->tracks[0].segments, layout->values,
           r.median / layout->count, r.median / layout->values, verify);
  }
  printf(",\"min_ns\":%.3f,\"max_ns\":%.3f,\"reps\":%d,\"ops_per_rep\":%ld,\"checksum\":%.17g}\n",
         r.low, r.high, reps, r.per_rep, r.checksum);
  fflush(stdout);
}

/* `pattern_name` is "random" or "scrub"; `shape` is e.g. "1track_point" or "tracks_mixed". */
static void seek_case(const char *pattern_name, const char *shape, int n, int cursor) {
  char name[96];
  snprintf(name, sizeof name, "%s_%s%s", pattern_name, shape, cursor ? "_cursor" : "");
  if (!wanted(name)) return;
  const char *type = strchr(shape, '_') + 1;
  enum kind kind = NUMBER;
  if (strcmp(type, "point") == 0) kind = POINT;
  if (strcmp(type, "rect") == 0) kind = RECT;
  if (strcmp(type, "color") == 0) kind = COLOUR;
  struct layout layout = build_layout(strncmp(shape, "1track", 6) == 0, strcmp(type, "mixed") == 0, kind, n);
  fill_ring(strcmp(pattern_name, "random") == 0, layout.length);
  frame_values = malloc(sizeof(double) * (size_t)layout.values);
  /* Verification: the ring once, in order (the cursors start at segment 0 and carry on). */
  double verify = seek(&layout, RING, cursor);
  struct job job = {&layout, cursor};
  print_line(name, n, measure(&job), &layout, verify);
  free(frame_values);
  free_layout(&layout);
}

int main(int argc, char **argv) {
  int sizes[16] = {10, 100, 1000, 10000}, size_count = 4;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--quick") == 0) {
      reps = 3;
      target_ms = 30;
      warm_ms = 30;
    } else if (strncmp(a, "--reps=", 7) == 0) {
      reps = atoi(a + 7);
      reps = reps < 1 ? 1 : reps > 64 ? 64 : reps;
    } else if (strncmp(a, "--target-ms=", 12) == 0) {
      target_ms = atof(a + 12);
    } else if (strncmp(a, "--warm-ms=", 10) == 0) {
      warm_ms = atof(a + 10);
    } else if (strncmp(a, "--ops=", 6) == 0) {
      profile_ops = atol(a + 6);
      if (profile_ops < 1) profile_ops = 1;
      reps = 1;
    } else if (strncmp(a, "--n=", 4) == 0) {
      size_count = 0;
      for (const char *p = a + 4; *p && size_count < 16;) {
        char *end;
        long value = strtol(p, &end, 10);
        if (end == p) break;
        sizes[size_count++] = (int)value;
        p = *end == ',' ? end + 1 : end;
      }
    } else if (strncmp(a, "--case=", 7) == 0) {
      if (regcomp(&pattern, a + 7, REG_EXTENDED | REG_NOSUB) != 0) {
        fprintf(stderr, "bad --case regex\n");
        return 2;
      }
      filtered = 1;
    } else {
      fprintf(stderr, "unknown arg %s\n", a);
      return 2;
    }
  }

  if (wanted("ease_cubicInOut")) {
    fill_ring(1, 1.0);
    struct job job = {NULL, 0};
    print_line("ease_cubicInOut", 1, measure(&job), NULL, 0);
  }
  static const char *shapes[] = {"1track_number", "tracks_number", "tracks_mixed"};
  for (int s = 0; s < size_count; s++) {
    int n = sizes[s];
    for (int i = 0; i < 3; i++) {
      seek_case("random", shapes[i], n, 0);
      seek_case("scrub", shapes[i], n, 0);
      seek_case("scrub", shapes[i], n, 1);
    }
    seek_case("random", "1track_point", n, 0);
    seek_case("random", "1track_color", n, 0);
  }
  return 0;
}
