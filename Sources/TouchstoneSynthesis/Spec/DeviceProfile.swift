import TouchstoneCore

/// The built-in devices: the three touchpads the corpus was recorded on (Corpus/README.md) and a
/// touchscreen.
public enum DeviceProfile: String, Sendable, Hashable, CaseIterable {
    /// 100 x 66 mm, 12 units/mm, 5 slots, 125 Hz.
    case precision
    /// 160 x 100 mm, 40 units/mm, 5 slots, 125 Hz.
    case large
    /// 70 x 50 mm, 15 units/mm, 2 slots (fingers 3 and 4 through BTN_TOOL_* only), 83 Hz.
    case twoslot
    /// 250 x 160 mm touchscreen, 10 units/mm, 10 slots, 120 Hz.
    case touchscreen

    /// The device description, as the corpus's uinput devices declared it.
    public var description: DeviceDescription {
        var device: DeviceDescription
        switch self {
        case .precision:
            device = .touchpad(name: "Touchstone Precision Touchpad", widthMillimetres: 100, heightMillimetres: 66,
                               resolution: 12, slots: 5, maxFingers: 5)
            device.product = 0x7E11
        case .large:
            device = .touchpad(name: "Touchstone Large Touchpad", widthMillimetres: 160, heightMillimetres: 100,
                               resolution: 40, slots: 5, maxFingers: 5)
            device.product = 0x7E12
        case .twoslot:
            device = .touchpad(name: "Touchstone Twoslot Touchpad", widthMillimetres: 70, heightMillimetres: 50,
                               resolution: 15, slots: 2, maxFingers: 4)
            device.product = 0x7E13
        case .touchscreen:
            device = .touchpad(name: "Touchstone Synthetic Touchscreen", widthMillimetres: 250, heightMillimetres: 160,
                               resolution: 10, slots: 10, maxFingers: 5, kind: .touchscreen)
            device.product = 0x7E14
        }
        device.codes[EventCode.EV_SYN] = [0, 1, 3]
        return device
    }

    /// Time between frames, microseconds.
    public var framePeriod: Int64 {
        switch self {
        case .twoslot: return 12_000
        case .touchscreen: return 8_333
        default: return 8_000
        }
    }
}

/// The device a spec plays on: a built-in profile, or the description of a recording's device.
public enum SynthDevice: Sendable, Hashable {
    /// A built-in profile.
    case profile(DeviceProfile)
    /// Any device description (`--device-from FILE`), with its frame period in microseconds.
    case custom(DeviceDescription, framePeriod: Int64)

    /// The description.
    public var description: DeviceDescription {
        switch self {
        case .profile(let profile): return profile.description
        case .custom(let device, _): return device
        }
    }

    /// Time between frames, microseconds.
    public var framePeriod: Int64 {
        switch self {
        case .profile(let profile): return profile.framePeriod
        case .custom(_, let period): return period
        }
    }

    /// Default distance between neighbouring fingers, millimetres.
    public var spacing: Double {
        switch self {
        case .profile(.precision): return 18
        case .profile(.large): return 20
        case .profile(.twoslot): return 12.5
        case .profile(.touchscreen): return 20
        case .custom(let device, _):
            return min(22, max(10, 0.18 * min(device.widthMillimetres, device.heightMillimetres)))
        }
    }

    /// How far inside the edges fingers stay, millimetres.
    public var margin: Double {
        switch self {
        case .profile(.large): return 4
        case .profile(.twoslot): return 1.5
        case .profile(.touchscreen): return 5
        default: return 3
        }
    }

    /// The frame period of `frames`: the median interval (8 ms when there are too few frames).
    public static func framePeriod(of frames: [TouchFrame]) -> Int64 {
        guard frames.count > 2 else { return 8_000 }
        var intervals: [Int64] = []
        intervals.reserveCapacity(frames.count - 1)
        for i in 1..<frames.count where frames[i].time > frames[i - 1].time {
            intervals.append(frames[i].time - frames[i - 1].time)
        }
        guard !intervals.isEmpty else { return 8_000 }
        intervals.sort()
        return min(100_000, max(1_000, intervals[intervals.count / 2]))
    }
}
