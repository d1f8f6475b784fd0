import TouchstoneCore
import TouchstoneRecognition

/// Checks the stream invariants (ends once, idle after lift, progress in range, phase order) over one
/// run of a recognizer, and the mirror symmetry and expected outcome when asked.
public struct InvariantChecker: Sendable {
    /// What is checked.
    public var recognizer: RecognizerUnderTest
    /// Decides the expected outcome: mismatch messages for gestures found (nil: nothing expected).
    public var oracle: (@Sendable (_ gestures: [GestureClassification], _ mapping: DirectionMapping) -> [String])?

    /// Creates a checker.
    public init(recognizer: RecognizerUnderTest,
                oracle: (@Sendable ([GestureClassification], DirectionMapping) -> [String])? = nil) {
        self.recognizer = recognizer
        self.oracle = oracle
    }

    /// The first violation of the stream invariants in `input`, if any.
    public func streamViolation(_ input: FuzzInput) -> InvariantViolation? {
        enum Phase { case idle, running, done }
        var phases: [String: Phase] = [:]
        var found: InvariantViolation?
        let frames = input.frames
        recognizer.stream(frames, input.device) { index, updates, activeAfter in
            guard found == nil else { return }
            let time = index < frames.count ? frames[index].time : (frames.last?.time ?? 0)
            let at = index < frames.count ? "frame \(index), t = \(time) us" : "the end of the recording"
            for u in updates {
                if !(u.progress.isFinite && u.progress >= 0 && u.progress <= 1) {
                    found = InvariantViolation(.progressInRange, "\(u.recognizer) \(u.phase.rawValue) with progress \(u.progress) at \(at)")
                    return
                }
                let phase = phases[u.recognizer] ?? .idle
                switch (u.phase, phase) {
                case (.began, .idle), (.changed, .running): break
                case (.ended, .running), (.cancelled, .running), (.failed, .idle): break
                case (.ended, .done), (.cancelled, .done):
                    found = InvariantViolation(.endsOnce, "\(u.recognizer) \(u.phase.rawValue) again after it had ended, at \(at)")
                    return
                case (.ended, .idle), (.cancelled, .idle):
                    found = InvariantViolation(.endsOnce, "\(u.recognizer) \(u.phase.rawValue) without having begun, at \(at)")
                    return
                default:
                    found = InvariantViolation(.phaseOrder, "\(u.recognizer) \(u.phase.rawValue) after \(phase == .idle ? "nothing" : phase == .running ? "began" : "it ended"), at \(at)")
                    return
                }
                switch u.phase {
                case .began, .changed: phases[u.recognizer] = .running
                case .ended, .cancelled, .failed: phases[u.recognizer] = .done
                }
            }
            let sequenceEnds = index >= frames.count || frames[index].fingerCount == 0
            guard sequenceEnds else { return }
            if let open = phases.filter({ $0.value == .running }).keys.sorted().first {
                found = InvariantViolation(.endsOnce, "\(open) began but did not end when the sequence ended, at \(at)")
                return
            }
            if activeAfter() {
                found = InvariantViolation(.idleAfterLift, "a recognizer is still active after all fingers lifted, at \(at)")
                return
            }
            phases.removeAll(keepingCapacity: true)
        }
        return found
    }

    /// The mirror violation of `input`, if its mirror image is not recognized as the mirrored gestures.
    public func mirrorViolation(_ input: FuzzInput) -> InvariantViolation? {
        guard let mirrored = Perturbation(.mirror, 1).apply(to: input) else { return nil }
        let plain = recognizer.classify(input.frames, input.device)
        let flipped = recognizer.classify(mirrored.frames, mirrored.device)
        let mapping = DirectionMapping(mirrored: true)
        func text(_ g: [GestureClassification]) -> String {
            g.map { "\($0.kindName) \($0.fingers) \($0.direction.rawValue) \($0.outcome.rawValue)" }.joined(separator: "; ")
        }
        let agrees = plain.count == flipped.count && zip(plain, flipped).allSatisfy { a, b in
            a.kind == b.kind && a.fingers == b.fingers && a.outcome == b.outcome && mapping.apply(a.direction) == b.direction
        }
        return agrees ? nil : InvariantViolation(.mirrorSymmetry, "as recorded: \(text(plain)); mirrored: \(text(flipped))")
    }

    /// The expected-outcome violation of `input` (perturbed with `mapping`), if any.
    public func outcomeViolation(_ input: FuzzInput, mapping: DirectionMapping) -> InvariantViolation? {
        guard let oracle else { return nil }
        let problems = oracle(recognizer.classify(input.frames, input.device), mapping)
        return problems.isEmpty ? nil : InvariantViolation(.expectedOutcome, problems.joined(separator: "; "))
    }
}
