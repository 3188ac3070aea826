/*
 * w2-reference.c: workload W2, scenes at scale (Benchmarks/W2.md), in plain C: the floor
 * Scrollwork's W2 harness (Benchmarks/Sources/W2) is compared against. It is the project's W2 limit
 * (limit2.c, which W2.md's instruction counts were taken from) with this header and its peer name,
 * "c-reference-O2" as W1's reference prints; its code is otherwise unchanged, so its counts are
 * W2.md's.
 *
 * A minimal scene stage: n scenes on an offset axis, states before/active/after, every crossing of
 * a move reported in scroll order (the ordering rules of W2.md), the progress of every active scene
 * read after each op, and a relayout that shifts every scene after a block. Data: the current
 * start/end of each scene, three arrays sorted by (position, index) -- starts of scenes with a
 * length, their ends, and triggers (length 0) -- and an active set (array + position index). A move
 * from a to b finds the crossed range of each array (plain mode: six binary searches, O(log n + k);
 * `_cursor` cases: walks from the previous op's positions, O(1 + k)) and merges the three ranges in
 * scroll order. A relayout shifts the scenes after the block by index (O(n - r)) and reports, scene
 * by scene, the crossings the shift implies; it leaves the sorted arrays stale and rebuilds them
 * before the next move (no W2 case moves after a relayout).
 *
 * A second evaluator, `ref_*`, used only for verification, checks every scene on every op (the
 * flags and crossing rules of W2.md, then a sort), independently of the sorted arrays; each case
 * prints whether the two agree ("ref_ok").
 *
 *     cc -O2 -o w2-reference w2-reference.c -lm
 *     ./w2-reference [--quick] [--n=10,100,1000,10000,100000] [--case=POSIX-ERE] [--reps=7]
 *                    [--target-ms=100] [--warm-ms=150] [--ops=N] [--no-ref]
 *
 * `--ops=N` replaces the verification pass and the timing protocol by one run of exactly N ops per
 * case inside `profiled` (builds for `build`), for counting instructions (with N = 4096 the line's
 * sums are the verification sums; Benchmarks/count-w2.sh):
 *   valgrind --tool=callgrind --toggle-collect=profiled ./w2-reference --ops=4096 --n=1000 --case='^scrub$'
 * `--no-ref` skips the reference evaluator (its pass over jump at n = 100000 takes about a minute).
 * Cases: build, scrub, scrub_cursor, fling, fling_cursor, jump, relayout. Exit status 1 if the fast
 * path and the reference disagree anywhere.
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PEER "c-reference-O2"
#define RING 4096
#define HALF 2048
#define SCRUB_STEP 32
#define HEADER 128
#define FOOTER 1280
#define SEED_LAYOUT 272000u
#define SEED_JUMP 12345u
#define SEED_FLING 31415u
#define SEED_RELAYOUT 16180u

enum { ENTER, LEAVE, ENTER_BACK, LEAVE_BACK };

static inline uint32_t lcg(uint32_t *x) { return *x = *x * 1664525u + 1013904223u; }

/* ---- the page: blocks and scenes (W2.md, "Layout") ---- */
typedef struct {
  int n;
  double *h, *o, *len; /* block heights, scene offsets from their block's top, scene lengths */
  double *top;         /* n + 1 block tops */
  double M;            /* the offset range [0, M]: floor(top[n]) + 1280, an integer */
} Page;

static Page make_page(int n) {
  Page P;
  P.n = n;
  P.h = malloc(sizeof(double) * n);
  P.o = malloc(sizeof(double) * n);
  P.len = malloc(sizeof(double) * n);
  P.top = malloc(sizeof(double) * (n + 1));
  uint32_t x = SEED_LAYOUT;
  P.top[0] = HEADER;
  for (int i = 0; i < n; i++) {
    uint32_t u1 = lcg(&x), u2 = lcg(&x), u3 = lcg(&x);
    P.h[i] = 64 + (u1 >> 22) * 0.25;
    P.o[i] = ((int)(u2 >> 22) - 512) * 0.25;
    P.len[i] = (u3 >> 29) == 0 ? 0 : (1 + ((u3 >> 17) & 0xFFF)) * 0.25;
    P.top[i + 1] = P.top[i] + P.h[i];
  }
  P.M = floor(P.top[n]) + FOOTER;
  return P;
}
static void free_page(Page *P) { free(P->h); free(P->o); free(P->len); free(P->top); }

