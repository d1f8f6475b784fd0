import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// What `touchstone test` collects, skips and reports as an error, and its exit statuses.
@Suite struct TestDiscoveryTests {
    @Test func collectsOnlyRecordingsWithAnExpectBlock() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let header = String(SampleCase.passing.prefix(200))
        // (file, contents, collected as a case?, skip reason contains)
        let table: [(String, String, Bool, String?)] = [
            ("good.json", SampleCase.passing, true, nil),
            ("sub/deeper/also.json", SampleCase.passing, true, nil),
            ("package.json", "{\"name\": \"x\", \"version\": \"2.0.0\", \"dependencies\": {}}", false, "no top-level \"format\""),
            ("expect.json", "{\"gestures\": [{\"kind\": \"pan\"}]}", false, "no top-level \"format\""),
            ("other-format.json", "{\"format\": \"something-else\", \"version\": \"1.0\"}", false, "\"format\" is \"something-else\""),
            ("notes.json", "just text", false, "not a JSON object"),
            ("empty.json", "", false, "not a JSON object"),
            ("no-expect.json", SampleCase.unexpected, false, "no expect block"),
            ("truncated.json", header, true, nil),
            ("readme.txt", "not looked at", false, nil),
            (".hidden/x.json", SampleCase.passing, false, nil),
            ("node_modules/y.json", SampleCase.passing, false, nil),
        ]
        for (name, text, _, _) in table { try scratch.write(name, text) }
        let collection = try TestCollection(paths: ["."], workingDirectory: scratch.path)
        #expect(collection.cases.map(\.name) == table.filter(\.2).map(\.0).sorted())
        for (name, _, collected, reason) in table where !collected {
            let skip = collection.skipped.first { $0.path == "./" + name }
            if let reason {
                #expect(skip?.reason.contains(reason) == true, "\(name): \(skip?.reason ?? "not listed")")
            } else {
                #expect(skip == nil, "\(name) should not even be looked at")
            }
        }
    }

    @Test func namesAreRelativeToTheCollectionRootAndClassnamesFollowFolders() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("suite/a.json", SampleCase.passing)
        try scratch.write("suite/pads/b.json", SampleCase.passing)
        let collection = try TestCollection(paths: ["suite"], workingDirectory: scratch.path)
        #expect(collection.cases.map(\.name) == ["a.json", "pads/b.json"])
        #expect(collection.cases.map(\.classname) == ["suite", "suite.pads"])
        #expect(collection.cases.map(\.path) == ["suite/a.json", "suite/pads/b.json"])
        // Two paths: the root is the folder holding both.
        try scratch.write("other/c.json", SampleCase.passing)
        let both = try TestCollection(paths: ["other", "suite/a.json"], workingDirectory: scratch.path)
        #expect(both.cases.map(\.name) == ["other/c.json", "suite/a.json"])
    }

    @Test func brokenRecordingIsAnErrorCountedTheSameEverywhere() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("s/good.json", SampleCase.passing)
        try scratch.write("s/bad.json", SampleCase.failing)
        try scratch.write("s/broken.json", String(SampleCase.passing.prefix(300)))
        try scratch.write("s/bad-expect.json", SampleCase.passing.replacingOccurrences(of: "\"fingers\": 2", with: "\"fingers\": \"two\""))
        let run = TestRun(["s", "--junit", "j.xml"], in: scratch.path)
        #expect(run.status == .failure)
        #expect(run.output.lines.last?.hasPrefix("1 passed, 1 failed, 2 errors") == true, "\(run.output.text)")
        let junit = try #require(scratch.read("j.xml"))
        #expect(junit.contains("tests=\"4\" failures=\"1\" errors=\"2\""))
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(junit.components(separatedBy: "<error ").count - 1 == 2)
        let json = TestRun(["s", "--json"], in: scratch.path)
        let statuses = json.output.lines.compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["status"] as? String
        }
        #expect(statuses.sorted() == ["error", "error", "failed", "passed"])
        #expect(json.errors.lines.last?.hasPrefix("1 passed, 1 failed, 2 errors") == true)
    }

    @Test func exitStatuses() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("pass/a.json", SampleCase.passing)
        try scratch.write("fail/a.json", SampleCase.failing)
        try scratch.write("none/package.json", "{\"name\": \"x\"}")
        try? FileManager.default.createDirectory(atPath: scratch.path + "/empty", withIntermediateDirectories: true)
        #expect(TestRun(["pass"], in: scratch.path).status == .ok)
        #expect(TestRun(["fail"], in: scratch.path).status == .failure)
        let nothing = TestRun(["none"], in: scratch.path)
        #expect(nothing.status == .noTestsCollected && nothing.status.rawValue == 5)
        #expect(nothing.errors.text.contains("no recordings with an expect block under none"))
        #expect(TestRun(["empty"], in: scratch.path).status == .noTestsCollected)
        #expect(TestRun(["pass", "-k", "zzz"], in: scratch.path).status == .noTestsCollected)
        #expect(TestRun(["missing"], in: scratch.path).status == .missingFile)
        #expect(TestRun(["pass", "--shard", "3/2"], in: scratch.path).status == .usage)
        #expect(TestRun(["pass", "--bogus"], in: scratch.path).status == .usage)
        // An empty shard of a non-empty suite is not a wrong path: it passes.
        #expect(TestRun(["pass", "--shard", "2/2"], in: scratch.path).status == .ok)
    }

    @Test func keywordExitFirstAndJobs() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for name in ["a_swipe", "b_pan", "c_swipe", "d_pan"] { try scratch.write("s/\(name).json", SampleCase.passing) }
        try scratch.write("s/b_pan_broken.json", SampleCase.failing)
        let swipes = TestRun(["s", "-k", "swipe"], in: scratch.path)
        #expect(swipes.status == .ok && swipes.output.text.contains("2 passed, 0 failed"))
        let glob = TestRun(["s", "-k", "?_pan*", "-k", "a_*"], in: scratch.path)
        #expect(glob.output.text.contains("3 passed, 1 failed"))
        let first = TestRun(["s", "-x"], in: scratch.path)
        #expect(first.status == .failure)
        #expect(first.output.text.contains("2 passed, 1 failed, 2 not run (-x)"))
        #expect(!first.output.text.contains("c_swipe") && !first.output.text.contains("d_pan"))
        let serial = TestRun(["s", "--durations", "2"], in: scratch.path)
        for jobs in ["2", "4"] {
            #expect(TestRun(["s", "-j", jobs, "--durations", "2"], in: scratch.path).output.text == serial.output.text)
            #expect(TestRun(["s", "-x", "-j", jobs], in: scratch.path).output.text == first.output.text)
        }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("s/a.json", SampleCase.failing)
        #expect(!TestRun(["s"], in: scratch.path).output.text.contains("\u{1B}["))
        #expect(TestRun(["s"], in: scratch.path, terminal: true).output.text.contains("\u{1B}[1;31mFAIL"))
        let plain = TestRun(["s"], in: scratch.path, variables: ["NO_COLOR": "1"], terminal: true).output.text
        #expect(!plain.contains("\u{1B}[1;31m") && !plain.contains("\u{1B}[32m"))
    }

    @Test func verboseListsSkippedFilesAndWhy() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("s/a.json", SampleCase.passing)
        try scratch.write("s/package.json", "{\"name\": \"x\"}")
        let quiet = TestRun(["s"], in: scratch.path)
        #expect(!quiet.output.text.contains("package.json"))
        #expect(quiet.output.text.contains("1 file skipped (-v lists them)"))
        let verbose = TestRun(["s", "-v"], in: scratch.path)
        #expect(verbose.output.text.contains("skip  s/package.json: not a Touchstone recording"))
    }
}
