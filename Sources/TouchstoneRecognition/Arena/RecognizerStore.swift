/// The arena's recognizers, one contiguous array per concrete type, mutated in place.
///
/// This is the one place that turns a registration index into a concrete recognizer: `visit`
/// dispatches every operation (a `RecognizerVisitor`: perform, consider) and the generic body is
/// specialized per type, so the hot path has no existential calls and never copies a recognizer
/// out of its array and back; the subscript reads a copy.
struct RecognizerStore: Sendable {
    private enum Lane: Sendable { case pan, swipe, transform, hold }
    private var pans: [PanRecognizer] = []
    private var swipes: [SwipeRecognizer] = []
    private var transforms: [TransformRecognizer] = []
    private var holds: [HoldRecognizer] = []
    private var order: [(lane: Lane, index: Int)] = []

    /// What the arena keeps beside each recognizer, read once at registration.
    struct Traits {
        var state: RecognizerState
        var group: RecognizerGroup
        var name: String
        var minimumFingers: Int
    }

    /// Registers `recognizer` after the others; returns what the arena keeps beside it.
    mutating func append(_ recognizer: AnyGestureRecognizer) -> Traits {
        switch recognizer {
        case .pan(let r): return Self.add(r, to: &pans, lane: .pan, order: &order)
        case .swipe(let r): return Self.add(r, to: &swipes, lane: .swipe, order: &order)
        case .transform(let r): return Self.add(r, to: &transforms, lane: .transform, order: &order)
        case .hold(let r): return Self.add(r, to: &holds, lane: .hold, order: &order)
        }
    }

    private static func add<R: GestureRecognizing>(_ r: R, to members: inout [R], lane: Lane,
                                                   order: inout [(lane: Lane, index: Int)]) -> Traits {
        order.append((lane, members.count))
        members.append(r)
        return Traits(state: r.state, group: r.group, name: r.name, minimumFingers: r.fingers.minimum)
    }

    /// How many recognizers are registered.
    var count: Int { order.count }

    /// Applies `visitor` to the `i`-th recognizer, in place.
    @inline(__always)
    mutating func visit<V: RecognizerVisitor>(_ i: Int, _ visitor: inout V) -> V.Result {
        let (lane, j) = order[i]
        switch lane {
        case .pan: return visitor.visit(&pans[j])
        case .swipe: return visitor.visit(&swipes[j])
        case .transform: return visitor.visit(&transforms[j])
        case .hold: return visitor.visit(&holds[j])
        }
    }

    /// The recognizer registered `i`-th, as a value (a copy, for reading).
    subscript(i: Int) -> AnyGestureRecognizer {
        let (lane, j) = order[i]
        switch lane {
        case .pan: return .pan(pans[j])
        case .swipe: return .swipe(swipes[j])
        case .transform: return .transform(transforms[j])
        case .hold: return .hold(holds[j])
        }
    }

    /// Applies `operation` to the `i`-th recognizer in place; returns the update it produced and
    /// sets `state` to its new state.
    @inline(__always)
    mutating func perform(_ operation: AnyGestureRecognizer.Operation, _ i: Int, frame: RecognitionFrame,
                          state: inout RecognizerState) -> GestureUpdate? {
        var performing = Performing(operation: operation, frame: frame)
        let update = visit(i, &performing)
        state = performing.state
        return update
    }

    /// Lets the `i`-th (possible) recognizer consider `frame`, in place. Kept apart from `perform`
    /// because it is the per-frame call of every possible recognizer: returning the small
    /// `Consideration` directly avoids building and copying an update-sized result each time.
    /// Considering never changes the state (the arena acts on the consideration).
    @inline(__always)
    mutating func consider(_ i: Int, frame: RecognitionFrame) -> Consideration {
        var considering = Considering(frame: frame)
        return visit(i, &considering)
    }

    private struct Performing: RecognizerVisitor {
        let operation: AnyGestureRecognizer.Operation
        let frame: RecognitionFrame
        var state = RecognizerState.possible

        @inline(__always)
        mutating func visit<R: GestureRecognizing>(_ recognizer: inout R) -> GestureUpdate? {
            let update = AnyGestureRecognizer.apply(operation, to: &recognizer, frame: frame)
            state = recognizer.state
            return update
        }
    }

    private struct Considering: RecognizerVisitor {
        let frame: RecognitionFrame

        @inline(__always)
        func visit<R: GestureRecognizing>(_ recognizer: inout R) -> Consideration { recognizer.consider(frame) }
    }
}
