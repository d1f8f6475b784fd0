/// Everything Touchstone knows about a touch device: identity, capabilities and geometry.
///
/// It keeps the device's full capability set (`codes`, `absinfo`, `properties`) so that a recording
/// can re-create the device through uinput, and derives the geometry recognizers need from it.
public struct DeviceDescription: Sendable, Hashable {
    /// The kernel's device name.
    public var name: String
    /// Bus type (`BUS_USB` = 3, `BUS_I2C` = 0x18, ...).
    public var bus: UInt16
    /// Vendor id.
    public var vendor: UInt16
    /// Product id.
    public var product: UInt16
    /// Version number.
    public var version: UInt16
    /// Supported event codes per event type.
    public var codes: [UInt16: [UInt16]]
    /// Ranges of the absolute axes, by `ABS_*` code.
    public var absinfo: [UInt16: AxisInfo]
    /// Input properties (`INPUT_PROP_*`), ascending.
    public var properties: [UInt16]
    /// What the device is; nil derives it from the properties.
    public var declaredKind: DeviceKind?
    /// The physical size in millimetres when the user states it (a recording's `size_mm`), used
    /// instead of the resolution or an assumption.
    public var declaredSize: SizeMM?
    /// Sizes from outside the description (the user's override, udev's hwdb, libinput's quirks,
    /// libwacom), found by the Linux edge; `sizeSource` picks among them in `SizeSource` order.
    public var sizeHints: [SizeHint] = []

    /// Creates a description from the kernel's capability set.
    public init(name: String, bus: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
                codes: [UInt16: [UInt16]], absinfo: [UInt16: AxisInfo], properties: [UInt16] = [],
                kind: DeviceKind? = nil) {
        self.name = name
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
        self.codes = codes
        self.absinfo = absinfo
        self.properties = properties.sorted()
        self.declaredKind = kind
    }
}

extension DeviceDescription {
    /// Size libinput assumes for a touchpad that reports no resolution, in millimetres.
    public static let fallbackSize = SizeMM(width: 69, height: 50)
    /// Diagonal assumed for a touchscreen that reports no resolution: 12 inches, the middle of the
    /// 7 to 22 inch screens seen in the field (the axes' aspect ratio gives the sides).
    public static let fallbackScreenDiagonal = 12 * 25.4
    /// Wacom's USB vendor id: an indirect Wacom touch device is the touch surface of a pen tablet.
    public static let wacomVendor: UInt16 = 0x056a

    /// The device kind: declared, else derived as udev's `input_id` and libinput do:
    /// `INPUT_PROP_DIRECT` is a touchscreen; an indirect Wacom surface is a tablet touch surface;
    /// `INPUT_PROP_POINTER`/`BUTTONPAD`, or `BTN_TOOL_FINGER` without a pen, is a touchpad;
    /// `BTN_TOUCH` without `BTN_TOOL_FINGER` (old touchscreens with no properties) is a touchscreen.
    public var kind: DeviceKind {
        if let declaredKind { return declaredKind }
        if properties.contains(EventCode.INPUT_PROP_DIRECT) { return .touchscreen }
        let keys = codes[EventCode.EV_KEY] ?? []
        let fingerTool = keys.contains(EventCode.BTN_TOOL_FINGER) && !keys.contains(EventCode.BTN_TOOL_PEN)
        let pointer = properties.contains(EventCode.INPUT_PROP_POINTER) || properties.contains(EventCode.INPUT_PROP_BUTTONPAD)
        if vendor == Self.wacomVendor && (pointer || fingerTool) { return .tabletTouch }
        if pointer || fingerTool { return .touchpad }
        if keys.contains(EventCode.BTN_TOUCH) && !keys.contains(EventCode.BTN_TOOL_PEN) { return .touchscreen }
        return .unknown
    }

    /// How a single-touch device (no multi-touch axes) says a finger is down; nil when it cannot
    /// (no `ABS_X`/`ABS_Y`, or a pen). `BTN_TOUCH` when it has one; old pads without it say so only
    /// through `ABS_PRESSURE` above 0, or, without pressure, through `BTN_TOOL_FINGER`/`*TAP`.
    public var singleTouchSignal: SingleTouchSignal? {
        guard absinfo[EventCode.ABS_X] != nil, absinfo[EventCode.ABS_Y] != nil else { return nil }
        let keys = codes[EventCode.EV_KEY] ?? []
        if keys.contains(EventCode.BTN_TOUCH) { return .button }
        guard !keys.contains(EventCode.BTN_TOOL_PEN) else { return nil }
        if absinfo[EventCode.ABS_PRESSURE] != nil { return .pressure }
        return keys.contains(EventCode.BTN_TOOL_FINGER) ? .tool : nil
    }

