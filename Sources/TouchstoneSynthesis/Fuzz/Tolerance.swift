import TouchstoneCore

/// The perturbations under which a recording's expected outcome must still hold: the expect block's
/// `tolerates` object (docs/fuzz.md), e.g. `{"stagger_ms": 40, "jitter_mm": 0.3, "mirror": true}`.
///
/// A number is the largest magnitude tolerated (from the identity: 0, or 1 for `timescale`); a
/// `[min, max]` pair a range (`timescale`, `resample_hz`); `true` a switch. Perturbations not listed
/// are not tolerated: the other invariants still apply to them, the expected outcome is not checked.
public struct Tolerance: Sendable, Hashable {
    /// Tolerated ranges per perturbation.
    public var ranges: [PerturbationKind: ClosedRange<Double>]

    /// Creates a tolerance.
    public init(_ ranges: [PerturbationKind: ClosedRange<Double>] = [:]) {
        self.ranges = ranges
    }

    /// When the expect block has no `tolerates`: what a recording's outcome should survive on any pad
    /// (docs/fuzz.md): landing stagger up to 20 ms, 0.1 mm jitter, 10 % dropped frames, a resync losing
    /// up to 2 frames, 100-240 Hz, time within 10 %, and the mirror image.
    public static let standard = Tolerance([.stagger: 0...20, .jitter: 0...0.1, .drop: 0...0.1, .resync: 1...2,
                                            .resample: 100...240, .timescale: 0.9...1.1, .mirror: 1...1])

    /// Reads `tolerates` from an expect block (nil block or key: `standard`).
    /// - Throws: `SpecError` naming the key and what it accepts.
    public init(expect: JSONValue?) throws(SpecError) {
        guard let block = expect?["tolerates"] else {
            self = .standard
            return
        }
        guard case .object(let members) = block else {
            throw SpecError("expect.tolerates", expected: "an object", found: SpecReader.kind(block))
        }
        ranges = [:]
        for (key, value) in members {
            let field = "expect.tolerates.\(key)"
            guard let kind = PerturbationKind.allCases.first(where: { $0.toleranceKey == key }) else {
                throw SpecError(field, expected: "a known perturbation (\(PerturbationKind.allCases.map(\.toleranceKey).joined(separator: ", ")))", found: "an unknown one")
            }
            let full = kind.range
            switch value {
            case .bool(let on) where kind.isSwitch:
                if on { ranges[kind] = 1...1 }
            case .number(let n) where !kind.isSwitch && kind != .resample && kind != .timescale:
                guard n >= 0, n <= full.upperBound else {
                    throw SpecError(field, expected: "a number from 0 to \(Perturbation.number(full.upperBound))", found: SpecReader.kind(value))
                }
                ranges[kind] = 0...n
            case .array(let pair) where (kind == .resample || kind == .timescale) && pair.count == 2:
                guard case .number(let low) = pair[0], case .number(let high) = pair[1], low <= high,
                      full.contains(low), full.contains(high) else {
                    throw SpecError(field, expected: "[min, max] within \(Perturbation.number(full.lowerBound))...\(Perturbation.number(full.upperBound))", found: SpecReader.kind(value))
                }
                ranges[kind] = low...high
            default:
                let wanted = kind.isSwitch ? "true or false" : (kind == .resample || kind == .timescale) ? "[min, max]" : "a number"
                throw SpecError(field, expected: "\(wanted)", found: SpecReader.kind(value))
            }
        }
    }

    /// Whether every perturbation of a run is tolerated.
    public func allows(_ perturbations: [Perturbation]) -> Bool {
        perturbations.allSatisfy { p in ranges[p.kind].map { $0.contains(p.magnitude) } ?? false }
    }
}
