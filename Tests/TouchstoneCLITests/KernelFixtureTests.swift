import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecording
import TouchstoneTestSupport

/// The real-kernel fixtures (Tests/Fixtures/kernel): what `touchstone dump` prints for the kernel's own
/// capture (libinput record and evemu-record) must be what was played into uinput.
@Suite("touchstone dump on real-kernel fixtures")
struct KernelFixtureTests {
    static let directory = RepositoryPaths.fixture("kernel")

    static let stems: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".played.evemu") }.map { String($0.dropLast(".played.evemu".count)) }.sorted()
    }()

    /// A dump line without its time: the kernel stamps its own times.
    static func untimed(_ frame: TouchFrame) -> String {
        let line = DumpLine.render(frame)
        return String(line[line.range(of: ", \"contacts\"")!.lowerBound...]) + " fingers=\(frame.fingerCount)"
    }

    /// The same without tracking ids. `libinput record` reads through libevdev, which discards a new
    /// tracking id in a slot that still has one (no -1 in between: "double tracking ID"); the
    /// kernel and evemu-record pass it on. Positions and finger counts are the same either way.
    static func untimedWithoutIDs(_ frame: TouchFrame) -> String {
        var copy = frame
        copy.contacts = frame.contacts.map { Contact(id: 0, slot: $0.slot, x: $0.x, y: $0.y, pressure: $0.pressure) }
        return untimed(copy)
    }

    @Test func thereAreFixturesOfEveryProfile() {
        #expect(Self.stems.count >= 8)
        for profile in ["precision", "large", "twoslot"] { #expect(Self.stems.contains { $0.hasSuffix(profile) }) }
    }

    @Test(arguments: stems)
    func kernelCaptureMatchesWhatWasPlayed(stem: String) throws {
        let played = try RecordingImporter.load(path: "\(Self.directory)/\(stem).played.evemu")
        for capture in ["yml", "evemu"] {
            let recorded = try RecordingImporter.load(path: "\(Self.directory)/\(stem).\(capture)")
            if capture == "evemu" {
                #expect(recorded.frames.map(Self.untimed) == played.frames.map(Self.untimed), "\(stem).evemu")
            } else {
                #expect(recorded.frames.map(Self.untimedWithoutIDs) == played.frames.map(Self.untimedWithoutIDs), "\(stem).yml")
            }
            #expect(recorded.device.slotCount == played.device.slotCount)
            #expect(recorded.device.maxFingers == played.device.maxFingers)
            // Frame spacing survives the kernel: each recorded interval is within 5 ms of the played one.
            let intervals = { (frames: [TouchFrame]) in zip(frames.dropFirst(), frames).map { $0.time - $1.time } }
            let worst = zip(intervals(recorded.frames), intervals(played.frames)).map { abs($0 - $1) }.max() ?? 0
            #expect(worst < 150_000, "\(stem).\(capture): a frame interval differs by \(worst) us")
        }
    }

    @Test func twoSlotPadReportsFingersBeyondItsSlots() throws {
        let recording = try RecordingImporter.load(path: "\(Self.directory)/swipe4_down_complete_twoslot.yml")
        #expect(recording.device.slotCount == 2)
        #expect(recording.maxFingers == 4)
        #expect(recording.frames.allSatisfy { $0.contacts.count <= 2 })
    }
}
