/// One collected case of `touchstone test`: a recording with an expect block (or a file that claims to
/// be a recording and could not be read, which runs as an error).
struct TestCase: Sendable, Hashable {
    /// The path as the user would type it from the working directory (shown, and in reproduce commands).
    var path: String
    /// The absolute path, which is what is opened.
    var file: String
    /// The path relative to the collection root, with `/`: the case's stable name (JUnit, `-k`, shards).
    var name: String
    /// The JUnit class name: the root folder's name and the case's folders, joined with dots.
    var classname: String
    /// Set when discovery already knows the case cannot run (e.g. the file could not be read).
    var collectionError: String?
}
