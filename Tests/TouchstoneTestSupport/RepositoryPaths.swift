/// Where the repository's test data lives, found from this file's own path (tests run from any folder).
public enum RepositoryPaths {
    /// The repository's root folder.
    public static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/TouchstoneTestSupport/RepositoryPaths.swift
        return components.joined(separator: "/")
    }()

    /// `Tests/Fixtures`: recordings and goldens made for the tests.
    public static let fixtures = root + "/Tests/Fixtures"

    /// `Recordings`: the example recordings with expect blocks.
    public static let recordings = root + "/Recordings"

    /// `Corpus`: the labelled real-kernel corpus.
    public static let corpus = root + "/Corpus"

    /// A path below `Tests/Fixtures`, such as `corpus-sample/pan2_down_complete_a.yml`.
    public static func fixture(_ relativePath: String) -> String { fixtures + "/" + relativePath }
}
