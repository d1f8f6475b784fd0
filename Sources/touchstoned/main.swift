import Foundation
import TouchstoneCLI
import TouchstoneDaemon

// Thin entry point: parse, start the event-driven daemon, and hand the thread to Dispatch.
let context = CommandContext.standard
switch DaemonMain().plan(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                         fileExists: { FileManager.default.fileExists(atPath: $0) },
                         output: context.output, errors: context.errors) {
case .exit(let status):
    exit(status.rawValue)
case .start(let options, let configuration):
    let daemon = Daemon(options: options, configuration: configuration) { message in
        FileHandle.standardError.write(Data("touchstoned: \(message)\n".utf8))
    }
    do {
        try daemon.start { status in exit(status) }
    } catch {
        FileHandle.standardError.write(Data("touchstoned: \(error)\n".utf8))
        exit(ExitCode.ioError.rawValue)
    }
    dispatchMain()
}
