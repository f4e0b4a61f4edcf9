#include "navmock_raster.h"
#ifdef __SSE2__
#include <emmintrin.h>
#endif

// The Liquid Glass lens image away from its corners (GlassRenderer.swift, issue 20): each pixel
// is a bilinear sample between a column tap and the row's tap. The same integer arithmetic as
// GlassRenderer.bilinear, so the same bits: per channel (u·(256 − f) + v·f) >> 8 across, then the
// same down. Four pixels at a time with SSE2 (16-bit lanes hold every sum: at most 255 · 256).

static inline void lerp2(uint32_t u, uint32_t v, uint32_t f, uint32_t *lo, uint32_t *hi) {
    *lo = (((u & 0x00FF00FFu) * (256u - f) + (v & 0x00FF00FFu) * f) >> 8) & 0x00FF00FFu;
    *hi = ((((u >> 8) & 0x00FF00FFu) * (256u - f) + ((v >> 8) & 0x00FF00FFu) * f) >> 8) & 0x00FF00FFu;
}

static inline uint32_t sample(const uint32_t *r0, const uint32_t *r1, navmock_tap c, uint32_t fy, uint32_t gy) {
    uint32_t tl, th, bl, bh;
    lerp2(r0[c.i0], r0[c.i1], c.f, &tl, &th);
    lerp2(r1[c.i0], r1[c.i1], c.f, &bl, &bh);
    const uint32_t lo = ((tl * gy + bl * fy) >> 8) & 0x00FF00FFu;
    const uint32_t hi = ((th * gy + bh * fy) >> 8) & 0x00FF00FFu;
    return lo | (hi << 8);
}

#ifdef __SSE2__
// (a · (256 − w) + b · w) >> 8 per 16-bit lane.
static inline __m128i mix16(__m128i a, __m128i b, __m128i w) {
    const __m128i k256 = _mm_set1_epi16(256);
    return _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(a, _mm_sub_epi16(k256, w)), _mm_mullo_epi16(b, w)), 8);
}
#endif

void navmock_bilinear_span(const uint32_t *src, ptrdiff_t src_row, const navmock_tap *cols,
                           navmock_tap row, uint32_t *out, int x0, int x1) {
    const uint32_t *r0 = src + (ptrdiff_t)row.i0 * src_row, *r1 = src + (ptrdiff_t)row.i1 * src_row;
    const uint32_t fy = row.f, gy = 256u - row.f;
    int x = x0;
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128(), wy = _mm_set1_epi16((short)fy);
    for (; x + 4 <= x1; x += 4) {
        const navmock_tap c0 = cols[x], c1 = cols[x + 1], c2 = cols[x + 2], c3 = cols[x + 3];
        const __m128i a = _mm_set_epi32((int)r0[c3.i0], (int)r0[c2.i0], (int)r0[c1.i0], (int)r0[c0.i0]);
        const __m128i b = _mm_set_epi32((int)r0[c3.i1], (int)r0[c2.i1], (int)r0[c1.i1], (int)r0[c0.i1]);
        const __m128i c = _mm_set_epi32((int)r1[c3.i0], (int)r1[c2.i0], (int)r1[c1.i0], (int)r1[c0.i0]);
        const __m128i e = _mm_set_epi32((int)r1[c3.i1], (int)r1[c2.i1], (int)r1[c1.i1], (int)r1[c0.i1]);
        // Each pixel's weight in its four channel lanes: pixels 0, 1 in the low half, 2, 3 high.
        const __m128i wlo = _mm_set_epi16((short)c1.f, (short)c1.f, (short)c1.f, (short)c1.f,
                                          (short)c0.f, (short)c0.f, (short)c0.f, (short)c0.f);
        const __m128i whi = _mm_set_epi16((short)c3.f, (short)c3.f, (short)c3.f, (short)c3.f,
                                          (short)c2.f, (short)c2.f, (short)c2.f, (short)c2.f);
        const __m128i tlo = mix16(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), wlo);
        const __m128i thi = mix16(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), whi);
        const __m128i blo = mix16(_mm_unpacklo_epi8(c, zero), _mm_unpacklo_epi8(e, zero), wlo);
        const __m128i bhi = mix16(_mm_unpackhi_epi8(c, zero), _mm_unpackhi_epi8(e, zero), whi);
        const __m128i lo = mix16(tlo, blo, wy), hi = mix16(thi, bhi, wy);
        _mm_storeu_si128((__m128i *)(out + x), _mm_packus_epi16(lo, hi));
    }
#endif
    for (; x < x1; x++) out[x] = sample(r0, r1, cols[x], fy, gy);
}
