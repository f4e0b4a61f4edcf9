import CCairo
import Foundation
import Synchronization

/// Icons' coverage masks kept on disk from one process to the next (issue 20), so that a PNG
/// whose icons were all drawn before needs neither librsvg's parsing and drawing nor librsvg
/// itself: the library and those only it brings in (libxml2, ICU, gdk-pixbuf, …) are then never
/// loaded (`CNavMockRsvg` binds librsvg on first use), about 4.5 ms of a `navmock render` process.
///
/// A mask is found only where it is the very pixels this process would draw. Its file is named by
/// the SHA-256 of everything the mask depends on:
/// - the icon's SVG bytes as librsvg is given them (``IconStore/Source``: a changed file is a new
///   name) and its drawing variant (emboldened);
/// - the mask's geometry (``IconMaskCache/Key``: frame, mirroring, outline, the transform to the
///   mask's pixels, as exact bit patterns) and size in pixels;
/// - ``identity``: the store's format, NavMock's own executable (a new build draws with new code)
///   and the system's shared libraries (`/etc/ld.so.cache`, which `ldconfig` rewrites whenever a
///   package installs or upgrades a library such as librsvg, cairo or pixman).
///
/// Not kept: an SVG whose drawing depends on the process (a `<text>` element, drawn with the
/// process's fonts; a `systemLanguage` test, decided by its locale) or whose bytes the test cannot
/// read (gzip-compressed, UTF-16): ``IconStore/Source/storable``. Nothing is kept or read while
/// `LD_LIBRARY_PATH` or `LD_PRELOAD` is set: libraries found that way are not covered by
/// `/etc/ld.so.cache`. A library replaced by hand without running `ldconfig` is not noticed
/// either: delete the folder then (it only saves time).
///
/// A file that is short, from another format or key, or whose pixels fail their checksum is not
/// used (the mask is drawn again and the file replaced). Files are written whole under a
/// temporary name and renamed, so a reader never sees half a mask; any error writing is ignored
/// (the store only saves time). At most ``maxEntries`` files are kept: past that, the oldest are
/// removed. Immutable after `init`, so one store may serve any thread.
final class IconMaskStore: Sendable {
    /// The folder holding the mask files (the renderer's cache folder + `/icon-masks`).
    let directory: String
    /// What every key begins with: the store's format, NavMock's executable and the system's
    /// libraries (see the type's documentation).
    let identity: String

    /// The file format's first 8 bytes.
    static let magic = Array("NMMASK01".utf8)
    /// Header bytes: magic, width and height (UInt32), checksum (UInt64), name (64 hex digits).
    static let headerSize = 8 + 4 + 4 + 8 + 64
    /// Files kept at most (default 4,096, 10–40 KB each for tab bar icons @3x); when a store adds
    /// one past this, the oldest are removed down to half.
    let maxEntries: Int

    /// A store in `folder` (its `icon-masks` subfolder, created when the first mask is saved).
    /// Nil when the process's identity cannot be established (no `/proc/self/exe`, or
    /// `LD_LIBRARY_PATH` or `LD_PRELOAD` set): then nothing is stored or read.
    init?(folder: String, maxEntries: Int = 4096) {
        self.maxEntries = maxEntries
        guard let identity = Self.processIdentity else { return nil }
        self.directory = Self.directory(in: folder)
        self.identity = identity
    }

    /// The folder of the mask files in the cache folder `folder`.
    static func directory(in folder: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/icon-masks"
    }