    /// True for a semi-multi-touch pad (`INPUT_PROP_SEMI_MT`): its two slots carry the corners of
    /// the fingers' bounding box, not real finger positions.
    public var isSemiMultiTouch: Bool { properties.contains(EventCode.INPUT_PROP_SEMI_MT) }

    /// The class recognition adapts to (kind, semi-MT, resolution); see docs/recognition.md.
    public var deviceClass: DeviceClass {
        switch kind {
        case .touchscreen: return .touchscreen
        case .tabletTouch: return .tabletTouch
        case .touchpad, .unknown: return isSemiMultiTouch ? .semiMultiTouch : .touchpad
        }
    }

    /// The horizontal multi-touch axis (`ABS_MT_POSITION_X`, else `ABS_X`).
    public var xAxis: AxisInfo? { absinfo[EventCode.ABS_MT_POSITION_X] ?? absinfo[EventCode.ABS_X] }
    /// The vertical multi-touch axis (`ABS_MT_POSITION_Y`, else `ABS_Y`).
    public var yAxis: AxisInfo? { absinfo[EventCode.ABS_MT_POSITION_Y] ?? absinfo[EventCode.ABS_Y] }

    /// Number of MT slots (1 for a single-touch device).
    public var slotCount: Int {
        guard let slot = absinfo[EventCode.ABS_MT_SLOT] else { return 1 }
        return max(1, Int(slot.maximum) + 1)
    }

    /// The most fingers the device can report, through `BTN_TOOL_*` or its slots.
    public var maxFingers: Int {
        let tools = (codes[EventCode.EV_KEY] ?? []).compactMap(EventCode.fingerCount(forTool:))
        return max(tools.max() ?? 0, absinfo[EventCode.ABS_MT_SLOT] == nil ? 1 : slotCount)
    }

    /// The hint that gives the size, if one does: an override always; a database hint (hwdb,
    /// quirks, libwacom, in that order) only when neither the recording nor the axes give a size.
    public var sizeHint: SizeHint? { resolvedSize.hint }

    /// Where the physical size comes from: the first of `SizeSource`'s order that has one.
    public var sizeSource: SizeSource { resolvedSize.source }

    /// The physical size in millimetres, from `sizeSource`.
    public var size: SizeMM { size(resolvedSize) }

    /// `sizeSource` and the hint behind it, decided once for `sizeHint`, `sizeSource`, `size` and
    /// `unitsPerMillimetre`.
    private var resolvedSize: (source: SizeSource, hint: SizeHint?) {
        if let override = sizeHints.first(where: { $0.source == .override }) { return (.override, override) }
        if declaredSize != nil { return (.declared, nil) }
        if hasResolution { return (.resolution, nil) }
        if let database = sizeHints.filter({ $0.source.rank > SizeSource.resolution.rank && $0.size.width > 0 && $0.size.height > 0 })
            .min(by: { $0.source.rank < $1.source.rank }) {
            return (database.source, database)
        }
        return (kind == .touchscreen ? .assumedScreen : .assumedTouchpad, nil)
    }

    private func size(_ resolved: (source: SizeSource, hint: SizeHint?)) -> SizeMM {
        let spanX = Double(xAxis?.span ?? 0), spanY = Double(yAxis?.span ?? 0)
        switch resolved.source {
        case .override, .hwdb, .quirks, .libwacom: return resolved.hint!.size
        case .declared: return declaredSize!
        case .resolution:
            return SizeMM(width: spanX / Double(xAxis!.resolution), height: spanY / Double(yAxis!.resolution))
        case .assumedTouchpad:
            // libinput: 69 x 50 mm, except an axis that does report its resolution.
            let x = (xAxis?.resolution ?? 0) > 0 ? spanX / Double(xAxis!.resolution) : Self.fallbackSize.width
            let y = (yAxis?.resolution ?? 0) > 0 ? spanY / Double(yAxis!.resolution) : Self.fallbackSize.height
            return SizeMM(width: x, height: y)
        case .assumedScreen:
            let diagonal = (spanX * spanX + spanY * spanY).squareRoot()
            guard diagonal > 0 else { return Self.fallbackSize }
            return SizeMM(width: Self.fallbackScreenDiagonal * spanX / diagonal,
                          height: Self.fallbackScreenDiagonal * spanY / diagonal)
        }
    }

    /// Horizontal units per millimetre (from `size`).
    public var unitsPerMillimetreX: Double { unitsPerMillimetre.x }
    /// Vertical units per millimetre (from `size`).
    public var unitsPerMillimetreY: Double { unitsPerMillimetre.y }

