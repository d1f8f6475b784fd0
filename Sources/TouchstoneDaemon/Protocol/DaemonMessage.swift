import TouchstoneCore
import TouchstoneRecognition

/// One message of the daemon's protocol (version 1, docs/daemon.md), as a value.
///
/// The daemon queues these and `DaemonMessageCodec` turns them into JSON Lines when they leave (the
/// send time is stamped then, never stored); clients get them back with `DaemonMessageCodec.decode`.
public indirect enum DaemonMessage: Sendable, Hashable {
    /// First line on every connection: the protocol version, the daemon's version and its open nodes.
    case hello(version: Int, daemon: String, devices: [String])
    /// A device appeared (`added`, or already open when the client connected: `present`) or went away.
    case device(DeviceNotice)
    /// A gesture update from the device at `node`; its time is the kernel time of the frame behind it.
    case update(node: String, update: GestureUpdate)
    /// A touch frame as the daemon decoded it (contacts with pressure, finger count, resync mark).
    case frame(node: String, frame: TouchFrame)
    /// libinput's own gesture event, for comparison.
    case libinput(node: String, event: LibinputGestureEvent)
    /// The client's queue overflowed: `count` older messages were dropped.
    case missed(count: Int)
    /// The daemon refuses the connection (too many clients); the connection is closed after it.
    case error(message: String)
    /// The daemon is shutting down.
    case goodbye

    /// Protocol version clients can check in `hello`.
    public static let protocolVersion = 1

    /// CLOCK_MONOTONIC µs of the input behind the message, for the messages that have one.
    public var kernelTime: Int64? {
        switch self {
        case .update(_, let update): return update.time
        case .frame(_, let frame): return frame.time
        case .libinput(_, let event): return event.time
        default: return nil
        }
    }
}

/// A `device` message: what happened to which node, and what the device is.
public struct DeviceNotice: Sendable, Hashable {
    /// What happened.
    public enum Event: String, Sendable, Hashable, CaseIterable {
        /// The daemon opened the node.
        case added
        /// The node was already open when this client connected.
        case present
        /// The node went away (or the daemon closed it).
        case removed
    }

    /// What happened.
    public var event: Event
    /// The event node (`/dev/input/event5`).
    public var node: String
    /// The device's identity, capabilities and geometry.
    public var device: DeviceDescription

    /// Creates a notice.
    public init(event: Event, node: String, device: DeviceDescription) {
        self.event = event
        self.node = node
        self.device = device
    }
}

/// A decoded line: the message and, for timed messages, when the daemon handed it to the socket.
public struct ReceivedDaemonMessage: Sendable, Hashable {
    /// The message.
    public var message: DaemonMessage
    /// CLOCK_MONOTONIC µs when the line was handed to the socket (`update`, `frame`, `libinput`).
    public var sendTime: Int64?

    /// Creates a received message.
    public init(message: DaemonMessage, sendTime: Int64?) {
        self.message = message
        self.sendTime = sendTime
    }
}
