// libFuzzer target: evemu import (built by scripts/fuzz in one module with TouchstoneCore and
// TouchstoneRecording, hence no imports).

/// Imports the bytes as an evemu recording; errors are expected, crashes and sanitizer reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = try? EvemuImporter.importRecording(bytes: bytes, sourceName: "fuzz.evemu")
    return 0
}
