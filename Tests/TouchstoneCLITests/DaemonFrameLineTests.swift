import Testing
import TouchstoneCore
@testable import TouchstoneCLI

/// `touchstone record` through the daemon parses the daemon's `frame` lines (docs/daemon.md).
struct DaemonFrameLineTests {
    @Test func parsesContactsTimeAndFingerCount() throws {
        let line = #"{"type": "frame", "node": "/dev/input/event6", "kernel_time_us": 98356930, "send_time_us": 98385969, "fingers": 3, "contacts": [{"slot": 0, "id": 302, "x": 148, "y": 354}, {"slot": 1, "id": 303, "x": -5, "y": 317}]}"#
        let parsed = try #require(DaemonFrameLine(line))
        #expect(parsed.node == "/dev/input/event6")
        #expect(parsed.frame.time == 98_356_930)
        #expect(parsed.frame.fingerCount == 3)
        #expect(parsed.frame.contacts == [Contact(id: 302, slot: 0, x: 148, y: 354), Contact(id: 303, slot: 1, x: -5, y: 317)])
    }

    @Test func parsesAnEmptyFrame() throws {
        let line = #"{"type": "frame", "node": "/dev/input/event7", "kernel_time_us": 5, "send_time_us": 9, "fingers": 0, "contacts": []}"#
        let parsed = try #require(DaemonFrameLine(line))
        #expect(parsed.frame.contacts.isEmpty)
        #expect(parsed.frame.fingerCount == 0)
    }

    @Test(arguments: [
        #"{"type": "update", "node": "/dev/input/event6", "kernel_time_us": 1, "send_time_us": 2, "update": {}}"#,
        #"{"type": "hello", "version": 1, "daemon": "0.1.0", "devices": []}"#,
        #"{"type": "frame", "node": "/dev/input/event6", "fingers": 1, "contacts": []}"#,
    ])
    func rejectsOtherLines(_ line: String) {
        #expect(DaemonFrameLine(line) == nil)
    }
}