/* ---- offsets (W2.md, "Offsets") ---- */
enum { K_SCRUB, K_JUMP, K_FLING, K_RELAYOUT, K_BUILD };
static double ring_x[RING];      /* move cases: offset of op i */
static int ring_r[RING / 2];     /* relayout: block of pair j */
static double ring_d[RING / 2];  /* relayout: growth of pair j */

static void make_ring(int kind, const Page *P) {
  double M = P->M;
  if (kind == K_SCRUB) {
    /* 2048 steps of 32 forward, then back, from 32768 before the middle; reflected at 0 and M */
    double c = floor(M / 2) - (double)SCRUB_STEP * HALF / 2;
    for (int i = 0; i < RING; i++) {
      double y = c + (double)SCRUB_STEP * (i <= HALF ? i : RING - i);
      double q = fmod(fmod(y, 2 * M) + 2 * M, 2 * M);
      ring_x[i] = q <= M ? q : 2 * M - q;
    }
  } else if (kind == K_JUMP) {
    uint32_t x = SEED_JUMP;
    for (int i = 0; i < RING; i++) ring_x[i] = floor((double)(lcg(&x) >> 11) * M / 2097152.0);
  } else if (kind == K_FLING) {
    uint32_t x = SEED_FLING;
    long Mi = (long)M, p = Mi / 2, v = 0;
    double F[HALF + 1];
    F[0] = (double)p;
    for (int k = 1; k <= HALF; k++) {
      if (v == 0) {
        uint32_t u = lcg(&x);
        v = 32 + (long)(u >> 24);
        if ((u >> 23) & 1) v = -v;
      }
      p += v;
      if (p <= 0) { p = 0; v = 0; }
      else if (p >= Mi) { p = Mi; v = 0; }
      else v = v > 0 ? v - 1 - v / 16 : v + 1 + (-v) / 16;
      F[k] = (double)p;
    }
    for (int i = 0; i < RING; i++) ring_x[i] = F[i <= HALF ? i : RING - i];
  } else if (kind == K_RELAYOUT) {
    uint32_t x = SEED_RELAYOUT;
    for (int j = 0; j < RING / 2; j++) {
      uint32_t u1 = lcg(&x), u2 = lcg(&x);
      ring_r[j] = (int)(((uint64_t)(u1 >> 16) * (uint64_t)P->n) >> 16);
      ring_d[j] = (1 + (u2 >> 20)) * 0.25;
    }
  }
}

/* ---- checksums (W2.md, "Verification") ---- */
typedef struct {
  uint64_t ev_count, ev_sum, act_count, prog_q;
  uint32_t ev_hash;
  double prog_sum;
} Sums;
static void sums_init(Sums *c) { memset(c, 0, sizeof *c); c->ev_hash = 2166136261u; }
static inline void event(Sums *c, int i, int kind) {
  c->ev_count++;
  c->ev_sum += (uint64_t)(kind + 1) * (uint64_t)(i + 1);
  c->ev_hash = (c->ev_hash ^ (uint32_t)(4 * i + kind)) * 16777619u;
}
static inline void progress(Sums *c, double p) {
  c->prog_sum += p;
  c->prog_q += (uint64_t)(p * 16777216.0);
}

/* ---- the floor ---- */
typedef struct {
  int n;
  double *s, *e;        /* current start and end of each scene */
  unsigned char *trig;  /* length 0 */
  int nl, nt;           /* scenes with a length, triggers */
  double *sv, *ev, *tv; /* sorted starts (with a length), ends (with a length), triggers */
  int *si, *ei, *ti;    /* their scene indices */
  int *act, *pos, nact; /* active set */
  double cur;           /* current offset */
  int cS, cE, cT;       /* cursors: lower_bound(sv, cur), upper_bound(ev, cur), upper_bound(tv, cur) */
  int dirty;            /* positions changed since the arrays were sorted */
} Floor;

