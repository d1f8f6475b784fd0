import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneLinux
import TouchstoneReplay
import TouchstoneTransitions

/// `touchstone replay FILE --animation NAME`: drives the recognizers and a transition from a recording on
/// a virtual clock and prints the outcome.
public struct ReplayCommand: Command {
    public init() {}
    public let name = "replay"
    public let summary = "Replay a recording against an animation and print the outcome."
    public let usage = "FILE [--animation NAME | --animation-cmd 'CMD ARGS'] [--fps N] [--engine PRESET] [--json] [--timeline OUT.json] [--realtime]"
    public var discussion: String {
        """
        The same recording, animation and settings give the same outcome and timeline on every run and
        machine. Replay runs as fast as the CPU allows; --realtime paces the display ticks at their
        recorded times and prints each one. Animations: \(AnimationRegistry.standard.names.joined(separator: ", ")).
        """
    }
    public let options: [OptionSpec] = ReplayInput.options + [
        .flag("json", help: "Print the outcome as one JSON object."),
        .value("timeline", "OUT.json", help: "Write every display tick (time, phase, progress, velocity, scene digest)."),
        .flag("realtime", help: "Pace the display ticks at their recorded times, printing each."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let input = try ReplayInput(arguments, in: context)
        let path = input.path
        let result = try input.replay { () throws(ReplayError) in
            try Self.replay(input.recording, configuration: input.configuration, animation: input.animation,
                            realtime: arguments.has("realtime"), output: context.output)
        }
        if let timeline = arguments.value("timeline") {
            try FileOutput.write(ReplayJSON.timeline(result, file: path), to: timeline)
        }
        context.output.write(arguments.has("json") ? ReplayJSON.outcome(result, file: path) + "\n" : Self.text(result, file: path))
        return .ok
    }

    /// Replays `recording`; with `realtime`, prints each tick as the replay makes it, at its time on the
    /// wall clock.
    static func replay(_ recording: Recording, configuration: ReplayConfiguration, animation: ProcessAnimation?,
                       realtime: Bool, output: OutputSink) throws(ReplayError) -> ReplayResult {
        guard realtime else { return try ExternalAnimation.replay(recording, configuration: configuration, animation: animation) }
        var replayer: Replayer
        if let animation {
            replayer = try Replayer(recording, configuration: configuration, animation: animation)
        } else {
            replayer = try Replayer(recording, configuration: configuration)
        }
        let start = MonotonicClock.now()
        var timeline = TransitionTimeline(displayLink: replayer.displayLink)
        while let span = try replayer.next() {
            for offset in 0..<span.count {
                let tick = span.tick(at: offset, link: replayer.displayLink)
                MonotonicClock.sleep(until: start + tick.time)
                output.line("\(fixed(Double(tick.time) / 1000, 1)) ms  \(tick.phase.rawValue)  progress \(fixed(tick.progress, 3))")
            }
            timeline.append(span)
        }
        do {
            try animation?.finish()
        } catch {
            throw .animation(error)
        }
        return replayer.result(timeline)
    }

    /// The outcome for people.
    static func text(_ result: ReplayResult, file: String) -> String {
        let o = result.outcome
        let c = result.configuration
        var lines = ["\(file)  \(c.animationName) (\(c.enginePreset), \(c.framesPerSecond) Hz)"]
        if let g = o.driver {
            lines.append("  gesture   \(g.kindName), \(g.fingers) fingers, \(g.direction.rawValue), \(g.outcome.rawValue)")
        } else {
            lines.append("  gesture   none began (\(o.decision.rawValue))")
        }
        if let p = o.progressAtRelease {
            let v = o.releaseVelocity.map { "(\(fixed($0.x, 1)), \(fixed($0.y, 1))) mm/s" } ?? "unknown"
            lines.append("  release   progress \(fixed(p, 3)), velocity \(v)")
        }
        let t = o.transition
        if let d = t.finishDuration { lines.append("  finish    \(fixed(d, 3)) s") }
        var final = "progress \(fixed(t.finalProgress, 3))"
        if t.styleToggled { final += ", style toggled" }
        if let child = t.currentChild { final += ", child \(child)" }
        if let hop = t.hopPosition, let child = hop.child { final += ", hop \(child) after \(hop.hops) hops" }
        lines.append("  final     \(final)")
        lines.append("  frames    \(o.displayFrames) display ticks from \(o.inputFrames) input frames")
        lines.append("  latency   median \(o.latency.median) us, p95 \(o.latency.p95) us, max \(o.latency.maximum) us (input to display)")
        return lines.joined(separator: "\n") + "\n"
    }
}
