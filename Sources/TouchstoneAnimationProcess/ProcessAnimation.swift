import TouchstoneCore
import TouchstoneReplay
import TouchstoneTransitions

/// An animation computed by a child process that speaks the animation process protocol
/// (docs/animation-protocol.md): the adapter that plugs a transition written in any language into the
/// replay driver.
///
/// The child starts at the first display tick the engine asks for (so every failure, including "cannot
/// start", surfaces as the replay's `AnimationError`), gets a hello, then one request per `TickSpan`,
/// and a goodbye from `finish()`. Each reply's state and scene are kept. A failure names the recording,
/// the tick and the offending line, kills the child's process group and reaps it; deinit does the same,
/// so no child outlives its animation.
///
/// A reference type used from one thread at a time (the replay that owns it); it is `Sendable` so that
/// it can be handed to a replay, not to be shared between concurrent replays.
public final class ProcessAnimation: TransitionAnimation, @unchecked Sendable {
    /// The command.
    public let command: AnimationCommand
    /// Recording, device and rate, for the hello and for messages.
    public let session: AnimationProtocol.Session
    /// Where the child's stderr lines go as they come (already prefixed with the recording's name).
    private let stderrSink: @Sendable (String) -> Void
    private var child: LineChild?
    private var failure: AnimationError?
    private var finished = false
    private var statedDuration: Double?
    private var container = SceneSize.iPhone
    private var ticksSent: Int64 = 0
    private var lastTime: Int64 = 0
    private var currentState: JSONValue?

    /// Every state reply, in order (a reply without `"state"` repeats none).
    public private(set) var states: [AnimationStateSample] = []
    /// Every reply line, in order (the hello reply first): what `touchstone test --repeat` compares.
    public private(set) var replies: [String] = []
    /// For each of `replies`, the display tick and time it answered (nil for the hello).
    public private(set) var replyTicks: [(index: Int64, time: Int64)?] = []
    /// The child's stderr lines, unprefixed.
    public private(set) var standardError: [String] = []
    /// The child's process id once started (it is gone, killed or exited and reaped, after a failure or `finish()`).
    public private(set) var processID: Int32?
    /// The name the child gave in its hello reply, if any.
    public private(set) var childName: String?

    /// Creates the adapter; nothing runs until the first tick.
    public init(_ command: AnimationCommand, session: AnimationProtocol.Session,
                standardError sink: @escaping @Sendable (String) -> Void = { _ in }) {
        self.command = command
        self.session = session
        self.stderrSink = sink
    }

    deinit { child?.terminate() }

    /// The command as typed.
    public var name: String { command.displayName }

    /// The duration the child stated in its hello reply (`"duration_s"`), else 1 s.
    public var duration: Double { statedDuration ?? 1 }

    /// The last state the child reported.
    public var finalState: JSONValue? { currentState }

    /// Not used by the engine (it calls `scene(for:)`); answers a frame at `progress` without time.
    public func scene(at progress: Double, context: AnimationContext) throws(AnimationError) -> Scene {
        try scene(for: AnimationFrame(time: lastTime, progress: progress, context: context))
    }

    /// Sends the tick request for `frame` and returns the reply's scene.
    public func scene(for frame: AnimationFrame) throws(AnimationError) -> Scene {
        if let failure { throw failure }
        let index = ticksSent
        let place = "tick \(index) (t = \(frame.time) us)"
        if child == nil { try start(container: frame.context.containerSize) }
        let line = try exchange(AnimationProtocol.tick(frame, index: index), place: place, tick: (index, frame.time))
        let reply: AnimationReply
        do {
            reply = try AnimationReply(line: line, container: container)
        } catch {
            throw fail("the reply to \(place) \(error): \(Self.quote(line))")
        }
        ticksSent += frame.tickCount
        lastTime = frame.lastTime
        if let state = reply.state {
            currentState = state
            states.append(AnimationStateSample(displayTick: index, time: frame.time, state: state))
        }
        return reply.scene ?? Scene(containerSize: container)
    }

    /// Sends the goodbye, closes the child's input and waits for it to exit with status 0.
    /// - Throws: the run's earlier failure, or a child that does not exit cleanly.
    public func finish() throws(AnimationError) {
        if let failure { throw failure }
        guard !finished else { return }
        finished = true
        guard let child else { return }
        let place = "the goodbye after \(ticksSent) ticks"
        do {
            try child.write(AnimationProtocol.goodbye(ticks: ticksSent, lastTime: lastTime), timeout: command.replyTimeout)
        } catch {
            throw failed(error, place: place)
        }
        child.closeInput()
        guard let status = child.waitForExit(timeout: command.replyTimeout) else {
            throw fail("did not exit within \(Self.seconds(command.replyTimeout)) after \(place)")
        }
        guard status == .exited(0) else { throw fail("\(status) after \(place)\(lastError)") }
        child.terminate()
    }

