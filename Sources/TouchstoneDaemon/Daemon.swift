import Dispatch
import Glibc
import TouchstoneCore
import TouchstoneLinux
import TouchstoneMtdev
import TouchstoneRecognition

/// `touchstoned`: reads touch devices, runs the recognizers and streams updates to clients.
///
/// Everything runs on one serial queue driven by read sources (devices, udev, libinput, the listening
/// socket, clients) and signal sources: no polling, no timers, no CPU while idle. Client writes are
/// non-blocking with bounded drop-oldest queues, so a slow client never delays input handling.
/// Descriptors are closed in their sources' cancel handlers; when the process runs out of descriptors
/// the listening source is suspended until a client or device closes, and at most
/// `DaemonConfiguration.clientLimit` clients are served at once. One daemon runs per socket path
/// (`PATH.lock`), and only a stale socket is ever replaced.
public final class Daemon: @unchecked Sendable {
    /// How the daemon is set up.
    public struct Options: Sendable {
        /// Where clients connect.
        public var socketPath: String
        /// The configuration file, re-read on SIGHUP; nil for defaults.
        public var configurationPath: String?
        /// Devices to open instead of asking udev (no hot-plug for these).
        public var explicitDevices: [String]
        /// A listening socket the service manager passed (socket activation); the daemon then neither
        /// creates nor removes `socketPath`.
        public var listeningDescriptor: Int32?
        /// Creates options.
        public init(socketPath: String, configurationPath: String? = nil, explicitDevices: [String] = [],
                    listeningDescriptor: Int32? = nil) {
            self.socketPath = socketPath
            self.configurationPath = configurationPath
            self.explicitDevices = explicitDevices
            self.listeningDescriptor = listeningDescriptor
        }
    }

