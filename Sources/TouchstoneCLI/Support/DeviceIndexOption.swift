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
