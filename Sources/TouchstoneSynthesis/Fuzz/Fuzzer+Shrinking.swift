import TouchstoneCore
import TouchstoneRecognition

extension Fuzzer {
    /// Shrinks a violation: drops perturbations that are not needed, moves each magnitude towards its
    /// identity by bisection, then removes frames (whole chunks first) while the same invariant still
    /// breaks the same way.
    func shrink(_ violation: InvariantViolation, run: Int, perturbations: [Perturbation], target: FuzzTarget,
                checker: InvariantChecker) -> FuzzCounterexample {
        var budget = shrinkBudget
        let invariant = violation.invariant
        let signature = violation.signature
        func holds(_ candidate: [Perturbation]) -> Bool {
            guard budget > 0 else { return false }
            budget -= 1
            let (applied, input) = Self.apply(candidate, to: target.input)
            guard applied.count == candidate.count else { return false }
            return evaluate(applied, input: input, target: target, checker: checker, checkMirror: run == 0 || invariant == .mirrorSymmetry,
                            only: invariant)?.signature == signature
        }
        var current = perturbations
        // 1. Fewest perturbations.
        var i = 0
        while i < current.count {
            var without = current
            without.remove(at: i)
            if invariant == .mirrorSymmetry && current[i].kind == .mirror || !holds(without) { i += 1 } else { current = without }
        }
        // 2. Smallest magnitudes.
        let rate = 1_000_000 / Double(SynthDevice.framePeriod(of: target.input.frames))
        for index in current.indices where !current[index].kind.isSwitch {
            let kind = current[index].kind
            let identity: Double
            switch kind {
            case .timescale: identity = 1
            case .resample: identity = rate
            case .resync: identity = 1
            default: identity = 0
            }
            var low = identity, high = current[index].magnitude
            for _ in 0..<10 {
                var mid = (low + high) / 2
                if kind.isWhole { mid = mid.rounded(high > low ? .down : .up) }
                if mid == low || mid == high { break }
                var candidate = current
                candidate[index].magnitude = mid
                if holds(candidate) { high = mid } else { low = mid }
            }
            if kind.isWhole, high != low, (high - low).magnitude >= 1 {
                var candidate = current
                candidate[index].magnitude = low
                if holds(candidate) { high = low }
            }
            current[index].magnitude = high
        }
        // 3. Fewest frames.
        let mirrorOnly = invariant == .mirrorSymmetry
        let (applied, perturbed) = Self.apply(mirrorOnly ? current.filter { $0.kind != .mirror } : current, to: target.input)
        let mapping = DirectionMapping(current)
        func framesHold(_ frames: [TouchFrame]) -> Bool {
            guard budget > 0 else { return false }
            budget -= 1
            let input = FuzzInput(device: perturbed.device, frames: frames)
            let v: InvariantViolation?
            switch invariant {
            case .mirrorSymmetry: v = checker.mirrorViolation(input)
            case .expectedOutcome: v = checker.outcomeViolation(input, mapping: mapping)
            default: v = checker.streamViolation(input)
            }
            return v?.signature == signature
        }
        var frames = perturbed.frames
        // An expected outcome is a property of whole gestures: their frames are kept.
        var chunk = invariant == .expectedOutcome ? 0 : max(1, frames.count / 2)
        while chunk >= 1 && budget > 0 {
            var removedAny = false
            var start = 0
            while start < frames.count && budget > 0 {
                let sequences = FrameSequences(frames).ranges
                let firsts = Set(sequences.map(\.lowerBound))
                let end = min(frames.count, start + chunk)
                let removable = (start..<end).filter { frames[$0].fingerCount > 0 && !firsts.contains($0) }
                if !removable.isEmpty {
                    var candidate = frames
                    for r in removable.reversed() { candidate.remove(at: r) }
                    candidate = Perturbation.withoutRepeats(candidate)
                    if framesHold(candidate) {
                        frames = candidate
                        removedAny = true
                        continue
                    }
                }
                start += chunk
            }
            if !removedAny { chunk /= 2 }
        }
        let shrunk = FuzzInput(device: perturbed.device, frames: frames)
        let final = (invariant == .mirrorSymmetry ? checker.mirrorViolation(shrunk)
                     : invariant == .expectedOutcome ? checker.outcomeViolation(shrunk, mapping: mapping)
                     : checker.streamViolation(shrunk)) ?? violation
        _ = applied
        return FuzzCounterexample(target: target.name, violation: final, run: run, original: perturbations, perturbations: current,
                                  occurrences: 1, input: shrunk,
                                  expect: target.expect.map { Self.expectBlock($0, mapping: mirrorOnly ? DirectionMapping() : mapping) },
                                  framesBeforeShrinking: perturbed.frames.count)
    }

    /// The expect block for perturbed frames: gesture directions mapped, `tolerates` dropped.
    static func expectBlock(_ expect: JSONValue, mapping: DirectionMapping) -> JSONValue {
        guard case .object(let members) = expect else { return expect }
        return .object(members.compactMap { member -> (key: String, value: JSONValue)? in
            if member.key == "tolerates" { return nil }
            guard member.key == "gestures", case .array(let items) = member.value else { return member }
            return (member.key, .array(items.map { item in
                guard case .object(let fields) = item else { return item }
                return .object(fields.map { field in
                    guard field.key == "direction", case .string(let name) = field.value,
                          let direction = GestureDirection(rawValue: name) else { return field }
                    return (field.key, .string(mapping.apply(direction).rawValue))
                })
            }))
        })
    }
}

extension InvariantViolation {
    /// What must stay the same while shrinking: the invariant and what broke (the recognizer, or the
    /// expectation fields that differ), not the frame numbers.
    var signature: String {
        switch invariant {
        case .expectedOutcome:
            // The fields that differ, with the values for the categorical ones.
            let problems: [String] = message.split(separator: ";").map { Self.problemSignature(String($0)) }
            return invariant.rawValue + ":" + problems.joined(separator: ",")
        case .mirrorSymmetry:
            return invariant.rawValue + ":" + message  // both classifications, no frame numbers
        default:
            return invariant.rawValue + ":" + (message.split(separator: " ").first.map(String.init) ?? "")
        }
    }

    /// `gestures[0].outcome: expected completed, found cancelled` without the place; only the path for
    /// numeric fields (their values move as frames are removed).
    private static func problemSignature(_ problem: String) -> String {
        let text = String(problem.drop { $0 == " " })
        let path = String(text.prefix { $0 != ":" })
        let categorical = ["kind", "fingers", "direction", "outcome"].contains { path.hasSuffix("." + $0) }
        guard categorical else { return path }
        guard let cut = text.firstRange(of: " (") else { return text }
        return String(text[..<cut.lowerBound])
    }
}
