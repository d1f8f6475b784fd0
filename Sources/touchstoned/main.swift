import Dispatch
import Glibc
import TouchstoneCommandLine
import TouchstoneDaemon
import TouchstoneLinux

// Thin entry point: parse, start the event-driven daemon, and hand the thread to Dispatch.
// No Foundation: the daemon links only the Swift runtime, Dispatch, libevdev, libinput and libudev.
let errors = OutputSink.standardError
switch DaemonMain().plan(Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current,
                         fileExists: TextFile.exists, output: .standardOutput, errors: errors) {
case .exit(let status):
    exit(status.rawValue)
case .start(let options, let configuration):
    if options.listeningDescriptor != nil { ProcessEnvironment.remove(SocketActivation.variables) }
    let daemon = Daemon(options: options, configuration: configuration) { message in
        errors.line("touchstoned: \(message)")
    }
    do {
        try daemon.start { status in exit(status) }
    } catch {
        errors.line("touchstoned: \(error)")
        exit(ExitCode.ioError.rawValue)
    }
    dispatchMain()
}
