#include "navmock_raster.h"
#include <math.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define NAVMOCK_AVX2 1
#endif

// The classic material's scale-up (CairoRenderer.swift, issue 20): the blurred backdrop, drawn
// at a fraction of the canvas's density, painted bilinearly over the bar. Separable: each source
// row is first stretched to the destination's width (two neighbours mixed per destination
// column), once for all the destination rows it serves; each destination row then mixes two
// stretched rows. Weights have 7 bits, as pixman's bilinear filter has, and the sum of the four
// products is cut to 8 bits only at the end, so the two passes give the four-tap result exactly.

// Where destination pixel centre `i` falls in the source (pixel centres at whole numbers): the
// left (upper) source pixel, from −1 to n − 1, and the 7-bit weight of the next one. Positions
// beyond the padding are clamped to a tap whose both pixels are transparent.
static inline void tap(double a, double b, int i, int n, int *index, int *weight) {
    const double s = a * (i + 0.5) + b - 0.5;
    const double f = floor(s);
    if (!(f >= -1)) { *index = -1; *weight = 0; return; }   // also NaN
    if (f >= n) { *index = n; *weight = 0; return; }
    *index = (int)f;
    const int w = (int)((s - f) * 128);
    *weight = w < 0 ? 0 : (w > 127 ? 127 : w);
}

// Source row j stretched: per destination column k, per channel c, left·(128 − w) + right·w
// (≤ 255 · 128, so 16 bits). `pad` is scratch for the row with a transparent pixel at each end
// (and one more after). Rows outside the source are transparent.
static void stretch(uint16_t *out, const uint8_t *src, int sw, int sh, int src_stride, int j,
                   const int32_t *xi, const uint16_t *xw, int n, uint8_t *pad, int portable) {
    if (j < 0 || j >= sh) { memset(out, 0, (size_t)n * 8); return; }
    memset(pad, 0, 4);
    memcpy(pad + 4, src + (size_t)j * src_stride, (size_t)sw * 4);
    memset(pad + 4 + (size_t)sw * 4, 0, 8);
    for (int k = 0; k < n; k++) {
        const uint8_t *p = pad + xi[k];          // left pixel, then right
        const uint16_t wl = xw[2 * k], wr = xw[2 * k + 1];
#ifdef __SSE2__
        if (!portable) {
            const __m128i two = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)p), _mm_setzero_si128());
            const __m128i prod = _mm_mullo_epi16(two, _mm_set_epi16((short)wr, (short)wr, (short)wr, (short)wr,
                                                                     (short)wl, (short)wl, (short)wl, (short)wl));
            _mm_storel_epi64((__m128i *)(out + 4 * k), _mm_add_epi16(prod, _mm_srli_si128(prod, 8)));
            continue;
        }
#endif
        for (int c = 0; c < 4; c++) out[4 * k + c] = (uint16_t)(p[c] * wl + p[4 + c] * wr);
    }
}

// dst = src OVER dst for one premultiplied pixel; x·y/255 rounded as pixman rounds it.
static inline uint32_t over(uint32_t s, uint32_t d) {
    const uint32_t ia = 255 - (s >> 24);
    uint32_t out = 0;
    for (int c = 0; c < 32; c += 8) {
        uint32_t t = ((d >> c) & 0xff) * ia + 0x80;
        t = (t + (t >> 8)) >> 8;
        t += (s >> c) & 0xff;
        out |= (t > 255 ? 255 : t) << c;
    }
    return out;
}

#ifdef __SSE2__
// over() for four pixels, as pixman's SSE2 code computes it: d·(255 − a) + 128, times 257,
// high 16 bits; then a saturating add of the source.
static inline __m128i over4(__m128i s, __m128i d) {
    const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(255);
    const __m128i slo = _mm_unpacklo_epi8(s, zero), shi = _mm_unpackhi_epi8(s, zero);
    const __m128i alo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(slo, 0xff), 0xff);
    const __m128i ahi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(shi, 0xff), 0xff);
    __m128i lo = _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_sub_epi16(full, alo));
    __m128i hi = _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_sub_epi16(full, ahi));
    lo = _mm_mulhi_epu16(_mm_adds_epu16(lo, _mm_set1_epi16(0x80)), _mm_set1_epi16(0x101));
    hi = _mm_mulhi_epu16(_mm_adds_epu16(hi, _mm_set1_epi16(0x80)), _mm_set1_epi16(0x101));
    return _mm_adds_epu8(s, _mm_packus_epi16(lo, hi));
}
#endif