    /// Units per millimetre on both axes, from one computation of `size`.
    public var unitsPerMillimetre: (x: Double, y: Double) {
        let resolved = resolvedSize
        let size = size(resolved), keepsResolution = !resolved.source.overridesResolution
        return (unitsPerMillimetre(xAxis, size.width, keepsResolution), unitsPerMillimetre(yAxis, size.height, keepsResolution))
    }

    /// Physical width in millimetres.
    public var widthMillimetres: Double { Double(xAxis?.span ?? 0) / unitsPerMillimetreX }
    /// Physical height in millimetres.
    public var heightMillimetres: Double { Double(yAxis?.span ?? 0) / unitsPerMillimetreY }

    /// True when the device reports resolution on both axes (sizes are real, not assumed).
    public var hasResolution: Bool { (xAxis?.resolution ?? 0) > 0 && (yAxis?.resolution ?? 0) > 0 }

    /// Converts a device-unit position to millimetres from the axes' minimum.
    public func millimetres(x: Int32, y: Int32) -> PointMM {
        let units = unitsPerMillimetre
        return PointMM(x: Double(Int64(x) - Int64(xAxis?.minimum ?? 0)) / units.x,
                       y: Double(Int64(y) - Int64(yAxis?.minimum ?? 0)) / units.y)
    }

    private func unitsPerMillimetre(_ axis: AxisInfo?, _ millimetres: Double, _ keepsResolution: Bool) -> Double {
        guard let axis, axis.span > 0, millimetres > 0 else { return 1 }
        if keepsResolution, axis.resolution > 0 { return Double(axis.resolution) }
        return Double(axis.span) / millimetres
    }
}

/// How a single-touch device says a finger is down (`DeviceDescription.singleTouchSignal`).
public enum SingleTouchSignal: Sendable, Hashable {
    /// `BTN_TOUCH`.
    case button
    /// `ABS_PRESSURE` above 0 (no `BTN_TOUCH`).
    case pressure
    /// Any `BTN_TOOL_FINGER`/`*TAP` bit (neither `BTN_TOUCH` nor pressure).
    case tool
}

extension DeviceDescription {
    /// A synthetic multi-touch touchpad, as the fixture generator and tests create it.
    ///
    /// - Parameters:
    ///   - widthMillimetres: physical width.
    ///   - heightMillimetres: physical height.
    ///   - resolution: units per millimetre on both axes.
    ///   - slots: MT slots.
    ///   - maxFingers: the most fingers reported through `BTN_TOOL_*` (at least `slots` is typical).
    public static func touchpad(name: String = "Touchstone Synthetic Touchpad", widthMillimetres: Int = 100,
                                heightMillimetres: Int = 66, resolution: Int32 = 12, slots: Int = 5,
                                maxFingers: Int = 5, kind: DeviceKind = .touchpad) -> DeviceDescription {
        let maxX = Int32(widthMillimetres) * resolution, maxY = Int32(heightMillimetres) * resolution
        let toolCodes: [UInt16] = [EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP,
                                   EventCode.BTN_TOOL_QUADTAP, EventCode.BTN_TOOL_QUINTTAP]
        var keys: [UInt16] = [EventCode.BTN_TOUCH] + toolCodes.prefix(max(1, min(5, maxFingers)))
        if kind == .touchpad { keys.append(EventCode.BTN_LEFT) }
        let x = AxisInfo(minimum: 0, maximum: maxX, resolution: resolution)
        let y = AxisInfo(minimum: 0, maximum: maxY, resolution: resolution)
        return DeviceDescription(
            name: name, bus: 0x18, vendor: 0x1209, product: 0x7e01, version: 1,
            codes: [EventCode.EV_SYN: [0, 1, 2, 3], EventCode.EV_KEY: keys.sorted(),
                    EventCode.EV_ABS: [EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_SLOT,
                                       EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y,
                                       EventCode.ABS_MT_TRACKING_ID]],
            absinfo: [EventCode.ABS_X: x, EventCode.ABS_Y: y,
                      EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: Int32(slots - 1)),
                      EventCode.ABS_MT_POSITION_X: x, EventCode.ABS_MT_POSITION_Y: y,
                      EventCode.ABS_MT_TRACKING_ID: AxisInfo(minimum: 0, maximum: 65535)],
            properties: kind == .touchpad ? [EventCode.INPUT_PROP_POINTER, EventCode.INPUT_PROP_BUTTONPAD]
                                          : [EventCode.INPUT_PROP_DIRECT],
            kind: nil)
    }
}
