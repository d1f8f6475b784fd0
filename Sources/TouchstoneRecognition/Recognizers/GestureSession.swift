import TouchstoneCore

/// The life of one recognized gesture, shared by every recognizer: when it began, with how many
/// fingers, which way, from which origin, and the finger-count debounce.
public struct GestureSession: Sendable, Hashable {
    /// Time it was recognized.
    public var began: Int64
    /// Fingers when it began (a different count, held for the debounce time, cancels it).
    public var fingers: Int
    /// Most fingers taking part while it ran.
    public var maximumFingers: Int
    /// Direction, locked when it began.
    public var direction: GestureDirection
    /// Accumulated values it measures from.
    public var origin: RecognitionFrame.Origin
    /// When the finger count first differed from `fingers`, if it does now.
    public var fingerChangeSince: Int64?
    /// Microseconds from the last finger landing to recognition.
    public var recognizedAfter: Int64
    /// Travel (the dominant measure, mm) at recognition.
    public var travel: Double
    /// Progress at the latest update.
    public var progress: Double = 0

    /// Creates a session for a gesture recognized in `frame`.
    public init(frame: RecognitionFrame, origin: RecognitionFrame.Origin, direction: GestureDirection, travel: Double) {
        began = frame.time
        fingers = frame.fingers
        maximumFingers = frame.fingers
        self.direction = direction
        self.origin = origin
        recognizedAfter = frame.time - frame.lastLanding
        self.travel = travel
    }

    /// Applies the finger-count debounce: returns true when the gesture must be cancelled because
    /// the count has differed from the starting count for at least `debounce` microseconds.
    public mutating func fingerCountForcesCancel(_ frame: RecognitionFrame, debounce: Int64) -> Bool {
        maximumFingers = max(maximumFingers, frame.fingers)
        if frame.fingers == fingers {
            fingerChangeSince = nil
            return false
        }
        if let since = fingerChangeSince { return frame.time - since >= debounce }
        fingerChangeSince = frame.time
        return debounce <= 0
    }
}
