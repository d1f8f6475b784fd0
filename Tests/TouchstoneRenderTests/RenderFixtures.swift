@testable import TouchstoneRender
import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay
import TouchstoneTransitions
import TouchstoneTestSupport

/// Recordings and helpers the render tests share.
enum RenderFixtures {
    static let root = RepositoryPaths.fixtures

    static func sample(_ name: String) throws -> Recording {
        try RecordingImporter.load(path: root + "/corpus-sample/" + name)
    }

    /// A 100 × 66 mm pad (12 units/mm) with two fingers 20 mm apart dragging straight right along
    /// y = 33 mm from x = 20 to x = 80 mm (the first finger), 10 ms per frame.
    static func straightDrag(frames: Int = 40) -> Recording {
        let device = DeviceDescription.touchpad()
        var touchFrames: [TouchFrame] = []
        for i in 0..<frames {
            let x = 20.0 + 60.0 * Double(i) / Double(frames - 1)
            touchFrames.append(TouchFrame(time: Int64(i) * 10_000, contacts: [
                Contact(id: 1, slot: 0, x: Int32(x * 12), y: 33 * 12),
                Contact(id: 2, slot: 1, x: Int32(x * 12), y: 53 * 12),
            ]))
        }
        touchFrames.append(TouchFrame(time: Int64(frames) * 10_000, contacts: []))
        return Recording(device: device, metadata: RecordingMetadata(source: "synthetic"), frames: touchFrames)
    }

    /// Whether a read-back pixel is within `tolerance` (0...255 per channel) of a colour.
    static func matches(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?, _ color: SceneColor,
                        tolerance: Int = 6) -> Bool {
        guard let pixel else { return false }
        func near(_ byte: UInt8, _ component: Double) -> Bool { abs(Int(byte) - Int((component * 255).rounded())) <= tolerance }
        return near(pixel.red, color.red) && near(pixel.green, color.green) && near(pixel.blue, color.blue)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}
