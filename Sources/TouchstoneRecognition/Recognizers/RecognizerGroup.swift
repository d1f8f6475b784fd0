/// The arena slot a recognizer competes for. At most one translation and one transform
/// recognizer win a sequence.
public enum RecognizerGroup: String, Sendable, Hashable, CaseIterable {
    /// Pan and swipe.
    case translation
    /// Pinch and rotate.
    case transform
    /// Hold: begins only while nothing moves; a motion gesture that begins later cancels it.
    case hold

    /// The slot of a gesture of `kind`.
    public init(_ kind: GestureKind) {
        switch kind {
        case .pan, .swipe: self = .translation
        case .pinch, .rotate: self = .transform
        case .hold: self = .hold
        }
    }
}