/* first k with v[k] >= x; first k with v[k] > x (branch-free) */
static inline int lower_bound_bf(const double *v, int cnt, double x) {
  int lo = 0, n = cnt;
  while (n > 0) {
    int half = n >> 1;
    int m = lo + half;
    int lt = v[m] < x;
    lo = lt ? m + 1 : lo;
    n = lt ? n - half - 1 : half;
  }
  return lo;
}
static inline int upper_bound_bf(const double *v, int cnt, double x) {
  int lo = 0, n = cnt;
  while (n > 0) {
    int half = n >> 1;
    int m = lo + half;
    int le = v[m] <= x;
    lo = le ? m + 1 : lo;
    n = le ? n - half - 1 : half;
  }
  return lo;
}

/* stable insertion sort of (value, index) pairs filled in index order: sorted by (value, index).
 * Near-linear on W2's pages, whose positions are almost in block order. */
static void isort(double *v, int *ix, int cnt) {
  for (int k = 1; k < cnt; k++) {
    double x = v[k];
    int i = ix[k], j = k - 1;
    while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; ix[j + 1] = ix[j]; j--; }
    v[j + 1] = x; ix[j + 1] = i;
  }
}

static void sort_boundaries(Floor *f) {
  int a = 0, t = 0;
  for (int i = 0; i < f->n; i++) {
    if (f->trig[i]) { f->tv[t] = f->s[i]; f->ti[t++] = i; }
    else { f->sv[a] = f->s[i]; f->si[a] = i; f->ev[a] = f->e[i]; f->ei[a++] = i; }
  }
  isort(f->sv, f->si, a);
  isort(f->ev, f->ei, a);
  isort(f->tv, f->ti, t);
  f->cS = lower_bound_bf(f->sv, f->nl, f->cur);
  f->cE = upper_bound_bf(f->ev, f->nl, f->cur);
  f->cT = upper_bound_bf(f->tv, f->nt, f->cur);
  f->dirty = 0;
}

static inline void act_add(Floor *f, int i) { f->pos[i] = f->nact; f->act[f->nact++] = i; }
static inline void act_remove(Floor *f, int i) {
  int k = f->pos[i], last = f->act[--f->nact];
  f->act[k] = last; f->pos[last] = k; f->pos[i] = -1;
}

/* Builds the floor for `P` and places it at `x` (silently: no events). */
static void floor_build(Floor *f, const Page *P, double x) {
  int n = P->n;
  f->n = n;
  f->s = malloc(sizeof(double) * n);
  f->e = malloc(sizeof(double) * n);
  f->trig = malloc(n);
  int nt = 0;
  for (int i = 0; i < n; i++) {
    double s = P->top[i] + P->o[i];
    f->s[i] = s;
    f->e[i] = s + P->len[i];
    f->trig[i] = P->len[i] == 0;
    nt += f->trig[i];
  }
  f->nt = nt;
  f->nl = n - nt;
  f->sv = malloc(sizeof(double) * (f->nl + 1)); f->si = malloc(sizeof(int) * (f->nl + 1));
  f->ev = malloc(sizeof(double) * (f->nl + 1)); f->ei = malloc(sizeof(int) * (f->nl + 1));
  f->tv = malloc(sizeof(double) * (nt + 1));    f->ti = malloc(sizeof(int) * (nt + 1));
  f->act = malloc(sizeof(int) * n);
  f->pos = malloc(sizeof(int) * n);
  f->nact = 0;
  f->cur = x;
  for (int i = 0; i < n; i++) {
    f->pos[i] = -1;
    if (!f->trig[i] && x > f->s[i] && x < f->e[i]) act_add(f, i);
  }
  sort_boundaries(f);
}
static void floor_free(Floor *f) {
  free(f->s); free(f->e); free(f->trig);
  free(f->sv); free(f->si); free(f->ev); free(f->ei); free(f->tv); free(f->ti);
  free(f->act); free(f->pos);
}

static inline void read_active(Floor *f, Sums *c) {
  double x = f->cur;
  for (int k = 0; k < f->nact; k++) {
    int i = f->act[k];
    progress(c, (x - f->s[i]) / (f->e[i] - f->s[i]));
  }
  c->act_count += f->nact;
}

