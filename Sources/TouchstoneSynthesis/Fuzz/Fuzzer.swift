import TouchstoneCore
import TouchstoneRecognition

/// Perturbs a recording run after run, checks the invariants, and shrinks what breaks them
/// (docs/fuzz.md). Pure and seeded: the same target, configuration and seed give the same report.
public struct Fuzzer: Sendable {
    /// What is checked.
    public var recognizer: RecognizerUnderTest
    /// Runs per target; run 0 is the recording as it is.
    public var runs: Int
    /// Seed of every draw.
    public var seed: UInt64
    /// The perturbations drawn from.
    public var kinds: [PerturbationKind]
    /// Most checks spent shrinking one violation.
    public var shrinkBudget: Int

    /// Creates a fuzzer.
    public init(recognizer: RecognizerUnderTest = .arena(), runs: Int = 100, seed: UInt64 = 1,
                kinds: [PerturbationKind] = PerturbationKind.allCases, shrinkBudget: Int = 400) {
        self.recognizer = recognizer
        self.runs = runs
        self.seed = seed
        self.kinds = kinds
        self.shrinkBudget = shrinkBudget
    }

    /// Fuzzes `target`. Its runs are seeded by `seed` and `key` alone (the command passes the file's
    /// path relative to the folder it was found in), so the cases of one file do not depend on which
    /// other files are fuzzed with it.
    public func fuzz(_ target: FuzzTarget, key: String = "") -> FuzzReport {
        let checker = InvariantChecker(recognizer: recognizer, oracle: target.oracle)
        let keyHash = FNV1a.hash(key)
        var found: [Invariant: FuzzCounterexample] = [:]
        for run in 0..<runs {
            let drawn = run == 0 ? [] : draw(run: run, target: target, keyHash: keyHash)
            let (applied, input) = Self.apply(drawn, to: target.input)
            guard let violation = evaluate(applied, input: input, target: target, checker: checker, checkMirror: run == 0) else { continue }
            if found[violation.invariant] != nil {
                found[violation.invariant]!.occurrences += 1
                continue
            }
            found[violation.invariant] = shrink(violation, run: run, perturbations: applied, target: target, checker: checker)
        }
        return FuzzReport(runs: runs, counterexamples: found.values.sorted { $0.violation.invariant < $1.violation.invariant })
    }

    /// The perturbations of run `run`: each kind with probability 0.3 (at least one); on even runs
    /// of a target with an expectation, only tolerated kinds within their tolerated ranges.
    func draw(run: Int, target: FuzzTarget, keyHash: UInt64) -> [Perturbation] {
        var random = SplitMix64(seed: seed ^ keyHash, stream: UInt64(run))
        let tolerated = kinds.filter { target.tolerance.ranges[$0] != nil }
        let withinTolerance = target.oracle != nil && !tolerated.isEmpty && run % 2 == 0
        let pool = withinTolerance ? tolerated : kinds
        guard !pool.isEmpty else { return [] }
        var chosen = pool.filter { _ in random.unit() < (withinTolerance ? 0.5 : 0.3) }
        if chosen.isEmpty { chosen = [pool[random.integer(0...(pool.count - 1))]] }
        return chosen.sorted().map { kind in
            let range = withinTolerance ? target.tolerance.ranges[kind]! : kind.range
            var magnitude = random.uniform(range)
            if kind.isWhole { magnitude = magnitude.rounded() }
            return Perturbation(kind, magnitude, seed: random.next())
        }
    }

    /// Applies `perturbations` in order; returns those that applied and the result.
    static func apply(_ perturbations: [Perturbation], to input: FuzzInput) -> ([Perturbation], FuzzInput) {
        var current = input
        var applied: [Perturbation] = []
        for p in perturbations.sorted(by: { $0.kind < $1.kind }) {
            guard let next = p.apply(to: current) else { continue }
            current = next
            applied.append(p)
        }
        return (applied, current)
    }

    /// The first violation of a run, checking only `only` when given.
    func evaluate(_ applied: [Perturbation], input: FuzzInput, target: FuzzTarget, checker: InvariantChecker,
                  checkMirror: Bool, only: Invariant? = nil) -> InvariantViolation? {
        let streamInvariants: Set<Invariant> = [.endsOnce, .idleAfterLift, .progressInRange, .phaseOrder]
        if only == nil || streamInvariants.contains(only!), let v = checker.streamViolation(input), only == nil || v.invariant == only {
            return v
        }
        if only == nil || only == .mirrorSymmetry, checkMirror || applied.contains(where: { $0.kind == .mirror }) {
            let unmirrored = Self.apply(applied.filter { $0.kind != .mirror }, to: target.input).1
            if let v = checker.mirrorViolation(unmirrored) { return v }
        }
        if only == nil || only == .expectedOutcome, target.tolerance.allows(applied),
           let v = checker.outcomeViolation(input, mapping: DirectionMapping(applied)) {
            return v
        }
        return nil
    }
}
