import Glibc
import Testing
import TouchstoneLinux
import TouchstoneTestSupport

@Suite("Text files and the environment without Foundation")
struct TextFileTests {
    @Test func readsUTF8AndRejectsOtherBytes() throws {
        let directory = try TemporaryDirectory("text")
        defer { directory.remove() }
        let path = directory.file("t.conf")
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        let bytes: [UInt8] = Array("queue = 12\nÜ\n".utf8) + Array(repeating: 0x61, count: 40_000)
        #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
        let text = try TextFile.read(path: path)
        #expect(text.utf8.count == bytes.count)
        #expect(text.hasPrefix("queue = 12\nÜ\n"))
        #expect(TextFile.exists(path))

        let bad = open(path, O_WRONLY | O_TRUNC)
        let latin1: [UInt8] = [0x71, 0xDC, 0x0A]
        _ = latin1.withUnsafeBytes { write(bad, $0.baseAddress, $0.count) }
        close(bad)
        #expect(throws: LinuxInputError.notText(path: path)) { try TextFile.read(path: path) }
        #expect(throws: LinuxInputError.openFailed(path: path + ".missing", errno: ENOENT)) {
            try TextFile.read(path: path + ".missing")
        }
        #expect(!TextFile.exists(path + ".missing"))
    }

    @Test func environmentMatchesGetenv() {
        setenv("TOUCHSTONE_TEST_VARIABLE", "a=b c", 1)
        defer { unsetenv("TOUCHSTONE_TEST_VARIABLE") }
        let environment = ProcessEnvironment.current
        #expect(environment["TOUCHSTONE_TEST_VARIABLE"] == "a=b c")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }
}