    /// How many mask files (regular files with a mask's name) the cache folder `folder` holds.
    static func maskCount(in folder: String) -> Int {
        let directory = directory(in: folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
            var st = stat()
            return name.utf8.count == 64 && stat(directory + "/" + name, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
        }.count
    }

    /// The format, the executable's and `/etc/ld.so.cache`'s device, inode, size and modification
    /// time, worked out once per process (the libraries it loaded are those of its start); nil
    /// without `/proc/self/exe`, or with `LD_LIBRARY_PATH` or `LD_PRELOAD` set (not empty).
    static let processIdentity: String? = {
        let env = ProcessInfo.processInfo.environment
        guard (env["LD_LIBRARY_PATH"] ?? "").isEmpty, (env["LD_PRELOAD"] ?? "").isEmpty else { return nil }
        func describe(_ path: String) -> String? {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            return "\(st.st_dev):\(st.st_ino):\(st.st_size):\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        }
        guard let exe = describe("/proc/self/exe") else { return nil }
        let libs = describe("/etc/ld.so.cache") ?? "none"
        return "navmock-icon-mask 1\nexe \(exe)\nld.so.cache \(libs)"
    }()

    /// Creates ``directory`` if need be; whether it is there.
    private func makeDirectory() -> Bool {
        (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
    }

    /// The file name (64 hex digits) of the mask `plan` describes for the icon `icon`
    /// (``IconMaskCache/Key/icon``).
    func name(of plan: IconMaskCache.Plan) -> String {
        let k = plan.key
        let numbers = [k.frame.minX, k.frame.minY, k.frame.width, k.frame.height, k.outline,
                       k.xx, k.yx, k.xy, k.yy, k.x0, k.y0].map { String($0.bitPattern, radix: 16) }
        let text = identity + "\nicon \(k.icon)\nmirrored \(k.mirrored)\ngeometry \(numbers.joined(separator: " "))"
            + "\nsize \(plan.width)x\(plan.height)"
        return Toolchain.sha256(Array(text.utf8))
    }

    /// The mask stored for `plan`, as a new A8 surface the caller owns; nil when there is none or
    /// its file is not sound.
    func load(_ plan: IconMaskCache.Plan) -> OpaquePointer? {
        guard plan.key.keptOnDisk else { return nil }
        let name = name(of: plan)
        let (w, h) = (plan.width, plan.height)
        guard let data = Self.read(directory + "/" + name, size: Self.headerSize + w * h) else { return nil }
        return data.withUnsafeBufferPointer { b -> OpaquePointer? in
            guard Array(b[0..<8]) == Self.magic,
                  Self.uint(b, at: 8, bytes: 4) == UInt64(w), Self.uint(b, at: 12, bytes: 4) == UInt64(h),
                  Array(b[24..<88]) == Array(name.utf8) else { return nil }
            let pixels = UnsafeBufferPointer(rebasing: b[Self.headerSize...])
            guard Self.checksum(pixels) == Self.uint(b, at: 16, bytes: 8),
                  let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let dst = cairo_image_surface_get_data(surface)!
            for y in 0..<h { memcpy(dst + y * stride, pixels.baseAddress! + y * w, w) }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }

    /// The bytes of the regular file at `path` when it is exactly `size` bytes long; nil for
    /// anything else (missing, another size, a folder, a FIFO or device), without reading more.
    static func read(_ path: String, size: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, Int(st.st_size) == size else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let complete = out.withUnsafeMutableBytes { b -> Bool in
            var done = 0
            while done < size {
                let n = Glibc.read(fd, b.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        return complete ? out : nil
    }

    /// Saves `surface` (an A8 surface of `plan`'s size) as the mask for `plan`. Errors are ignored.
    func save(_ plan: IconMaskCache.Plan, _ surface: OpaquePointer) {
        let (w, h) = (plan.width, plan.height)
        guard plan.key.keptOnDisk, Int(cairo_image_surface_get_width(surface)) == w, Int(cairo_image_surface_get_height(surface)) == h,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8,
              let src = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let name = name(of: plan)
        var bytes = [UInt8](repeating: 0, count: Self.headerSize + w * h)
        bytes.withUnsafeMutableBufferPointer { b in
            for y in 0..<h { memcpy(b.baseAddress! + Self.headerSize + y * w, src + y * stride, w) }
            let sum = Self.checksum(UnsafeBufferPointer(rebasing: b[Self.headerSize...]))
            for (i, m) in Self.magic.enumerated() { b[i] = m }
            Self.put(UInt64(w), into: b, at: 8, bytes: 4)
            Self.put(UInt64(h), into: b, at: 12, bytes: 4)
            Self.put(sum, into: b, at: 16, bytes: 8)
            for (i, c) in name.utf8.enumerated() { b[24 + i] = c }
        }
        guard makeDirectory() else { return }
        let temp = directory + "/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let written = bytes.withUnsafeBytes { b -> Bool in
            var done = 0
            while done < b.count {
                let n = write(fd, b.baseAddress! + done, b.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        guard close(fd) == 0, written, rename(temp, directory + "/" + name) == 0 else { unlink(temp); return }
        pruneOnce()
    }

    /// The marker file saying librsvg read `source` without error (64 hex digits + `.valid`).
    ///
    /// The marker may stand in for the resource stage's check (issue 34) because that check's
    /// verdict is a function of what its name covers and nothing else: librsvg's parse of these
    /// very bytes (``IconStore/Source/digest``, not the file's name, size or time) and NavMock's view
    /// box test, by this executable with these libraries (``identity``). A file whose bytes
    /// changed has another marker name and is parsed; a broken file never gets a marker. So a
    /// broken icon is reported alike with the cache cold, warm or off (SameBytesTests).
    private func validMarker(_ source: IconStore.Source) -> String {
        directory + "/" + Toolchain.sha256(Array((identity + "\nvalid svg \(source.digest)").utf8)) + ".valid"
    }

    /// Whether librsvg read `source` without error in an earlier process of this identity
    /// (``markValid(_:)``): the resource check before a render then needs no librsvg.
    func isValid(_ source: IconStore.Source) -> Bool { access(validMarker(source), F_OK) == 0 }

    /// Records that librsvg read `source` without error (an empty marker file). Errors ignored.
    func markValid(_ source: IconStore.Source) {
        guard makeDirectory() else { return }
        let fd = open(validMarker(source), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { close(fd) }
    }

    /// Whether this store has looked at the folder's size yet.
    private let pruned = Mutex(false)

    /// Once per store (a renderer's), after its first save: when the folder holds more than
    /// ``maxEntries`` files, removes the least recently written down to half of that.
    private func pruneOnce() {
        guard pruned.withLock({ done in defer { done = true }; return !done }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory),
              names.count > maxEntries else { return }
        var dated: [(name: String, time: Double)] = []
        for n in names where n.utf8.count == 64 || n.hasSuffix(".valid") || n.hasPrefix(".tmp-") {
            var st = stat()
            guard stat(directory + "/" + n, &st) == 0 else { continue }
            dated.append((n, Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9))
        }
        dated.sort { $0.time < $1.time }
        for e in dated.prefix(max(0, dated.count - maxEntries / 2)) { unlink(directory + "/" + e.name) }
    }

    /// A 64-bit checksum of `bytes` (FNV-1a's constants, over 8-byte words, then the tail byte
    /// by byte): catches a damaged or truncated file, not an attacker.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        let words = bytes.count / 8
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            for i in 0..<words {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                h ^= h >> 29
            }
        }
        for i in (words * 8)..<bytes.count { h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01b3 }
        return h
    }

    /// A little-endian unsigned number of `bytes` bytes at `offset`.
    private static func uint(_ b: UnsafeBufferPointer<UInt8>, at offset: Int, bytes: Int) -> UInt64 {
        (0..<bytes).reduce(UInt64(0)) { $0 | UInt64(b[offset + $1]) << (8 * UInt64($1)) }
    }

    /// Writes `value` little-endian into `bytes` bytes at `offset`.
    private static func put(_ value: UInt64, into b: UnsafeMutableBufferPointer<UInt8>, at offset: Int, bytes: Int) {
        for i in 0..<bytes { b[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
    }
}
