import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// The animation process protocol's requests (docs/animation-protocol.md): a hello, one tick request
/// per display-tick span, a goodbye; each one JSON object on one line, keys in a fixed order, numbers
/// printed the same way on every machine.
public enum AnimationProtocol {
    /// The protocol version this Touchstone speaks.
    public static let version = 1

    /// What the hello tells the child.
    public struct Session: Sendable, Hashable {
        /// The recording's name (its file name).
        public var recording: String
        /// The recording's device name.
        public var device: String
        /// Display ticks per second.
        public var framesPerSecond: Int
        /// Creates a session description.
        public init(recording: String, device: String, framesPerSecond: Int) {
            self.recording = recording
            self.device = device
            self.framesPerSecond = framesPerSecond
        }
    }

    /// `{"type":"hello","protocol":1,...}`.
    public static func hello(_ session: Session, container: SceneSize) -> String {
        "{\"type\":\"hello\",\"protocol\":\(version),\"container\":{\"width\":\(number(container.width)),"
            + "\"height\":\(number(container.height))},\"fps\":\(session.framesPerSecond),"
            + "\"device\":\(session.device.jsonQuoted),\"recording\":\(session.recording.jsonQuoted)}"
    }

    /// The tick request for `frame`, the `index`-th display tick of the run (counting from 0).
    public static func tick(_ frame: AnimationFrame, index: Int64) -> String {
        var text = "{\"type\":\"tick\",\"tick\":\(index),\"t_us\":\(frame.time),\"progress\":\(number(frame.progress))"
        text += ",\"ticks\":\(frame.tickCount),\"until_us\":\(frame.lastTime)"
        text += ",\"phase\":\(frame.phase.rawValue.jsonQuoted),\"velocity\":\(number(frame.velocity))"
        text += ",\"reversed\":\(frame.context.isReversed)"
        if let g = frame.gesture {
            text += ",\"gesture\":{\"phase\":\(g.phase.rawValue.jsonQuoted),\"kind\":\(g.kind.rawValue.jsonQuoted)"
            text += ",\"direction\":\(g.direction.rawValue.jsonQuoted),\"fingers\":\(g.fingers)"
            text += ",\"progress\":\(number(g.progress)),\"velocity\":\(number(g.progressVelocity))"
            text += ",\"t_us\":\(g.time)}"
        } else {
            text += ",\"gesture\":null"
        }
        text += ",\"events\":[" + frame.events.map(event).joined(separator: ",") + "]}"
        return text
    }

    /// `{"type":"goodbye","ticks":N,"t_us":T}`: the run is over after `ticks` display ticks, the last at `time`.
    public static func goodbye(ticks: Int64, lastTime: Int64) -> String {
        "{\"type\":\"goodbye\",\"ticks\":\(ticks),\"t_us\":\(lastTime)}"
    }

    /// One lifecycle event.
    static func event(_ event: TransitionEvent) -> String {
        let head = "{\"t_us\":\(event.time),\"type\":"
        switch event.kind {
        case .willBegin:
            return head + "\"will_begin\"}"
        case .styleToggled(let alternate):
            return head + "\"style_toggled\",\"alternate\":\(alternate)}"
        case .grabbed(let progress):
            return head + "\"grabbed\",\"progress\":\(number(progress))}"
        case .finishStarted(let decision, let from, let duration, let curve):
            return head + "\"finish_started\",\"decision\":\(decision.rawValue.jsonQuoted),\"from_progress\":\(number(from))"
                + ",\"duration_us\":\(duration),\"curve\":\(curve.rawValue.jsonQuoted)}"
        case .didEnd(let completed):
            return head + "\"did_end\",\"completed\":\(completed)}"
        case .ignored(let phase, let reason):
            return head + "\"ignored\",\"gesture_phase\":\(phase.rawValue.jsonQuoted),\"reason\":\(reason.jsonQuoted)}"
        }
    }

    /// A number as JSON: integers without a fraction, others in Swift's shortest round-trip form
    /// (the same on every machine); not-a-number and infinities as null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
