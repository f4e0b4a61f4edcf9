#include "navmock_raster.h"
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

// BoxBlur.swift's passes (issue 20). Every pass runs down the columns of a byte image, one
// running sum per byte (a pixel's four channels side by side), so the loops are plain and the
// compiler vectorises them; a horizontal pass runs down the columns of the transposed image.

static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

// The two loops of a step, apart so that the compiler knows nothing else aliases what they write.
#define NAVMOCK_PASS_LOOPS(SUFFIX, ATTR)                                                          \
ATTR static void emit_##SUFFIX(uint8_t *restrict out, const uint32_t *restrict sums, int n,       \
                               uint32_t mul) {                                                    \
    for (int j = 0; j < n; j++) out[j] = (uint8_t)((sums[j] * mul + (1u << 23)) >> 24);          \
}                                                                                                 \
ATTR static void slide_##SUFFIX(uint32_t *restrict sums, const uint8_t *restrict add,            \
                                const uint8_t *restrict sub, int n) {                            \
    for (int j = 0; j < n; j++) sums[j] += (uint32_t)add[j] - (uint32_t)sub[j];                   \
}                                                                                                 \
ATTR static void start_##SUFFIX(uint32_t *restrict sums, const uint8_t *restrict s, int n) {     \
    for (int j = 0; j < n; j++) sums[j] += s[j];                                                 \
}

NAVMOCK_PASS_LOOPS(plain, )
#if defined(__x86_64__) && defined(__GNUC__)
NAVMOCK_PASS_LOOPS(avx2, __attribute__((target("avx2"))))
#endif

// One box pass of radius r (r ≥ 1) down `n` byte columns of an image of `h` rows, rows `stride`
// bytes apart, in place; rows above and below the image repeat the first and the last. Each
// output byte is the window's sum times `mul` = round(2²⁴ / (2r + 1)) plus 2²³, shifted right by
// 24: the sum over 2r + 1 rounded to nearest for every sum ≤ 255 (2r + 1) when 2r + 1 < 2¹⁵ (the
// reciprocal's error, < 1, times 255 (2r + 1) stays under 2²³); the product fits in 32 bits.
// `ring` holds min(r + 1, h) rows of n bytes: the source of the rows already overwritten;
// `sums` n words. `wide`: the AVX2 loops (same integer arithmetic, same bytes).
static void column_pass(uint8_t *p, int n, int h, int stride, int r, uint8_t *ring, uint32_t *sums, int wide) {
    const uint32_t window = 2 * (uint32_t)r + 1;
    const uint32_t mul = ((1u << 24) + window / 2) / window;
    const int ring_rows = r + 1 < h ? r + 1 : h;
    memset(sums, 0, (size_t)n * sizeof(uint32_t));
    for (int k = -r; k <= r; k++) {
        const uint8_t *s = p + (size_t)clamp(k, 0, h - 1) * stride;
#if defined(__x86_64__) && defined(__GNUC__)
        if (wide) { start_avx2(sums, s, n); continue; }
#endif
        start_plain(sums, s, n);
    }
    for (int y = 0; y < h; y++) {
        uint8_t *out = p + (size_t)y * stride;
        memcpy(ring + (size_t)(y % ring_rows) * n, out, (size_t)n);
        // The row entering the window lies below y, not yet overwritten (clamped to the last
        // row, overwritten only at the last step, after which the sums are not used); the row
        // leaving it comes from the ring.
        const uint8_t *add = p + (size_t)clamp(y + r + 1, 0, h - 1) * stride;
        const uint8_t *sub = ring + (size_t)(clamp(y - r, 0, h - 1) % ring_rows) * n;
#if defined(__x86_64__) && defined(__GNUC__)
        if (wide) {
            emit_avx2(out, sums, n, mul);
            if (y + 1 < h) slide_avx2(sums, add, sub, n);
            continue;
        }
#endif
        emit_plain(out, sums, n, mul);
        if (y + 1 < h) slide_plain(sums, add, sub, n);
    }
}

// Pixel (x, y) of `src` (w × h, rows `src_row` words apart) to pixel (y, x) of `dst` (rows
// `dst_row` words apart): 4 × 4 blocks through SSE2 registers, the edges one by one.
static void transpose(const uint32_t *src, int src_row, uint32_t *dst, int dst_row, int w, int h) {
    int y = 0;
#ifdef __SSE2__
    for (; y + 4 <= h; y += 4) {
        const uint32_t *s = src + (size_t)y * src_row;
        int x = 0;
        for (; x + 4 <= w; x += 4) {
            const __m128i r0 = _mm_loadu_si128((const __m128i *)(s + x));
            const __m128i r1 = _mm_loadu_si128((const __m128i *)(s + src_row + x));
            const __m128i r2 = _mm_loadu_si128((const __m128i *)(s + 2 * (size_t)src_row + x));
            const __m128i r3 = _mm_loadu_si128((const __m128i *)(s + 3 * (size_t)src_row + x));
            const __m128i a = _mm_unpacklo_epi32(r0, r1), b = _mm_unpackhi_epi32(r0, r1);
            const __m128i c = _mm_unpacklo_epi32(r2, r3), d = _mm_unpackhi_epi32(r2, r3);
            uint32_t *o = dst + (size_t)x * dst_row + y;
            _mm_storeu_si128((__m128i *)o, _mm_unpacklo_epi64(a, c));
            _mm_storeu_si128((__m128i *)(o + dst_row), _mm_unpackhi_epi64(a, c));
            _mm_storeu_si128((__m128i *)(o + 2 * (size_t)dst_row), _mm_unpacklo_epi64(b, d));
            _mm_storeu_si128((__m128i *)(o + 3 * (size_t)dst_row), _mm_unpackhi_epi64(b, d));
        }
        for (; x < w; x++)
            for (int k = 0; k < 4; k++) dst[(size_t)x * dst_row + y + k] = s[(size_t)k * src_row + x];
    }
#endif
    for (; y < h; y++)
        for (int x = 0; x < w; x++) dst[(size_t)x * dst_row + y] = src[(size_t)y * src_row + x];
}

void navmock_box_blur(uint32_t *p, int width, int height, int row_pixels, const int *radii, int count,
                      uint32_t *transposed, uint8_t *ring, uint32_t *sums) {
    if (width <= 0 || height <= 0) return;
#if defined(__x86_64__) && defined(__GNUC__)
    const int wide = __builtin_cpu_supports("avx2");
#else
    const int wide = 0;
#endif
    for (int i = 0; i < count; i++) {
        const int r = radii[i];
        if (r <= 0) continue;
        if (width > 1) {
            transpose(p, row_pixels, transposed, height, width, height);
            column_pass((uint8_t *)transposed, 4 * height, width, 4 * height, r, ring, sums, wide);
            transpose(transposed, height, p, row_pixels, height, width);
        }
        if (height > 1) column_pass((uint8_t *)p, 4 * width, height, 4 * row_pixels, r, ring, sums, wide);
    }
}
