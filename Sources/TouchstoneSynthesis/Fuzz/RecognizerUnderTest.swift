import TouchstoneCore
import TouchstoneRecognition

/// The recognition a fuzz run checks: an update stream over frames (with whether anything is still
/// active after a lift) and a classification. `arena(_:)` is the real one; tests pass broken ones to
/// prove each invariant can fail.
public struct RecognizerUnderTest: Sendable {
    /// Calls `observe(frameIndex, updates, activeAfter)` for every frame, then once with frame index
    /// `frames.count` for the end of the recording; `activeAfter` is asked only after frames with no
    /// finger down and at the end.
    public var stream: @Sendable (_ frames: [TouchFrame], _ device: DeviceDescription,
                                  _ observe: (_ frame: Int, _ updates: [GestureUpdate], _ activeAfter: () -> Bool) -> Void) -> Void
    /// The gestures found in `frames`.
    public var classify: @Sendable (_ frames: [TouchFrame], _ device: DeviceDescription) -> [GestureClassification]

    /// Creates a recognizer under test from its two functions.
    public init(stream: @escaping @Sendable ([TouchFrame], DeviceDescription, (Int, [GestureUpdate], () -> Bool) -> Void) -> Void,
                classify: @escaping @Sendable ([TouchFrame], DeviceDescription) -> [GestureClassification]) {
        self.stream = stream
        self.classify = classify
    }

    /// The gesture arena with `recognizers` (default: the standard set).
    public static func arena(_ recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                             configuration: GestureArena.Configuration = GestureArena.Configuration()) -> RecognizerUnderTest {
        RecognizerUnderTest(
            stream: { frames, device, observe in
                var arena = GestureArena(device: device, recognizers: recognizers, configuration: configuration)
                var updates: [GestureUpdate] = []
                updates.reserveCapacity(8)
                for (i, frame) in frames.enumerated() {
                    updates.removeAll(keepingCapacity: true)
                    arena.process(frame, into: &updates)
                    observe(i, updates, { arena.recognizers.contains { $0.state == .active } })
                }
                updates.removeAll(keepingCapacity: true)
                arena.finish(into: &updates)
                observe(frames.count, updates, { arena.recognizers.contains { $0.state == .active } })
            },
            classify: { frames, device in
                GestureClassifier.classify(frames: frames, device: device, recognizers: recognizers, configuration: configuration)
            })
    }
}
