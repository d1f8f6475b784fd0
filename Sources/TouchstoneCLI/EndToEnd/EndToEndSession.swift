import Foundation

/// Runs scripts/e2e/session for a plan, here or in the QEMU guest, within a deadline, and reads what it left.
public struct EndToEndSession: Sendable {
    /// The repository checkout holding scripts/e2e/session and scripts/kernel/boot.
    public var scripts: String
    /// The touchstone binary the session plays recordings with.
    public var touchstone: String
    /// A directory for the session's files (created; kept for inspection).
    public var directory: String

    /// Creates a session runner.
    public init(scripts: String, touchstone: String, directory: String) {
        self.scripts = scripts
        self.touchstone = touchstone
        self.directory = directory
    }

    /// The facts of this machine and process.
    public static func facts() -> EndToEndWay.Facts {
        let environment = ProcessInfo.processInfo.environment
        return EndToEndWay.Facts(inGuest: environment["TOUCHSTONE_GUEST"] == "1",
                                 uinputWritable: access("/dev/uinput", W_OK) == 0,
                                 isRoot: geteuid() == 0,
                                 desktopSession: environment["WAYLAND_DISPLAY"] != nil || environment["DISPLAY"] != nil)
    }

    /// Finds the checkout: the directory holding scripts/e2e/session, searched upwards from the current
    /// directory and from the executable's.
    public static func findScripts(executable: String) -> String? {
        var starts = [FileManager.default.currentDirectoryPath]
        starts.append((executable as NSString).deletingLastPathComponent)
        for start in starts {
            var directory = start
            while !directory.isEmpty {
                if FileManager.default.isExecutableFile(atPath: directory + "/scripts/e2e/session") { return directory }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
        }
        return nil
    }

    /// Runs `plan` the given way (recordings copied into the session directory first) and returns the
    /// session's output; `progress` gets a line when the session starts.
    /// - Throws: `CommandError` when a recording cannot be copied, the script cannot start, or it overruns.
    public func run(_ plan: EndToEndPlan, way: EndToEndWay, durations: [Int64],
                    progress: (String) -> Void) throws(CommandError) -> EndToEndOutput {
        let files = FileManager.default
        try? files.removeItem(atPath: directory)
        do {
            try files.createDirectory(atPath: directory + "/recordings", withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(directory): cannot create the session directory: \(error.localizedDescription)", exitCode: .ioError)
        }
        // The guest sees the session directory as /tmp/share, and recordings may live where it cannot see.
        let root = way == .guest ? "/tmp/share" : directory
        var copies: [String] = []
        for (index, step) in plan.steps.enumerated() {
            let name = "recordings/\(index + 1)-" + (step.path as NSString).lastPathComponent
            do {
                try files.copyItem(atPath: step.path, toPath: directory + "/" + name)
            } catch {
                throw CommandError("\(step.path): cannot copy the recording into \(directory): \(error.localizedDescription)", exitCode: .missingFile)
            }
            copies.append(root + "/" + name)
        }
        try FileOutput.write(plan.text(touchstone: touchstone, recordings: copies), to: directory + "/plan")
        let session = scripts + "/scripts/e2e/session"
        let deadline = plan.deadlineSeconds(durations: durations)
        let arguments: [String]
        switch way {
        case .here:
            arguments = [session, directory]
        case .guest:
            // One vCPU: with two (MTTCG) no input reached the app in 3 runs out of 3 (docs/e2e.md).
            arguments = [scripts + "/scripts/kernel/boot", "--timeout", String(deadline), "--icount", "0",
                         "--share", directory, session, "/tmp/share"]
        }
        progress("e2e: running \(way == .guest ? "in a QEMU guest" : "here"): \(arguments.joined(separator: " "))")
        let log = directory + "/runner.log"
        let status = try Self.runProcess(arguments, log: log, deadline: deadline + 60)
        let output = try? EndToEndOutput(directory: directory + "/out")
        guard let output else {
            let tail = EndToEndOutput.tail((try? String(contentsOfFile: log, encoding: .utf8)) ?? "", lines: 25)
            throw CommandError("the e2e session did not run (exit \(status)); its log (\(log)) ends:\n    "
                               + tail.joined(separator: "\n    "), exitCode: .ioError)
        }
        return output
    }

    /// Runs `arguments` with stdout and stderr into `log`; SIGTERM then SIGKILL to its process group after
    /// `deadline` seconds. Returns the exit status.
    static func runProcess(_ arguments: [String], log: String, deadline: Int) throws(CommandError) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: log) else {
            throw CommandError("\(log): cannot write the session log", exitCode: .ioError)
        }
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandError("\(arguments[0]): cannot start: \(error.localizedDescription)", exitCode: .ioError)
        }
        let pid = process.processIdentifier
        let end = Date().addingTimeInterval(TimeInterval(deadline))
        while process.isRunning && Date() < end { usleep(100_000) }
        if process.isRunning {
            kill(pid, SIGTERM)
            let grace = Date().addingTimeInterval(30)
            while process.isRunning && Date() < grace { usleep(100_000) }
            if process.isRunning { kill(pid, SIGKILL) }
            process.waitUntilExit()
            throw CommandError("the e2e session overran its \(deadline) s deadline and was stopped (log: \(log))", exitCode: .ioError)
        }
        return process.terminationStatus
    }
}