/* One op of a move case: move to b, report every crossing in scroll order, read the active scenes. */
static inline void floor_move(Floor *f, double b, int cursor, Sums *c) {
  double a = f->cur;
  if (f->dirty) sort_boundaries(f);
  if (b > a) {
    int s0, s1, e0, e1, t0, t1;
    if (cursor) {
      s0 = s1 = f->cS; e0 = e1 = f->cE; t0 = t1 = f->cT;
      while (s1 < f->nl && f->sv[s1] < b) s1++;
      while (e1 < f->nl && f->ev[e1] <= b) e1++;
      while (t1 < f->nt && f->tv[t1] <= b) t1++;
    } else {
      s0 = lower_bound_bf(f->sv, f->nl, a); s1 = lower_bound_bf(f->sv, f->nl, b);
      e0 = upper_bound_bf(f->ev, f->nl, a); e1 = upper_bound_bf(f->ev, f->nl, b);
      t0 = upper_bound_bf(f->tv, f->nt, a); t1 = upper_bound_bf(f->tv, f->nt, b);
    }
    f->cS = s1; f->cE = e1; f->cT = t1;
    /* ascending key; at one key, reached (ends, triggers: rank 0) before passed (starts: rank 1);
     * then ascending index */
    for (int left = (s1 - s0) + (e1 - e0) + (t1 - t0); left > 0; left--) {
      int he = e0 < e1, ht = t0 < t1, hs = s0 < s1;
      double ke = he ? f->ev[e0] : INFINITY, kt = ht ? f->tv[t0] : INFINITY, ks = hs ? f->sv[s0] : INFINITY;
      int useE = he && (!ht || ke < kt || (ke == kt && f->ei[e0] < f->ti[t0]));
      double k0 = useE ? ke : kt;
      if (hs && (!(he || ht) || ks < k0)) {
        int i = f->si[s0++];
        event(c, i, ENTER); act_add(f, i);
      } else if (useE) {
        int i = f->ei[e0++];
        event(c, i, LEAVE); act_remove(f, i);
      } else {
        int i = f->ti[t0++];
        event(c, i, ENTER); event(c, i, LEAVE);
      }
    }
  } else if (b < a) {
    int s0, s1, e0, e1, t0, t1; /* ranges [lo, hi), walked from hi - 1 down */
    if (cursor) {
      s1 = s0 = f->cS; e1 = e0 = f->cE; t1 = t0 = f->cT;
      while (s0 > 0 && f->sv[s0 - 1] >= b) s0--;
      while (e0 > 0 && f->ev[e0 - 1] > b) e0--;
      while (t0 > 0 && f->tv[t0 - 1] > b) t0--;
    } else {
      s0 = lower_bound_bf(f->sv, f->nl, b); s1 = lower_bound_bf(f->sv, f->nl, a);
      e0 = upper_bound_bf(f->ev, f->nl, b); e1 = upper_bound_bf(f->ev, f->nl, a);
      t0 = upper_bound_bf(f->tv, f->nt, b); t1 = upper_bound_bf(f->tv, f->nt, a);
    }
    f->cS = s0; f->cE = e0; f->cT = t0;
    /* descending key; at one key, reached (starts: rank 0) before passed (ends, triggers: rank 1);
     * then descending index */
    for (int left = (s1 - s0) + (e1 - e0) + (t1 - t0); left > 0; left--) {
      int he = e1 > e0, ht = t1 > t0, hs = s1 > s0;
      double ke = he ? f->ev[e1 - 1] : -INFINITY, kt = ht ? f->tv[t1 - 1] : -INFINITY, ks = hs ? f->sv[s1 - 1] : -INFINITY;
      int useE = he && (!ht || ke > kt || (ke == kt && f->ei[e1 - 1] > f->ti[t1 - 1]));
      double k1 = useE ? ke : kt;
      if (hs && (!(he || ht) || ks >= k1)) {
        int i = f->si[--s1];
        event(c, i, LEAVE_BACK); act_remove(f, i);
      } else if (useE) {
        int i = f->ei[--e1];
        event(c, i, ENTER_BACK); act_add(f, i);
      } else {
        int i = f->ti[--t1];
        event(c, i, ENTER_BACK); event(c, i, LEAVE_BACK);
      }
    }
  }
  f->cur = b;
  read_active(f, c);
}

/* One op of the relayout case: every scene after block r moves by d; the offset stays. Crossings
 * are reported scene by scene in index order, each scene's in the order enter, leave, enterBack,
 * leaveBack. */
