import TouchstoneCore
import TouchstoneLinux

extension OptionSpec {
    /// `--device-index N`: which device of a multi-device libinput recording (`--device` is always a
    /// live /dev/input node, as in `record` and `touchstoned`).
    static let deviceIndex = OptionSpec.value(
        "device-index", "N", help: "Device index in a multi-device libinput recording (0-based; default the first touch device).")
}

extension ParsedArguments {
    /// The `--device-index` value, 0 to 255.
    func deviceIndex() throws(CommandError) -> Int? { try integer("device-index", in: 0...255) }
}

extension OptionSpec {
    /// `--size WxH`: the device's physical size in millimetres for this run, before the recording's
    /// `size_mm`, its resolution and any database (docs/recognition.md, "Device size").
    static let size = OptionSpec.value(
        "size", "WxH", help: "The device's size in millimetres (e.g. 250x160), used before anything the recording or a database says.")
}

extension ParsedArguments {
    /// The `--size` value; nil when not given.
    func deviceSize() throws(CommandError) -> SizeMM? {
        guard let text = value("size") else { return nil }
        guard let size = DeviceSizeHints.parseSize(text) else {
            throw CommandError("--size: expected WIDTHxHEIGHT in millimetres, each above 0 and at most 10000 (e.g. 250x160), found '\(text)'",
                               exitCode: .usage)
        }
        return size
    }
}