static inline void put(uint32_t *out, uint32_t px) {
    if ((px >> 24) == 255) *out = px;
    else if (px != 0) *out = over(px, *out);
}

#ifdef NAVMOCK_AVX2
// over4() for eight pixels.
__attribute__((target("avx2")))
static inline __m256i over8(__m256i s, __m256i d) {
    const __m256i zero = _mm256_setzero_si256(), full = _mm256_set1_epi16(255);
    const __m256i slo = _mm256_unpacklo_epi8(s, zero), shi = _mm256_unpackhi_epi8(s, zero);
    const __m256i alo = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(slo, 0xff), 0xff);
    const __m256i ahi = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(shi, 0xff), 0xff);
    __m256i lo = _mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), _mm256_sub_epi16(full, alo));
    __m256i hi = _mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), _mm256_sub_epi16(full, ahi));
    lo = _mm256_mulhi_epu16(_mm256_adds_epu16(lo, _mm256_set1_epi16(0x80)), _mm256_set1_epi16(0x101));
    hi = _mm256_mulhi_epu16(_mm256_adds_epu16(hi, _mm256_set1_epi16(0x80)), _mm256_set1_epi16(0x101));
    return _mm256_adds_epu8(s, _mm256_packus_epi16(lo, hi));
}

// A row mixed from two stretched rows, eight pixels at a time; returns how many were done.
__attribute__((target("avx2")))
static int mix_avx2(uint32_t *out, const uint16_t *top, const uint16_t *bottom, int n, uint32_t wt, uint32_t wb) {
    const __m256i weights = _mm256_set1_epi32((int)((wb << 16) | wt));
    const __m256i alpha = _mm256_set1_epi32((int)0xff000000u);
    const __m256i order = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7);
    int k = 0;
    for (; k + 8 <= n; k += 8) {
        const __m256i t0 = _mm256_loadu_si256((const __m256i *)(top + 4 * k));
        const __m256i b0 = _mm256_loadu_si256((const __m256i *)(bottom + 4 * k));
        const __m256i t1 = _mm256_loadu_si256((const __m256i *)(top + 4 * k + 16));
        const __m256i b1 = _mm256_loadu_si256((const __m256i *)(bottom + 4 * k + 16));
        // Per 128-bit lane, as the SSE2 loop: pixels (0, 1 | 2, 3) and (4, 5 | 6, 7).
        const __m256i p0 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(t0, b0), weights), 14);
        const __m256i p1 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(t0, b0), weights), 14);
        const __m256i p2 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(t1, b1), weights), 14);
        const __m256i p3 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(t1, b1), weights), 14);
        // The packs leave pixels 0, 1, 4, 5 in the low lane and 2, 3, 6, 7 in the high one.
        const __m256i packed = _mm256_packus_epi16(_mm256_packs_epi32(p0, p1), _mm256_packs_epi32(p2, p3));
        const __m256i px = _mm256_permutevar8x32_epi32(packed, order);
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(px, alpha), alpha)) == -1) {
            _mm256_storeu_si256((__m256i *)(out + k), px);
        } else {
            const __m256i d = _mm256_loadu_si256((const __m256i *)(out + k));
            _mm256_storeu_si256((__m256i *)(out + k), over8(px, d));
        }
    }
    return k;
}
#endif