    private let options: Options
    private var configuration: DaemonConfiguration
    private let log: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "touchstoned")
    private var devices: [String: DeviceConnection] = [:]
    private var clients: [Int32: ClientConnection] = [:]
    private var listener: Int32 = -1
    private var acceptSource: DispatchSourceRead?
    private var acceptPaused = false
    private var lock: InstanceLock?
    private var sources: [any DispatchSourceProtocol] = []
    private var udev: UdevDiscovery?
    private var libinput: LibinputGestureSource?
    private var stopped = false
    /// Where sizes for devices without resolution come from (this machine's databases).
    private let sizeSources = DeviceSizeHints.system(liveMachine: true)

    /// Creates a daemon; call `start()` to open the socket and devices.
    public init(options: Options, configuration: DaemonConfiguration, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.configuration = configuration
        self.log = log
    }

    /// Opens the socket, finds devices, and installs the event sources. Returns at once.
    public func start(onStop: @escaping @Sendable (Int32) -> Void) throws(LinuxInputError) {
        let listener: Int32
        if let passed = options.listeningDescriptor {
            listener = passed   // systemd's socket: it owns the path, and starts one instance
        } else {
            lock = try InstanceLock(path: options.socketPath + ".lock", owner: options.socketPath)
            listener = try UnixSocket.listen(at: options.socketPath)
        }
        self.listener = listener
        let accept = DispatchSource.makeReadSource(fileDescriptor: listener, queue: queue)
        accept.setEventHandler { [unowned self] in acceptClients() }
        accept.setCancelHandler { close(listener) }
        accept.resume()
        acceptSource = accept

        sources.append(SignalEvents.source(for: SIGHUP, queue: queue) { [unowned self] in reload() })
        for signalNumber in [SIGINT, SIGTERM] {
            sources.append(SignalEvents.source(for: signalNumber, queue: queue) { [unowned self] in
                shutDown()
                onStop(0)
            })
        }

        libinput = try? LibinputGestureSource()
        if let libinput {
            let source = DispatchSource.makeReadSource(fileDescriptor: libinput.fileDescriptor, queue: queue)
            source.setEventHandler { [unowned self] in forwardLibinputEvents() }
            source.resume()
            sources.append(source)
        }

        queue.sync {
            if options.explicitDevices.isEmpty {
                startDiscovery()
            } else {
                for path in options.explicitDevices { openDevice(path) }
            }
        }
        log("listening on \(options.socketPath) with \(devices.count) device(s)")
    }

    // MARK: Devices

    private func startDiscovery() {
        do {
            let udev = try UdevDiscovery()
            self.udev = udev
            let fd = try udev.startMonitoring()
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [unowned self] in
                for change in udev.pendingChanges() {
                    switch change {
                    case .added(let info): openDevice(info.devicePath)
                    case .removed(let path): closeDevice(path, reason: "removed")
                    }
                }
            }
            source.resume()
            sources.append(source)
            for info in try udev.touchDevices() { openDevice(info.devicePath) }
        } catch {
            log("udev: \(error); no hot-plug")
        }
    }

    private func openDevice(_ path: String) {
        guard devices[path] == nil else { return }
        do {
            let reader = try EvdevDevice(path: path)
            let description = sized(reader.description)
            let decoder = try TouchDecoder(device: description)
            let arena = try makeArena(for: description)
            let connection = DeviceConnection(path: path, reader: reader, decoder: decoder, arena: arena)
            let source = DispatchSource.makeReadSource(fileDescriptor: reader.fileDescriptor, queue: queue)
            source.setEventHandler { [unowned self] in readDevice(path) }
            // The reader (and its descriptor) lives until the source is cancelled.
            source.setCancelHandler { [unowned self] in
                connection.source = nil
                resumeAccepting()
            }
            connection.source = source
            devices[path] = connection
            source.resume()
            libinput?.addDevice(path: path)
            log("opened \(path): \(description.name) (\(description.kind.rawValue), \(description.slotCount) slots)")
            broadcast(.device(DeviceNotice(event: .added, node: path, device: description)), topic: .devices)
            // Touches already down when the node was opened (daemon start, hot-plug mid-gesture): without
            // their state first, their motion or lift would not decode.
            process(reader.currentStateEvents(), from: connection)
            flushClients()
        } catch {
            log("cannot use \(path): \(error)")
        }
    }

    private func readDevice(_ path: String) {
        guard let device = devices[path] else { return }
        let events: [EvdevEvent]
        do {
            events = try device.reader.readAvailable()
        } catch {
            closeDevice(path, reason: "read failed: \(error)")
            return
        }
        process(events, from: device)
        flushClients()
    }

    /// Decodes `events` and broadcasts the frames and the recognizers' updates.
    private func process(_ events: [EvdevEvent], from device: DeviceConnection) {
        let path = device.path
        for event in events {
            device.lastTime = event.time
            let frame: TouchFrame?
            do {
                frame = try device.decoder.decode(event)
            } catch {
                log("\(path): \(error); resetting the decoder")
                if let fresh = try? TouchDecoder(device: device.description) { device.decoder = fresh }
                continue
            }
            guard let frame else { continue }
            broadcast(.frame(node: path, frame: frame), topic: .frames)
            var updates: [GestureUpdate] = []
            device.arena.process(frame, into: &updates)
            for update in updates {
                broadcast(.update(node: path, update: update), topic: .updates)
            }
        }
    }

    private func closeDevice(_ path: String, reason: String) {
        guard let device = devices.removeValue(forKey: path) else { return }
        // udev may report the removal before the read source has drained the node: the last frames
        // still count (they may end the gesture normally).
        if let last = try? device.reader.readAvailable() { process(last, from: device) }
        device.source?.cancel()
        libinput?.removeDevice(path: path)
        // A device removed mid-gesture cancels that gesture for clients.
        cancelGestures(device)
        broadcast(.device(DeviceNotice(event: .removed, node: path, device: device.description)), topic: .devices)
        flushClients()
        log("closed \(path): \(reason)")
    }

    /// The device with its size hints: the configuration's `size` for it, else this machine's
    /// databases when it reports no resolution.
    private func sized(_ description: DeviceDescription) -> DeviceDescription {
        var sources = sizeSources
        sources.override = configuration.size(forDeviceNamed: description.name)
        return sources.applied(to: description)
    }

    /// Builds the recognizer arena for a device from the settings that apply to it.
    private func makeArena(for description: DeviceDescription) throws -> GestureArena {
        let settings = configuration.recognizerSettings(forDeviceNamed: description.name)
        do {
            return try RecognizerSettings(settings.map { ($0.key, $0.value) }).arena(device: description)
        } catch {
            let line = settings.last { $0.key == error.key }?.line ?? 0
            throw DaemonConfigurationError(
                error.problem.within(DaemonConfigurationError.place(options.configurationPath ?? "configuration", line: line)))
        }
    }

    /// Ends whatever gesture is active on `device` with `cancelled` updates (removal, reload, shutdown).
    private func cancelGestures(_ device: DeviceConnection) {
        var updates: [GestureUpdate] = []
        device.arena.finish(into: &updates)
        for update in updates {
            broadcast(.update(node: device.path, update: update), topic: .updates)
        }
    }

    private func forwardLibinputEvents() {
        guard let libinput else { return }
        for (path, event) in libinput.pendingGestures() {
            broadcast(.libinput(node: path, event: event), topic: .libinput)
        }
        flushClients()
    }

    // MARK: Clients

    private func acceptClients() {
        while true {
            switch UnixSocket.accept(listener) {
            case .accepted(let fd):
                if clients.count >= configuration.clientLimit {
                    refuse(fd, "too many clients (limit \(configuration.clientLimit), see 'clients' in docs/daemon.md)")
                } else {
                    addClient(fd)
                }
            case .none:
                return
            case .retry:
                continue
            case .outOfDescriptors(let code):
                // The connection stays pending and the listener readable: without pausing, the
                // source would fire again at once and the daemon would spin answering nobody.
                pauseAccepting(reason: LinuxInputError.reason(code))
                return
            }
        }
    }

    private func addClient(_ fd: Int32) {
        let client = ClientConnection(fd: fd, capacity: configuration.queueCapacity, dispatchQueue: queue,
                                      onReadable: { [unowned self] in readClient(fd) },
                                      onWritable: { [unowned self] in flush(fd) },
                                      onClosed: { [unowned self] in resumeAccepting() })
        clients[fd] = client
        client.enqueue(.hello(version: DaemonMessage.protocolVersion, daemon: TouchstoneVersion.current,
                              devices: devices.keys.sorted()), topic: nil)
        for path in devices.keys.sorted() {
            guard let device = devices[path] else { continue }
            client.enqueue(.device(DeviceNotice(event: .present, node: path, device: device.description)), topic: .devices)
        }
        flush(fd)
    }

    /// Tells a connection it cannot be served and closes it (it has no sources yet).
    private func refuse(_ fd: Int32, _ reason: String) {
        let line = DaemonMessageCodec.encode(.error(message: reason), sendTime: MonotonicClock.now()) + "\n"
        _ = UnixSocket.writeSome(fd, Array(line.utf8)[...])
        close(fd)
    }

    private func pauseAccepting(reason: String) {
        guard !acceptPaused, let acceptSource else { return }
        acceptPaused = true
        acceptSource.suspend()
        log("cannot accept clients: \(reason); waiting until a client or device closes (\(clients.count) clients)")
    }

    /// Called whenever a descriptor was closed.
    private func resumeAccepting() {
        guard acceptPaused, !stopped, let acceptSource else { return }
        acceptPaused = false
        acceptSource.resume()
    }

    private func readClient(_ fd: Int32) {
        guard let client = clients[fd] else { return }
        guard !client.readCommands() else { return }
        // End of stream: a client that only closed its writing side (`nc -N`, `socat` at EOF) still
        // reads; one that is gone is dropped now (otherwise at its next failed write).
        if UnixSocket.peerHasClosed(fd) {
            dropClient(fd)
        } else {
            client.stopReading()
        }
    }

    private func broadcast(_ message: DaemonMessage, topic: DaemonTopic) {
        for client in clients.values { client.enqueue(message, topic: topic) }
    }

    private func flushClients() {
        for fd in clients.keys.sorted() { flush(fd) }
    }

    private func flush(_ fd: Int32) {
        guard let client = clients[fd] else { return }
        if !client.flush(now: MonotonicClock.now) { dropClient(fd) }
    }

    private func dropClient(_ fd: Int32) {
        clients.removeValue(forKey: fd)?.close()
    }

    // MARK: Life cycle

    private func reload() {
        guard let path = options.configurationPath else {
            log("SIGHUP: no configuration file; nothing to reload")
            return
        }
        do {
            configuration = try DaemonConfiguration.load(path: path)
            for path in devices.keys.sorted() {
                guard let device = devices[path] else { continue }
                cancelGestures(device)
                device.arena = try makeArena(for: sized(device.description))
            }
            flushClients()
            log("reloaded \(path)")
        } catch {
            log("reload failed, keeping the old configuration: \(error)")
        }
    }

    private func shutDown() {
        guard !stopped else { return }
        stopped = true
        for path in devices.keys.sorted() { closeDevice(path, reason: "shutting down") }
        for client in clients.values { client.enqueue(.goodbye, topic: nil) }
        flushClients()
        for fd in clients.keys.sorted() { dropClient(fd) }
        for source in sources { source.cancel() }
        if let acceptSource {
            if acceptPaused { acceptSource.resume() }   // a suspended source never runs its cancel handler
            acceptSource.cancel()
        }
        if options.listeningDescriptor == nil { unlink(options.socketPath) }
        lock?.release()
        log("stopped")
    }
}
