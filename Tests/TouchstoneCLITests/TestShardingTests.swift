import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneCore
import TouchstoneTestSupport

/// `--shard I/N`, Bazel's and GitLab's variables: a stable partition by name.
@Suite struct TestShardingTests {
    static func cases(_ names: [String]) -> [TestCase] {
        names.map { TestCase(path: $0, file: "/" + $0, name: $0, classname: "s") }
    }

    static func randomNames(_ generator: inout SplitMix64) -> [String] {
        let count = Int.random(in: 0...60, using: &generator)
        var names: Set<String> = []
        while names.count < count {
            let depth = Int.random(in: 0...2, using: &generator)
            let folders = (0..<depth).map { _ in ["pads", "swipes", "a", "z"].randomElement(using: &generator)! }
            let stem = String((0..<Int.random(in: 1...8, using: &generator)).map { _ in "abcxyz_019".randomElement(using: &generator)! })
            names.insert((folders + [stem + ".json"]).joined(separator: "/"))
        }
        return Array(names)
    }

    @Test func shardsAreADisjointBalancedCoverWhateverTheOrder() throws {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<200 {
            let names = Self.randomNames(&generator)
            let total = Int.random(in: 1...9, using: &generator)
            var shuffled = names
            shuffled.shuffle(using: &generator)
            var union: [String] = []
            var sizes: [Int] = []
            for index in 1...total {
                let shard = ShardSelection(index: index, total: total, source: "test")
                let picked = shard.select(Self.cases(names)).map(\.name)
                // The same files in another order on disk (or on another machine): the same shard.
                #expect(shard.select(Self.cases(shuffled)).map(\.name) == picked)
                union += picked
                sizes.append(picked.count)
            }
            #expect(union.count == names.count, "shards overlap or miss cases")
            #expect(Set(union) == Set(names))
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test func variablesAndTheOption() throws {
        func resolve(_ option: String?, _ variables: [String: String]) throws -> (Int, Int) {
            let shard = try ShardSelection.resolve(option: option, environment: variables)
            return (shard.index, shard.total)
        }
        #expect(try resolve(nil, [:]) == (1, 1))
        #expect(try resolve("2/4", [:]) == (2, 4))
        // Bazel counts from 0, GitLab from 1.
        #expect(try resolve(nil, ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"]) == (1, 4))
        #expect(try resolve(nil, ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3"]) == (4, 4))
        #expect(try resolve(nil, ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "1"]) == (1, 3))
        #expect(try resolve(nil, ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "3"]) == (3, 3))
        // The explicit option wins; Bazel over GitLab.
        #expect(try resolve("1/2", ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3", "CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"]) == (1, 2))
        #expect(try resolve(nil, ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3", "CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"]) == (4, 4))
        for (option, variables, mention) in [
            ("0/4", [:], "--shard"), ("5/4", [:], "--shard"), ("2", [:], "--shard"), ("a/b", [:], "--shard"),
            (nil, ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"], "TEST_SHARD_INDEX"),
            (nil, ["TEST_TOTAL_SHARDS": "4"], "TEST_SHARD_INDEX"),
            (nil, ["TEST_TOTAL_SHARDS": "x", "TEST_SHARD_INDEX": "0"], "TEST_TOTAL_SHARDS"),
            (nil, ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "0"], "CI_NODE_INDEX"),
        ] as [(String?, [String: String], String)] {
            #expect(throws: CommandError.self) { try ShardSelection.resolve(option: option, environment: variables) }
            do {
                _ = try ShardSelection.resolve(option: option, environment: variables)
            } catch {
                #expect(error.exitCode == .usage && error.message.contains(mention), "\(error.message)")
            }
        }
    }

    @Test func bazelShardRunTouchesTheStatusFileAndWritesXMLOutputFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for name in ["a", "b", "c", "d", "e"] { try scratch.write("s/\(name).json", SampleCase.passing) }
        let variables = ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1",
                         "TEST_SHARD_STATUS_FILE": scratch.path + "/status", "XML_OUTPUT_FILE": scratch.path + "/out/test.xml"]
        try FileManager.default.createDirectory(atPath: scratch.path + "/out", withIntermediateDirectories: true)
        let run = TestRun(["s"], in: scratch.path, variables: variables)
        #expect(run.status == .ok)
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/status"))
        let xml = try #require(scratch.read("out/test.xml"))
        // Index 1 of 2 (0-based) is the second shard: b.json and d.json.
        #expect(xml.contains("name=\"b.json\"") && xml.contains("name=\"d.json\"") && !xml.contains("name=\"a.json\""))
        #expect(xml.contains("<property name=\"touchstone.shard\" value=\"2/2\"/>"))
        let gitlab = TestRun(["s", "--json"], in: scratch.path, variables: ["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "1"])
        #expect(gitlab.output.lines.count == 3 && gitlab.output.text.contains("\"a.json\""))
    }

    @Test func shardsOfARealRunCoverTheSuiteAndMergeIntoTheUnshardedJUnit() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        var generator = SplitMix64(seed: 7)
        let names = Self.randomNames(&generator).prefix(11)
        for (index, name) in names.enumerated() { try scratch.write("suite/" + name, index % 4 == 1 ? SampleCase.failing : SampleCase.passing) }
        _ = TestRun(["suite", "--junit", "whole.xml"], in: scratch.path)
        var shardFiles: [String] = []
        var seen: [String] = []
        for index in 1...3 {
            let run = TestRun(["suite", "--shard", "\(index)/3", "--junit", "shard\(index).xml", "--json"], in: scratch.path)
            seen += run.output.lines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["name"] as? String
            }
            shardFiles.append(scratch.path + "/shard\(index).xml")
        }
        #expect(seen.sorted() == names.sorted())
        let merge = CLIRun(["junit-merge", scratch.path + "/merged.xml"] + shardFiles)
        #expect(merge.status == .ok, "\(merge.errors.text)")
        #expect(merge.errors.text.isEmpty)
        let merged = try #require(scratch.read("merged.xml")), whole = try #require(scratch.read("whole.xml"))
        #expect(merged == whole, "\(zip(merged.split(separator: "\n"), whole.split(separator: "\n")).filter { $0 != $1 })")
    }
}
