/// The arena's recognizers, one contiguous array per concrete type, mutated in place.
///
/// This is the one place that turns a registration index into a concrete recognizer: `perform`
/// dispatches once per operation and the generic body is specialized per type, so the hot path has
/// no existential calls and never copies a recognizer out of its array and back.
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

    /// The recognizer registered `i`-th, as a value.
    subscript(i: Int) -> AnyGestureRecognizer {
        let (lane, j) = order[i]
        switch lane {
        case .pan: return .pan(pans[j])
        case .swipe: return .swipe(swipes[j])
        case .transform: return .transform(transforms[j])
        case .hold: return .hold(holds[j])
        }
    }

    /// How many recognizers are registered.
    var count: Int { order.count }

    /// Applies `operation` to the `i`-th recognizer in place; returns what it produced and sets
    /// `state` to its new state.
    @inline(__always)
    mutating func perform(_ operation: AnyGestureRecognizer.Operation, _ i: Int, frame: RecognitionFrame,
                          state: inout RecognizerState) -> AnyGestureRecognizer.Outcome {
        let (lane, j) = order[i]
        let outcome: AnyGestureRecognizer.Outcome
        switch lane {
        case .pan:
            outcome = AnyGestureRecognizer.apply(operation, to: &pans[j], frame: frame)
            state = pans[j].state
        case .swipe:
            outcome = AnyGestureRecognizer.apply(operation, to: &swipes[j], frame: frame)
            state = swipes[j].state
        case .transform:
            outcome = AnyGestureRecognizer.apply(operation, to: &transforms[j], frame: frame)
            state = transforms[j].state
        case .hold:
            outcome = AnyGestureRecognizer.apply(operation, to: &holds[j], frame: frame)
            state = holds[j].state
        }
        return outcome
    }
}
