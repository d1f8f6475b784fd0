import Glibc
import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecognition

extension DaemonConfiguration {
    /// Reads and parses the configuration file at `path`.
    /// - Throws: `DaemonConfigurationError` when it cannot be read or parsed.
    public static func load(path: String) throws(DaemonConfigurationError) -> DaemonConfiguration {
        let text: String
        do {
            text = try TextFile.read(path: path)
        } catch .notText {
            throw DaemonConfigurationError(path, expected: "UTF-8 text", found: "other bytes")
        } catch .openFailed(_, let code), .readFailed(_, let code) {
            throw DaemonConfigurationError(path, "cannot read the file: \(String(cString: strerror(code)))")
        } catch {
            throw DaemonConfigurationError(path, "cannot read the file: \(error)")
        }
        return try DaemonConfiguration(parsing: text, file: path)
    }
}

extension DaemonConfiguration {
    /// Checks every recognizer setting, global and per device, before any device is opened.
    /// - Throws: `DaemonConfigurationError` naming the line of the first bad setting.
    public func validate(file: String) throws(DaemonConfigurationError) {
        for setting in global + devices.flatMap(\.settings) where setting.key == Self.sizeKey {
            guard DeviceSizeHints.parseSize(setting.value) != nil else {
                throw DaemonConfigurationError(
                    InputProblem.place(DaemonConfigurationError.place(file, line: setting.line), Self.sizeKey),
                    expected: "WIDTHxHEIGHT in millimetres, each above 0 and at most 10000 (e.g. 250x160)",
                    found: "'\(setting.value)'")
            }
        }
        for settings in [global] + devices.map({ global + $0.settings }) {
            let settings = settings.filter { $0.key != Self.sizeKey }
            do {
                _ = try RecognizerSettings(settings.map { ($0.key, $0.value) })
            } catch {
                let line = settings.last { $0.key == error.key }?.line ?? 0
                throw DaemonConfigurationError(error.problem.within(DaemonConfigurationError.place(file, line: line)))
            }
        }
    }
}