static inline void floor_relayout(Floor *f, int r, double d, Sums *c) {
  double x = f->cur;
  double *s = f->s, *e = f->e;
  const unsigned char *trig = f->trig;
  for (int i = r + 1; i < f->n; i++) {
    double s0 = s[i], e0 = e[i], s1 = s0 + d, e1 = e0 + d;
    s[i] = s1; e[i] = e1;
    int ps0, pe0, ps1, pe1;
    if (trig[i]) { ps0 = pe0 = x >= s0; ps1 = pe1 = x >= s1; }
    else { ps0 = x > s0; pe0 = x >= e0; ps1 = x > s1; pe1 = x >= e1; }
    if (ps0 == ps1 && pe0 == pe1) continue;
    if (!ps0 && ps1) event(c, i, ENTER);
    if (!pe0 && pe1) event(c, i, LEAVE);
    if (pe0 && !pe1) event(c, i, ENTER_BACK);
    if (ps0 && !ps1) event(c, i, LEAVE_BACK);
    if (!trig[i]) {
      int was = ps0 && !pe0, is = ps1 && !pe1;
      if (was && !is) act_remove(f, i);
      else if (is && !was) act_add(f, i);
    }
  }
  f->dirty = 1;
  read_active(f, c);
}

/* ---- the brute-force reference (verification only) ---- */
typedef struct { double key; int rank, idx, ord, kind; } Cross;
typedef struct {
  int n;
  double *s, *e;
  unsigned char *trig, *ps, *pe; /* passedStart, passedEnd */
  double cur;
  Cross *cr;
  int ncr, forward;
} Ref;

static void ref_place(Ref *R, const Page *P, double x) {
  int n = P->n;
  R->n = n;
  R->s = malloc(sizeof(double) * n); R->e = malloc(sizeof(double) * n);
  R->trig = malloc(n); R->ps = malloc(n); R->pe = malloc(n);
  R->cr = malloc(sizeof(Cross) * (2 * (size_t)n + 2));
  for (int i = 0; i < n; i++) {
    R->s[i] = P->top[i] + P->o[i];
    R->e[i] = R->s[i] + P->len[i];
    R->trig[i] = R->e[i] == R->s[i];
    if (R->trig[i]) R->ps[i] = R->pe[i] = x >= R->s[i];
    else { R->ps[i] = x > R->s[i]; R->pe[i] = x >= R->e[i]; }
  }
  R->cur = x;
}
static void ref_free(Ref *R) { free(R->s); free(R->e); free(R->trig); free(R->ps); free(R->pe); free(R->cr); }

static void ref_flags(const Ref *R, int i, double x, int *ps, int *pe) {
  if (R->trig[i]) { *ps = *pe = x >= R->s[i]; }
  else { *pe = x >= R->e[i]; *ps = x > R->s[i] || *pe; }
}
/* the crossings of scene i whose flags change to (ps, pe): keys and ranks as W2.md's ordering rules */
static void ref_take(Ref *R, int i, int ps, int pe) {
  int t = R->trig[i];
#define CROSS(K, KEY, RANK) R->cr[R->ncr++] = (Cross){KEY, RANK, i, (K == ENTER || K == ENTER_BACK) ? 0 : 1, K}
  if (!R->ps[i] && ps) CROSS(ENTER, R->s[i], t ? 0 : 1);
  if (!R->pe[i] && pe) CROSS(LEAVE, R->e[i], 0);
  if (R->pe[i] && !pe) CROSS(ENTER_BACK, R->e[i], 1);
  if (R->ps[i] && !ps) CROSS(LEAVE_BACK, R->s[i], t ? 1 : 0);
#undef CROSS
  R->ps[i] = ps; R->pe[i] = pe;
}
static int ref_forward;
static int cross_cmp(const void *pa, const void *pb) {
  const Cross *a = pa, *b = pb;
  if (a->key != b->key) return ref_forward ? (a->key < b->key ? -1 : 1) : (a->key > b->key ? -1 : 1);
  if (a->rank != b->rank) return a->rank - b->rank;
  if (a->idx != b->idx) return ref_forward ? a->idx - b->idx : b->idx - a->idx;
  return a->ord - b->ord;
}
static void ref_read(Ref *R, Sums *c) {
  for (int i = 0; i < R->n; i++)
    if (!R->trig[i] && R->ps[i] && !R->pe[i]) { progress(c, (R->cur - R->s[i]) / (R->e[i] - R->s[i])); c->act_count++; }
}
static void ref_move(Ref *R, double b, Sums *c) {
  R->ncr = 0;
  if (b != R->cur) {
    for (int i = 0; i < R->n; i++) {
      int ps, pe;
      ref_flags(R, i, b, &ps, &pe);
      if (ps != R->ps[i] || pe != R->pe[i]) ref_take(R, i, ps, pe);
    }
    ref_forward = b > R->cur;
    qsort(R->cr, R->ncr, sizeof(Cross), cross_cmp);
  }
  for (int k = 0; k < R->ncr; k++) event(c, R->cr[k].idx, R->cr[k].kind);
  R->cur = b;
  ref_read(R, c);
}
static void ref_relayout(Ref *R, int r, double d, Sums *c) {
  R->ncr = 0;
  for (int i = r + 1; i < R->n; i++) {
    R->s[i] += d; R->e[i] += d;
    int ps, pe;
    ref_flags(R, i, R->cur, &ps, &pe);
    if (ps != R->ps[i] || pe != R->pe[i]) ref_take(R, i, ps, pe);
  }
  for (int k = 0; k < R->ncr; k++) event(c, R->cr[k].idx, R->cr[k].kind);
  ref_read(R, c);
}

