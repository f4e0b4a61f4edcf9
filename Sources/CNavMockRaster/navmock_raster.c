#include "navmock_raster.h"
#include <math.h>

// The per-pixel loops of GlassShadowRaster.swift, in C so that the compiler can keep them
// branch-free and vectorise the one-shape case (issue 20: a phone bar's shadow is 370 000 pixels).

static inline double max0(double a) { return a > 0 ? a : 0; }

// Index of d's table entry: d clamped below at `inner`, rounded to the nearest step; past the
// table, table_count.
static inline int entry(double d, double inner, double inv, int table_count) {
    const double t = ((d > inner ? d : inner) - inner) * inv + 0.5;
    return t < (double)table_count ? (int)t : table_count;
}

// Signed distance from (x, y) to one shape.
static inline double distance(const navmock_shadow_shape *f, double x, double y) {
    const double qx = fabs(x - f->cx) - f->ex, qy = fabs(y - f->cy) - f->ey;
    const double ox = max0(qx), oy = max0(qy);
    const double in = qx > qy ? qx : qy;
    return sqrt(ox * ox + oy * oy) + (in < 0 ? in : 0) - f->r;
}

void navmock_shadow_mask(uint8_t *mask, int w, int h, int stride,
                         double x0, double dx, double y0, double dy,
                         const navmock_shadow_shape *shapes, int n,
                         double inner, double step, const uint8_t *table, int table_count) {
    const double inv = 1 / step;
    int k[w > 0 ? w : 1];
    for (int j = 0; j < h; j++) {
        const double y = y0 + j * dy;
        uint8_t *row = mask + (long)j * stride;
        if (n == 1) {
            // One shape (every bar without a search tab): a loop the compiler vectorises, except
            // over the middle run, where |x − cx| ≤ ex + min(qy, 0) and the distance is qy − r
            // whatever x (above or below a capsule's straight part; deep inside it).
            const navmock_shadow_shape f = shapes[0];
            const double qy = fabs(y - f.cy) - f.ey, e = f.ex + (qy < 0 ? qy : 0);
            int a = w, b = w;
            if (e >= 0) {
                const double lo = ceil((f.cx - e - x0) / dx), hi = floor((f.cx + e - x0) / dx);
                a = lo < 0 ? 0 : lo > w ? w : (int)lo;
                b = hi < a - 1 ? a : hi >= w ? w : (int)hi + 1;
            }
            for (int i = 0; i < a; i++) k[i] = entry(distance(&f, x0 + i * dx, y), inner, inv, table_count);
            const int middle = entry(qy - f.r, inner, inv, table_count);
            for (int i = a; i < b; i++) k[i] = middle;
            for (int i = b; i < w; i++) k[i] = entry(distance(&f, x0 + i * dx, y), inner, inv, table_count);
        } else {
            for (int i = 0; i < w; i++) {
                const double x = x0 + i * dx;
                double d = INFINITY;
                for (int s = 0; s < n; s++) {
                    const double ds = distance(&shapes[s], x, y);
                    d = ds < d ? ds : d;
                }
                k[i] = entry(d, inner, inv, table_count);
            }
        }
        for (int i = 0; i < w; i++) row[i] = k[i] < table_count ? table[k[i]] : 0;
    }
}
