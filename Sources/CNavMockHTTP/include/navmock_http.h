// A small wrapper around GNU libmicrohttpd for `navmock serve`: MHD's daemon and its queries are
// variadic C functions, which Swift cannot call, and a request's body arrives in pieces. Here
// the daemon is started with NavMock's bounds, each request's body is gathered (bounded), and one
// Swift callback answers the whole request. Nothing else in NavMock touches libmicrohttpd.
#ifndef NAVMOCK_HTTP_H
#define NAVMOCK_HTTP_H
#include <stddef.h>
#include <stdint.h>

/// What the Swift side answers: a status, a content type and a body (malloc'd; the wrapper frees
/// it), or a stream (Server-Sent Events) read through navmock_http_stream_fn with stream_id.
typedef struct navmock_http_response {
    int status;
    const char *content_type;      // a static string
    const char *location;          // a static or NULL: the Location header (redirects)
    unsigned char *body;           // malloc'd, may be NULL
    size_t body_len;
    int stream;                    // nonzero: a stream, body ignored
    uint64_t stream_id;
} navmock_http_response;

/// Answers one request. url is the path, percent-decoded, then `?` and the query's arguments as
/// `k=v&k=v` (each key and value percent-decoded; at most 1 KiB, cut at a whole argument) when
/// there are any; host is the Host header ("" when absent); body is the request's body
/// (at most the limit given to navmock_http_start). Runs on the connection's thread.
typedef void (*navmock_http_request_fn)(void *ctx, const char *method, const char *url, const char *host,
                                        const unsigned char *body, size_t body_len, navmock_http_response *out);

/// Fills buf (at most max bytes) with the next bytes of stream stream_id, blocking until there
/// are some; returns how many, or -1 when the stream has ended.
typedef long (*navmock_http_stream_fn)(void *ctx, uint64_t stream_id, char *buf, size_t max);

/// Called once when stream stream_id's connection is closed.
typedef void (*navmock_http_stream_done_fn)(void *ctx, uint64_t stream_id);

typedef struct navmock_http_server navmock_http_server;

/// Starts a server: one thread per connection, listening on 127.0.0.1 (loopback_only) or on
/// every IPv4 address, at port (0: a free one). Bounds: at most max_connections at once (and per
/// address), timeout_seconds of inactivity per connection, memory_limit bytes per connection
/// (request line and headers; a larger request is answered 431/413 by libmicrohttpd) and
/// max_body bytes of body (a larger one is answered 413). Returns NULL and writes errbuf on failure.
navmock_http_server *navmock_http_start(int port, int loopback_only, unsigned max_connections, unsigned timeout_seconds,
                                        size_t memory_limit, size_t max_body, void *ctx, navmock_http_request_fn on_request,
                                        navmock_http_stream_fn on_stream, navmock_http_stream_done_fn on_stream_done,
                                        char *errbuf, size_t errlen);

/// The port the server listens on.
int navmock_http_port(navmock_http_server *server);

/// Stops accepting, waits for every connection's thread to finish, and frees the server.
void navmock_http_stop(navmock_http_server *server);

#endif
