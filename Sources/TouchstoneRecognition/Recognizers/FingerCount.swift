/// Which finger counts a recognizer accepts.
public enum FingerCount: Sendable, Hashable {
    /// Exactly this many.
    case exactly(Int)
    /// This many or more.
    case atLeast(Int)
    /// Between the two, inclusive.
    case range(Int, Int)

    /// Fewest fingers accepted.
    public var minimum: Int {
        switch self {
        case .exactly(let n), .atLeast(let n), .range(let n, _): return n
        }
    }

    /// Most fingers accepted.
    public var maximum: Int {
        switch self {
        case .exactly(let n): return n
        case .atLeast: return Int.max
        case .range(_, let n): return n
        }
    }

    /// True when `fingers` is accepted.
    public func accepts(_ fingers: Int) -> Bool { fingers >= minimum && fingers <= maximum }
}
