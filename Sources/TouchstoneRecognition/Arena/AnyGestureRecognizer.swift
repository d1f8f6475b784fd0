/// A recognizer of any built-in kind, stored by value so the arena dispatches with a `switch`
/// (no existential boxes, no allocation per frame).
public enum AnyGestureRecognizer: Sendable {
    /// A pessimistic pan.
    case pan(PanRecognizer)
    /// A swipe.
    case swipe(SwipeRecognizer)
    /// A pinch or a rotation.
    case transform(TransformRecognizer)
    /// A hold.
    case hold(HoldRecognizer)

    /// An operation the arena applies to a recognizer.
    enum Operation {
        case consider
        case begin(GestureDirection, RecognitionFrame.Origin, Double, Int)
        case advance
        case release
        case cancel
        case fail(FailureReason)
        case reset
    }

    /// What an operation produced.
    struct Outcome {
        var consideration: Consideration = .wait
        var update: GestureUpdate?
    }

    @inline(__always)
    static func apply<R: GestureRecognizing>(_ operation: Operation, to r: inout R, frame: RecognitionFrame) -> Outcome {
        switch operation {
        case .consider: return Outcome(consideration: r.consider(frame))
        case let .begin(direction, origin, travel, fingers):
            return Outcome(update: r.begin(frame, direction: direction, origin: origin, travel: travel, fingers: fingers))
        case .advance: return Outcome(update: r.advance(frame))
        case .release: return Outcome(update: r.release(frame))
        case .cancel: return Outcome(update: r.cancel(frame))
        case .fail(let reason): return Outcome(update: r.fail(reason, frame: frame))
        case .reset:
            r.reset()
            return Outcome()
        }
    }

    /// The wrapped recognizer, for reading its properties.
    public var base: any GestureRecognizing {
        switch self {
        case .pan(let r): return r
        case .swipe(let r): return r
        case .transform(let r): return r
        case .hold(let r): return r
        }
    }

    /// Current state.
    public var state: RecognizerState { base.state }
    /// Arena slot.
    public var group: RecognizerGroup { base.group }
    /// Gesture family.
    public var kind: GestureKind { base.kind }
    /// Name in updates.
    public var name: String { base.name }
    /// Why it failed, if it did.
    public var failure: FailureReason? { base.failure }
}
