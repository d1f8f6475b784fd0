import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore

/// `touchstone compare` on the bundled real-kernel corpus (libinput-record files with libinput's events).
@Suite("touchstone compare")
struct CompareCommandTests {
    static let corpus = CorpusAccuracyTests.corpus

    /// Runs `touchstone` in-process on real files.
    struct FileRun {
        let status: ExitCode
        let output: CapturedOutput
        let errors: CapturedOutput
        init(_ arguments: [String]) {
            let output = CapturedOutput(), errors = CapturedOutput()
            status = TouchstoneMain().run(arguments, in: CommandContext(output: output.sink, errors: errors.sink))
            self.output = output
            self.errors = errors
        }
    }

    static func file(_ stem: String) -> String { corpus + "/" + stem + ".yml" }

    @Test func jsonGivesOneLinePerFilePerStack() throws {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let run = FileRun(["compare", "--json"] + files)
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.lines.count == 10)
        let objects = try run.output.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        for object in objects {
            for key in ["file", "stack", "kind", "fingers", "direction", "outcome", "began_us", "travel_mm"] { #expect(object[key] != nil, "\(key)") }
        }
        // A clean 3-finger swipe: every stack says swipe 3 left; libinput 1.22 wrote no cancelled flag.
        let swipe = objects.prefix(5)
        #expect(swipe.map { $0["stack"] as? String } == ["touchstone", "libinput", "gnome", "kwin", "hyprland"])
        #expect(swipe.allSatisfy { $0["kind"] as? String == "swipe" && $0["direction"] as? String == "left" })
        #expect(swipe.map { $0["outcome"] as? String } == ["completed", "unknown", "completed", "completed", "completed"])
        #expect(swipe.allSatisfy { ($0["began_us"] as? Int ?? 0) > 0 && $0["agrees_with_label"] as? Bool == true })
        // Two-finger movement is scroll in libinput, never a gesture: the desktops see none.
        #expect(objects.suffix(4).allSatisfy { $0["kind"] as? String == "none" && $0["agrees_with_label"] as? Bool == false })
        #expect(objects[5]["kind"] as? String == "pan")
    }

    @Test func tableMarksDisagreementsAndSummarisesPerFamily() {
        let run = FileRun(["compare", "--stacks", "touchstone,kwin", Self.file("swipe4_up_cancel_large_02"), Self.file("swipe3_left_complete_precision_00")])
        #expect(run.status == .ok)
        let text = run.output.text
        #expect(text.contains("swipe4_up_cancel_large_02.yml\n"))
        #expect(text.contains("    label        swipe 4 up cancelled  (swipe4_up_cancel)"))
        #expect(text.contains("agreement with the label"))
        #expect(text.contains("swipe3_left_complete      1    1/1        1/1"))
        #expect(!text.contains("gnome"))
    }

    @Test func reportIsAMatrixWithDisagreementsFirst() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid()).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = FileRun(["compare", "--report", out, Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")])
        #expect(run.status == .ok)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        let matrix = try #require(html.range(of: "<table class=\"index matrix\">"))
        let pan = try #require(html.range(of: "pan2_up_complete_large_01.yml</a>", range: matrix.upperBound..<html.endIndex))
        let swipe = try #require(html.range(of: "swipe3_left_complete_precision_00.yml</a>", range: matrix.upperBound..<html.endIndex))
        #expect(pan.lowerBound < swipe.lowerBound)
        #expect(html.contains("<th>hyprland</th>"))
        #expect(html.contains("<svg"))
    }

    /// A deliberate threshold change: a swipe distance of 100 mm makes this 43 mm swipe end below half
    /// (cancelled); the runs part at the release frame. The same settings change nothing.
    @Test func settingsABListsChangedVerdictsWithTheFrameWhereTheyPart() {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let run = FileRun(["compare", "--set-a", "swipe.distance_mm=31.2", "--set-b", "swipe.distance_mm=100"] + files)
        #expect(run.status == .failure)
        #expect(run.output.lines.count == 1)
        #expect(run.output.text.contains("swipe3_left_complete_precision_00.yml: A swipe 3 left completed -> B swipe 3 left cancelled, parting at input frame"))
        #expect(run.errors.text.contains("1 of 2 recordings changes verdict"))
        let same = FileRun(["compare", "--set-a", "swipe.begin_mm=1.56", "--set-b", "swipe.begin_mm=1.56"] + files)
        #expect(same.status == .ok && same.output.text.isEmpty)
        // A begin threshold moves when the swipe begins; with 20 mm it never begins before release.
        let late = FileRun(["compare", "--json", "--set-a", "swipe.begin_mm=1.56", "--set-b", "swipe.begin_mm=60", files[0]])
        #expect(late.status == .failure)
        #expect(late.output.text.contains("\"b\": \""))
    }

    /// The matrix on the whole bundled corpus: every file gets a verdict per stack, Touchstone agrees
    /// with the labels, the desktops decide every 3+ finger swipe KWin and GNOME bind, and GNOME's
    /// projection completes the fast partial swipes where a finger lifts (labelled cancelled).
    @Test func theWholeCorpus() throws {
        let run = FileRun(["compare", "--json", Self.corpus])
        #expect(run.status == .ok, "\(run.errors.text)")
        let objects = try run.output.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(objects.count == 216 * 5)
        func rows(_ stack: String, _ family: String = "") -> [[String: Any]] {
            objects.filter { $0["stack"] as? String == stack && ($0["file"] as! String).contains("/" + family) }
        }
        #expect(rows("touchstone").filter { $0["agrees_with_label"] as? Bool == true }.count >= 210)
        #expect(rows("libinput").allSatisfy { $0["kind"] as? String != "unknown" })
        let swipes = rows("kwin", "swipe")
        #expect(swipes.count == 112 && swipes.allSatisfy { $0["kind"] as? String == "swipe" })
        #expect(swipes.filter { $0["agrees_with_label"] as? Bool == true }.count >= 100)
        let lifts = rows("gnome", "swipe3_lift")
        #expect(lifts.count == 16 && lifts.filter { $0["outcome"] as? String == "completed" }.count >= 12)
        #expect(rows("hyprland", "swipe4").allSatisfy { $0["kind"] as? String == "none" })
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(FileRun(["compare", "--stacks", "gnome,mutter", Self.file("tap2_twoslot_00")]).status == .usage)
        let bad = FileRun(["compare", "--set-a", "swipe.begin_mm=-1", Self.file("tap2_twoslot_00")])
        #expect(bad.status == .usage)
        #expect(bad.errors.text.contains("swipe.begin_mm"))
        #expect(FileRun(["compare", Self.corpus + "/no-such.yml"]).status == .missingFile)
    }

    @Test func classifyAndStreamTakeSet() {
        let file = Self.file("swipe3_left_complete_precision_00")
        let plain = FileRun(["classify", file])
        let later = FileRun(["classify", "--set", "swipe.begin_mm=8", file])
        #expect(plain.status == .ok && later.status == .ok)
        func start(_ run: FileRun) -> Int { (try? JSONSerialization.jsonObject(with: Data(run.output.lines[0].utf8)) as? [String: Any])?["start_us"] as? Int ?? 0 }
        #expect(start(later) > start(plain))
        #expect(FileRun(["stream", "--set", "swipe.begin_mm=8", file]).status == .ok)
        #expect(FileRun(["classify", "--set", "nonsense=1", file]).status == .usage)
    }
}
