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
        ("queue = lots", 1, "t.conf:1: queue: expected a whole number from 1 to 1000000, found 'lots'"),
        ("[device Synaptics]", 1, "t.conf:1: expected [device \"NAME-GLOB\"], found '[device Synaptics]'"),
        ("just words", 1, "t.conf:1: expected 'key = value', found 'just words'"),
        ("\n= 3", 2, "t.conf:2: expected a key before '=', found none"),
    ])
    func errorsNameTheLine(text: String, line: Int, fragment: String) {
        #expect {
            try DaemonConfiguration(parsing: text, file: "t.conf")
        } throws: { error in
            guard let error = error as? DaemonConfigurationError else { return false }
            return error.description.contains(fragment) && error.description.hasPrefix("t.conf:\(line):")
        }
    }

    @Test(arguments: [("Syn*", "Synaptics", true), ("*pad", "Touchpad", true), ("a?c", "abc", true), ("a?c", "ac", false),
                      ("*", "", true), ("x*", "yx", false)])
    func globs(pattern: String, name: String, matches: Bool) {
        #expect(Glob.matches(pattern, name) == matches)
    }
}
