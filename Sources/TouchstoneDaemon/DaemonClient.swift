import Glibc
import TouchstoneLinux

/// A connection to `touchstoned`: sends commands, hands back each line with its decoded message.
///
/// The one client of the protocol (`touchstone listen`, `touchstone record`, the bench).
public final class DaemonClient {
    /// One line from the daemon.
    public struct Line: Sendable {
        /// The line as received (no newline).
        public var text: String
        /// The decoded message, or the reason it could not be read (e.g. a type from a newer daemon).
        public var message: Result<ReceivedDaemonMessage, DaemonProtocolError>
    }

    /// What waiting for the next line gave.
    public enum Next: Sendable {
        /// A line.
        case line(Line)
        /// Nothing within the timeout (or a signal interrupted the wait).
        case timedOut
        /// The daemon closed the connection.
        case ended
    }

    /// The socket path.
    public let path: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    /// Connects to the daemon at `path`.
    /// - Throws: `LinuxInputError.socketFailed` when nobody listens there.
    public init(path: String) throws(LinuxInputError) {
        self.path = path
        fd = try UnixSocket.connect(to: path)
    }

    deinit { close(fd) }

    /// Sends `commands`, one line each.
    public func send(_ commands: [DaemonCommand]) {
        let text = commands.map { $0.line + "\n" }.joined()
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, let written = UnixSocket.writeSome(fd, bytes) {
            bytes = bytes.dropFirst(written)
            if written == 0 { _ = UnixSocket.waitReadable(fd, timeoutMilliseconds: 10) }
        }
    }

    /// The next line, waiting at most `timeoutMilliseconds` (nil: as long as it takes).
    public func next(timeoutMilliseconds: Int32? = nil) -> Next {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                let message: Result<ReceivedDaemonMessage, DaemonProtocolError>
                do {
                    message = .success(try DaemonMessageCodec.decode(text))
                } catch {
                    message = .failure(error)
                }
                return .line(Line(text: text, message: message))
            }
            if ended { return .ended }
            if let timeoutMilliseconds, !UnixSocket.waitReadable(fd, timeoutMilliseconds: timeoutMilliseconds) {
                return .timedOut
            }
            let (bytes, end) = UnixSocket.readSome(fd)
            buffer += bytes
            if end { ended = true }
        }
    }
}
