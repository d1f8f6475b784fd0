/// Collects the bytes Cairo streams out (PNG, SVG, PDF) so nothing touches the file system.
final class ByteSink {
    var bytes: [UInt8] = []
}
