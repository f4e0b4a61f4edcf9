import CNavMockHTTP
import Foundation

/// The HTTP server of `navmock serve`: GNU libmicrohttpd through the small C target
/// `CNavMockHTTP`; the only file that imports it. One thread per connection; each request is
/// answered whole by ``Handler/respond(_:)``, or as a stream of Server-Sent Events read from
/// ``Handler/nextStreamBytes(_:max:)``.
final class HTTPServer {
    /// A request, its body gathered (bounded).
    struct Request {
        let method: String
        /// The path, percent-decoded by libmicrohttpd, then `?` and the query's arguments as
        /// `k=v&k=v` (each percent-decoded; at most 1 KiB) when there are any.
        let url: String
        /// The `Host` header ("" when absent).
        let host: String
        let body: [UInt8]
    }

    /// An answer: a whole body, or a stream.
    struct Response {
        var status: Int32 = 200
        var contentType: StaticString = "text/html; charset=utf-8"
        var location: StaticString? = nil
        var body: [UInt8] = []
        var stream: UInt64? = nil

        static func text(_ status: Int32, _ text: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
        }
    }

    /// What answers requests; called on the connections' threads.
    protocol Handler: AnyObject, Sendable {
        func respond(_ request: Request) -> Response
        /// The next bytes of `stream`, at most `max`, waiting for some; nil when it has ended.
        func nextStreamBytes(_ stream: UInt64, max: Int) -> [UInt8]?
        func streamClosed(_ stream: UInt64)
    }

    /// Bounds on what a client may make the server do.
    struct Limits {
        /// Connections at once (from all addresses, and from one).
        var connections: UInt32 = 32
        /// Seconds a connection may stay idle.
        var timeoutSeconds: UInt32 = 30
        /// Bytes for a request's line and headers (libmicrohttpd answers a larger one itself).
        var requestMemory = 32 * 1024
        /// Bytes of a request's body (a larger one is answered 413).
        var body = 16 * 1024
    }

    private let server: OpaquePointer
    private let box: Unmanaged<HandlerBox>
    /// The port it listens on.
    let port: Int

    final class HandlerBox { let handler: any Handler; init(_ h: any Handler) { handler = h } }

    /// Starts listening on 127.0.0.1 (or every address when `loopbackOnly` is false) at `port`
    /// (0: a free one).
    /// - Throws: the reason as text when the port cannot be used.
    init(port: Int, loopbackOnly: Bool, limits: Limits, handler: any Handler) throws(Failure) {
        let box = Unmanaged.passRetained(HandlerBox(handler))
        var err = [CChar](repeating: 0, count: 256)
        let onRequest: navmock_http_request_fn = { ctx, method, url, host, body, len, out in
            let h = Unmanaged<HandlerBox>.fromOpaque(ctx!).takeUnretainedValue().handler
            let req = Request(method: String(cString: method!), url: String(cString: url!), host: String(cString: host!),
                              body: body.map { Array(UnsafeBufferPointer(start: $0, count: len)) } ?? [])
            let r = h.respond(req)
            out!.pointee.status = r.status
            out!.pointee.content_type = UnsafeRawPointer(r.contentType.utf8Start).assumingMemoryBound(to: CChar.self)
            if let l = r.location { out!.pointee.location = UnsafeRawPointer(l.utf8Start).assumingMemoryBound(to: CChar.self) }
            if let s = r.stream { out!.pointee.stream = 1; out!.pointee.stream_id = s; return }
            if !r.body.isEmpty, let m = malloc(r.body.count) {
                r.body.withUnsafeBytes { m.copyMemory(from: $0.baseAddress!, byteCount: r.body.count) }
                out!.pointee.body = m.assumingMemoryBound(to: UInt8.self)
                out!.pointee.body_len = r.body.count
            }
        }
        let onStream: navmock_http_stream_fn = { ctx, id, buf, max in
            let h = Unmanaged<HandlerBox>.fromOpaque(ctx!).takeUnretainedValue().handler
            guard let bytes = h.nextStreamBytes(id, max: max) else { return -1 }
            let n = min(bytes.count, max)
            bytes.withUnsafeBytes { UnsafeMutableRawPointer(buf!).copyMemory(from: $0.baseAddress!, byteCount: n) }
            return n
        }
        let onDone: navmock_http_stream_done_fn = { ctx, id in
            Unmanaged<HandlerBox>.fromOpaque(ctx!).takeUnretainedValue().handler.streamClosed(id)
        }
        guard let s = navmock_http_start(Int32(port), loopbackOnly ? 1 : 0, limits.connections, limits.timeoutSeconds,
                                         limits.requestMemory, limits.body, box.toOpaque(), onRequest, onStream, onDone, &err, err.count) else {
            box.release()
            throw Failure(code: .cantCreate, text: String(cString: err))
        }
        server = s
        self.box = box
        self.port = Int(navmock_http_port(s))
    }

    /// Stops accepting connections and waits for every connection's thread to finish (a request
    /// writing a reference completes first).
    func stop() {
        navmock_http_stop(server)
        box.release()
    }
}