/* ---- measurement (the protocol of limit.c) ---- */
static int reps = 7;
static double target_ms = 100, warm_ms = 150;
static long profile_ops = 0;
static int use_ref = 1;
static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

typedef double (*runner)(void *ctx, long iters);
typedef struct { double ns, mn, mx; long iters; } Meas;

/* Runs `count` ops once: the one function callgrind collects with --ops=N. */
__attribute__((noinline)) double profiled(runner f, void *ctx, long count) { return f(ctx, count); }

static Meas measure(runner f, void *ctx) {
  volatile double sink = 0;
  Meas m = {0};
  if (profile_ops > 0) {
    double t0 = now_ns();
    sink += profiled(f, ctx, profile_ops);
    m.ns = m.mn = m.mx = (now_ns() - t0) / profile_ops;
    m.iters = profile_ops;
    return m;
  }
  long iters = 1;
  double dt;
  for (;;) {
    double t0 = now_ns(); sink += f(ctx, iters); dt = now_ns() - t0;
    if (dt >= 20e6 || iters >= (1L << 34)) break;
    iters *= dt < 1e6 ? 8 : 2;
  }
  iters = (long)(iters * (target_ms * 1e6) / dt);
  if (iters < 1) iters = 1;
  double wend = now_ns() + warm_ms * 1e6;
  while (now_ns() < wend) sink += f(ctx, iters / 8 > 0 ? iters / 8 : 1);
  double samples[64];
  for (int r = 0; r < reps; r++) {
    double t0 = now_ns(); sink += f(ctx, iters); samples[r] = (now_ns() - t0) / iters;
  }
  qsort(samples, reps, sizeof(double), cmpd);
  m.ns = samples[reps / 2]; m.mn = samples[0]; m.mx = samples[reps - 1]; m.iters = iters;
  return m;
}

/* A case's state: the floor and the ring position, which runs on across calls (the ring is a loop). */
typedef struct {
  Floor f;
  const Page *P;
  int kind, cursor;
  long op;   /* next op's index into the ring */
  Sums run;  /* what the timed ops read (kept live) */
} Ctx;

static double run_moves(void *vc, long iters) {
  Ctx *c = vc;
  long op = c->op;
  for (long k = 0; k < iters; k++) {
    floor_move(&c->f, ring_x[op], c->cursor, &c->run);
    op = (op + 1) & (RING - 1);
  }
  c->op = op;
  return (double)c->run.ev_count + c->run.prog_sum;
}
static double run_relayouts(void *vc, long iters) {
  Ctx *c = vc;
  long op = c->op;
  for (long k = 0; k < iters; k++) {
    int j = (int)(op >> 1);
    floor_relayout(&c->f, ring_r[j], (op & 1) ? -ring_d[j] : ring_d[j], &c->run);
    op = (op + 1) & (RING - 1);
  }
  c->op = op;
  return (double)c->run.ev_count + c->run.prog_sum;
}
static double run_builds(void *vc, long iters) {
  Ctx *c = vc;
  double s = 0;
  for (long k = 0; k < iters; k++) {
    Floor f;
    floor_build(&f, c->P, (double)((long)c->P->M / 2));
    s += f.nact + f.cS;
    floor_free(&f);
  }
  return s;
}

