import TouchstoneCore

/// The JSON Lines the daemon sends to clients (schema in docs/daemon.md, version 1).
///
/// Every line is one object with a `type`; keys come in a fixed order so clients and tests can diff them.
public enum DaemonMessage: Sendable, Hashable {
    /// First line on every connection.
    case hello(version: Int, daemon: String, devices: [String])
    /// A device appeared or went away.
    case device(event: String, node: String, name: String, kind: String)
    /// A gesture update; `update` is the rendered update object; times are CLOCK_MONOTONIC µs.
    case update(node: String, kernelTime: Int64, sendTime: Int64, update: String)
    /// A raw touch frame (for clients that subscribed to frames).
    case frame(node: String, kernelTime: Int64, sendTime: Int64, fingers: Int, contacts: [Contact])
    /// libinput's own gesture event, for comparison.
    case libinput(node: String, event: LibinputGestureEvent, sendTime: Int64)
    /// The client's queue overflowed: `count` older messages were dropped.
    case missed(count: Int)
    /// The daemon is shutting down.
    case goodbye

    /// Protocol version clients can check in `hello`.
    public static let protocolVersion = 1

    /// The line (without newline).
    public var line: String {
        switch self {
        case let .hello(version, daemon, devices):
            return "{\"type\": \"hello\", \"version\": \(version), \"daemon\": \(daemon.jsonQuoted), \"devices\": [\(devices.map(\.jsonQuoted).joined(separator: ", "))]}"
        case let .device(event, node, name, kind):
            return "{\"type\": \"device\", \"event\": \(event.jsonQuoted), \"node\": \(node.jsonQuoted), \"name\": \(name.jsonQuoted), \"kind\": \(kind.jsonQuoted)}"
        case let .update(node, kernelTime, sendTime, update):
            return "{\"type\": \"update\", \"node\": \(node.jsonQuoted), \"kernel_time_us\": \(kernelTime), \"send_time_us\": \(sendTime), \"update\": \(update)}"
        case let .frame(node, kernelTime, sendTime, fingers, contacts):
            let list = contacts.map { "{\"slot\": \($0.slot), \"id\": \($0.id), \"x\": \($0.x), \"y\": \($0.y)}" }
            return "{\"type\": \"frame\", \"node\": \(node.jsonQuoted), \"kernel_time_us\": \(kernelTime), \"send_time_us\": \(sendTime), \"fingers\": \(fingers), \"contacts\": [\(list.joined(separator: ", "))]}"
        case let .libinput(node, event, sendTime):
            var line = "{\"type\": \"libinput\", \"node\": \(node.jsonQuoted), \"kernel_time_us\": \(event.time), \"send_time_us\": \(sendTime), \"event\": \(event.type.rawValue.jsonQuoted), \"fingers\": \(event.fingers)"
            if let cancelled = event.cancelled { line += ", \"cancelled\": \(cancelled)" }
            if let scale = event.scale { line += ", \"scale\": \(scale)" }
            return line + "}"
        case let .missed(count):
            return "{\"type\": \"missed\", \"count\": \(count)}"
        case .goodbye:
            return "{\"type\": \"goodbye\"}"
        }
    }
}

