import TouchstoneCore

/// What makes a device a touch device for the importers.
enum TouchCapability {
    /// Multi-touch position axes, or single-touch `ABS_X`/`ABS_Y` with `BTN_TOUCH`.
    static func hasTouchAxes(absinfo: [UInt16: AxisInfo], codes: [UInt16: [UInt16]]) -> Bool {
        if absinfo[EventCode.ABS_MT_POSITION_X] != nil, absinfo[EventCode.ABS_MT_POSITION_Y] != nil { return true }
        return absinfo[EventCode.ABS_X] != nil && absinfo[EventCode.ABS_Y] != nil
            && (codes[EventCode.EV_KEY] ?? []).contains(EventCode.BTN_TOUCH)
    }
}
