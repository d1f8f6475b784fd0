import Foundation
import TouchstoneCore
import TouchstoneSynthesis

extension CommandError {
    /// A spec error about a value given on the command line: a usage error whose place is the
    /// field written as its option (`--distance-mm: expected a number from 0.5 to 1000, found -4`).
    static func usage(option error: SpecError) -> CommandError {
        var problem = error.problem
        problem.place = "--" + problem.place.replacingOccurrences(of: "_", with: "-")
        return .usage(problem.description)
    }
}