void navmock_upscale_over(uint8_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                          const uint8_t *src, int sw, int sh, int src_stride,
                          double ax, double bx, double ay, double by, void *scratch, int path) {
    const int portable = path == 1;
#ifdef NAVMOCK_AVX2
    const int avx2 = __builtin_cpu_supports("avx2");
#endif
    if (x1 <= x0 || y1 <= y0 || sw <= 0 || sh <= 0) return;
    const int n = x1 - x0;
    // Scratch: two stretched rows (n × 4 × 16 bits each), the columns' byte offsets into the
    // padded row and their weight pairs, and the padded row.
    uint16_t *rows[2] = { (uint16_t *)scratch, (uint16_t *)scratch + (size_t)n * 4 };
    int32_t *xi = (int32_t *)(rows[1] + (size_t)n * 4);
    uint16_t *xw = (uint16_t *)(xi + n);
    uint8_t *pad = (uint8_t *)(xw + 2 * (size_t)n);
    int held[2] = { -2, -2 };                    // source row in rows[0], rows[1] (−2: none)
    for (int k = 0; k < n; k++) {
        int i, w;
        tap(ax, bx, x0 + k, sw, &i, &w);
        xi[k] = (i + 1) * 4;                     // column i is pixel i + 1 of the padded row
        xw[2 * k] = (uint16_t)(128 - w);
        xw[2 * k + 1] = (uint16_t)w;
    }
    for (int y = y0; y < y1; y++) {
        int j, wy;
        tap(ay, by, y, sh, &j, &wy);
        if (held[0] != j) {
            if (held[1] == j) {                  // moved down one source row: reuse it
                uint16_t *t = rows[0]; rows[0] = rows[1]; rows[1] = t;
                held[0] = j; held[1] = -2;
            } else {
                stretch(rows[0], src, sw, sh, src_stride, j, xi, xw, n, pad, portable);
                held[0] = j;
            }
        }
        if (held[1] != j + 1) {
            stretch(rows[1], src, sw, sh, src_stride, j + 1, xi, xw, n, pad, portable);
            held[1] = j + 1;
        }
        const uint16_t *top = rows[0], *bottom = rows[1];
        const uint32_t wt = 128 - (uint32_t)wy, wb = (uint32_t)wy;
        uint32_t *out = (uint32_t *)(dst + (size_t)y * dst_stride) + x0;
        int k = 0;
#ifdef NAVMOCK_AVX2
        if (path == 0 && avx2) k = mix_avx2(out, top, bottom, n, wt, wb);
#endif
#ifdef __SSE2__
        if (!portable) {
            const __m128i weights = _mm_set1_epi32((int)((wb << 16) | wt));
            const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
            for (; k + 4 <= n; k += 4) {
                const __m128i t0 = _mm_loadu_si128((const __m128i *)(top + 4 * k));
                const __m128i b0 = _mm_loadu_si128((const __m128i *)(bottom + 4 * k));
                const __m128i t1 = _mm_loadu_si128((const __m128i *)(top + 4 * k + 8));
                const __m128i b1 = _mm_loadu_si128((const __m128i *)(bottom + 4 * k + 8));
                const __m128i p0 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(t0, b0), weights), 14);
                const __m128i p1 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi16(t0, b0), weights), 14);
                const __m128i p2 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(t1, b1), weights), 14);
                const __m128i p3 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi16(t1, b1), weights), 14);
                const __m128i px = _mm_packus_epi16(_mm_packs_epi32(p0, p1), _mm_packs_epi32(p2, p3));
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(px, alpha), alpha)) == 0xffff) {
                    _mm_storeu_si128((__m128i *)(out + k), px);
                } else {
                    const __m128i d = _mm_loadu_si128((const __m128i *)(out + k));
                    _mm_storeu_si128((__m128i *)(out + k), over4(px, d));
                }
            }
        }
#endif
        for (; k < n; k++) {
            uint32_t px = 0;
            for (int c = 0; c < 4; c++) px |= ((top[4 * k + c] * wt + bottom[4 * k + c] * wb) >> 14) << (8 * c);
            put(out + k, px);
        }
    }
}

size_t navmock_upscale_scratch_bytes(int width, int source_width) {
    const size_t n = width > 0 ? (size_t)width : 0, sw = source_width > 0 ? (size_t)source_width : 0;
    return n * 4 * 2 * 2 + n * 4 + n * 2 * 2 + (sw + 3) * 4;
}
