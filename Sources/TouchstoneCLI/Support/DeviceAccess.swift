/// The device access Touchstone's udev rule can grant the user at the seat, each a separate opt-in.
///
/// udev/70-touchstone.rules tags a kind's nodes `uaccess` only while its flag file exists under
/// /etc/touchstone/access; `touchstone setup` creates and removes those files.
public enum DeviceAccess: String, CaseIterable, Sendable {
    /// Reading touchpads.
    case touchpad
    /// Reading touchscreens.
    case touchscreen
    /// Creating virtual devices through /dev/uinput (`touchstone play`).
    case uinput

    /// The folder of flag files, relative to the system root.
    public static let flagDirectory = "etc/touchstone/access"

    /// The flag file the udev rule tests, relative to the system root.
    public var flagPath: String { "\(Self.flagDirectory)/\(rawValue)" }

    /// What granting it allows, in one sentence.
    public var risk: String {
        switch self {
        case .touchpad:
            "every program you run can read all touchpad movement and clicks (how you point, not what you type)."
        case .touchscreen:
            "every program you run can read every touch on the screen, including taps on an on-screen keyboard, so it could learn PINs and passwords typed there."
        case .uinput:
            "every program you run can create a virtual keyboard or mouse and type or click into any window, including terminals and password prompts."
        }
    }

    /// What it is for.
    public var purpose: String {
        switch self {
        case .touchpad: "touchstoned, touchstone record and devices on touchpads"
        case .touchscreen: "the same on touchscreens"
        case .uinput: "touchstone play without root"
        }
    }

    /// `udevadm trigger` arguments that re-apply the rule to this kind's nodes.
    var triggerArguments: [String] {
        self == .uinput ? ["--subsystem-match=misc", "--sysname-match=uinput"] : ["--subsystem-match=input"]
    }
}
