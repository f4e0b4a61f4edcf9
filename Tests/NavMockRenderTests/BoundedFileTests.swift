import Foundation
import NavMockRender
import NavMockTestSupport
import Testing

/// ``BoundedFile``, the one reader of files NavMock is given, against lowered limits.
@Suite("BoundedFile")
struct BoundedFileTests {
    @Test("a file of the limit is read whole; one byte more is refused with its size and the limit")
    func limit() throws {
        let dir = try temporaryFolder("bounded")
        let path = dir + "/f"
        try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFile.read(path, limit: 100) == [UInt8](repeating: 0x61, count: 100))
        #expect(throws: BoundedFile.Failure.tooLarge(size: 100, limit: 99)) { try BoundedFile.read(path, limit: 99) }
        #expect(BoundedFile.Failure.tooLarge(size: 100, limit: 99).description == "the file is 100 bytes, over the limit of 99 bytes")
    }

    @Test("a sparse file of 8 GiB is refused by its size, before any byte is read")
    func sparse() throws {
        let dir = try temporaryFolder("bounded")
        let path = dir + "/sparse"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 8 << 30) == 0)
        #expect(throws: BoundedFile.Failure.tooLarge(size: 8 << 30, limit: 4 << 20)) { try BoundedFile.read(path, limit: 4 << 20) }
    }

    @Test("a FIFO, a folder and a device are refused as not regular, without blocking; a missing file is missing")
    func notRegular() throws {
        let dir = try temporaryFolder("bounded")
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        #expect(throws: BoundedFile.Failure.notRegular("a FIFO")) { try BoundedFile.read(dir + "/fifo", limit: 1 << 20) }
        #expect(throws: BoundedFile.Failure.notRegular("a folder")) { try BoundedFile.read(dir, limit: 1 << 20) }
        #expect(throws: BoundedFile.Failure.notRegular("a device")) { try BoundedFile.read("/dev/zero", limit: 1 << 20) }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.read(dir + "/nothing", limit: 1 << 20) }
    }
}