static const char *only = NULL;
static regex_t only_re;
static int selected(const char *name) { return !only || regexec(&only_re, name, 0, NULL, 0) == 0; }

static int sums_equal(const Sums *a, const Sums *b) {
  double tol = 1e-12 * (fabs(a->prog_sum) + 1);
  return a->ev_count == b->ev_count && a->ev_sum == b->ev_sum && a->ev_hash == b->ev_hash &&
         a->act_count == b->act_count && a->prog_q == b->prog_q && fabs(a->prog_sum - b->prog_sum) <= tol;
}

static void emit(const char *kase, int n, Meas m, const Sums *v, int ref_state, double per_scene_div) {
  printf("{\"peer\":\"" PEER "\",\"workload\":\"W2\",\"case\":\"%s\",\"n\":%d,\"ns_per_op\":%.3f,\"ops\":%ld",
         kase, n, m.ns, m.iters * (profile_ops > 0 ? 1 : reps));
  if (per_scene_div > 0) printf(",\"ns_per_scene\":%.3f", m.ns / per_scene_div);
  else printf(",\"events_per_op\":%.4f,\"active_per_op\":%.4f", (double)v->ev_count / RING, (double)v->act_count / RING);
  printf(",\"min_ns\":%.3f,\"max_ns\":%.3f,\"reps\":%d,\"ops_per_rep\":%ld", m.mn, m.mx, profile_ops > 0 ? 1 : reps, m.iters);
  printf(",\"ev_count\":%llu,\"ev_sum\":%llu,\"ev_hash\":%u,\"act_count\":%llu,\"prog_q\":%llu,\"prog_sum\":%.6f",
         (unsigned long long)v->ev_count, (unsigned long long)v->ev_sum, v->ev_hash,
         (unsigned long long)v->act_count, (unsigned long long)v->prog_q, v->prog_sum);
  if (ref_state >= 0) printf(",\"ref_ok\":%s", ref_state ? "true" : "false");
  printf("}\n");
  fflush(stdout);
}

static int move_case(const char *name, int kind, int cursor, const Page *P) {
  if (!selected(name)) return 0;
  make_ring(kind, P);
  Ctx c = {0};
  c.P = P; c.kind = kind; c.cursor = cursor;
  double start = kind == K_RELAYOUT ? (double)((long)P->M / 2) : ring_x[RING - 1];
  floor_build(&c.f, P, start);
  Sums v;
  sums_init(&v);
  c.run = v;
  int ref_state = -1;
  if (profile_ops > 0) {
    /* --ops=N: no verification pass (every ring is a closed loop, so the profiled ops start from
     * the state a pass would leave); the line carries the profiled ops' sums, which are the
     * verification sums when N = 4096 */
    Meas m = measure(kind == K_RELAYOUT ? run_relayouts : run_moves, &c);
    emit(name, P->n, m, &c.run, -1, 0);
    floor_free(&c.f);
    return 0;
  }
  /* verification pass: one loop of the ring from the silent placement */
  if (kind == K_RELAYOUT) run_relayouts(&c, RING); else run_moves(&c, RING);
  v = c.run;
  if (use_ref) {
    Ref R;
    Sums w;
    sums_init(&w);
    ref_place(&R, P, start);
    for (int i = 0; i < RING; i++) {
      if (kind == K_RELAYOUT) ref_relayout(&R, ring_r[i >> 1], (i & 1) ? -ring_d[i >> 1] : ring_d[i >> 1], &w);
      else ref_move(&R, ring_x[i], &w);
    }
    ref_free(&R);
    ref_state = sums_equal(&v, &w);
    if (!ref_state)
      fprintf(stderr, "%s n=%d: reference disagrees: ev_count %llu/%llu ev_sum %llu/%llu ev_hash %u/%u act %llu/%llu prog_q %llu/%llu\n",
              name, P->n, (unsigned long long)v.ev_count, (unsigned long long)w.ev_count, (unsigned long long)v.ev_sum,
              (unsigned long long)w.ev_sum, v.ev_hash, w.ev_hash, (unsigned long long)v.act_count,
              (unsigned long long)w.act_count, (unsigned long long)v.prog_q, (unsigned long long)w.prog_q);
  }
  Meas m = measure(kind == K_RELAYOUT ? run_relayouts : run_moves, &c);
  emit(name, P->n, m, &v, ref_state, 0);
  floor_free(&c.f);
  return ref_state == 0;
}

