import CUdev
import TouchstoneCore

/// Resolutions from udev's hwdb (`60-evdev.hwdb`: `EVDEV_ABS_<axis>=min:max:res:fuzz:flat`). On a
/// live device udev has already written them into the kernel's absinfo; a recording made where the
/// hwdb had no entry yet (or on another machine) is looked up here by the ids and name it carries,
/// with the keys 60-evdev.rules uses: the input modalias, then the name and the machine's DMI.
public enum UdevHwdbSizes {
    /// The hwdb keys 60-evdev.rules looks up for `device`, in its order.
    public static func lookupKeys(for device: DeviceDescription, dmiModalias: String?) -> [String] {
        ["evdev:" + modalias(device), "evdev:name:\(device.name):\(dmiModalias ?? "")"]
    }

    /// The kernel's input modalias (`input:b0003v1B96p0001e0000-e0,1,3,k14A,ra0,1,mlsfw`).
    public static func modalias(_ device: DeviceDescription) -> String {
        func hex4(_ v: UInt16) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return String(repeating: "0", count: 4 - s.count) + s
        }
        func bits(_ letter: String, _ codes: [UInt16]) -> String {
            letter + codes.sorted().map { String($0, radix: 16, uppercase: true) + "," }.joined()
        }
        let types = device.codes.keys.sorted()
        return "input:b\(hex4(device.bus))v\(hex4(device.vendor))p\(hex4(device.product))e\(hex4(device.version))-"
            + bits("e", types) + bits("k", device.codes[1] ?? []) + bits("r", device.codes[2] ?? [])
            + bits("a", device.codes[3] ?? []) + bits("m", device.codes[4] ?? []) + bits("l", device.codes[0x11] ?? [])
            + bits("s", device.codes[0x12] ?? []) + bits("f", device.codes[0x15] ?? []) + bits("w", device.codes[5] ?? [])
    }

    /// The resolution an `EVDEV_ABS_*` value sets (`min:max:res[:fuzz[:flat]]`, fields may be empty).
    public static func resolution(inValue value: String) -> Int? {
        let fields = value.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count >= 3, let res = Int(fields[2]), res > 0 else { return nil }
        return res
    }

    /// The size the hwdb's properties give `device` (`properties`: name to value), nil without a
    /// resolution for both position axes.
    public static func sizeHint(for device: DeviceDescription, properties: [String: String], matchedKey: String) -> SizeHint? {
        func resolution(_ mt: UInt16, _ single: UInt16, _ axis: AxisInfo?) -> Int? {
            let usesMT = device.absinfo[mt] != nil
            let codes = usesMT ? [mt, single] : [single]
            for code in codes {
                let name = "EVDEV_ABS_" + (code < 16 ? "0" : "") + String(code, radix: 16, uppercase: true)
                if let value = properties[name], let res = Self.resolution(inValue: value) { return res }
            }
            return (axis?.resolution ?? 0) > 0 ? Int(axis!.resolution) : nil
        }
        guard let xAxis = device.xAxis, let yAxis = device.yAxis, xAxis.span > 0, yAxis.span > 0,
              let x = resolution(EventCode.ABS_MT_POSITION_X, EventCode.ABS_X, xAxis),
              let y = resolution(EventCode.ABS_MT_POSITION_Y, EventCode.ABS_Y, yAxis) else { return nil }
        return SizeHint(size: SizeMM(width: Double(xAxis.span) / Double(x), height: Double(yAxis.span) / Double(y)),
                        source: .hwdb, detail: "\(matchedKey) resolution \(x)x\(y) units/mm")
    }

    /// Looks `device` up in the system's hwdb (nil when nothing there gives it a resolution, or
    /// there is no hwdb).
    public static func lookup(_ device: DeviceDescription, dmiModalias: String?) -> SizeHint? {
        guard let udev = udev_new() else { return nil }
        defer { udev_unref(udev) }
        guard let hwdb = udev_hwdb_new(udev) else { return nil }
        defer { udev_hwdb_unref(hwdb) }
        for key in lookupKeys(for: device, dmiModalias: dmiModalias) {
            var properties: [String: String] = [:]
            var entry = udev_hwdb_get_properties_list_entry(hwdb, key, 0)
            while let e = entry {
                if let name = udev_list_entry_get_name(e), let value = udev_list_entry_get_value(e) {
                    properties[String(cString: name)] = String(cString: value)
                }
                entry = udev_list_entry_get_next(e)
            }
            // 60-evdev.rules stops at the first key that has properties.
            guard !properties.isEmpty else { continue }
            return sizeHint(for: device, properties: properties, matchedKey: key)
        }
        return nil
    }
}
