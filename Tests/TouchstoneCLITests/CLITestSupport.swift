import TouchstoneCLI
import TouchstoneCore

/// Runs `touchstone` in-process with captured output and in-memory recordings.
struct CLIRun {
    let status: ExitCode
    let output: CapturedOutput
    let errors: CapturedOutput

    /// Runs with `recordings` as the only files the loader knows.
    init(_ arguments: [String], recordings: [String: Recording] = [:]) {
        self.init(arguments, source: .memory(recordings))
    }

    /// Runs with the real loader, on files on disk.
    static func readingFiles(_ arguments: [String]) -> CLIRun { CLIRun(arguments, source: .files) }

    private init(_ arguments: [String], source: RecordingSource) {
        let output = CapturedOutput(), errors = CapturedOutput()
        let context = CommandContext(output: output.sink, errors: errors.sink, recordings: source)
        status = TouchstoneMain().run(arguments, in: context)
        self.output = output
        self.errors = errors
    }
}

/// A small two-finger recording on the synthetic pad.
func sampleRecording() -> Recording {
    let pad = DeviceDescription.touchpad()
    let frames = [
        TouchFrame(time: 0, contacts: [Contact(id: 1, slot: 0, x: 100, y: 100)]),
        TouchFrame(time: 8000, contacts: [Contact(id: 2, slot: 1, x: 300, y: 110), Contact(id: 1, slot: 0, x: 100, y: 120)]),
        TouchFrame(time: 16000, contacts: [], fingerCount: 0),
    ]
    let gestures = [
        LibinputGestureEvent(time: 9000, type: .swipeBegin, fingers: 3),
        LibinputGestureEvent(time: 12000, type: .swipeEnd, fingers: 3, cancelled: true),
    ]
    return Recording(device: pad, metadata: RecordingMetadata(source: "synthetic"), frames: frames, libinputGestures: gestures)
}
