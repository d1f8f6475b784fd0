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

    /// Registers `recognizer` after the others.
    mutating func append(_ recognizer: AnyGestureRecognizer) {
        switch recognizer {
        case .pan(let r): order.append((.pan, pans.count)); pans.append(r)
        case .swipe(let r): order.append((.swipe, swipes.count)); swipes.append(r)
        case .transform(let r): order.append((.transform, transforms.count)); transforms.append(r)
        case .hold(let r): order.append((.hold, holds.count)); holds.append(r)
        }
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

    /// Applies `operation` to the `i`-th recognizer in place; returns what it produced and its new state.
    @inline(__always)
    mutating func perform(_ operation: AnyGestureRecognizer.Operation, _ i: Int,
                          frame: RecognitionFrame) -> (outcome: AnyGestureRecognizer.Outcome, state: RecognizerState) {
        let (lane, j) = order[i]
        switch lane {
        case .pan: return Self.perform(operation, on: &pans[j], frame: frame)
        case .swipe: return Self.perform(operation, on: &swipes[j], frame: frame)
        case .transform: return Self.perform(operation, on: &transforms[j], frame: frame)
        case .hold: return Self.perform(operation, on: &holds[j], frame: frame)
        }
    }

    @inline(__always)
    private static func perform<R: GestureRecognizing>(_ operation: AnyGestureRecognizer.Operation, on r: inout R,
                                                       frame: RecognitionFrame)
        -> (outcome: AnyGestureRecognizer.Outcome, state: RecognizerState) {
        let outcome = AnyGestureRecognizer.apply(operation, to: &r, frame: frame)
        return (outcome, r.state)
    }
}
