import Glibc

/// What every benchmark group needs: sizes, repetitions, where to write, and the peers.
struct BenchContext {
    /// Smoke run: smaller inputs, fewer repetitions.
    var quick: Bool
    /// Repetitions per figure (the median is reported).
    var runs: Int
    /// Generated files and results (`.build/bench`).
    var outputDirectory: String
    /// Directory of the release binaries (`touchstoned` is looked up there).
    var binaryDirectory: String
    /// The repository root (Recordings/, Corpus/).
    var root: String
    /// This executable, re-run for the memory figures.
    var selfPath: String
    /// CPython, when installed.
    var python: PythonPeer?

    /// Repetitions of the Python peers: at most 3, since PyYAML needs ~20 s per pass over 20 MB here.
    var peerRuns: Int { min(runs, 3) }
    /// Frames of the "one hour" JSON recording (450,000 = 1 h at 125 Hz; a tenth with --quick).
    var hourFrames: Int { quick ? 45_000 : 450_000 }
    /// Size of the synthetic libinput record file.
    var syntheticYAMLBytes: Int { quick ? 2 * 1_000_000 : 20 * 1_000_000 }
    /// Frames pushed through the recognizer arena per run.
    var recognizerFrames: Int { quick ? 200_000 : 2_000_000 }

    /// Progress on stderr, so stdout stays the table.
    func log(_ message: String) {
        standardError("bench: \(message)\n")
    }
}

/// Writes `text` to standard error (fd 2), unbuffered.
func standardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { return }
        offset += written
    }
}
