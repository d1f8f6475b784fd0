/// Why an animation gave no scene: an animation outside the process (a child process, a closure
/// over I/O) failed or answered something that is not a scene. Built-in animations never throw.
public struct AnimationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The animation's registry name.
    public var animation: String
    /// What went wrong, naming what was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(animation: String, message: String) {
        self.animation = animation
        self.message = message
    }

    /// The sentence shown to users.
    public var description: String { "animation '\(animation)': \(message)" }
}
