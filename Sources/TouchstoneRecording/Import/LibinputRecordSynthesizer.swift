/// Writes synthetic `libinput record` files of any size, shaped like real ones (aligned rows with
/// `#` comments, one `- evdev:` entry per frame, libinput gesture events), for benchmarks and
/// stress tests.
///
/// The content is deterministic: repeated three-finger left swipes on the same 5-slot touchpad
/// (100 x 66 mm at 12 units/mm) as the corpus samples, 8 ms apart, with a swipe begin/update/end
/// sequence per stroke.
public enum LibinputRecordSynthesizer {
    /// Frames in one stroke: fingers down, moves, fingers up.
    public static let movesPerStroke = 40

    /// A recording of at least `minimumBytes` bytes (whole strokes, so it always ends with all fingers up).
    ///
    /// - Returns: the YAML text and the number of touch frames it decodes to.
    public static func makeYAML(minimumBytes: Int) -> (text: String, frames: Int) {
        var out = header
        out.reserveCapacity(minimumBytes + 64 * 1024)
        var time: Int64 = 0
        var frames = 0
        var trackingID = 100
        repeat {
            appendStroke(to: &out, time: &time, trackingID: trackingID)
            frames += movesPerStroke + 2
            trackingID += 3
            time += 50_000
        } while out.utf8.count < minimumBytes
        return (out, frames)
    }

    private static func appendStroke(to out: inout String, time: inout Int64, trackingID: Int) {
        var x = [900, 1000, 1100]
        let y = [400, 380, 410]
        out += "  - evdev:\n"
        for finger in 0..<3 {
            row(&out, time, 3, 47, finger, "EV_ABS / ABS_MT_SLOT")
            row(&out, time, 3, 57, trackingID + finger, "EV_ABS / ABS_MT_TRACKING_ID")
            row(&out, time, 3, 53, x[finger], "EV_ABS / ABS_MT_POSITION_X")
            row(&out, time, 3, 54, y[finger], "EV_ABS / ABS_MT_POSITION_Y")
        }
        row(&out, time, 1, 330, 1, "EV_KEY / BTN_TOUCH")
        row(&out, time, 1, 334, 1, "EV_KEY / BTN_TOOL_TRIPLETAP")
        row(&out, time, 3, 0, x[0], "EV_ABS / ABS_X")
        row(&out, time, 3, 1, y[0], "EV_ABS / ABS_Y")
        syn(&out, time)
        for move in 0..<movesPerStroke {
            time += 8_000
            out += "  - evdev:\n"
            for finger in 0..<3 {
                x[finger] -= 14
                row(&out, time, 3, 47, finger, "EV_ABS / ABS_MT_SLOT")
                row(&out, time, 3, 53, x[finger], "EV_ABS / ABS_MT_POSITION_X")
            }
            row(&out, time, 3, 0, x[0], "EV_ABS / ABS_X")
            syn(&out, time)
            out += "    libinput:\n"
            if move == 2 { gesture(&out, time, "GESTURE_SWIPE_BEGIN", "  0.00") }
            if move >= 2 { gesture(&out, time, "GESTURE_SWIPE_UPDATE", "-12.56") }
        }
        time += 8_000
        out += "  - evdev:\n"
        for finger in 0..<3 {
            row(&out, time, 3, 47, finger, "EV_ABS / ABS_MT_SLOT")
            row(&out, time, 3, 57, -1, "EV_ABS / ABS_MT_TRACKING_ID")
        }
        row(&out, time, 1, 330, 0, "EV_KEY / BTN_TOUCH")
        row(&out, time, 1, 334, 0, "EV_KEY / BTN_TOOL_TRIPLETAP")
        syn(&out, time)
        out += "    libinput:\n"
        gesture(&out, time, "GESTURE_SWIPE_END", "  0.00")
    }

    private static func row(_ out: inout String, _ time: Int64, _ type: Int, _ code: Int, _ value: Int, _ name: String) {
        out += "    - ["
        out += pad(String(time / 1_000_000), 3) + ", " + pad(String(time % 1_000_000), 6) + ", "
        out += pad(String(type), 3) + ", " + pad(String(code), 3) + ", " + pad(String(value), 7) + "] # "
        out += name + " " + String(value) + "\n"
    }

    private static func syn(_ out: inout String, _ time: Int64) {
        row(&out, time, 0, 0, 0, "------------ SYN_REPORT (0) ----------")
    }

    private static func gesture(_ out: inout String, _ time: Int64, _ type: String, _ dx: String) {
        let fraction = String(time % 1_000_000)
        out += "    - {time: \(time / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction), type: \(type), "
        out += "nfingers: 3, delta: [\(dx),   0.00], unaccel: [\(dx),   0.00]}\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    private static let header = """
    # libinput record
    version: 1
    ndevices: 1
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      os: "debian:12"
      kernel: "6.1.0-synthetic"
      dmi: "dmi:synthetic"
    devices:
    - node: /dev/input/event1
      evdev:
        # Name: Corpus Precision Touchpad
        name: "Corpus Precision Touchpad"
        id: [24, 4617, 32257, 1]
        codes:
          0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
          1: [272, 325, 328, 330, 333, 334, 335] # EV_KEY
          3: [0, 1, 47, 53, 54, 57] # EV_ABS
        absinfo:
          0: [0, 1200, 0, 0, 12]
          1: [0, 800, 0, 0, 12]
          47: [0, 4, 0, 0, 0]
          53: [0, 1200, 0, 0, 12]
          54: [0, 800, 0, 0, 12]
          57: [0, 65535, 0, 0, 0]
        properties: [0, 2]
      udev:
        properties:
        - ID_INPUT=1
        - ID_INPUT_TOUCHPAD=1
      quirks:
      events:

    """
}
