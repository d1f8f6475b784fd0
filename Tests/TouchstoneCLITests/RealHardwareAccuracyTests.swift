import Foundation
import Testing
import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneTestSupport

/// `classify` against recordings people made on real hardware (Tests/Fixtures/real-hardware: old
/// touchpads, a semi-MT pad, touchscreens without resolution, a protocol A screen, a tablet's touch
/// surface). Per device class at least 97 % must agree with what the person did, and no recording
/// with touches may import as empty.
@Suite("Real hardware recordings")
struct RealHardwareAccuracyTests {
    static let directory = RepositoryPaths.fixture("real-hardware")

    struct Label: Decodable {
        var kind: String
        var fingers: Int
        var direction: String
        var outcome: String
        var device_class: String
        var `protocol`: String
        var accept: [String]?
    }

    static func labels() throws -> [String: Label] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/labels.json"))
        return try JSONDecoder().decode([String: Label].self, from: data)
    }

    /// True when one classification agrees with the label: the kind (or an accepted alternative),
    /// the fingers, and direction and outcome unless the label says `any`.
    static func agrees(_ results: [GestureClassification], with label: Label) -> Bool {
        guard results.count == 1, let got = results.first else { return false }
        if (label.accept ?? []).contains(got.kindName) && got.outcome != .failed { return true }
        return got.kindName == label.kind && got.fingers == label.fingers
            && (label.direction == "any" || got.direction.rawValue == label.direction)
            && (label.outcome == "any" || got.outcome.rawValue == label.outcome)
    }

    struct LibinputVerdict: Decodable {
        var verdict: String
        var direction: String
    }

    /// libinput's agreement with the label (kind+fingers as `pan2`, `swipe4`..., and the direction
    /// unless `any`; libinput has no outcome), from `scripts/real-hardware-libinput`.
    static func libinputAgrees(_ v: LibinputVerdict, with label: Label) -> Bool {
        if v.verdict == "none" { return label.kind == "none" }
        if (label.accept ?? []).contains(where: { v.verdict.hasPrefix($0) }) { return true }
        return v.verdict == "\(label.kind)\(label.fingers)"
            && (label.direction == "any" || v.direction == "none" || v.direction == label.direction)
    }

    @Test func neverWorseThanLibinputOnAnyClass() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/libinput.json"))
        let verdicts = try JSONDecoder().decode([String: LibinputVerdict].self, from: data)
        var ours: [String: Int] = [:], theirs: [String: Int] = [:]
        for (name, label) in try Self.labels().sorted(by: { $0.key < $1.key }) {
            let recording = try RecordingImporter.load(path: Self.directory + "/" + name)
            let deviceClass = recording.device.deviceClass.rawValue
            let verdict = try #require(verdicts[name], "no libinput verdict for \(name)")
            if Self.agrees(GestureClassifier.classify(recording), with: label) { ours[deviceClass, default: 0] += 1 }
            if Self.libinputAgrees(verdict, with: label) { theirs[deviceClass, default: 0] += 1 }
        }
        for (deviceClass, count) in theirs { #expect(ours[deviceClass, default: 0] >= count, "\(deviceClass)") }
        // What libinput did on this set (1.22, through uinput in the QEMU guest): it scrolled on the
        // semi-MT two-finger tap and has no touchscreen gestures.
        #expect(theirs.values.reduce(0, +) == 6)
    }

    @Test func everyRecordingWithTouchesImportsContacts() throws {
        for name in try Self.labels().keys.sorted() {
            let recording = try RecordingImporter.load(path: Self.directory + "/" + name)
            #expect(recording.frames.contains { !$0.contacts.isEmpty }, "\(name) imported no contact")
        }
    }

    @Test func theDeviceClassIsRecognized() throws {
        for (name, label) in try Self.labels().sorted(by: { $0.key < $1.key }) {
            let device = try RecordingImporter.load(path: Self.directory + "/" + name).device
            let expected = name.contains("cypress") ? "semi-mt" : label.device_class
            #expect(device.deviceClass.rawValue == expected, "\(name)")
        }
    }

    /// With the assumed sizes only, and with this machine's size sources (udev's hwdb, libinput's
    /// quirks, libwacom: what `touchstone classify` uses; libwacom knows the Wacom and N-Trig screens).
    @Test(arguments: [false, true])
    func atLeast97PercentPerDeviceClass(withMachineSizes: Bool) throws {
        var tally: [String: (right: Int, total: Int)] = [:]
        var misses: [String] = []
        let sources = withMachineSizes ? DeviceSizeHints.system(liveMachine: false) : .none
        for (name, label) in try Self.labels().sorted(by: { $0.key < $1.key }) {
            var recording = try RecordingImporter.load(path: Self.directory + "/" + name)
            recording.device = sources.applied(to: recording.device)
            let results = GestureClassifier.classify(recording)
            let deviceClass = recording.device.deviceClass.rawValue
            tally[deviceClass, default: (0, 0)].total += 1
            if Self.agrees(results, with: label) {
                tally[deviceClass, default: (0, 0)].right += 1
            } else {
                misses.append("\(name): \(results.map { "\($0.kindName) \($0.fingers) \($0.direction) \($0.outcome)" })")
            }
        }
        for (deviceClass, t) in tally.sorted(by: { $0.key < $1.key }) {
            #expect(Double(t.right) / Double(t.total) >= 0.97, "\(deviceClass): \(t.right)/\(t.total); misses: \(misses)")
        }
    }
}
