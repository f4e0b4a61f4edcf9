// libxml2 for NavMock's icon check (IconCheck.swift), bound at run time (dlopen) on first use
// instead of linked, as librsvg is (CNavMockRsvg): linked, libxml2 brings ICU and liblzma into
// every process's start-up, and a render whose icon masks all come from the icon-mask store
// never checks an icon.
//
// Only libxml2's streaming reader (xmlreader.h) is used, through functions: no libxml2 structure
// is read from Swift. The one structure read here is xmlError's first six fields (domain, code,
// message, level, file, line), in the structured error handler; that layout is libxml2's public
// ABI (soname libxml2.so.2, unchanged since 2.6). Debian 12 ships 2.9.14. When built with
// NAVMOCK_XML_SYSTEM_HEADERS (the fuzz harness does, with `pkg-config --cflags libxml-2.0` from
// libxml2-dev) the declarations here are checked against libxml2's own headers.
#ifndef NAVMOCK_XML_H
#define NAVMOCK_XML_H
#include <stddef.h>
#include <stdint.h>

/// Loads libxml2.so.2, looks up the functions below and initialises the parser, once per
/// process; any thread. NULL when ready, else why not (static storage).
const char *navmock_xml_load(void);

/// An open reader over one document in memory (libxml2's xmlTextReader). Opaque.
typedef struct navmock_xml_reader navmock_xml_reader;

/// Node types reported by navmock_xml_read (libxml2's xmlReaderTypes).
enum {
    NAVMOCK_XML_ELEMENT = 1, NAVMOCK_XML_ATTRIBUTE = 2, NAVMOCK_XML_TEXT = 3, NAVMOCK_XML_CDATA = 4,
    NAVMOCK_XML_ENTITY_REFERENCE = 5, NAVMOCK_XML_ENTITY = 6, NAVMOCK_XML_PROCESSING_INSTRUCTION = 7,
    NAVMOCK_XML_COMMENT = 8, NAVMOCK_XML_DOCUMENT = 9, NAVMOCK_XML_DOCUMENT_TYPE = 10,
    NAVMOCK_XML_WHITESPACE = 13, NAVMOCK_XML_SIGNIFICANT_WHITESPACE = 14, NAVMOCK_XML_END_ELEMENT = 15,
};

/// Opens a reader over `len` bytes at `data` (not copied: they must outlive the reader) with
/// XML_PARSE_NONET and nothing else: no entity substitution (NOENT), no DTD loaded (DTDLOAD,
/// DTDATTR), no XInclude, libxml2's own limits on (no HUGE). Errors are kept (the first one's
/// message and line, see navmock_xml_error), never printed: until navmock_xml_close, this
/// thread's libxml2 error handlers are the reader's. NULL when libxml2 is not loaded or cannot
/// allocate. Open one reader at a time per thread.
navmock_xml_reader *navmock_xml_open(const uint8_t *data, size_t len);
/// Frees the reader; this thread's libxml2 error handlers are libxml2's defaults again.
void navmock_xml_close(navmock_xml_reader *r);
/// Advances to the next node: 1 a node, 0 the end, -1 an error (see navmock_xml_error).
int navmock_xml_read(navmock_xml_reader *r);
/// The current node's type (NAVMOCK_XML_*).
int navmock_xml_node_type(navmock_xml_reader *r);
/// The current node's local name and namespace URI (NULL: none). Valid until the next read.
const char *navmock_xml_local_name(navmock_xml_reader *r);
/// The current node's namespace URI, or NULL.
const char *navmock_xml_namespace(navmock_xml_reader *r);
/// The current node's value (an attribute's, with character references decoded), or NULL.
const char *navmock_xml_value(navmock_xml_reader *r);
/// The current node's depth in the tree (the root element is 0).
int navmock_xml_depth(navmock_xml_reader *r);
/// Whether the current element is empty (`<x/>`): no end-element node follows.
int navmock_xml_is_empty(navmock_xml_reader *r);
/// Moves to the current element's next attribute (namespace declarations included): 1 moved,
/// 0 none left, -1 error.
int navmock_xml_next_attribute(navmock_xml_reader *r);
/// Moves back from an attribute to its element.
void navmock_xml_to_element(navmock_xml_reader *r);
/// Whether the current attribute, the element's `index`-th (from 0, namespace declarations
/// first, as navmock_xml_next_attribute visits them), holds an entity reference in its value
/// (other than the five predefined ones, which are decoded): 1 yes, 0 no. Leaves the reader on
/// that attribute.
int navmock_xml_attribute_has_entity(navmock_xml_reader *r, int index);
/// On a DOCTYPE node: whether its internal subset declares anything (entities, attribute
/// defaults, elements): 1 yes, 0 no (also on any other node).
int navmock_xml_has_internal_subset(navmock_xml_reader *r);
/// The line of the node just read (1-based), or 0.
int navmock_xml_line(navmock_xml_reader *r);
/// The first error's message (one line, at most 200 bytes) and its line; "" and 0 when none.
const char *navmock_xml_error(navmock_xml_reader *r, int *line);
#endif
