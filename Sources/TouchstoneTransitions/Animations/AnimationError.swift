import TouchstoneCore

/// Why an animation gave no scene: an animation outside the process (a child process, a closure
/// over I/O) failed or answered something that is not a scene. Built-in animations never throw.
///
/// Its place starts with the animation (`animation 'cube': recording r.json: expected ..., found ...`).
public struct AnimationError: InputError, Sendable, Hashable {
    /// Where (the animation first), what was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }

    /// The place of a problem with the animation registered as `name`: `animation 'name'`.
    public static func place(_ name: String) -> String { "animation '\(name)'" }
}
