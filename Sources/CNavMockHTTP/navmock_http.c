#include "navmock_http.h"
#include <microhttpd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

struct navmock_http_server {
    struct MHD_Daemon *daemon;
    void *ctx;
    navmock_http_request_fn on_request;
    navmock_http_stream_fn on_stream;
    navmock_http_stream_done_fn on_stream_done;
    size_t max_body;
    /* libmicrohttpd's last message (why a start failed), kept here instead of printed. */
    char last_error[256];
};

/// A request being received: its body so far.
typedef struct pending {
    unsigned char *body;
    size_t len;
    int too_large;
} pending;

typedef struct stream_ctx {
    navmock_http_server *server;
    uint64_t id;
} stream_ctx;

static ssize_t stream_reader(void *cls, uint64_t pos, char *buf, size_t max) {
    (void)pos;
    stream_ctx *s = cls;
    long n = s->server->on_stream(s->server->ctx, s->id, buf, max);
    if (n < 0) return MHD_CONTENT_READER_END_OF_STREAM;
    return (ssize_t)n;
}

static void stream_free(void *cls) {
    stream_ctx *s = cls;
    s->server->on_stream_done(s->server->ctx, s->id);
    free(s);
}

static enum MHD_Result queue_text(struct MHD_Connection *c, unsigned status, const char *text) {
    struct MHD_Response *r = MHD_create_response_from_buffer(strlen(text), (void *)text, MHD_RESPMEM_PERSISTENT);
    if (!r) return MHD_NO;
    MHD_add_response_header(r, "Content-Type", "text/plain; charset=utf-8");
    MHD_add_response_header(r, "Connection", "close");
    enum MHD_Result ret = MHD_queue_response(c, status, r);
    MHD_destroy_response(r);
    return ret;
}

/// The query string as libmicrohttpd parsed it (each key and value percent-decoded), written
/// back as `k=v&k=v` into a bounded buffer: a query longer than it is cut at a whole argument.
typedef struct query_buf {
    char text[1024];
    size_t len;
} query_buf;

static enum MHD_Result add_argument(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    query_buf *q = cls;
    size_t k = strlen(key), v = value ? strlen(value) : 0;
    size_t need = (q->len ? 1 : 0) + k + (value ? 1 + v : 0);
    if (q->len + need + 1 > sizeof q->text) return MHD_NO;
    if (q->len) q->text[q->len++] = '&';
    memcpy(q->text + q->len, key, k); q->len += k;
    if (value) { q->text[q->len++] = '='; memcpy(q->text + q->len, value, v); q->len += v; }
    q->text[q->len] = 0;
    return MHD_YES;
}

static enum MHD_Result on_access(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                 const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    (void)version;
    navmock_http_server *server = cls;
    if (*con_cls == NULL) {
        pending *p = calloc(1, sizeof(pending));
        if (!p) return MHD_NO;
        *con_cls = p;
        // A body announced larger than the limit is refused before any of it is read (else a
        // client could keep the connection for as long as it takes to send it).
        const char *cl = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Content-Length");
        if (cl) {
            char *end = NULL;
            errno = 0;
            unsigned long long n = strtoull(cl, &end, 10);
            if (end == cl || *end != 0 || errno == ERANGE || n > server->max_body) {
                p->too_large = 1;
                return queue_text(connection, 413, "request body too large\n");
            }
        }
        return MHD_YES;
    }
    pending *p = *con_cls;
    if (*upload_data_size > 0) {
        if (!p->too_large) {
            if (p->len + *upload_data_size > server->max_body) {
                p->too_large = 1;
                free(p->body); p->body = NULL; p->len = 0;
                // Answer at once (a chunked body has no length to check first); the rest is not read.
                *upload_data_size = 0;
                return queue_text(connection, 413, "request body too large\n");
            } else {
                unsigned char *grown = realloc(p->body, p->len + *upload_data_size);
                if (!grown) return MHD_NO;
                p->body = grown;
                memcpy(p->body + p->len, upload_data, *upload_data_size);
                p->len += *upload_data_size;
            }
        }
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (p->too_large) return queue_text(connection, 413, "request body too large\n");
    const char *host = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Host");
    navmock_http_response out;
    memset(&out, 0, sizeof out);
    query_buf query;
    query.len = 0; query.text[0] = 0;
    MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, add_argument, &query);
    size_t ulen = strlen(url);
    char *full = malloc(ulen + 2 + query.len);
    if (!full) return MHD_NO;
    memcpy(full, url, ulen);
    if (query.len) { full[ulen] = '?'; memcpy(full + ulen + 1, query.text, query.len + 1); } else full[ulen] = 0;
    server->on_request(server->ctx, method, full, host ? host : "", p->body, p->len, &out);
    free(full);
    struct MHD_Response *r;
    if (out.stream) {
        stream_ctx *s = malloc(sizeof(stream_ctx));
        if (!s) return MHD_NO;
        s->server = server; s->id = out.stream_id;
        r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 65536, stream_reader, s, stream_free);
        if (!r) { stream_free(s); return MHD_NO; }
        MHD_add_response_header(r, "Cache-Control", "no-store");
    } else {
        r = MHD_create_response_from_buffer(out.body_len, out.body ? (void *)out.body : (void *)"", out.body ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
        if (!r) { free(out.body); return MHD_NO; }
        MHD_add_response_header(r, "Cache-Control", "no-store");
    }
    if (out.content_type) MHD_add_response_header(r, "Content-Type", out.content_type);
    if (out.location) MHD_add_response_header(r, "Location", out.location);
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "X-Frame-Options", "DENY");
    MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
    enum MHD_Result ret = MHD_queue_response(connection, (unsigned)out.status, r);
    MHD_destroy_response(r);
    return ret;
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode toe) {
    (void)cls; (void)connection; (void)toe;
    pending *p = *con_cls;
    if (p) { free(p->body); free(p); *con_cls = NULL; }
}

