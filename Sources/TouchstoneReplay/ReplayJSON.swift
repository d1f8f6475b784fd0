import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// Deterministic JSON for replay outcomes and timelines: fixed key order, numbers rounded to
/// 6 decimals, one tick per line, so timelines can be kept as golden files and diffed. A run of more
/// than one second of ticks that repeat one another (nothing moving) is one line with its last time
/// and tick count, so an idle hour is one line, not 216,000.
public enum ReplayJSON {
    /// The outcome as one JSON object (what `touchstone replay --json` prints).
    public static func outcome(_ result: ReplayResult, file: String) -> String {
        let o = result.outcome
        // With no driver, name the gesture that failed (a pessimistic pan that must not start).
        let gesture = o.driver ?? o.gestures.first { $0.outcome == .failed }
        var pairs: [(String, String)] = [
            ("file", file.jsonQuoted),
            ("animation", result.configuration.animationName.jsonQuoted),
            ("engine", result.configuration.enginePreset.jsonQuoted),
            ("fps", "\(result.configuration.framesPerSecond)"),
            ("gesture", gesture.map { $0.kindName.jsonQuoted } ?? "\"none\""),
            ("fingers", gesture.map { "\($0.fingers)" } ?? "0"),
            ("direction", (gesture?.direction.rawValue ?? "none").jsonQuoted),
            ("decision", o.decision.rawValue.jsonQuoted),
            ("progress_at_release", o.progressAtRelease.map(number) ?? "null"),
            ("release_velocity_mm_s", o.releaseVelocity.map { "[\(number($0.x)), \(number($0.y))]" } ?? "null"),
            ("finish_duration_s", o.transition.finishDuration.map(number) ?? "null"),
            ("final_progress", number(o.transition.finalProgress)),
            ("style_toggled", "\(o.transition.styleToggled)"),
            ("current_child", o.transition.currentChild?.jsonQuoted ?? "null"),
            ("hop_child", o.transition.hopPosition?.child?.jsonQuoted ?? "null"),
            ("completed_transitions", "\(o.transition.completedTransitions)"),
            ("reverted_transitions", "\(o.transition.revertedTransitions)"),
            ("display_frames", "\(o.displayFrames)"),
            ("input_frames", "\(o.inputFrames)"),
            ("latency_us", "{\"median\": \(o.latency.median), \"p95\": \(o.latency.p95), \"max\": \(o.latency.maximum), \"mean\": \(o.latency.mean)}"),
        ]
        pairs.append(("gestures", "\(o.gestures.count)"))
        return "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The whole timeline: a header with the outcome, then one tick per line (a long idle run per line).
    public static func timeline(_ result: ReplayResult, file: String) -> String {
        var lines: [String] = []
        let timeline = result.timeline
        let longRun = Int64(result.configuration.framesPerSecond)
        for span in timeline.spans {
            let tick = span.first
            let rest = "\"gesture\": \((tick.gesturePhase?.rawValue ?? "none").jsonQuoted), "
                + "\"phase\": \(tick.phase.rawValue.jsonQuoted), \"progress\": \(number(tick.progress)), "
                + "\"velocity\": \(number(tick.velocity)), \"scene\": \"\(tick.sceneDigest)\"}"
            if span.count > longRun {
                lines.append("    {\"t_us\": \(tick.time), \"through_us\": \(span.lastTime), \"ticks\": \(span.count), " + rest)
            } else {
                for offset in 0..<span.count {
                    lines.append("    {\"t_us\": \(span.tick(at: offset, link: timeline.displayLink).time), " + rest)
                }
            }
        }
        return "{\n  \"format\": \"touchstone-timeline\",\n  \"version\": 1,\n"
            + "  \"outcome\": \(outcome(result, file: file)),\n  \"ticks\": [\n"
            + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// A number with at most 6 decimals and no negative zero: stable across runs and machines.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
