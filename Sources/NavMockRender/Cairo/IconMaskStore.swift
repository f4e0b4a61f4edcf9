import CCairo
import Foundation
import NavMockCore
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
/// - ``identity``: the store's format, NavMock's own build by content (the executable's GNU build
///   ID, a digest of its linked bytes that the linker writes; without one, the SHA-256 of the
///   executable file), the content of the system's shared-library table (`/etc/ld.so.cache`,
///   which `ldconfig` rewrites whenever a package installs or upgrades a library such as librsvg,
///   cairo or pixman) and the SHA-256 of each `--font` file (so a mask drawn with a font, should
///   the text test above miss it, is never found by a process without it).
///
/// Trust (issue 35): the folder is used only when it is the user's and nobody else may write it
/// (``problem(in:)``: the cache folder and `icon-masks` owned by the effective user, not writable
/// by group or others, `icon-masks` not a symbolic link), as ssh treats `~/.ssh` and XDG the
/// cache folder; folders it creates are mode 0700. Every file is opened relative to the verified
/// folder's descriptor without following links (`openat` with `O_NOFOLLOW`), markers are created
/// with `O_EXCL`, and renames and deletions happen in that folder only. A folder that fails is
/// not used at all (the icons are drawn; the pixels are the same).
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
/// temporary name `.tmp-<pid>-<random>`, locked (`flock`) by their writer until renamed, so a
/// reader never sees half a mask; any error writing is ignored (the store only saves time). The
/// first save of a store removes temporaries that no process holds locked and that are over a
/// minute old (left by a killed run). At most ``maxEntries`` files are kept: past that, the oldest
/// are removed. Its state is the folder's descriptor behind a mutex, so one store may serve any
/// thread.
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

    /// The cache folder (holding ``directory``).
    let cacheFolder: String

    /// The verified folder: not opened yet, open (its descriptor), or refused.
    private enum Folder { case unopened, open(Int32), refused }
    private let folder = Mutex<Folder>(.unopened)

    /// A store in `folder` (its `icon-masks` subfolder, created when the first mask is saved),
    /// keyed also by the content of `fontFiles` (the renderer's `--font` files).
    /// Nil when the process's identity cannot be established (no `/proc/self/exe`, or
    /// `LD_LIBRARY_PATH` or `LD_PRELOAD` set), or when the folder is there and not trusted
    /// (``problem(in:)``): then nothing is stored or read.
    init?(folder: String, fontFiles: [String] = [], maxEntries: Int = 4096) {
        self.maxEntries = maxEntries
        guard let identity = Self.processIdentity, Self.problem(in: folder) == nil else { return nil }
        var fonts = ""
        for f in fontFiles {
            guard let digest = Toolchain.sha256(file: f) else { return nil }   // unreadable: the renderer says so
            fonts += "\nfont \(digest)"
        }
        self.cacheFolder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        self.directory = Self.directory(in: folder)
        self.identity = identity + fonts
    }

    deinit {
        if case .open(let fd) = folder.withLock({ $0 }) { close(fd) }
    }

    /// Why the cache folder `folder` may not be used, nil when it may (or does not exist yet): it
    /// or its `icon-masks` folder belongs to another user or may be written by group or others,
    /// `icon-masks` is a symbolic link or not a folder.
    static func problem(in folder: String) -> String? {
        var st = stat()
        if stat(folder, &st) == 0 {
            if let why = untrusted(st, folder) { return why }
        }
        let masks = directory(in: folder)
        if lstat(masks, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFLNK { return "\(masks) is a symbolic link" }
            if let why = untrusted(st, masks) { return why }
        }
        return nil
    }

    /// Why a folder with status `st` is not the user's alone; nil when it is.
    private static func untrusted(_ st: stat, _ path: String) -> String? {
        if (st.st_mode & S_IFMT) != S_IFDIR { return "\(path) is not a folder" }
        if st.st_uid != geteuid() { return "\(path) belongs to user \(st.st_uid), not to you (\(geteuid()))" }
        if st.st_mode & 0o022 != 0 { return "others may write \(path) (mode \(String(st.st_mode & 0o777, radix: 8)))" }
        return nil
    }

    /// The verified ``directory``'s descriptor, opened (and with `create`, made: mode 0700) on
    /// first need; nil when it is not there (without `create`) or not trusted.
    private func folderDescriptor(create: Bool) -> Int32? {
        folder.withLock { state -> Int32? in
            switch state {
            case .open(let fd): return fd
            case .refused: return nil
            case .unopened: break
            }
            if create {
                var st = stat()
                if stat(cacheFolder, &st) != 0 {
                    let parent = (cacheFolder as NSString).deletingLastPathComponent
                    if !parent.isEmpty { try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]) }
                    _ = mkdir(cacheFolder, 0o700)
                }
                _ = mkdir(directory, 0o700)
            }
            let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else {
                if errno != ENOENT { state = .refused }
                return nil
            }
            var st = stat()
            guard fstat(fd, &st) == 0, Self.untrusted(st, directory) == nil, Self.problem(in: cacheFolder) == nil else {
                close(fd); state = .refused; return nil
            }
            state = .open(fd)
            return fd
        }
    }

    /// The folder of the mask files in the cache folder `folder`.
    static func directory(in folder: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/icon-masks"
    }

    /// How many mask files (regular files with a mask's name) the cache folder `folder` holds.
    static func maskCount(in folder: String) -> Int {
        let directory = directory(in: folder)
        var dst = stat()
        guard lstat(directory, &dst) == 0, (dst.st_mode & S_IFMT) == S_IFDIR else { return 0 }
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
            var st = stat()
            return name.utf8.count == 64 && lstat(directory + "/" + name, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
        }.count
    }

    /// The format, NavMock's build (``buildIdentity``) and the SHA-256 of `/etc/ld.so.cache`'s
    /// bytes, worked out once per process (the libraries it loaded are those of its start); nil
    /// without a build identity, or with `LD_LIBRARY_PATH` or `LD_PRELOAD` set (not empty).
    static let processIdentity: String? = {
        let env = ProcessInfo.processInfo.environment
        guard (env["LD_LIBRARY_PATH"] ?? "").isEmpty, (env["LD_PRELOAD"] ?? "").isEmpty else { return nil }
        guard let build = buildIdentity else { return nil }
        let libs = (try? BoundedFile.read("/etc/ld.so.cache", limit: 64 << 20)).map { Toolchain.sha256($0) } ?? "none"
        return "navmock-icon-mask 2\nbuild \(build)\nld.so.cache \(libs)"
    }()

    /// NavMock's build by content, once per process: `gnu-build-id:<hex>`, the GNU build ID the
    /// linker wrote into the running executable (a digest of its linked contents, read from the
    /// mapped program headers: no file read, a few microseconds), else `sha256:<hex>` of
    /// `/proc/self/exe`'s bytes (tens of milliseconds for a debug build, Benchmarks/README.md);
    /// nil when neither can be had.
    static let buildIdentity: String? = {
        if let id = gnuBuildID() { return "gnu-build-id:" + id }
        guard let bytes = try? BoundedFile.read("/proc/self/exe", limit: 1 << 31) else { return nil }
        return "sha256:" + Toolchain.sha256(bytes)
    }()

    /// The running executable's `NT_GNU_BUILD_ID` note in lowercase hex, read from the
    /// `PT_NOTE` segments of `/proc/self/exe` (a 64-bit little-endian ELF file: its header, its
    /// program headers and its notes, a few kilobytes); nil without one.
    static func gnuBuildID() -> String? {
        let fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 16 else { return nil }
            var b = [UInt8](repeating: 0, count: count)
            let n = b.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return n == count ? b : nil
        }
        func int(_ b: [UInt8], _ at: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(b[at + $1]) << (8 * $1) }
        }
        // ELF magic, 64-bit (class 2), little-endian (data 1).
        guard let h = bytes(0, 64), h[0] == 0x7F, h[1] == 0x45, h[2] == 0x4C, h[3] == 0x46, h[4] == 2, h[5] == 1 else { return nil }
        let phoff = int(h, 32, 8), phentsize = int(h, 54, 2), phnum = int(h, 56, 2)
        guard phentsize >= 56, phnum > 0, phnum < 256, let table = bytes(phoff, phentsize * phnum) else { return nil }
        for i in 0..<phnum {
            let e = i * phentsize
            guard int(table, e, 4) == 4 else { continue }   // PT_NOTE
            guard let notes = bytes(int(table, e + 8, 8), int(table, e + 32, 8)) else { continue }
            var p = 0
            while p + 12 <= notes.count {
                let namesz = int(notes, p, 4), descsz = int(notes, p + 4, 4), type = int(notes, p + 8, 4)
                let name = p + 12, desc = name + ((namesz + 3) & ~3)
                guard namesz < 1 << 16, descsz < 1 << 16, desc + descsz <= notes.count else { break }
                // NT_GNU_BUILD_ID (3), owner "GNU\0".
                if type == 3, namesz == 4, notes[name..<(name + 4)].elementsEqual([0x47, 0x4E, 0x55, 0]), descsz > 0 {
                    return notes[desc..<(desc + descsz)].map { String(format: "%02x", $0) }.joined()
                }
                p = desc + ((descsz + 3) & ~3)
            }
        }
        return nil
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
        guard let dir = folderDescriptor(create: false),
              let data = Self.read(name, in: dir, size: Self.headerSize + w * h) else { return nil }
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

    /// The bytes of the regular file `name` in the folder `dir` when it is exactly `size` bytes
    /// long; nil for anything else (missing, another size, a link, a folder, a FIFO or device),
    /// without reading more.
    static func read(_ name: String, in dir: Int32, size: Int) -> [UInt8]? {
        let fd = openat(dir, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
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
        guard let dir = folderDescriptor(create: true) else { return }
        removeAbandonedTemporariesOnce(dir)
        let temp = ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = openat(dir, temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        _ = flock(fd, LOCK_EX)   // held until the rename: a live write is never taken as abandoned
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
        guard written, renameat(dir, temp, dir, name) == 0 else {
            unlinkat(dir, temp, 0); close(fd); return
        }
        close(fd)
        pruneOnce(dir)
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
        Toolchain.sha256(Array((identity + "\nvalid svg \(source.digest)").utf8)) + ".valid"
    }

    /// Whether librsvg read `source` without error in an earlier process of this identity
    /// (``markValid(_:)``): the resource check before a render then needs no librsvg. Only a
    /// regular file counts (a link is not followed).
    func isValid(_ source: IconStore.Source) -> Bool {
        guard let dir = folderDescriptor(create: false) else { return false }
        var st = stat()
        return fstatat(dir, validMarker(source), &st, AT_SYMLINK_NOFOLLOW) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// Records that librsvg read `source` without error (an empty marker file, created with
    /// `O_EXCL` and `O_NOFOLLOW`: never through a link, dangling or not). Errors ignored.
    func markValid(_ source: IconStore.Source) {
        guard let dir = folderDescriptor(create: true) else { return }
        let fd = openat(dir, validMarker(source), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) }
    }

    /// The file keeping an SVG's ink (``Renderer/IconInk``): 64 hex digits + `.ink`.
    private func inkFile(_ digest: String) -> String {
        Toolchain.sha256(Array((identity + "\nink svg \(digest)").utf8)) + ".ink"
    }

    /// The numbers ``saveInk(digest:_:)`` kept for the SVG whose SHA-256 is `digest` in a process
    /// of this identity (empty: an icon without view box or ink); nil when none are kept or the
    /// file is not a regular one of at most 512 bytes of numbers.
    func ink(digest: String) -> [Double]? {
        guard let dir = folderDescriptor(create: false) else { return nil }
        let fd = openat(dir, inkFile(digest), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size <= 512 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 513)
        let n = Glibc.read(fd, &bytes, 513)
        guard n >= 1, n <= 512 else { return nil }
        let text = String(decoding: bytes[0..<n], as: UTF8.self)
        guard text.hasSuffix("\n") else { return nil }
        let fields = text.dropLast().split(separator: " ", omittingEmptySubsequences: false)
        if fields == ["none"] { return [] }
        let numbers = fields.compactMap { Double($0) }
        return numbers.count == fields.count ? numbers : nil
    }

    /// Keeps `numbers` (``Renderer/IconInk/record``; empty: none) for the SVG whose SHA-256 is
    /// `digest`: written to a temporary file and renamed, never through a link. Errors ignored.
    func saveInk(digest: String, _ numbers: [Double]) {
        guard let dir = folderDescriptor(create: true) else { return }
        let name = inkFile(digest), tmp = name + ".tmp\(getpid())"
        let text = (numbers.isEmpty ? "none" : numbers.map { "\($0)" }.joined(separator: " ")) + "\n"
        let fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(text.utf8)
        let ok = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
        close(fd)
        if ok { renameat(dir, tmp, dir, name) } else { unlinkat(dir, tmp, 0) }
    }

    /// The names in the folder `dir` (through a duplicate of its descriptor).
    private static func names(in dir: Int32) -> [String] {
        let copy = dup(dir)
        guard copy >= 0, let stream = fdopendir(copy) else { if copy >= 0 { close(copy) }; return [] }
        defer { closedir(stream) }
        rewinddir(stream)
        var out: [String] = []
        while let e = readdir(stream) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { out.append(name) }
        }
        return out
    }

    /// Whether this store has looked for abandoned temporary files yet.
    private let sweptTemporaries = Mutex(false)

    /// Once per store, at its first save: removes the `.tmp-*` files that a killed run left (no
    /// lock held on them and over ``abandonedAge`` seconds old; the writer holds its lock until
    /// the rename, whatever PID namespace it runs in).
    private func removeAbandonedTemporariesOnce(_ dir: Int32) {
        guard sweptTemporaries.withLock({ done in defer { done = true }; return !done }) else { return }
        let now = Date().timeIntervalSince1970
        for n in Self.names(in: dir) where n.hasPrefix(".tmp-") {
            let fd = openat(dir, n, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            var st = stat()
            if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG,
               now - (Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9) > Self.abandonedAge,
               flock(fd, LOCK_EX | LOCK_NB) == 0 {
                unlinkat(dir, n, 0)
            }
            close(fd)
        }
    }

    /// How old an unlocked temporary file must be to count as abandoned: 60 s.
    static let abandonedAge: Double = 60

    /// Whether this store has looked at the folder's size yet.
    private let pruned = Mutex(false)

    /// Once per store (a renderer's), after its first save: when the folder holds more than
    /// ``maxEntries`` files, removes the least recently written down to half of that.
    private func pruneOnce(_ dir: Int32) {
        guard pruned.withLock({ done in defer { done = true }; return !done }) else { return }
        let names = Self.names(in: dir)
        guard names.count > maxEntries else { return }
        var dated: [(name: String, time: Double)] = []
        for n in names where n.utf8.count == 64 || n.hasSuffix(".valid") || n.hasSuffix(".ink") {
            var st = stat()
            guard fstatat(dir, n, &st, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            dated.append((n, Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9))
        }
        dated.sort { $0.time < $1.time }
        for e in dated.prefix(max(0, dated.count - maxEntries / 2)) { unlinkat(dir, e.name, 0) }
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

extension Renderer {
    /// Why the icon-mask cache in the cache folder `folder` is not used (another user's, or
    /// writable by others, or `icon-masks` a symbolic link), nil when it is used or not there yet:
    /// for `--verbose` and `doctor`.
    public static func iconMaskCacheProblem(in folder: String) -> String? { IconMaskStore.problem(in: folder) }
}

/// How an icon's ink is kept in the store (``IconMaskStore/saveInk(digest:_:)``).
extension Renderer.IconInk {
    /// The numbers kept for it (``IconMaskStore/saveInk(digest:_:)``): eight (view box, ink),
    /// and three more when it was weighed (``Renderer/IconWeight``: plain, trial, stroked).
    var record: [Double] {
        [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height, ink.minX, ink.minY, ink.width, ink.height]
            + (weight.map { [$0.plain, $0.trial, $0.stroked] } ?? [])
    }

    /// A kept record read back: `.some(nil)` for an icon without view box or ink (an empty
    /// record), nil for a record that is not eight (or eleven, weighed) finite numbers with
    /// positive sizes.
    static func decode(_ r: [Double]) -> Renderer.IconInk?? {
        if r.isEmpty { return .some(nil) }
        guard r.count == 8 || r.count == 11, r.allSatisfy({ $0.isFinite && abs($0) < 1e9 }), r[2] > 0, r[3] > 0, r[6] > 0, r[7] > 0 else { return nil }
        var ink = Renderer.IconInk(viewBox: NavMockCore.Rect(x: r[0], y: r[1], width: r[2], height: r[3]), ink: NavMockCore.Rect(x: r[4], y: r[5], width: r[6], height: r[7]))
        if r.count == 11 {
            guard r[8] >= 0, r[9] > 0, r[10] >= 0 else { return nil }
            ink.weight = Renderer.IconWeight(plain: r[8], trial: r[9], stroked: r[10])
        }
        return .some(ink)
    }
}
