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

    /// An operation the arena applies to a recognizer that may produce an update.
    enum Operation {
        case begin(GestureDirection, RecognitionFrame.Origin, Double, Int)
        case advance
        case release
        case cancel
        case fail(FailureReason)
        case reset
    }

    @inline(__always)
    static func apply<R: GestureRecognizing>(_ operation: Operation, to r: inout R, frame: RecognitionFrame) -> GestureUpdate? {
        switch operation {
        case let .begin(direction, origin, travel, fingers):
            return r.begin(frame, direction: direction, origin: origin, travel: travel, fingers: fingers)
        case .advance: return r.advance(frame)
        case .release: return r.release(frame)
        case .cancel: return r.cancel(frame)
        case .fail(let reason): return r.fail(reason, frame: frame)
        case .reset:
            r.reset()
            return nil
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
