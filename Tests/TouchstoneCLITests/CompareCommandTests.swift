import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore

/// `touchstone compare` on the bundled real-kernel corpus (libinput-record files with libinput's events).
@Suite("touchstone compare")
struct CompareCommandTests {
    static let corpus = CorpusAccuracyTests.corpus

    /// A corpus recording's path.
    static func file(_ stem: String) -> String { corpus + "/" + stem + ".yml" }

    @Test func jsonGivesOneLinePerFilePerStack() throws {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let run = CLIRun.readingFiles(["compare", "--json"] + files)
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
        let run = CLIRun.readingFiles(["compare", "--stacks", "touchstone,kwin", Self.file("swipe4_up_cancel_large_02"), Self.file("swipe3_left_complete_precision_00")])
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
        let run = CLIRun.readingFiles(["compare", "--report", out, Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")])
        #expect(run.status == .ok)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        let matrix = try #require(html.range(of: "<table class=\"index matrix\">"))
        let pan = try #require(html.range(of: "pan2_up_complete_large_01.yml</a>", range: matrix.upperBound..<html.endIndex))
        let swipe = try #require(html.range(of: "swipe3_left_complete_precision_00.yml</a>", range: matrix.upperBound..<html.endIndex))
        #expect(pan.lowerBound < swipe.lowerBound)
        #expect(html.contains("<th>hyprland</th>"))
        #expect(html.contains("<svg"))
        // Each plot marks where the stacks began (not where an expectation parts).
        #expect(html.contains("began: ") && !html.contains("parts: "))
    }

    /// A deliberate threshold change: a swipe distance of 100 mm makes this 43 mm swipe end below half
    /// (cancelled); the runs part at the release frame. The same settings change nothing.
    @Test func settingsABListsChangedVerdictsWithTheFrameWhereTheyPart() {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let run = CLIRun.readingFiles(["compare", "--set-a", "swipe.distance_mm=31.2", "--set-b", "swipe.distance_mm=100"] + files)
        #expect(run.status == .failure)
        #expect(run.output.lines.count == 1)
        #expect(run.output.text.contains("swipe3_left_complete_precision_00.yml: A swipe 3 left completed -> B swipe 3 left cancelled, parting at input frame"))
        #expect(run.errors.text.contains("1 of 2 recordings changes verdict"))
        let same = CLIRun.readingFiles(["compare", "--set-a", "swipe.begin_mm=1.56", "--set-b", "swipe.begin_mm=1.56"] + files)
        #expect(same.status == .ok && same.output.text.isEmpty)
        // A begin threshold moves when the swipe begins; with 20 mm it never begins before release.
        let late = CLIRun.readingFiles(["compare", "--json", "--set-a", "swipe.begin_mm=1.56", "--set-b", "swipe.begin_mm=60", files[0]])
        #expect(late.status == .failure)
        #expect(late.output.text.contains("\"b\": \""))
    }

    /// A/B against a saved classify output: the same deliberate threshold change, side A read back
    /// from `classify`'s lines; it parts where the set-a/set-b run does (the release frame); unchanged
    /// settings change nothing; a recording the saved output lacks fails the gate.
    @Test func againstASavedClassifyOutput() throws {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("compare-saved-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let classify = CLIRun.readingFiles(["classify"] + files)
        #expect(classify.status == .ok)
        try classify.output.text.write(toFile: saved, atomically: true, encoding: .utf8)

        let run = CLIRun.readingFiles(["compare", "--against", saved, "--set-b", "swipe.distance_mm=100"] + files)
        #expect(run.status == .failure, "\(run.errors.text)")
        #expect(run.output.lines.count == 1)
        #expect(run.output.text.contains("swipe3_left_complete_precision_00.yml: saved swipe 3 left completed -> B swipe 3 left cancelled, parting at input frame"))
        #expect(run.errors.text.contains("1 of 2 recordings changes verdict between the saved output \(saved) and B"))
        let ab = CLIRun.readingFiles(["compare", "--json", "--set-a", "swipe.distance_mm=31.2", "--set-b", "swipe.distance_mm=100", files[0]])
        let json = CLIRun.readingFiles(["compare", "--json", "--against", saved, "--set-b", "swipe.distance_mm=100", files[0]])
        func frame(_ run: CLIRun) -> Int? { (try? JSONSerialization.jsonObject(with: Data(run.output.lines.first?.utf8 ?? "".utf8)) as? [String: Any])?["frame"] as? Int }
        let parted = try #require(frame(json))
        let expected = try #require(frame(ab))
        #expect(abs(parted - expected) <= 1, "saved output parts at \(parted), the A/B run at \(expected)")

        let same = CLIRun.readingFiles(["compare", "--against", saved] + files)
        #expect(same.status == .ok && same.output.text.isEmpty, "\(same.output.text)")
        let extra = CLIRun.readingFiles(["compare", "--against", saved, Self.file("tap2_twoslot_00")] + files)
        #expect(extra.status == .failure)
        #expect(extra.errors.text.contains("tap2_twoslot_00.yml: not in \(saved)"))
    }

    /// A saved output that is not classify's: the line, the key and what was found; exit 65.
    @Test func badSavedOutputNamesTheLine() throws {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("compare-bad-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let file = Self.file("tap2_twoslot_00")
        try "{\"file\": \"a.yml\", \"kind\": \"swipe\", \"fingers\": 3, \"direction\": \"left\", \"outcome\": \"completed\"}\n\n{\"file\": \"b.yml\", \"kind\": \"swoosh\"}\n"
            .write(toFile: saved, atomically: true, encoding: .utf8)
        let run = CLIRun.readingFiles(["compare", "--against", saved, file])
        #expect(run.status == .badData)
        #expect(run.errors.text.contains("\(saved):3: \"kind\": expected pan, swipe, pinch, rotate, hold or none, found \"swoosh\""))
        try "{\"file\": \"a.yml\", \"kind\": \"swipe\",\n".write(toFile: saved, atomically: true, encoding: .utf8)
        let broken = CLIRun.readingFiles(["compare", "--against", saved, file])
        #expect(broken.status == .badData)
        #expect(broken.errors.text.contains("\(saved):1:"))
        #expect(CLIRun.readingFiles(["compare", "--against", saved + ".missing", file]).status == .missingFile)
        #expect(CLIRun.readingFiles(["compare", "--against", saved, "--set-a", "swipe.begin_mm=2", file]).status == .usage)
    }

    /// The matrix on the whole bundled corpus: every file gets a verdict per stack, Touchstone agrees
    /// with the labels, the desktops decide every 3+ finger swipe KWin and GNOME bind, and GNOME's
    /// projection completes the fast partial swipes where a finger lifts (labelled cancelled).
    @Test func theWholeCorpus() throws {
        let run = CLIRun.readingFiles(["compare", "--json", Self.corpus])
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
        #expect(CLIRun.readingFiles(["compare", "--stacks", "gnome,mutter", Self.file("tap2_twoslot_00")]).status == .usage)
        let bad = CLIRun.readingFiles(["compare", "--set-a", "swipe.begin_mm=-1", Self.file("tap2_twoslot_00")])
        #expect(bad.status == .usage)
        #expect(bad.errors.text.contains("swipe.begin_mm"))
        #expect(CLIRun.readingFiles(["compare", Self.corpus + "/no-such.yml"]).status == .missingFile)
    }

    /// Without a usable /dev/uinput (the build machines: no uinput module) --live-libinput stops with 74
    /// and says what is missing; never a silent skip. (Where it is usable, the system test covers it.)
    @Test func liveLibinputNamesWhatIsMissing() {
        let file = Self.file("swipe3_left_complete_precision_00")
        #expect(CLIRun.readingFiles(["compare", "--live-libinput", "--stacks", "touchstone", file]).status == .usage)
        guard access("/dev/uinput", W_OK) != 0 else { return }
        let run = CLIRun.readingFiles(["compare", "--live-libinput", "--json", file])
        #expect(run.status == .ioError)
        #expect(run.errors.text.contains("--live-libinput: \(file): /dev/uinput is not usable: "))
        #expect(run.errors.text.contains("modprobe uinput") || run.errors.text.contains("touchstone setup --allow uinput"))
        #expect(run.output.text.isEmpty)
    }

    /// `sweep --x KEY=... FILE|DIR...`: a begin threshold over labelled recordings. At 1.56 mm both are
    /// right and the swipe began after about 2 mm of travel; at 60 mm the 43 mm swipe never begins (one
    /// wrong verdict, nothing measured); the figure is drawn; a bad key is a usage error.
    @Test func sweepOverRecordingsGivesTravelAgainstError() throws {
        let files = [Self.file("swipe3_left_complete_precision_00"), Self.file("pan2_up_complete_large_01")]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLIRun.readingFiles(["sweep", "--x", "swipe.begin_mm=1.56:60:2", "--json", dir + "/s.json", "-o", dir + "/s.svg"] + files)
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.lines.first?.hasPrefix("swipe.begin_mm  errors (all)    errors (swipes)") == true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/s.json"))) as? [String: Any])
        #expect(json["setting"] as? String == "swipe.begin_mm" && json["family"] as? String == "swipe")
        let points = try #require(json["points"] as? [[String: Any]])
        #expect(points.map { $0["errors"] as? Int } == [0, 1] && points.map { $0["family_errors"] as? Int } == [0, 1])
        #expect(points.map { $0["measured"] as? Int } == [1, 0])
        let travel = try #require(points[0]["travel_mm_median"] as? Double)
        #expect(travel >= 1.56 && travel < 3)
        #expect(points[1]["travel_mm_median"] is NSNull)
        #expect(try String(contentsOfFile: dir + "/s.svg", encoding: .utf8).contains("median travel before began (swipes), mm"))
        #expect(CLIRun.readingFiles(["sweep", "--x", "swipe.nonsense=1:2:2", files[0]]).status == .usage)
        #expect(CLIRun.readingFiles(["sweep", "--x", "swipe.begin_mm=1:2:2", "--y", "pan.begin_mm=1:2:2", files[0]]).status == .usage)
    }

    @Test func classifyAndStreamTakeSet() {
        let file = Self.file("swipe3_left_complete_precision_00")
        let plain = CLIRun.readingFiles(["classify", file])
        let later = CLIRun.readingFiles(["classify", "--set", "swipe.begin_mm=8", file])
        #expect(plain.status == .ok && later.status == .ok)
        func start(_ run: CLIRun) -> Int { (try? JSONSerialization.jsonObject(with: Data(run.output.lines[0].utf8)) as? [String: Any])?["start_us"] as? Int ?? 0 }
        #expect(start(later) > start(plain))
        #expect(CLIRun.readingFiles(["stream", "--set", "swipe.begin_mm=8", file]).status == .ok)
        #expect(CLIRun.readingFiles(["classify", "--set", "nonsense=1", file]).status == .usage)
    }
}
