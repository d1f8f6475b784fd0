import TouchstoneCore

/// What makes a device a touch device for the importers.
enum TouchCapability {
    /// Multi-touch position axes, or single-touch `ABS_X`/`ABS_Y` with a way to say a finger is down
    /// (`BTN_TOUCH`; without it `ABS_PRESSURE` or `BTN_TOOL_FINGER`: `DeviceDescription.singleTouchSignal`).
    static func hasTouchAxes(absinfo: [UInt16: AxisInfo], codes: [UInt16: [UInt16]]) -> Bool {
        if absinfo[EventCode.ABS_MT_POSITION_X] != nil, absinfo[EventCode.ABS_MT_POSITION_Y] != nil { return true }
        return DeviceDescription(name: "", codes: codes, absinfo: absinfo).singleTouchSignal != nil
    }
}