    // MARK: - Talking

    /// Starts the child and exchanges the hello now (the first tick does it otherwise): to fail early,
    /// or to time a replay without the child's start-up. Does nothing once started.
    public func start(container size: SceneSize = .iPhone) throws(AnimationError) {
        if let failure { throw failure }
        guard child == nil else { return }
        container = size
        let prefix = "[\(session.recording)] "
        let sink = stderrSink
        do {
            child = try LineChild(arguments: command.arguments, directory: command.directory,
                                  maxLineLength: command.maxLineLength) { [weak self] line in
                self?.standardError.append(line)
                sink(prefix + line)
            }
        } catch {
            throw fail("cannot start: \(Self.describe(error))")
        }
        processID = child?.pid
        let line = try exchange(AnimationProtocol.hello(session, container: size), place: "the hello", tick: nil)
        do {
            let hello = try AnimationReply.hello(line: line)
            if let version = hello.version, version != AnimationProtocol.version {
                throw fail("speaks protocol version \(version), Touchstone speaks version \(AnimationProtocol.version) (hello reply \(Self.quote(line)))")
            }
            childName = hello.name
            statedDuration = hello.duration
        } catch let error as AnimationReplyError {
            throw fail("the reply to the hello \(error): \(Self.quote(line))")
        } catch let error as AnimationError {
            throw error
        } catch {
            throw fail("\(error)")
        }
    }

    /// Writes `request`, reads one reply line (within the deadline) and checks nothing more came.
    private func exchange(_ request: String, place: String, tick: (index: Int64, time: Int64)?) throws(AnimationError) -> String {
        guard let child else { throw fail("is not running") }
        do {
            try child.write(request, timeout: command.replyTimeout)
            let line = try child.readLine(timeout: command.replyTimeout)
            replies.append(line)
            replyTicks.append(tick)
            if child.hasBufferedOutput {
                throw fail("wrote more than one line in reply to \(place) (flood): \(Self.quote(line)) then more")
            }
            return line
        } catch let error as LineChild.Failure {
            throw failed(error, place: place)
        } catch let error as AnimationError {
            throw error
        } catch {
            throw fail("\(error)")
        }
    }

    private func failed(_ error: LineChild.Failure, place: String) -> AnimationError {
        switch error {
        case .cannotStart(let why):
            return fail("cannot start: \(why)")
        case .ended(let status):
            let how = status.map(\.description) ?? "closed its output"
            return fail("\(how) before replying to \(place)\(lastError)")
        case .timedOut(let partial):
            return fail("did not reply to \(place) within \(Self.seconds(command.replyTimeout))"
                        + (partial.isEmpty ? "" : " (partial line \(Self.quote(partial)))") + " (set --reply-timeout)")
        case .tooLong(let start):
            return fail("wrote a line longer than \(command.maxLineLength) bytes in reply to \(place) (flood): \(Self.quote(start))")
        case .notReading:
            return fail("stopped reading its input: \(place) could not be sent within \(Self.seconds(command.replyTimeout))")
        case .writeFailed:
            let status = child?.waitForExit(timeout: 1_000_000)
            return fail("\(status.map(\.description) ?? "closed its input") before \(place) could be sent\(lastError)")
        }
    }

    /// Records the failure (later calls throw it again), kills the child and returns the error.
    private func fail(_ message: String) -> AnimationError {
        let error = AnimationError(InputProblem.place(AnimationError.place(name), "recording \(session.recording)"), message)
        failure = error
        child?.terminate()
        return error
    }

    private var lastError: String {
        standardError.last.map { "; its last stderr line: \(Self.quote($0))" } ?? ""
    }

    private static func describe(_ error: LineChild.Failure) -> String {
        if case .cannotStart(let why) = error { return why }
        return "\(error)"
    }

    static func quote(_ line: String) -> String {
        let shown = line.count > 200 ? String(line.prefix(200)) + "..." : line
        return "'\(shown)'"
    }

    static func seconds(_ microseconds: Int64) -> String {
        microseconds % 1_000_000 == 0 ? "\(microseconds / 1_000_000) s" : "\(Double(microseconds) / 1e6) s"
    }
}
