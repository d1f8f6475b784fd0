import Foundation

/// What scripts/e2e/session left in its `out` directory: its status, the app's stdout, the byte range of
/// that output each recording owns, the logs and the snapshots.
public struct EndToEndOutput: Sendable {
    /// `ok`, or `error: WHY` when the session could not run to the end.
    public var status: String
    /// Everything the app printed on stdout.
    public var appOutput: String
    /// For each recording played to the end (in order): the byte range of `appOutput` after it.
    public var ranges: [Range<Int>]
    /// For each recording played to the end: how many times it was played (a late play is played again)
    /// and the worst lateness of a frame in the last play (µs).
    public var plays: [(attempts: Int, worstLateness: Int)]
    /// The compositor's (and the app's) stderr.
    public var compositorLog: String
    /// The session's own timeline.
    public var sessionLog: String
    /// Snapshot files by name (`1-before.png`), as paths.
    public var shots: [String: String]

    /// Creates an output.
    public init(status: String, appOutput: String, ranges: [Range<Int>], plays: [(attempts: Int, worstLateness: Int)]? = nil,
                compositorLog: String = "", sessionLog: String = "", shots: [String: String] = [:]) {
        self.status = status
        self.appOutput = appOutput
        self.ranges = ranges
        self.plays = plays ?? ranges.map { _ in (1, 0) }
        self.compositorLog = compositorLog
        self.sessionLog = sessionLog
        self.shots = shots
    }

    /// Reads the session's `out` directory.
    /// - Throws: `CommandError` when the directory has no status (the session never ran) or a bad marks line.
    public init(directory: String) throws(CommandError) {
        func read(_ name: String) -> String? {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        guard let status = read("status") else {
            throw CommandError("the e2e session left no status in \(directory) (it did not run)", exitCode: .ioError)
        }
        var ranges: [Range<Int>] = []
        var plays: [(attempts: Int, worstLateness: Int)] = []
        for (number, line) in (read("marks") ?? "").split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ").compactMap { Int($0) }
            guard fields.count == 5, fields[0] == number + 1, fields[1] <= fields[2] else {
                throw CommandError("\(directory)/marks: line \(number + 1): expected 'N START END ATTEMPTS LATENESS' for recording \(number + 1), found '\(line)'",
                                   exitCode: .badData)
            }
            ranges.append(fields[1]..<fields[2])
            plays.append((fields[3], fields[4]))
        }
        var shots: [String: String] = [:]
        let shotDirectory = directory + "/shots"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: shotDirectory)) ?? [] where name.hasSuffix(".png") {
            shots[name] = shotDirectory + "/" + name
        }
        self.init(status: status.trimmingCharacters(in: .whitespacesAndNewlines), appOutput: read("app.out") ?? "",
                  ranges: ranges, plays: plays, compositorLog: read("compositor.log") ?? "", sessionLog: read("session.log") ?? "",
                  shots: shots)
    }

    /// The app's output after recording `index` (0-based), or nil when it was not played to the end.
    public func segment(_ index: Int) -> String? {
        guard index < ranges.count else { return nil }
        let bytes = Array(appOutput.utf8)
        let range = ranges[index].clamped(to: 0..<bytes.count)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The last `count` lines of `text` that are not compositor noise, for error messages.
    public static func tail(_ text: String, lines count: Int) -> [String] {
        let noise = ["Basic output test failed", "[DEBUG]", "touchpad-jumping-cursors.html", "Failed to find any DRM render node"]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { line in !noise.contains { line.contains($0) } }
        return Array(lines.suffix(count))
    }
}
