// libFuzzer target: `libinput record` YAML import (built by scripts/fuzz in one module with
// TouchstoneCore and TouchstoneRecording, hence no imports).

/// Imports the bytes as a libinput record, once with the default device choice and once asking for
/// device 1; errors are expected, crashes and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = try? LibinputRecordImporter.importRecording(bytes: bytes, sourceName: "fuzz.yml")
    _ = try? LibinputRecordImporter.importRecording(bytes: bytes, sourceName: "fuzz.yml", deviceIndex: 1)
    _ = RecordingFileFormat.detect(content: bytes)
    return 0
}
