import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay

/// Puts a new expect block into a recording file without touching anything else in it: the block's bytes
/// are replaced (or inserted before `"frames"`), every other byte stays as recorded. The result is read
/// back and compared with the original (device, metadata, frames, libinput gestures) before it atomically
/// replaces the file, so accepting can never lose recorded data.
enum ExpectBlockWriter {
    /// Writes `block` into the recording `bytes` were read from (`file`, shown as `name`).
    /// - Throws: `CommandError` when the file's layout is not understood, the result would differ in
    ///   anything but its expect block, or writing fails.
    static func write(_ block: JSONValue, into bytes: [UInt8], file: String, name: String) throws(CommandError) {
        let claim = RecordingClaim(scanning: bytes)
        guard claim.claimsRecording, claim.complete else {
            throw CommandError("\(name): the top level of the recording cannot be read; not changed", exitCode: .badData)
        }
        let text: String
        do {
            // The pretty layout, its continuation lines indented like the file's top-level members.
            text = try JSONValueCoding.encodeString(block, style: .pretty)
                .split(separator: "\n").joined(separator: "\n  ")
        } catch {
            throw CommandError("\(name): cannot write the expect block: \(error)", exitCode: .badData)
        }
        var updated = bytes
        if let expect = claim.members.last(where: { $0.key == "expect" }) {
            updated.replaceSubrange(expect.value, with: Array(text.utf8))
        } else if let frames = claim.members.first(where: { $0.key == "frames" }) {
            updated.insert(contentsOf: Array("\"expect\": \(text),\n  ".utf8), at: frames.keyStart)
        } else if let last = claim.members.last {
            updated.insert(contentsOf: Array(",\n  \"expect\": \(text)".utf8), at: last.value.upperBound)
        } else {
            throw CommandError("\(name): the recording has no members; not changed", exitCode: .badData)
        }
        try verify(original: bytes, updated: updated, block: block, name: name)
        try FileOutput.write(bytes: updated, to: file)
    }

    /// Refuses `updated` unless it reads back as `original` with `block` as its expect block.
    private static func verify(original: [UInt8], updated: [UInt8], block: JSONValue, name: String) throws(CommandError) {
        do {
            let before = try RecordingImporter.load(bytes: original, sourceName: name, format: .json)
            let after = try RecordingImporter.load(bytes: updated, sourceName: name, format: .json)
            var expected = before
            expected.expect = block
            guard after == expected else {
                throw CommandError("\(name): the rewritten file would not read back as the recording with the new "
                                   + "expect block; not changed", exitCode: .badData)
            }
            _ = try Expectation(json: block)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(name): the rewritten file would not read back (\(error)); not changed", exitCode: .badData)
        }
    }
}
