import Foundation
import Testing
@testable import TouchstoneCLI

/// What `touchstone test` collects, skips and reports as an error, and its exit statuses.
@Suite struct TestDiscoveryTests {
    @Test func collectsOnlyRecordingsWithAnExpectBlock() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let header = String(Scratch.passing.prefix(200))
        // (file, contents, collected as a case?, skip reason contains)
        let table: [(String, String, Bool, String?)] = [
            ("good.json", Scratch.passing, true, nil),
            ("sub/deeper/also.json", Scratch.passing, true, nil),
            ("package.json", "{\"name\": \"x\", \"version\": \"2.0.0\", \"dependencies\": {}}", false, "no top-level \"format\""),
            ("expect.json", "{\"gestures\": [{\"kind\": \"pan\"}]}", false, "no top-level \"format\""),
            ("other-format.json", "{\"format\": \"something-else\", \"version\": \"1.0\"}", false, "\"format\" is \"something-else\""),
            ("notes.json", "just text", false, "not a JSON object"),
            ("empty.json", "", false, "not a JSON object"),
            ("no-expect.json", Scratch.unexpected, false, "no expect block"),
            ("truncated.json", header, true, nil),
            ("readme.txt", "not looked at", false, nil),
            (".hidden/x.json", Scratch.passing, false, nil),
            ("node_modules/y.json", Scratch.passing, false, nil),
        ]
        for (name, text, _, _) in table { scratch.write(name, text) }
        let collection = try TestCollection(paths: ["."], workingDirectory: scratch.root)
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
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("suite/a.json", Scratch.passing)
        scratch.write("suite/pads/b.json", Scratch.passing)
        let collection = try TestCollection(paths: ["suite"], workingDirectory: scratch.root)
        #expect(collection.cases.map(\.name) == ["a.json", "pads/b.json"])
        #expect(collection.cases.map(\.classname) == ["suite", "suite.pads"])
        #expect(collection.cases.map(\.path) == ["suite/a.json", "suite/pads/b.json"])
        // Two paths: the root is the folder holding both.
        scratch.write("other/c.json", Scratch.passing)
        let both = try TestCollection(paths: ["other", "suite/a.json"], workingDirectory: scratch.root)
        #expect(both.cases.map(\.name) == ["other/c.json", "suite/a.json"])
    }

    @Test func brokenRecordingIsAnErrorCountedTheSameEverywhere() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("s/good.json", Scratch.passing)
        scratch.write("s/bad.json", Scratch.failing)
        scratch.write("s/broken.json", String(Scratch.passing.prefix(300)))
        scratch.write("s/bad-expect.json", Scratch.passing.replacingOccurrences(of: "\"fingers\": 2", with: "\"fingers\": \"two\""))
        let run = TestRun(["s", "--junit", "j.xml"], in: scratch.root)
        #expect(run.status == .failure)
        #expect(run.output.lines.last?.hasPrefix("1 passed, 1 failed, 2 errors") == true, "\(run.output.text)")
        let junit = try #require(scratch.read("j.xml"))
        #expect(junit.contains("tests=\"4\" failures=\"1\" errors=\"2\""))
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(junit.components(separatedBy: "<error ").count - 1 == 2)
        let json = TestRun(["s", "--json"], in: scratch.root)
        let statuses = json.output.lines.compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["status"] as? String
        }
        #expect(statuses.sorted() == ["error", "error", "failed", "passed"])
        #expect(json.errors.lines.last?.hasPrefix("1 passed, 1 failed, 2 errors") == true)
    }

    @Test func exitStatuses() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("pass/a.json", Scratch.passing)
        scratch.write("fail/a.json", Scratch.failing)
        scratch.write("none/package.json", "{\"name\": \"x\"}")
        try? FileManager.default.createDirectory(atPath: scratch.root + "/empty", withIntermediateDirectories: true)
        #expect(TestRun(["pass"], in: scratch.root).status == .ok)
        #expect(TestRun(["fail"], in: scratch.root).status == .failure)
        let nothing = TestRun(["none"], in: scratch.root)
        #expect(nothing.status == .noTestsCollected && nothing.status.rawValue == 5)
        #expect(nothing.errors.text.contains("no recordings with an expect block under none"))
        #expect(TestRun(["empty"], in: scratch.root).status == .noTestsCollected)
        #expect(TestRun(["pass", "-k", "zzz"], in: scratch.root).status == .noTestsCollected)
        #expect(TestRun(["missing"], in: scratch.root).status == .missingFile)
        #expect(TestRun(["pass", "--shard", "3/2"], in: scratch.root).status == .usage)
        #expect(TestRun(["pass", "--bogus"], in: scratch.root).status == .usage)
        // An empty shard of a non-empty suite is not a wrong path: it passes.
        #expect(TestRun(["pass", "--shard", "2/2"], in: scratch.root).status == .ok)
    }

    @Test func keywordExitFirstAndJobs() {
        let scratch = Scratch()
        defer { scratch.remove() }
        for name in ["a_swipe", "b_pan", "c_swipe", "d_pan"] { scratch.write("s/\(name).json", Scratch.passing) }
        scratch.write("s/b_pan_broken.json", Scratch.failing)
        let swipes = TestRun(["s", "-k", "swipe"], in: scratch.root)
        #expect(swipes.status == .ok && swipes.output.text.contains("2 passed, 0 failed"))
        let glob = TestRun(["s", "-k", "?_pan*", "-k", "a_*"], in: scratch.root)
        #expect(glob.output.text.contains("3 passed, 1 failed"))
        let first = TestRun(["s", "-x"], in: scratch.root)
        #expect(first.status == .failure)
        #expect(first.output.text.contains("2 passed, 1 failed, 2 not run (-x)"))
        #expect(!first.output.text.contains("c_swipe") && !first.output.text.contains("d_pan"))
        let serial = TestRun(["s", "--durations", "2"], in: scratch.root)
        for jobs in ["2", "4"] {
            #expect(TestRun(["s", "-j", jobs, "--durations", "2"], in: scratch.root).output.text == serial.output.text)
            #expect(TestRun(["s", "-x", "-j", jobs], in: scratch.root).output.text == first.output.text)
        }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("s/a.json", Scratch.failing)
        #expect(!TestRun(["s"], in: scratch.root).output.text.contains("\u{1B}["))
        #expect(TestRun(["s"], in: scratch.root, terminal: true).output.text.contains("\u{1B}[1;31mFAIL"))
        let plain = TestRun(["s"], in: scratch.root, variables: ["NO_COLOR": "1"], terminal: true).output.text
        #expect(!plain.contains("\u{1B}[1;31m") && !plain.contains("\u{1B}[32m"))
    }

    @Test func verboseListsSkippedFilesAndWhy() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("s/a.json", Scratch.passing)
        scratch.write("s/package.json", "{\"name\": \"x\"}")
        let quiet = TestRun(["s"], in: scratch.root)
        #expect(!quiet.output.text.contains("package.json"))
        #expect(quiet.output.text.contains("1 file skipped (-v lists them)"))
        let verbose = TestRun(["s", "-v"], in: scratch.root)
        #expect(verbose.output.text.contains("skip  s/package.json: not a Touchstone recording"))
    }
}
