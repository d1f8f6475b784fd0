import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

/// Locates the sample recordings copied into Tests/Fixtures/corpus-sample.
enum ImportFixtures {
    /// The corpus-sample directory.
    static let directory = RepositoryPaths.fixture("corpus-sample")

    /// The gesture families that exist as both `.yml` and `.evemu`.
    static let families = [
        "hold2_a", "move1_a", "pan2_down_cancel_a", "pan2_down_complete_a", "pan2_down_flick_a",
        "pan2_staggered_fail_a", "pinch2_in_a", "rotate2_cw_a", "swipe3_diagonal_left_a",
        "swipe3_left_complete_a", "swipe3_lift_left_a", "swipe4_up_cancel_a", "tap2_a",
    ]

    /// Path of a sample.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// Bytes of a sample.
    static func bytes(_ name: String) throws -> [UInt8] { try RecordingImporter.readFile(path: path(name)) }

    /// Text of a sample.
    static func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }
}
