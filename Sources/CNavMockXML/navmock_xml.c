// libxml2 bound at run time: see include/navmock_xml.h.
#define _GNU_SOURCE
#include "navmock_xml.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// xmlError's leading fields (libxml2's public ABI).
typedef struct {
    int domain;
    int code;
    char *message;
    int level;
    char *file;
    int line;
} navmock_xml_error_head;

typedef void (*structured_error_fn)(void *user, void *error);

static struct {
    void (*init_parser)(void);
    void *(*reader_for_memory)(const char *, int, const char *, const char *, int);
    void (*free_reader)(void *);
    int (*read)(void *);
    int (*node_type)(void *);
    const unsigned char *(*local_name)(void *);
    const unsigned char *(*namespace_uri)(void *);
    const unsigned char *(*value)(void *);
    int (*depth)(void *);
    int (*is_empty)(void *);
    int (*next_attribute)(void *);
    int (*to_element)(void *);
    int (*read_attribute_value)(void *);
    int (*to_attribute_no)(void *, int);
    void *(*current_node)(void *);
    void *(*get_last_child)(const void *);
    int (*line)(void *);
    void (*set_structured_error_handler)(void *, structured_error_fn, void *);
    void (*set_structured_error_func)(void *, structured_error_fn);
    void (*set_generic_error_func)(void *, void (*)(void *, const char *, ...));
} fn;

#ifdef NAVMOCK_XML_SYSTEM_HEADERS
#include <stddef.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
_Static_assert(offsetof(xmlError, message) == offsetof(navmock_xml_error_head, message), "xmlError.message");
_Static_assert(offsetof(xmlError, line) == offsetof(navmock_xml_error_head, line), "xmlError.line");
_Static_assert((int)XML_READER_TYPE_ENTITY_REFERENCE == (int)NAVMOCK_XML_ENTITY_REFERENCE, "reader types");
_Static_assert((int)XML_READER_TYPE_END_ELEMENT == (int)NAVMOCK_XML_END_ELEMENT, "reader types");
_Static_assert(XML_PARSE_NONET == 2048, "XML_PARSE_NONET");
#endif

static const char *load_error;
static char load_message[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    // RTLD_LOCAL: its symbols serve only the lookups below. Never closed.
    void *lib = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *why = dlerror();
        snprintf(load_message, sizeof load_message,
                 "libxml2 cannot be loaded (%s); install Debian's libxml2 (librsvg2-2 depends on it)",
                 why ? why : "libxml2.so.2 not found");
        load_error = load_message;
        return;
    }
    const char *missing = NULL;
#define BIND(field, name) \
    if (!missing && !(*(void **)&fn.field = dlsym(lib, name))) missing = name;
    BIND(init_parser, "xmlInitParser")
    BIND(reader_for_memory, "xmlReaderForMemory")
    BIND(free_reader, "xmlFreeTextReader")
    BIND(read, "xmlTextReaderRead")
    BIND(node_type, "xmlTextReaderNodeType")
    BIND(local_name, "xmlTextReaderConstLocalName")
    BIND(namespace_uri, "xmlTextReaderConstNamespaceUri")
    BIND(value, "xmlTextReaderConstValue")
    BIND(depth, "xmlTextReaderDepth")
    BIND(is_empty, "xmlTextReaderIsEmptyElement")
    BIND(next_attribute, "xmlTextReaderMoveToNextAttribute")
    BIND(to_element, "xmlTextReaderMoveToElement")
    BIND(read_attribute_value, "xmlTextReaderReadAttributeValue")
    BIND(to_attribute_no, "xmlTextReaderMoveToAttributeNo")
    BIND(current_node, "xmlTextReaderCurrentNode")
    BIND(get_last_child, "xmlGetLastChild")
    BIND(line, "xmlTextReaderGetParserLineNumber")
    BIND(set_structured_error_handler, "xmlTextReaderSetStructuredErrorHandler")
    BIND(set_structured_error_func, "xmlSetStructuredErrorFunc")
    BIND(set_generic_error_func, "xmlSetGenericErrorFunc")
#undef BIND
    if (missing) {
        snprintf(load_message, sizeof load_message, "the libxml2 found has no %s", missing);
        load_error = load_message;
        return;
    }
    fn.init_parser();
}

