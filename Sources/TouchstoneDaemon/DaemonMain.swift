import TouchstoneCommandLine
import TouchstoneCore
import TouchstoneLinux

/// The `touchstoned` command line: options, configuration, and starting the daemon.
public struct DaemonMain: Sendable {
    /// Options `touchstoned` accepts.
    public static let options: [OptionSpec] = [
        .value("config", "FILE", help: "Configuration file (default $XDG_CONFIG_HOME/touchstone/touchstoned.conf if present)."),
        .value("socket", "PATH", help: "Socket path (default $XDG_RUNTIME_DIR/touchstone.sock)."),
        .value("device", "NODE", help: "Open this event node instead of asking udev (repeatable)."),
        .flag("version", help: "Print the version."),
    ]

    /// One line on what the daemon does (help and man page).
    public static let summary = "Reads touchpads and touchscreens and streams recognized gestures to clients."

    /// The usage line after `touchstoned`.
    public static let usage = "[--config FILE] [--socket PATH] [--device NODE ...]"

    /// Creates the command line.
    public init() {}

    /// What parsing decided: start a daemon with these settings, or exit now with a status.
    public enum Plan: Sendable {
        /// Start the daemon.
        case start(Daemon.Options, DaemonConfiguration)
        /// Exit with the status (help, version, or an error already reported).
        case exit(ExitCode)
    }

    /// Parses `arguments` (without the program name) in `environment`.
    public func plan(_ arguments: [String], environment: [String: String], fileExists: (String) -> Bool,
                     output: OutputSink, errors: OutputSink) -> Plan {
        do throws(CommandError) {
            let parsed = try ParsedArguments(arguments, options: Self.options)
            if parsed.has("help") {
                output.write(helpText)
                return .exit(.ok)
            }
            if parsed.has("version") {
                output.line(BuildInfo.versionLine(program: "touchstoned"))
                return .exit(.ok)
            }
            guard parsed.positionals.isEmpty else { throw .usage("unexpected argument '\(parsed.positionals[0])'") }
            var configPath = parsed.value("config")
            if configPath == nil {
                let base = environment["XDG_CONFIG_HOME"] ?? environment["HOME"].map { $0 + "/.config" }
                if let candidate = base.map({ $0 + "/touchstone/touchstoned.conf" }), fileExists(candidate) { configPath = candidate }
            }
            var configuration = DaemonConfiguration()
            if let configPath {
                do {
                    configuration = try DaemonConfiguration.load(path: configPath)
                    try configuration.validate(file: configPath)
                } catch {
                    errors.line("touchstoned: \(error)")
                    return .exit(.badData)
                }
            }
            guard let socket = parsed.value("socket") ?? configuration.socketPath
                    ?? DaemonSocketPath.default(environment: environment) else {
                throw .usage("XDG_RUNTIME_DIR is not set; pass --socket PATH")
            }
            let passed: Int32?
            do {
                passed = try SocketActivation.listeningSocket(environment: environment)
            } catch {
                errors.line("touchstoned: \(error)")
                return .exit(.ioError)
            }
            return .start(Daemon.Options(socketPath: socket, configurationPath: configPath,
                                         explicitDevices: parsed.allValues("device"), listeningDescriptor: passed),
                          configuration)
        } catch {
            errors.line("touchstoned: \(error.message)")
            return .exit(error.exitCode)
        }
    }

    /// `--help`.
    public var helpText: String {
        var text = "Usage: touchstoned \(Self.usage)\n\n"
        text += "\(Self.summary)\n\nOptions:\n" + OptionSpec.helpTable(Self.options)
        return text
    }
}
