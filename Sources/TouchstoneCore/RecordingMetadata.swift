/// Where a recording came from. Never filled from the wall clock by the core: callers pass times in.
public struct RecordingMetadata: Sendable, Hashable {
    /// When the recording was made (ISO 8601), if known.
    public var recordedAt: String?
    /// What produced it: "touchstone-record", "libinput-record", "evemu", "synthetic", ...
    public var source: String
    /// The file it was imported from, if any.
    public var sourceFile: String?
    /// Version of the Touchstone that wrote it.
    public var toolVersion: String?
    /// Version of libinput that recorded it, when imported from `libinput record`.
    public var libinputVersion: String?
    /// Kernel release the recording was made on, if known.
    public var kernel: String?
    /// Free-form labels (family, expected kind, notes...), written in key order.
    public var labels: [String: String]

    /// Creates metadata.
    public init(recordedAt: String? = nil, source: String, sourceFile: String? = nil, toolVersion: String? = nil,
                libinputVersion: String? = nil, kernel: String? = nil, labels: [String: String] = [:]) {
        self.recordedAt = recordedAt
        self.source = source
        self.sourceFile = sourceFile
        self.toolVersion = toolVersion
        self.libinputVersion = libinputVersion
        self.kernel = kernel
        self.labels = labels
    }
}
