/// A transform motion that dominated but stayed under the begin distance: what a pinch or rotate
/// recognizer remembers so it can still recognize it when the fingers start lifting.
struct LateCandidate: Sendable, Hashable {
    /// Direction it would have.
    var direction: GestureDirection
    /// Origin it measured from.
    var origin: RecognitionFrame.Origin
    /// Its measure, millimetres.
    var travel: Double
    /// Fingers taking part.
    var fingers: Int
    /// When those fingers were all down (a tap, shorter than the tap time, is never recognized late).
    var since: Int64
}
