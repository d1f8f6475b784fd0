import Foundation
import TouchstoneCore
import TouchstoneDaemon
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
                output.line("touchstoned \(TouchstoneVersion.current)")
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
            return .start(Daemon.Options(socketPath: socket, configurationPath: configPath,
                                         explicitDevices: parsed.allValues("device")), configuration)
        } catch {
            errors.line("touchstoned: \(error.message)")
            return .exit(error.exitCode)
        }
    }

    /// `--help`.
    public var helpText: String {
        var text = "Usage: touchstoned [--config FILE] [--socket PATH] [--device NODE ...]\n\n"
        text += "Reads touchpads and touchscreens and streams recognized gestures to clients (docs/daemon.md).\n\nOptions:\n"
        let all = Self.options + [OptionSpec.flag("help", short: "h", help: "Show this help.")]
        let width = all.map(\.synopsis.count).max() ?? 0
        for option in all { text += "  \(option.synopsis.padding(to: width))  \(option.help)\n" }
        return text
    }
}
