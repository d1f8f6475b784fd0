import TouchstoneCore
import TouchstoneRecording
import TouchstoneTestSupport

/// Paths of the shared test fixtures (`Tests/Fixtures`).
enum Fixtures {
    static let root = RepositoryPaths.fixtures

    static func sample(_ name: String) -> String { root + "/corpus-sample/" + name }
    static func golden(_ name: String) -> String { root + "/golden/" + name }

    /// A recording from `Tests/Fixtures/replay` (files made to stress the replay).
    static func loadReplay(_ name: String) throws -> Recording {
        try RecordingImporter.load(path: root + "/replay/" + name)
    }

    static func load(_ name: String) throws -> Recording {
        try RecordingImporter.load(path: sample(name))
    }
}
