import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// The JUnit file: schema-valid, counted like the terminal, stable across working directories, mergeable.
@Suite struct JUnitReportTests {
    /// xmllint (Debian's libxml2-utils, installed by `make deps`) validates against Tests/Fixtures/junit/junit.xsd.
    static func validate(_ path: String) throws -> (ok: Bool, message: String) {
        let xmllint = ["/usr/bin/xmllint", "/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let tool = try #require(xmllint, "xmllint is missing: run 'make deps' (libxml2-utils)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", "--schema", RepositoryPaths.root + "/Tests/Fixtures/junit/junit.xsd", path]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, message)
    }

    static func suite(in scratch: TemporaryDirectory) throws {
        try scratch.write("repo/suite/pass.json", SampleCase.passing)
        try scratch.write("repo/suite/pads/fail.json", SampleCase.failing)
        try scratch.write("repo/suite/broken <&>.json", String(SampleCase.passing.prefix(300)))
    }

    @Test func isSchemaValidAndCountsAsTheTerminalDoes() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try Self.suite(in: scratch)
        let run = TestRun(["repo/suite", "--junit", "j.xml"], in: scratch.path)
        #expect(run.output.lines.last?.hasPrefix("1 passed, 1 failed, 1 error") == true)
        let validation = try Self.validate(scratch.path + "/j.xml")
        #expect(validation.ok, "\(validation.message)")
        let report = try JUnitReport(xml: try #require(FileManager.default.contents(atPath: scratch.path + "/j.xml")), file: "j.xml")
        let suite = try #require(report.suites.first)
        #expect(suite.cases.count == 3 && suite.failures == 1 && suite.errors == 1)
        #expect(suite.cases.map(\.name) == ["broken <&>.json", "pads/fail.json", "pass.json"])
        #expect(suite.cases.map(\.classname) == ["suite", "suite.pads", "suite"])
        #expect(suite.timestamp == "2025-12-01T04:00:00" && suite.hostname == "ci-host")
        #expect(suite.cases[2].systemOut.contains("gesture 0: none, 2 fingers"))
        #expect(suite.properties.contains(JUnitReport.Property(name: "touchstone.version", value: "0.1.0")))
        // Something the schema must refuse, so the check above can fail.
        try scratch.write("bad.xml", try #require(scratch.read("j.xml")).replacingOccurrences(of: "time=\"0.000\"", with: "time=\"-1\""))
        #expect(try !Self.validate(scratch.path + "/bad.xml").ok)
    }

    @Test func sameFileFromEveryWorkingDirectory() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try Self.suite(in: scratch)
        let out = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        _ = TestRun(["suite", "--junit", out + "/1.xml"], in: scratch.path + "/repo")
        _ = TestRun(["repo/suite/", "--junit", out + "/2.xml"], in: scratch.path)
        _ = TestRun([".", "--junit", out + "/3.xml"], in: scratch.path + "/repo/suite")
        _ = TestRun(["../../suite/./", "--junit", out + "/4.xml"], in: scratch.path + "/repo/suite/pads")
        let first = try #require(scratch.read("out/1.xml"))
        for index in 2...4 { #expect(scratch.read("out/\(index).xml") == first, "run \(index)") }
    }

    @Test func mergeReadsOtherRunnersAndRefusesNonJUnit() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("a.xml", """
            <?xml version="1.0"?>
            <testsuite name="other" tests="2" failures="1" time="1.5" timestamp="2025-01-02T03:04:05" hostname="h1">
              <testcase classname="x" name="b" time="1"><failure message="boom">trace</failure></testcase>
              <testcase classname="x" name="a" time="0.5"><skipped/></testcase>
            </testsuite>
            """)
        try scratch.write("b.xml", "<testsuites><testsuite name=\"other\" time=\"2\" hostname=\"h2\" timestamp=\"2025-01-01T00:00:00\"><testcase classname=\"x\" name=\"a\" time=\"2\"/></testsuite></testsuites>")
        try scratch.write("not.xml", "<html><body>no</body></html>")
        try scratch.write("broken.xml", "<testsuites><testsuite name=\"x\">\n<testcase name=\"a\"></testsuite>")
        let merge = CLIRun(["junit-merge", scratch.path + "/m.xml", scratch.path + "/a.xml", scratch.path + "/b.xml"])
        #expect(merge.status == .ok)
        #expect(merge.errors.text.contains("x a is in more than one input"))
        let merged = try JUnitReport(xml: try #require(FileManager.default.contents(atPath: scratch.path + "/m.xml")), file: "m.xml")
        let suite = try #require(merged.suites.first)
        #expect(merged.suites.count == 1 && suite.cases.map(\.name) == ["a", "a", "b"])
        #expect(suite.failures == 1 && suite.skipped == 1 && suite.time == 3.5)
        #expect(suite.timestamp == "2025-01-01T00:00:00" && suite.hostname == "h1,h2")
        #expect(try Self.validate(scratch.path + "/m.xml").ok)
        let bad = CLIRun(["junit-merge", scratch.path + "/m2.xml", scratch.path + "/not.xml"])
        #expect(bad.status == .badData && bad.errors.text.contains("not.xml: no <testsuites> or <testsuite> element"))
        let broken = CLIRun(["junit-merge", scratch.path + "/m2.xml", scratch.path + "/broken.xml"])
        #expect(broken.status == .badData && broken.errors.text.contains("broken.xml: line 2"), "\(broken.errors.text)")
        #expect(CLIRun(["junit-merge", scratch.path + "/m3.xml"]).status == .usage)
        #expect(CLIRun(["junit-merge", scratch.path + "/m4.xml", scratch.path + "/missing.xml"]).status == .missingFile)
    }
}
