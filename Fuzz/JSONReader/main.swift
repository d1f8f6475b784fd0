// libFuzzer entry point for the Touchstone recording JSON reader.
//
// Built by the fuzz script as one module together with the sources of TouchstoneCore and
// TouchstoneRecording, so it names the public API without importing those modules; when it is
// built against the modules instead, the conditional imports below bring them in.
#if canImport(TouchstoneCore)
import TouchstoneCore
#endif
#if canImport(TouchstoneRecording)
import TouchstoneRecording
#endif

/// Decodes the input as a recording and as a plain JSON value, re-encodes whatever decoded (it must
/// decode to the same value), and streams it frame by frame. Errors are expected and ignored;
/// crashes and failed round trips are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let recording = try? RecordingDecoder().decode(bytes, name: "fuzz") {
        // What decodes must encode, and decode again to the same value.
        guard let encoded = try? RecordingEncoder(style: .compact).encode(recording),
              let again = try? RecordingDecoder().decode(encoded, name: "fuzz-reencoded"),
              again == recording else {
            fatalError("a decoded recording did not survive re-encoding")
        }
    }
    if let value = try? JSONValueCoding.decode(bytes, name: "fuzz-value") {
        guard let encoded = try? JSONValueCoding.encode(value, style: .pretty),
              let again = try? JSONValueCoding.decode(encoded, name: "fuzz-value-reencoded"),
              again == value else {
            fatalError("a decoded JSON value did not survive re-encoding")
        }
    }
    if let reader = try? RecordingReader(bytes: bytes, name: "fuzz-stream") {
        while let frame = try? reader.next() {
            _ = frame
        }
    }
    return 0
}