const char *navmock_xml_load(void) {
    pthread_once(&once, load);
    return load_error;
}

struct navmock_xml_reader {
    void *reader;
    char message[201];
    int line;
    int has_error;
};

static void on_error(void *user, void *error) {
    navmock_xml_reader *r = user;
    const navmock_xml_error_head *e = error;
    // Warnings (level 1) are not errors.
    if (!e || e->level < 2 || r->has_error) return;
    r->has_error = 1;
    r->line = e->line;
    const char *m = e->message ? e->message : "malformed XML";
    size_t n = 0;
    for (; m[n] && n < sizeof r->message - 1; n++) {
        char c = m[n];
        r->message[n] = (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    while (n > 0 && r->message[n - 1] == ' ') n--;
    r->message[n] = 0;
}

static void silent(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }

navmock_xml_reader *navmock_xml_open(const uint8_t *data, size_t len) {
    if (navmock_xml_load() || len > 0x7fffffff) return NULL;
    navmock_xml_reader *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    // Errors raised before the reader has its handler (the encoding read from the first bytes:
    // "encoding not supported UCS4 2143") go to libxml2's per-thread handlers, which print to
    // standard error by default: they are this reader's too until it is closed.
    fn.set_structured_error_func(r, on_error);
    fn.set_generic_error_func(NULL, silent);
    // XML_PARSE_NONET (2048) only.
    r->reader = fn.reader_for_memory((const char *)data, (int)len, NULL, NULL, 2048);
    if (!r->reader) { navmock_xml_close(r); return NULL; }
    fn.set_structured_error_handler(r->reader, on_error, r);
    return r;
}

void navmock_xml_close(navmock_xml_reader *r) {
    if (!r) return;
    if (r->reader) fn.free_reader(r->reader);
    // libxml2's defaults again for this thread.
    fn.set_structured_error_func(NULL, NULL);
    fn.set_generic_error_func(NULL, NULL);
    free(r);
}

int navmock_xml_read(navmock_xml_reader *r) {
    int rc = fn.read(r->reader);
    if (rc == 1 && r->has_error) return -1;
    return rc;
}
int navmock_xml_node_type(navmock_xml_reader *r) { return fn.node_type(r->reader); }
const char *navmock_xml_local_name(navmock_xml_reader *r) { return (const char *)fn.local_name(r->reader); }
const char *navmock_xml_namespace(navmock_xml_reader *r) { return (const char *)fn.namespace_uri(r->reader); }
const char *navmock_xml_value(navmock_xml_reader *r) { return (const char *)fn.value(r->reader); }
int navmock_xml_depth(navmock_xml_reader *r) { return fn.depth(r->reader); }
int navmock_xml_is_empty(navmock_xml_reader *r) { return fn.is_empty(r->reader) == 1; }
int navmock_xml_next_attribute(navmock_xml_reader *r) { return fn.next_attribute(r->reader); }
void navmock_xml_to_element(navmock_xml_reader *r) { fn.to_element(r->reader); }

int navmock_xml_attribute_has_entity(navmock_xml_reader *r, int index) {
    // Walks the attribute's value nodes (text and entity references), then moves back to the
    // attribute: from a value node the reader's next attribute would be none.
    int found = 0;
    while (fn.read_attribute_value(r->reader) == 1) {
        if (fn.node_type(r->reader) == NAVMOCK_XML_ENTITY_REFERENCE) found = 1;
    }
    fn.to_attribute_no(r->reader, index);
    return found;
}

int navmock_xml_has_internal_subset(navmock_xml_reader *r) {
    // On a DOCTYPE node the reader's current node is the document's xmlDtd, whose children are
    // its declarations (xmlGetLastChild reads the common node header's `last`).
    if (fn.node_type(r->reader) != NAVMOCK_XML_DOCUMENT_TYPE) return 0;
    void *dtd = fn.current_node(r->reader);
    return dtd && fn.get_last_child(dtd) ? 1 : 0;
}

int navmock_xml_line(navmock_xml_reader *r) { return fn.line(r->reader); }

const char *navmock_xml_error(navmock_xml_reader *r, int *line) {
    if (line) *line = r->has_error ? r->line : 0;
    return r->has_error ? r->message : "";
}
