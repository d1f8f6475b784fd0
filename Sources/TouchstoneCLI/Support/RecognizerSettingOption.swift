import TouchstoneRecognition

extension OptionSpec {
    /// `--set KEY=VALUE`: a recognizer setting, as `replay`, `classify`, `stream` and `compare` take it.
    static let recognizerSetting = OptionSpec.value(
        "set", "KEY=VALUE", help: "Recognizer setting, e.g. preset=gagat (repeatable; see docs/recognition.md).")
}

extension ParsedArguments {
    /// The `KEY=VALUE` pairs given to `option` (default `--set`), in order.
    func settingPairs(_ option: String = "set") throws(CommandError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for text in allValues(option) {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw .usage("--\(option) takes KEY=VALUE, not '\(text)'")
            }
            pairs.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        }
        return pairs
    }

    /// Recognizer settings from `option` over `base` (checked, so a bad key is a usage error).
    func recognizerSettings(_ option: String = "set", over base: [(key: String, value: String)] = []) throws(CommandError) -> RecognizerSettings {
        do {
            return try RecognizerSettings(base + settingPairs(option))
        } catch {
            throw .usage("--\(option): \(error)")
        }
    }
}
