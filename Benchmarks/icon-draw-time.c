// Draws one SVG icon as NavMock does (librsvg, its stylesheet) into a BOX-pixel square and prints
// the time and peak memory: used by Benchmarks/icon-bounds.py.   icon-draw-time FILE [BOX] [OUTLINE]
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
// CairoRenderer.drawIconShapes's stylesheet; argv[3], a width, adds the outline of emboldened icons.
static const char css[] =
    "svg { fill: rgba(0,0,0,1) !important; color: rgba(0,0,0,1) !important; }\n"
    "svg * { color: rgba(0,0,0,1) !important; }\n"
    "[fill]:not([fill=\"none\"]) { fill: rgba(0,0,0,1) !important; }\n"
    "[stroke]:not([stroke=\"none\"]) { stroke: rgba(0,0,0,1) !important; }\n";
int main(int argc, char **argv) {
    int box = argc > 2 ? atoi(argv[2]) : 1024;
    gchar *data; gsize len;
    if (!g_file_get_contents(argv[1], &data, &len, NULL)) return 2;
    GError *err = NULL;
    RsvgHandle *h = rsvg_handle_new_from_data((guint8*)data, len, &err);
    if (!h) { fprintf(stderr, "refused %s\n", err ? err->message : ""); return 1; }
    char extra[512] = "";
    if (argc > 3) { snprintf(extra, sizeof extra, "svg * { stroke: rgba(0,0,0,1) !important; stroke-width: %s !important; stroke-linejoin: round !important; }\n", argv[3]); }
    char all[2048]; snprintf(all, sizeof all, "%s%s", extra, css);
    rsvg_handle_set_stylesheet(h, (const guint8 *)all, strlen(all), &err);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, box, box);
    cairo_t *cr = cairo_create(s);
    RsvgRectangle viewport = {0, 0, box, box};
    struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
    gboolean ok = rsvg_handle_render_document(h, cr, &viewport, &err);
    clock_gettime(CLOCK_MONOTONIC, &b);
    cairo_surface_flush(s);
    unsigned char *px = cairo_image_surface_get_data(s); int st = cairo_image_surface_get_stride(s); long cov = 0;
    for (int y = 0; y < box; y++) for (int x = 0; x < box; x++) cov += px[y*st + x*4 + 3] > 127;
    struct rusage ru; getrusage(RUSAGE_SELF, &ru);
    printf("%s ok=%d %.3f s maxrss %ld MB covered %.1f%%\n", argv[1], ok, (b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)/1e9, ru.ru_maxrss/1024, 100.0*cov/box/box);
    return 0;
}
