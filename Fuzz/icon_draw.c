// See icon_draw.h. Built by Fuzz/run.sh icon.
#include "icon_draw.h"
#include "navmock_rsvg.h"
#include <string.h>

// CairoRenderer.drawIconShapes's stylesheet, with its colour.
static const char css[] =
    "svg { fill: rgba(0,0,0,1) !important; color: rgba(0,0,0,1) !important; }\n"
    "svg * { color: rgba(0,0,0,1) !important; }\n"
    "[fill]:not([fill=\"none\"]) { fill: rgba(0,0,0,1) !important; }\n"
    "[stroke]:not([stroke=\"none\"]) { stroke: rgba(0,0,0,1) !important; }\n"
    "[style*=\"fill:\"]:not([style*=\"fill:none\"]) { fill: rgba(0,0,0,1) !important; }\n"
    "[style*=\"stroke:\"]:not([style*=\"stroke:none\"]) { stroke: rgba(0,0,0,1) !important; }\n";

int navmock_fuzz_draw_icon(const uint8_t *data, size_t len, int box) {
    if (navmock_rsvg_load()) return -1;
    GError *err = NULL;
    RsvgHandle *h = rsvg_handle_new_from_data(data, len, &err);
    if (!h) { if (err) g_error_free(err); return 0; }
    gboolean hw, hh, hv;
    RsvgLength w, hgt;
    RsvgRectangle vb;
    rsvg_handle_get_intrinsic_dimensions(h, &hw, &w, &hh, &hgt, &hv, &vb);
    // IconStore refuses an empty or absurd view box before drawing.
    if (hv && (vb.width <= 0 || vb.height <= 0 || vb.width > 1e6 || vb.height > 1e6)) { g_object_unref(h); return 0; }
    rsvg_handle_set_stylesheet(h, (const guint8 *)css, strlen(css), &err);
    if (err) { g_error_free(err); err = NULL; }
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, box, box);
    cairo_t *cr = cairo_create(s);
    RsvgRectangle viewport = {0, 0, box, box};
    gboolean ok = rsvg_handle_render_document(h, cr, &viewport, &err);
    if (err) g_error_free(err);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    g_object_unref(h);
    return ok ? 1 : 0;
}