static int build_case(const Page *P) {
  if (!selected("build")) return 0;
  Ctx c = {0};
  c.P = P;
  double x = (double)((long)P->M / 2);
  Floor f;
  floor_build(&f, P, x);
  Sums v;
  sums_init(&v);
  read_active(&f, &v);
  floor_free(&f);
  int ref_state = -1;
  if (use_ref && profile_ops == 0) {
    Ref R;
    Sums w;
    sums_init(&w);
    ref_place(&R, P, x);
    ref_read(&R, &w);
    ref_free(&R);
    ref_state = sums_equal(&v, &w);
  }
  Meas m = measure(run_builds, &c);
  /* build reads once: active_per_op and events are those of the placement */
  printf("{\"peer\":\"" PEER "\",\"workload\":\"W2\",\"case\":\"build\",\"n\":%d,\"ns_per_op\":%.3f,\"ops\":%ld,\"ns_per_scene\":%.3f",
         P->n, m.ns, m.iters * (profile_ops > 0 ? 1 : reps), m.ns / P->n);
  printf(",\"min_ns\":%.3f,\"max_ns\":%.3f,\"reps\":%d,\"ops_per_rep\":%ld,\"act_count\":%llu,\"prog_q\":%llu,\"prog_sum\":%.6f",
         m.mn, m.mx, profile_ops > 0 ? 1 : reps, m.iters, (unsigned long long)v.act_count, (unsigned long long)v.prog_q, v.prog_sum);
  if (ref_state >= 0) printf(",\"ref_ok\":%s", ref_state ? "true" : "false");
  printf(",\"M\":%.0f}\n", P->M);
  fflush(stdout);
  return ref_state == 0;
}

int main(int argc, char **argv) {
  int ns[16] = {10, 100, 1000, 10000, 100000}, nn = 5;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--quick") == 0) { reps = 3; target_ms = 30; warm_ms = 30; }
    else if (strncmp(argv[i], "--reps=", 7) == 0) { reps = atoi(argv[i] + 7); if (reps > 64) reps = 64; if (reps < 1) reps = 1; }
    else if (strncmp(argv[i], "--target-ms=", 12) == 0) target_ms = atof(argv[i] + 12);
    else if (strncmp(argv[i], "--warm-ms=", 10) == 0) warm_ms = atof(argv[i] + 10);
    else if (strncmp(argv[i], "--case=", 7) == 0) only = argv[i] + 7;
    else if (strncmp(argv[i], "--ops=", 6) == 0) { profile_ops = atol(argv[i] + 6); if (profile_ops < 1) profile_ops = 1; }
    else if (strcmp(argv[i], "--no-ref") == 0) use_ref = 0;
    else if (strncmp(argv[i], "--n=", 4) == 0) {
      nn = 0;
      for (char *p = argv[i] + 4; *p && nn < 16;) { ns[nn++] = (int)strtol(p, &p, 10); if (*p == ',') p++; }
    } else { fprintf(stderr, "unknown arg %s\n", argv[i]); return 2; }
  }
  if (only && regcomp(&only_re, only, REG_EXTENDED | REG_NOSUB) != 0) { fprintf(stderr, "bad --case regex\n"); return 2; }
  int bad = 0;
  for (int a = 0; a < nn; a++) {
    if (ns[a] < 1) continue;
    Page P = make_page(ns[a]);
    bad |= build_case(&P);
    bad |= move_case("scrub", K_SCRUB, 0, &P);
    bad |= move_case("scrub_cursor", K_SCRUB, 1, &P);
    bad |= move_case("fling", K_FLING, 0, &P);
    bad |= move_case("fling_cursor", K_FLING, 1, &P);
    bad |= move_case("jump", K_JUMP, 0, &P);
    bad |= move_case("relayout", K_RELAYOUT, 0, &P);
    free_page(&P);
  }
  return bad;
}
