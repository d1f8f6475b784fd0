/// The evdev constants Touchstone needs, from `linux/input-event-codes.h`.
///
/// Kept in pure Swift so that the core never imports a C header.
public enum EventCode {
    // Types
    public static let EV_SYN: UInt16 = 0x00
    public static let EV_KEY: UInt16 = 0x01
    public static let EV_REL: UInt16 = 0x02
    public static let EV_ABS: UInt16 = 0x03
    public static let EV_MSC: UInt16 = 0x04

    // EV_SYN codes
    public static let SYN_REPORT: UInt16 = 0
    public static let SYN_CONFIG: UInt16 = 1
    public static let SYN_MT_REPORT: UInt16 = 2
    public static let SYN_DROPPED: UInt16 = 3

    // EV_KEY codes
    public static let BTN_LEFT: UInt16 = 0x110
    public static let BTN_RIGHT: UInt16 = 0x111
    public static let BTN_MIDDLE: UInt16 = 0x112
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    public static let BTN_TOUCH: UInt16 = 0x14a
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f

    // EV_ABS codes
    public static let ABS_X: UInt16 = 0x00
    public static let ABS_Y: UInt16 = 0x01
    public static let ABS_PRESSURE: UInt16 = 0x18
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a

    // EV_MSC codes
    public static let MSC_TIMESTAMP: UInt16 = 0x05

    // Input properties
    public static let INPUT_PROP_POINTER: UInt16 = 0x00
    public static let INPUT_PROP_DIRECT: UInt16 = 0x01
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02
    public static let INPUT_PROP_SEMI_MT: UInt16 = 0x03

    /// The finger count each `BTN_TOOL_*` key stands for, or nil for other keys.
    public static func fingerCount(forTool code: UInt16) -> Int? {
        switch code {
        case BTN_TOOL_FINGER: return 1
        case BTN_TOOL_DOUBLETAP: return 2
        case BTN_TOOL_TRIPLETAP: return 3
        case BTN_TOOL_QUADTAP: return 4
        case BTN_TOOL_QUINTTAP: return 5
        default: return nil
        }
    }

    /// Symbolic name of an event type, or its number.
    public static func typeName(_ type: UInt16) -> String {
        switch type {
        case EV_SYN: return "EV_SYN"
        case EV_KEY: return "EV_KEY"
        case EV_REL: return "EV_REL"
        case EV_ABS: return "EV_ABS"
        case EV_MSC: return "EV_MSC"
        default: return "EV_\(type)"
        }
    }

    /// Symbolic name of an event code for the codes Touchstone knows, or its number.
    public static func codeName(type: UInt16, code: UInt16) -> String {
        let names: [UInt16: String]
        switch type {
        case EV_SYN: names = [0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED"]
        case EV_KEY: names = [0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x145: "BTN_TOOL_FINGER",
                              0x148: "BTN_TOOL_QUINTTAP", 0x14a: "BTN_TOUCH", 0x14d: "BTN_TOOL_DOUBLETAP",
                              0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP"]
        case EV_ABS: names = [0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x2f: "ABS_MT_SLOT",
                              0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR", 0x35: "ABS_MT_POSITION_X",
                              0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE", 0x39: "ABS_MT_TRACKING_ID",
                              0x3a: "ABS_MT_PRESSURE"]
        case EV_MSC: names = [0x05: "MSC_TIMESTAMP"]
        default: names = [:]
        }
        return names[code] ?? "\(code)"
    }
}
