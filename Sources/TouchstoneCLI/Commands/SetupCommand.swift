import Foundation

/// `touchstone setup`: shows and changes the opt-in device access of udev/70-touchstone.rules.
public struct SetupCommand: Command {
    public init() {}
    public let name = "setup"
    public let summary = "Show or change which devices the user at the seat may use: touchpad, touchscreen, uinput (separate opt-ins)."
    public let usage = "[--allow KIND ...] [--revoke KIND ...]"
    public var discussion: String {
        """
        Nothing is granted by default. Each KIND (touchpad, touchscreen, uinput) is its own opt-in, and
        changing one needs root: sudo touchstone setup --allow touchpad. Without options, prints what is
        granted and the risk of each. udev re-applies its rules at once; a revoked access may stay on an
        already open device until it is re-plugged or the machine restarts.
        """
    }
    public let options: [OptionSpec] = [
        .value("allow", "KIND", help: "Grant access to touchpad, touchscreen or uinput (repeatable; needs root)."),
        .value("revoke", "KIND", help: "Withdraw it again (repeatable; needs root)."),
        .value("root", "DIR", help: "Act on the system installed under DIR instead of / (packaging, tests; implies --no-reload)."),
        .flag("no-reload", help: "Do not ask udev to re-apply its rules."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw .usage("unexpected argument '\(arguments.positionals[0])'; use --allow KIND or --revoke KIND") }
        let allow = try kinds(arguments.allValues("allow"), option: "allow")
        let revoke = try kinds(arguments.allValues("revoke"), option: "revoke")
        if let both = allow.first(where: revoke.contains) { throw .usage("\(both.rawValue) is both allowed and revoked") }
        let root = arguments.value("root") ?? "/"
        let base = root.hasSuffix("/") ? root : root + "/"
        let directory = base + DeviceAccess.flagDirectory
        for kind in allow {
            try createDirectories(directory)
            let text = "# Created by `touchstone setup --allow \(kind.rawValue)`; udev/70-touchstone.rules grants \(kind.rawValue) access while this file exists.\n"
            guard FileManager.default.createFile(atPath: base + kind.flagPath, contents: Data(text.utf8)) else {
                throw CommandError("\(base + kind.flagPath): cannot create the file: \(String(cString: strerror(errno)))\(hint)", exitCode: .ioError)
            }
            context.errors.line("allowed \(kind.rawValue): \(kind.risk)")
        }
        for kind in revoke {
            if unlink(base + kind.flagPath) != 0 && errno != ENOENT {
                throw CommandError("\(base + kind.flagPath): cannot remove the file: \(String(cString: strerror(errno)))\(hint)", exitCode: .ioError)
            }
            context.errors.line("revoked \(kind.rawValue)")
        }
        let changed = allow + revoke
        if !changed.isEmpty && root == "/" && !arguments.has("no-reload") { try reloadUdev(for: changed, context: context) }
        if changed.isEmpty {
            let width = DeviceAccess.allCases.map(\.rawValue.count).max() ?? 0
            for kind in DeviceAccess.allCases {
                let granted = FileManager.default.fileExists(atPath: base + kind.flagPath)
                context.output.line("\(kind.rawValue.padding(to: width))  \(granted ? "allowed    " : "not allowed")  for \(kind.purpose)")
                context.output.line("\(String(repeating: " ", count: width))  risk: \(kind.risk)")
            }
            context.errors.line("change with: sudo touchstone setup --allow KIND (or --revoke KIND)")
        }
        return .ok
    }

    private var hint: String { getuid() == 0 ? "" : " (changing access needs root: sudo touchstone setup ...)" }

    private func kinds(_ words: [String], option: String) throws(CommandError) -> [DeviceAccess] {
        var result: [DeviceAccess] = []
        for word in words {
            guard let kind = DeviceAccess(rawValue: word) else {
                throw .usage("--\(option) takes \(DeviceAccess.allCases.map(\.rawValue).joined(separator: ", ")), not '\(word)'")
            }
            if !result.contains(kind) { result.append(kind) }
        }
        return result
    }

    private func createDirectories(_ path: String) throws(CommandError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(path): cannot create the directory\(hint)", exitCode: .ioError)
        }
    }

    private func reloadUdev(for kinds: [DeviceAccess], context: CommandContext) throws(CommandError) {
        var commands = [["control", "--reload"]]
        for arguments in Set(kinds.map(\.triggerArguments)).sorted(by: { $0.joined() < $1.joined() }) {
            commands.append(["trigger", "--action=change"] + arguments)
        }
        for arguments in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/udevadm")
            process.arguments = arguments
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                throw CommandError("udevadm \(arguments.joined(separator: " ")): \(error.localizedDescription)", exitCode: .ioError)
            }
            guard process.terminationStatus == 0 else {
                throw CommandError("udevadm \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)", exitCode: .ioError)
            }
        }
        context.errors.line("udev re-applied its rules; open devices may keep the old access until re-plugged")
    }
}
