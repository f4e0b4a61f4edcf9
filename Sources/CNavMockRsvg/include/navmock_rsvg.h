// librsvg for NavMock, bound at run time (dlopen) on first use instead of linked (issue 20).
//
// librsvg 2.54 and the libraries only it brings in (gdk-pixbuf, libxml2, ICU, libjpeg, liblzma,
// cairo-gobject, gio's own) cost every process about 4.5 ms before `main` when linked, even one
// that draws no icon through librsvg: a PNG whose icons all come from the icon-mask store
// (IconMaskStore.swift) never loads it.
//
// The declarations are the parts of librsvg's stable C API (soname librsvg-2.so.2, API 2.0; these
// functions exist since librsvg 2.46 and 2.48, Debian 12 ships 2.54) that NavMock uses, with
// librsvg's own types and layouts. Each function has librsvg's name and signature and is
// `static inline`: it loads the library once per process (thread-safe) and calls librsvg's.
// glib and cairo come from CPangoCairo and CCairo.
#ifndef NAVMOCK_RSVG_H
#define NAVMOCK_RSVG_H
#include <glib-object.h>
#include <cairo.h>

/// An SVG document parsed by librsvg (a GObject: release with g_object_unref). Fields private.
typedef struct _RsvgHandle {
    GObject parent;
    gpointer _abi_padding[16];
} RsvgHandle;

/// A rectangle in user units.
typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// The unit of an RsvgLength.
typedef enum {
    RSVG_UNIT_PERCENT, RSVG_UNIT_PX, RSVG_UNIT_EM, RSVG_UNIT_EX, RSVG_UNIT_IN,
    RSVG_UNIT_CM, RSVG_UNIT_MM, RSVG_UNIT_PT, RSVG_UNIT_PC
} RsvgUnit;

/// A length with its unit.
typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

/// Loads librsvg-2.so.2 and looks up the functions below, once per process; any thread.
/// NULL when librsvg is ready, else why not (static storage: not installed, or too old).
const char *navmock_rsvg_load(void);

/// Whether librsvg has been loaded in this process (for tests and `navmock doctor`).
gboolean navmock_rsvg_loaded(void);

/// The functions, as looked up (NULL until navmock_rsvg_load() succeeded).
typedef struct {
    RsvgHandle *(*new_from_data)(const guint8 *, gsize, GError **);
    gboolean (*render_document)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **);
    void (*get_intrinsic_dimensions)(RsvgHandle *, gboolean *, RsvgLength *, gboolean *, RsvgLength *,
                                     gboolean *, RsvgRectangle *);
    gboolean (*set_stylesheet)(RsvgHandle *, const guint8 *, gsize, GError **);
    gboolean (*get_geometry_for_layer)(RsvgHandle *, const char *, const RsvgRectangle *, RsvgRectangle *,
                                       RsvgRectangle *, GError **);
    const guint *major, *minor, *micro;
} navmock_rsvg_functions;
extern navmock_rsvg_functions navmock_rsvg;

/// Sets *error to why librsvg is not there; FALSE. TRUE when it is loaded.
gboolean navmock_rsvg_ready(GError **error);

/// rsvg_handle_new_from_data: parses `data_len` bytes of SVG. NULL on failure with *error set
/// (also when librsvg cannot be loaded: the message says so).
static inline RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) {
    return navmock_rsvg_ready(error) ? navmock_rsvg.new_from_data(data, data_len, error) : NULL;
}

/// rsvg_handle_render_document: draws the document fitted into `viewport` (user units of `cr`).
/// FALSE on failure with *error set.
static inline gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                                   GError **error) {
    return navmock_rsvg_ready(error) && navmock_rsvg.render_document(handle, cr, viewport, error);
}

/// rsvg_handle_get_intrinsic_dimensions: the outermost <svg>'s width, height and viewBox; each
/// out_has_* FALSE when absent (all FALSE when librsvg cannot be loaded).
static inline void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle,
                                                        gboolean *out_has_width, RsvgLength *out_width,
                                                        gboolean *out_has_height, RsvgLength *out_height,
                                                        gboolean *out_has_viewbox, RsvgRectangle *out_viewbox) {
    if (navmock_rsvg_ready(NULL)) {
        navmock_rsvg.get_intrinsic_dimensions(handle, out_has_width, out_width, out_has_height, out_height,
                                              out_has_viewbox, out_viewbox);
        return;
    }
    if (out_has_width) *out_has_width = FALSE;
    if (out_has_height) *out_has_height = FALSE;
    if (out_has_viewbox) *out_has_viewbox = FALSE;
}

/// rsvg_handle_set_stylesheet: a CSS stylesheet applied over the document's own. FALSE on
/// failure with *error set.
static inline gboolean rsvg_handle_set_stylesheet(RsvgHandle *handle, const guint8 *css, gsize css_len,
                                                  GError **error) {
    return navmock_rsvg_ready(error) && navmock_rsvg.set_stylesheet(handle, css, css_len, error);
}

/// rsvg_handle_get_geometry_for_layer: where the element `id` (NULL: the whole document) lands
/// when the document is fitted into `viewport`: its ink rectangle (with strokes) and its logical
/// one (without), in `viewport`'s units. FALSE on failure with *error set.
static inline gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport,
                                                          RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect,
                                                          GError **error) {
    return navmock_rsvg_ready(error)
        && navmock_rsvg.get_geometry_for_layer(handle, id, viewport, out_ink_rect, out_logical_rect, error);
}

/// The loaded librsvg's version (rsvg_major_version and so on); zeros when it cannot be loaded.
void navmock_rsvg_version(guint *major, guint *minor, guint *micro);
#endif
