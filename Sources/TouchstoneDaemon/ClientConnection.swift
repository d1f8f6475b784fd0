import Dispatch
import Glibc
import TouchstoneLinux

/// One connected client: its subscriptions, its bounded queue and the bytes still to write.
final class ClientConnection {
    /// What a client can ask for with `subscribe WORD...`.
    enum Topic: String, CaseIterable { case updates, frames, libinput, devices }

    let fd: Int32
    var topics: Set<Topic> = [.updates, .devices]
    private var queue: BoundedQueue<DaemonMessage>
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var input: [UInt8] = []
    var readSource: DispatchSourceRead?
    var writeSource: DispatchSourceWrite?
    private var writeSourceRunning = false
    /// Messages sent, for `--stats` style accounting and tests.
    private(set) var sentCount = 0

    init(fd: Int32, capacity: Int) {
        self.fd = fd
        self.queue = BoundedQueue(capacity: capacity)
    }

    /// Queues `message` if the client subscribed to its topic.
    func enqueue(_ message: DaemonMessage, topic: Topic?) {
        if let topic, !topics.contains(topic) { return }
        queue.append(message)
    }

    /// Writes as much as the socket takes now. Returns false when the client is gone.
    func flush(now: () -> Int64) -> Bool {
        while true {
            if pendingOffset < pending.count {
                guard let written = UnixSocket.writeSome(fd, pending[pendingOffset...]) else { return false }
                pendingOffset += written
                if pendingOffset < pending.count {
                    resumeWriteSource()
                    return true
                }
            }
            pending.removeAll(keepingCapacity: true)
            pendingOffset = 0
            let missed = queue.takeDroppedCount()
            let next: DaemonMessage
            if missed > 0 {
                next = .missed(count: missed)
            } else if let message = queue.removeFirst() {
                next = message
            } else {
                suspendWriteSource()
                return true
            }
            pending = Array((next.stamped(sendTime: now()).line + "\n").utf8)
            sentCount += 1
        }
    }

    /// Reads the client's commands; returns false at end of stream.
    func readCommands() -> (alive: Bool, commands: [String]) {
        let (bytes, end) = UnixSocket.readSome(fd)
        input += bytes
        var commands: [String] = []
        while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
            commands.append(String(decoding: input[..<newline], as: UTF8.self))
            input.removeSubrange(...newline)
        }
        if input.count > 4096 { input.removeAll() }  // a runaway line is not a command
        return (!end, commands)
    }

    private func resumeWriteSource() {
        guard !writeSourceRunning, let writeSource else { return }
        writeSourceRunning = true
        writeSource.resume()
    }

    private func suspendWriteSource() {
        guard writeSourceRunning, let writeSource else { return }
        writeSourceRunning = false
        writeSource.suspend()
    }

    func close() {
        readSource?.cancel()
        if let writeSource {
            if !writeSourceRunning { writeSource.resume() }
            writeSource.cancel()
        }
        Glibc.close(fd)
    }
}

extension DaemonMessage {
    /// The message with its send time set to `sendTime` (messages are stamped when they leave).
    func stamped(sendTime: Int64) -> DaemonMessage {
        switch self {
        case let .update(node, kernelTime, _, update): return .update(node: node, kernelTime: kernelTime, sendTime: sendTime, update: update)
        case let .frame(node, kernelTime, _, fingers, contacts):
            return .frame(node: node, kernelTime: kernelTime, sendTime: sendTime, fingers: fingers, contacts: contacts)
        case let .libinput(node, event, _): return .libinput(node: node, event: event, sendTime: sendTime)
        default: return self
        }
    }
}
