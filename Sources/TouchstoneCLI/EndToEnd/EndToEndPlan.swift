/// What one `touchstone e2e` session does: the app, the recordings with what each must make the app print,
/// and the compositor and time limits. Written for scripts/e2e/session as KEY=VALUE lines.
public struct EndToEndPlan: Sendable, Hashable {
    /// One recording to play and the regular expressions the app's stdout must match after it.
    public struct Step: Sendable, Hashable {
        /// The recording file as given.
        public var path: String
        /// Extended regular expressions, each of which must match the app's output after this recording.
        public var expectations: [String]

        /// Creates a step.
        public init(path: String, expectations: [String]) {
            self.path = path
            self.expectations = expectations
        }
    }

    /// The app's command and arguments.
    public var app: [String]
    /// The recordings, played in order into one running app.
    public var steps: [Step]
    /// The line that says the app is ready (nil: its first line of output).
    public var ready: String?
    /// The compositor (`cage`, or `sway`).
    public var compositor: String
    /// Milliseconds between creating the uinput device and the first frame (the compositor must add it).
    public var settleMilliseconds: Int
    /// Seconds the app has to print its ready line.
    public var readySeconds: Int
    /// Seconds after a recording for its expectations to appear.
    public var gestureSeconds: Int
    /// Whether to ask the app for window snapshots before and after each recording.
    public var shots: Bool

    /// The compositors the session knows how to start.
    public static let compositors = ["cage", "sway"]

    /// Creates a plan with the defaults that held under QEMU/TCG on a loaded 2-core host (docs/e2e.md).
    public init(app: [String], steps: [Step], ready: String? = nil, compositor: String = "cage",
                settleMilliseconds: Int = 3000, readySeconds: Int = 240, gestureSeconds: Int = 60, shots: Bool = false) {
        self.app = app
        self.steps = steps
        self.ready = ready
        self.compositor = compositor
        self.settleMilliseconds = settleMilliseconds
        self.readySeconds = readySeconds
        self.gestureSeconds = gestureSeconds
        self.shots = shots
    }

    /// The plan file: `touchstone` is the binary the session plays with, `recordings` the path each step's
    /// file has where the session runs.
    public func text(touchstone: String, recordings: [String]) -> String {
        var lines = ["touchstone=\(touchstone)", "compositor=\(compositor)", "settle_ms=\(settleMilliseconds)",
                     "ready_s=\(readySeconds)", "gesture_s=\(gestureSeconds)", "shots=\(shots ? 1 : 0)",
                     "ready=\(ready ?? "")"]
        lines += app.map { "app=\($0)" }
        for (index, step) in steps.enumerated() {
            lines.append("recording=\(recordings[index])")
            lines += step.expectations.map { "expect.\(index + 1)=\($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds the whole session may take once the app is started: ready, then each recording's settle,
    /// frames (`durations`, microseconds) and expectation wait, with room for the snapshots.
    public func deadlineSeconds(durations: [Int64]) -> Int {
        let gestures = durations.reduce(0) { total, duration in
            total + settleMilliseconds / 1000 + Int(duration / 1_000_000) + gestureSeconds + 70
        }
        return 60 + readySeconds + gestures
    }

    /// Checks the plan can be written and run: an app, at least one recording, known compositor, no
    /// newlines in any value, valid regular expressions.
    /// - Throws: `CommandError.usage` naming what is wrong.
    public func validate() throws(CommandError) {
        guard !app.isEmpty else { throw .usage("--app names no command") }
        guard !steps.isEmpty else { throw .usage("expected at least one RECORDING") }
        guard Self.compositors.contains(compositor) else {
            throw .usage("--compositor takes \(Self.compositors.joined(separator: " or ")), not '\(compositor)'")
        }
        let values = app + steps.map(\.path) + steps.flatMap(\.expectations) + [ready ?? ""]
        if let bad = values.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            throw .usage("a line break cannot be passed to the session: '\(bad)'")
        }
        if let ready { _ = try Self.regex(ready, option: "--ready") }
        for step in steps {
            for pattern in step.expectations { _ = try Self.regex(pattern, option: "--expect (\(step.path))") }
        }
    }

    /// `pattern` compiled, with `^` and `$` matching at each line of the app's output (as grep does).
    static func regex(_ pattern: String, option: String) throws(CommandError) -> Regex<AnyRegexOutput> {
        do {
            return try Regex(pattern).anchorsMatchLineEndings()
        } catch {
            throw .usage("\(option): '\(pattern)' is not a regular expression: \(error)")
        }
    }
}
