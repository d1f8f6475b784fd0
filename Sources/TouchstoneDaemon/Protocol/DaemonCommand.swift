/// What a client can subscribe to (docs/daemon.md); `updates` and `devices` are on by default.
public enum DaemonTopic: String, Sendable, Hashable, CaseIterable {
    /// Gesture updates.
    case updates
    /// Raw touch frames.
    case frames
    /// libinput's own gesture events.
    case libinput
    /// Devices added, present and removed.
    case devices

    /// What a new connection gets until it says otherwise.
    public static let defaults: Set<DaemonTopic> = [.updates, .devices]
}

/// A line a client sends to the daemon: `subscribe TOPIC...` or `unsubscribe TOPIC...`.
public enum DaemonCommand: Sendable, Hashable {
    /// Adds topics.
    case subscribe([DaemonTopic])
    /// Removes topics.
    case unsubscribe([DaemonTopic])

    /// The command's line (no newline).
    public var line: String {
        switch self {
        case .subscribe(let topics): return (["subscribe"] + topics.map(\.rawValue)).joined(separator: " ")
        case .unsubscribe(let topics): return (["unsubscribe"] + topics.map(\.rawValue)).joined(separator: " ")
        }
    }

    /// Reads a command line; nil for anything else (unknown words and topics are ignored).
    public init?(line: String) {
        let words = line.split(separator: " ").map(String.init)
        let topics = words.dropFirst().compactMap(DaemonTopic.init(rawValue:))
        switch words.first {
        case "subscribe": self = .subscribe(topics)
        case "unsubscribe": self = .unsubscribe(topics)
        default: return nil
        }
    }
}
