// Commands are written against the shared command-line vocabulary (options, parsed arguments,
// errors, exit codes, output sinks), which `touchstoned` uses too without linking the CLI.
@_exported import TouchstoneCommandLine
