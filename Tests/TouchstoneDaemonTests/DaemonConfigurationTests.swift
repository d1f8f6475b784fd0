import Testing
@testable import TouchstoneDaemon

@Suite("touchstoned configuration file")
struct DaemonConfigurationTests {
    @Test func globalAndPerDeviceSettings() throws {
        let text = """
        # comment
        socket = /tmp/t.sock
        queue = 64
        recognizers = pan swipe   # trailing comment

        [device "Synaptics*"]
        recognizers = swipe
        swipe.distance_mm = 25
        """
        let config = try DaemonConfiguration(parsing: text, file: "t.conf")
        #expect(config.socketPath == "/tmp/t.sock")
        #expect(config.queueCapacity == 64)
        #expect(config.settings(forDeviceNamed: "Synaptics TM3053").map(\.value) == ["pan swipe", "swipe", "25"])
        #expect(config.settings(forDeviceNamed: "ELAN Touchscreen").map(\.key) == ["recognizers"])
    }

    @Test(arguments: [
        ("queue = lots", 1, "queue takes a whole number"),
        ("[device Synaptics]", 1, "expected [device"),
        ("just words", 1, "expected 'key = value'"),
        ("\n= 3", 2, "needs a key"),
    ])
    func errorsNameTheLine(text: String, line: Int, fragment: String) {
        #expect {
            try DaemonConfiguration(parsing: text, file: "t.conf")
        } throws: { error in
            guard let error = error as? DaemonConfigurationError else { return false }
            return error.line == line && error.description.contains(fragment) && error.description.hasPrefix("t.conf:\(line):")
        }
    }

    @Test(arguments: [("Syn*", "Synaptics", true), ("*pad", "Touchpad", true), ("a?c", "abc", true), ("a?c", "ac", false),
                      ("*", "", true), ("x*", "yx", false)])
    func globs(pattern: String, name: String, matches: Bool) {
        #expect(Glob.matches(pattern, name) == matches)
    }
}
