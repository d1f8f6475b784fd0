import Foundation
import TouchstoneCLI

// Thin entry point: real streams and importers in, an exit status out.
let status = TouchstoneMain().run(Array(CommandLine.arguments.dropFirst()), in: .standard)
exit(status.rawValue)