/* libmicrohttpd's messages: kept for the error a failed start reports, never printed (they
   would come between navmock's own lines on stderr: "Failed to bind to port ..."). A message
   cut at the buffer's size is kept cut, ending with its newline removed. */
static void on_log(void *cls, const char *fmt, va_list ap) {
    navmock_http_server *s = cls;
    vsnprintf(s->last_error, sizeof s->last_error, fmt, ap);
    size_t n = strlen(s->last_error);
    while (n > 0 && (s->last_error[n - 1] == '\n' || s->last_error[n - 1] == '\r')) s->last_error[--n] = 0;
}

navmock_http_server *navmock_http_start(int port, int loopback_only, unsigned max_connections, unsigned timeout_seconds,
                                        size_t memory_limit, size_t max_body, void *ctx, navmock_http_request_fn on_request,
                                        navmock_http_stream_fn on_stream, navmock_http_stream_done_fn on_stream_done,
                                        char *errbuf, size_t errlen) {
    navmock_http_server *s = calloc(1, sizeof *s);
    if (!s) { snprintf(errbuf, errlen, "out of memory"); return NULL; }
    s->ctx = ctx; s->on_request = on_request; s->on_stream = on_stream; s->on_stream_done = on_stream_done; s->max_body = max_body;
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)port);
    addr.sin_addr.s_addr = htonl(loopback_only ? INADDR_LOOPBACK : INADDR_ANY);
    s->daemon = MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG,
                                 (uint16_t)port, NULL, NULL, on_access, s,
                                 MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                                 MHD_OPTION_CONNECTION_LIMIT, max_connections,
                                 MHD_OPTION_PER_IP_CONNECTION_LIMIT, max_connections,
                                 MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                                 MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                                 MHD_OPTION_NOTIFY_COMPLETED, on_completed, (void *)s,
                                 MHD_OPTION_EXTERNAL_LOGGER, on_log, (void *)s,
                                 MHD_OPTION_END);
    if (!s->daemon) {
        if (s->last_error[0])
            snprintf(errbuf, errlen, "cannot listen on %s port %d: %s", loopback_only ? "127.0.0.1" : "0.0.0.0", port, s->last_error);
        else
            snprintf(errbuf, errlen, "cannot listen on %s port %d (in use, or not allowed)", loopback_only ? "127.0.0.1" : "0.0.0.0", port);
        free(s);
        return NULL;
    }
    return s;
}

int navmock_http_port(navmock_http_server *server) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? (int)info->port : -1;
}

void navmock_http_stop(navmock_http_server *server) {
    if (!server) return;
    MHD_stop_daemon(server->daemon);
    free(server);
}
