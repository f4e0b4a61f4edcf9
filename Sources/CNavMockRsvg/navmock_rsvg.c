// librsvg bound at run time: see include/navmock_rsvg.h.
#define _GNU_SOURCE
#include "navmock_rsvg.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

navmock_rsvg_functions navmock_rsvg;
static const char *load_error;
static char load_message[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;

static void load(void) {
    // RTLD_LOCAL: its symbols serve only the lookups below. Never closed: handles live to the end.
    void *lib = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *why = dlerror();
        snprintf(load_message, sizeof load_message,
                 "librsvg cannot be loaded (%s); install Debian's librsvg2-2 (the README's set-up command does)",
                 why ? why : "librsvg-2.so.2 not found");
        load_error = load_message;
        return;
    }
    const char *missing = NULL;
#define BIND(field, name) \
    if (!missing && !(*(void **)&navmock_rsvg.field = dlsym(lib, name))) missing = name;
    BIND(new_from_data, "rsvg_handle_new_from_data")
    BIND(render_document, "rsvg_handle_render_document")
    BIND(get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    BIND(set_stylesheet, "rsvg_handle_set_stylesheet")
    BIND(get_geometry_for_layer, "rsvg_handle_get_geometry_for_layer")
    BIND(major, "rsvg_major_version")
    BIND(minor, "rsvg_minor_version")
    BIND(micro, "rsvg_micro_version")
#undef BIND
    if (missing) {
        snprintf(load_message, sizeof load_message,
                 "the librsvg found has no %s (NavMock needs librsvg 2.48 or later)", missing);
        load_error = load_message;
        return;
    }
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

const char *navmock_rsvg_load(void) {
    pthread_once(&once, load);
    return load_error;
}

gboolean navmock_rsvg_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE) != 0; }

gboolean navmock_rsvg_ready(GError **error) {
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return TRUE;
    const char *why = navmock_rsvg_load();
    if (!why) return TRUE;
    g_set_error_literal(error, g_quark_from_static_string("navmock-rsvg"), 0, why);
    return FALSE;
}

void navmock_rsvg_version(guint *major, guint *minor, guint *micro) {
    gboolean ok = navmock_rsvg_ready(NULL);
    *major = ok ? *navmock_rsvg.major : 0;
    *minor = ok ? *navmock_rsvg.minor : 0;
    *micro = ok ? *navmock_rsvg.micro : 0;
}
