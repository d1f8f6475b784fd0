import Glibc

/// Wall-clock timing helpers (monotonic clock), medians and small file utilities for the benchmarks.
enum Measure {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// CPU seconds used by the calling thread (excludes time the thread waited for a core).
    static func threadCPUTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// Runs `body` `runs` times and returns each run's duration in seconds.
    static func times(_ runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var result: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = now()
            try body()
            result.append(now() - start)
        }
        return result
    }

    /// The median of `values` (mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Size of the file at `path` in bytes (0 when missing).
    static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Writes `bytes` to `path`, replacing it.
    static func write(_ bytes: [UInt8], to path: String) throws(BenchError) {
        guard let handle = fopen(path, "wb") else { throw .io("cannot write \(path): errno \(errno)") }
        defer { fclose(handle) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == bytes.count else { throw .io("short write to \(path)") }
    }

    /// The text file at `path`.
    static func readText(_ path: String) throws(BenchError) -> String {
        guard let handle = fopen(path, "rb") else { throw .io("cannot read \(path): errno \(errno)") }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sorted paths of the files in `directory` whose names end with `suffix`.
    static func files(in directory: String, suffix: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(suffix) { names.append(directory + "/" + name) }
        }
        return names.sorted()
    }
}

/// Why a benchmark could not run.
enum BenchError: Error, CustomStringConvertible {
    case io(String)
    case child(String)
    case data(String)

    var description: String {
        switch self {
        case .io(let message), .child(let message), .data(let message): return message
        }
    }
}
