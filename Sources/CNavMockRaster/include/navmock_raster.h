#ifndef NAVMOCK_RASTER_H
#define NAVMOCK_RASTER_H

#include <stddef.h>
#include <stdint.h>

/// One shape of a shadow, as its signed distance field: a rounded rectangle with centre
/// (cx, cy), the corner arcs' centres ex, ey in from the centre, and corner radius r (points).
/// A rectangle has r = 0, a capsule or circle the full half of its shorter side.
typedef struct {
    double cx, cy, ex, ey, r;
} navmock_shadow_shape;

/// Fills an A8 mask of w × h pixels (rows `stride` bytes apart) with a shadow's opacity: for
/// pixel (i, j), whose centre is the point (x0 + i·dx, y0 + j·dy) in points, d is the signed
/// distance (negative inside) to the union of `shapes`, clamped below at `inner`, and the byte
/// is table[round((d − inner) / step)], or 0 past the table's last entry. n ≥ 1; table_count ≥ 1.
void navmock_shadow_mask(uint8_t *mask, int w, int h, int stride,
                         double x0, double dx, double y0, double dy,
                         const navmock_shadow_shape *shapes, int n,
                         double inner, double step, const uint8_t *table, int table_count);

/// Box blurs (BoxBlur.swift) of a premultiplied ARGB32 image of width × height pixels, rows
/// `row_pixels` words apart, in place: for each of the `count` radii (pixels; 0 skips), one
/// pass along the rows, then one down the columns, edges extended. Each channel of a pass is
/// the window's sum times round(2²⁴ / (2r + 1)) plus 2²³, shifted right by 24. A pass along a
/// one-pixel dimension is skipped. Scratch memory from the caller: `transposed` width × height
/// words; `ring` min(r + 1, max(width, height)) × 4 × max(width, height) bytes for the largest
/// radius r; `sums` 4 × max(width, height) words.
void navmock_box_blur(uint32_t *p, int width, int height, int row_pixels, const int *radii, int count,
                      uint32_t *transposed, uint8_t *ring, uint32_t *sums);

/// Paints a premultiplied ARGB32 image `src` (sw × sh pixels, rows `src_stride` bytes apart)
/// scaled bilinearly, with the OVER operator, into the destination pixels x0 ≤ x < x1,
/// y0 ≤ y < y1 of a premultiplied ARGB32 image `dst` (rows `dst_stride` bytes apart; the
/// caller keeps the rectangle inside it). Destination pixel (x, y) samples the source at
/// (ax·(x + ½) + bx − ½, ay·(y + ½) + by − ½), source pixel centres at whole numbers; outside
/// the source is transparent. Weights have 7 bits and the four-tap sum is truncated to 8 bits,
/// as pixman's bilinear filter does. `scratch`: navmock_upscale_scratch_bytes(x1 − x0, sw)
/// bytes. `path`: 0 the fastest the CPU has (AVX2, else SSE2), 1 plain C,
/// 2 SSE2 only; all give the same bytes (1 and 2 are for tests).
void navmock_upscale_over(uint8_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                          const uint8_t *src, int sw, int sh, int src_stride,
                          double ax, double bx, double ay, double by, void *scratch, int path);

/// Bytes of scratch memory navmock_upscale_over needs for a destination `width` pixels wide
/// and a source `source_width` pixels wide.
size_t navmock_upscale_scratch_bytes(int width, int source_width);

/// A bilinear sample's place along one axis: the two neighbouring source pixels (clamped to the
/// image) and the weight of the second, 0…255 of 256 (GlassRenderer.SampleTap).
typedef struct {
    int32_t i0, i1;
    uint32_t f;
} navmock_tap;

/// Writes out[x] for x in [x0, x1): the bilinear sample of premultiplied ARGB32 `src` (rows
/// `src_row` pixels apart) between column tap cols[x] and `row`, each pair of neighbours mixed
/// by weights (256 − f, f) and cut to 8 bits, two channels per 32-bit word: the same bits as
/// GlassRenderer.bilinear (the Liquid Glass lens away from the edge, issue 20).
void navmock_bilinear_span(const uint32_t *src, ptrdiff_t src_row, const navmock_tap *cols,
                           navmock_tap row, uint32_t *out, int x0, int x1);

#endif
