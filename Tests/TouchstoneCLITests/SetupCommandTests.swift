import Foundation
import Testing
import TouchstoneCLI
import TouchstoneTestSupport

@Suite("touchstone setup: separate opt-ins, nothing by default")
struct SetupCommandTests {
    @Test func nothingAllowedByDefaultEachKindItsOwnOptIn() throws {
        let directory = try TemporaryDirectory("setup")
        defer { directory.remove() }
        let root = directory.path
        let status = CLIRun(["setup", "--root", root])
        #expect(status.status == .ok)
        #expect(status.output.lines.filter { $0.contains("not allowed") }.count == 3)
        #expect(status.output.lines.filter { $0.contains("risk:") }.count == 3)

        let allow = CLIRun(["setup", "--root", root, "--allow", "touchpad"])
        #expect(allow.status == .ok)
        #expect(FileManager.default.fileExists(atPath: root + "/etc/touchstone/access/touchpad"))
        #expect(!FileManager.default.fileExists(atPath: root + "/etc/touchstone/access/touchscreen"))
        #expect(allow.errors.text.contains("allowed touchpad: every program"))
        let after = CLIRun(["setup", "--root", root]).output.lines
        #expect(after.contains { $0.hasPrefix("touchpad ") && $0.contains(" allowed ") })
        #expect(after.contains { $0.hasPrefix("touchscreen") && $0.contains("not allowed") })

        #expect(CLIRun(["setup", "--root", root, "--revoke", "touchpad"]).status == .ok)
        #expect(!FileManager.default.fileExists(atPath: root + "/etc/touchstone/access/touchpad"))
    }

    @Test func badKindsAreUsageErrors() {
        let typo = CLIRun(["setup", "--root", "/nonexistent", "--allow", "touchpads"])
        #expect(typo.status == .usage)
        #expect(typo.errors.text.contains("--allow takes touchpad, touchscreen, uinput, not 'touchpads'"))
        #expect(CLIRun(["setup", "--root", "/nonexistent", "--allow", "uinput", "--revoke", "uinput"]).status == .usage)
    }

    @Test func theShippedRuleTestsExactlyTheFlagFiles() throws {
        let repository = URL(fileURLWithPath: RepositoryPaths.root)
        let rules = try String(contentsOf: repository.appendingPathComponent("udev/70-touchstone.rules"), encoding: .utf8)
        let active = rules.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        // Every line that grants anything is conditional on one kind's flag file.
        #expect(active.count == DeviceAccess.allCases.count)
        for line in active { #expect(line.contains("TEST==\"/etc/touchstone/access/") && line.contains("TAG+=\"uaccess\"")) }
        for kind in DeviceAccess.allCases { #expect(active.contains { $0.contains("TEST==\"/\(kind.flagPath)\"") }) }
        #expect(!rules.contains("static_node"), "static_node applies its tags unconditionally at boot")
    }
}

@Suite("'-' reads a recording from standard input")
struct StandardInputTests {
    @Test func dashReadsStandardInputAndSniffsTheFormat() throws {
        let repository = URL(fileURLWithPath: RepositoryPaths.root)
        let file = repository.appendingPathComponent("Recordings/hold2.json").path
        // The file stands in for standard input; its name is not used to pick the format.
        let fromStdin = try RecordingLoader.load(path: "-", deviceIndex: nil, standardInput: file)
        let fromFile = try RecordingLoader.load(path: file, deviceIndex: nil)
        #expect(fromStdin.frames == fromFile.frames)
        #expect(throws: CommandError.self) {
            try RecordingLoader.load(path: "-", deviceIndex: nil, standardInput: repository.appendingPathComponent("Package.swift").path)
        }
    }
}
