/// A polygon / quadratic-curve path, e.g. the mask of Gagat's sliding reveal edge.
public struct ScenePath: Sendable, Hashable {
    /// The drawing commands in order.
    public var elements: [PathElement]

    /// Creates a path from its commands.
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// A closed rectangle path.
    public static func rectangle(_ rect: SceneRect) -> ScenePath {
        ScenePath([
            .move(to: ScenePoint(x: rect.minX, y: rect.minY)),
            .line(to: ScenePoint(x: rect.maxX, y: rect.minY)),
            .line(to: ScenePoint(x: rect.maxX, y: rect.maxY)),
            .line(to: ScenePoint(x: rect.minX, y: rect.maxY)),
            .close,
        ])
    }

    /// The same path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> ScenePath {
        func move(_ p: ScenePoint) -> ScenePoint { ScenePoint(x: p.x + dx, y: p.y + dy) }
        return ScenePath(elements.map { element in
            switch element {
            case .move(let p): return .move(to: move(p))
            case .line(let p): return .line(to: move(p))
            case .quadCurve(let p, let c): return .quadCurve(to: move(p), control: move(c))
            case .close: return .close
            }
        })
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension ScenePath: Codable {}
