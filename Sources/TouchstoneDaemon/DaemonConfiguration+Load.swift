import Foundation

extension DaemonConfiguration {
    /// Reads and parses the configuration file at `path`.
    /// - Throws: `DaemonConfigurationError` when it cannot be read or parsed.
    public static func load(path: String) throws(DaemonConfigurationError) -> DaemonConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DaemonConfigurationError(file: path, line: 0, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DaemonConfigurationError(file: path, line: 0, message: "not UTF-8 text")
        }
        return try DaemonConfiguration(parsing: text, file: path)
    }
}
