import Dispatch
import Glibc
import TouchstoneLinux

/// One connected client: its subscriptions, its bounded queue, the bytes still to write, and the
/// read and write sources on its socket.
///
/// The descriptor is closed only once both sources' cancel handlers have run (libdispatch needs it
/// open until then; closing earlier lets the next `accept` reuse the number under a source that is
/// still registered, and that connection is never read again). Everything runs on the daemon's queue.
final class ClientConnection {
    let fd: Int32
    var topics = DaemonTopic.defaults
    private var queue: BoundedQueue<DaemonMessage>
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var input: [UInt8] = []
    private let readSource: DispatchSourceRead
    private let writeSource: DispatchSourceWrite
    private var isReading = true
    private var writeSourceRunning = false
    private var isClosed = false

    /// Creates the connection and starts reading; `onReadable` and `onWritable` run on `dispatchQueue`,
    /// `onClosed` once the descriptor is closed.
    init(fd: Int32, capacity: Int, dispatchQueue: DispatchQueue, onReadable: @escaping () -> Void,
         onWritable: @escaping () -> Void, onClosed: @escaping () -> Void) {
        self.fd = fd
        self.queue = BoundedQueue(capacity: capacity)
        readSource = DispatchSource.makeReadSource(fileDescriptor: fd, queue: dispatchQueue)
        writeSource = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: dispatchQueue)
        readSource.setEventHandler(handler: onReadable)
        writeSource.setEventHandler(handler: onWritable)
        var remaining = 2
        let closeWhenBothCancelled = {
            remaining -= 1
            guard remaining == 0 else { return }
            Glibc.close(fd)
            onClosed()
        }
        readSource.setCancelHandler(handler: closeWhenBothCancelled)
        writeSource.setCancelHandler(handler: closeWhenBothCancelled)
        readSource.resume()
    }

    /// Queues `message` if the client subscribed to its topic.
    func enqueue(_ message: DaemonMessage, topic: DaemonTopic?) {
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
            pending = Array((DaemonMessageCodec.encode(next, sendTime: now()) + "\n").utf8)
        }
    }

    /// Reads the client's commands and applies them; false once the client closed its writing side.
    func readCommands() -> Bool {
        let (bytes, end) = UnixSocket.readSome(fd)
        input += bytes
        while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
            let command = DaemonCommand(line: String(decoding: input[..<newline], as: UTF8.self))
            input.removeSubrange(...newline)
            switch command {
            case .subscribe(let list): topics.formUnion(list)
            case .unsubscribe(let list): topics.subtract(list)
            case nil: break
            }
        }
        if input.count > 4096 { input.removeAll() }  // a runaway line is not a command
        return !end
    }

    /// Stops reading (the client half-closed: it sends nothing more but may still read).
    func stopReading() {
        guard isReading else { return }
        isReading = false
        readSource.cancel()
    }

    private func resumeWriteSource() {
        guard !writeSourceRunning, !isClosed else { return }
        writeSourceRunning = true
        writeSource.resume()
    }

    private func suspendWriteSource() {
        guard writeSourceRunning else { return }
        writeSourceRunning = false
        writeSource.suspend()
    }

    /// Cancels both sources; the descriptor is closed once their cancel handlers have run.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        stopReading()
        if !writeSourceRunning {
            writeSourceRunning = true
            writeSource.resume()   // a suspended source never runs its cancel handler
        }
        writeSource.cancel()
    }
}
