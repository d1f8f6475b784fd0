import TouchstoneCore

/// The device facts recognizers need, read once from a `DeviceDescription` so that the per-frame
/// path converts positions with two subtractions and two divisions (no dictionary look-ups).
public struct DeviceGeometry: Sendable, Hashable {
    /// Smallest horizontal device unit.
    public var minimumX: Double
    /// Smallest vertical device unit.
    public var minimumY: Double
    /// Horizontal units per millimetre.
    public var unitsPerMillimetreX: Double
    /// Vertical units per millimetre.
    public var unitsPerMillimetreY: Double
    /// Width in millimetres.
    public var width: Double
    /// Height in millimetres.
    public var height: Double
    /// The device class (touchpad, semi-MT, touchscreen, tablet touch surface).
    public var deviceClass: DeviceClass

    /// Reads the geometry of `device` (same conversion as `DeviceDescription.millimetres(x:y:)`).
    public init(_ device: DeviceDescription) {
        let x = device.xAxis, y = device.yAxis
        minimumX = Double(x?.minimum ?? 0)
        minimumY = Double(y?.minimum ?? 0)
        (unitsPerMillimetreX, unitsPerMillimetreY) = device.unitsPerMillimetre
        width = Double(x?.span ?? 0) / unitsPerMillimetreX
        height = Double(y?.span ?? 0) / unitsPerMillimetreY
        deviceClass = device.deviceClass
    }

    /// Width of the left and right edge bands, millimetres: 8 % of the width (libinput's edge
    /// zone for palm and edge-scroll touches on touchpads).
    public var edgeBand: Double { 0.08 * width }

    /// Position of `contact` in millimetres from the top-left corner.
    @inline(__always)
    public func position(of contact: Contact) -> PointMM {
        PointMM(x: (Double(contact.x) - minimumX) / unitsPerMillimetreX,
                y: (Double(contact.y) - minimumY) / unitsPerMillimetreY)
    }

    /// The extent along the axis of `direction`: width for left/right, height for up/down, and the
    /// larger of the two otherwise.
    public func extent(along direction: GestureDirection) -> Double {
        switch direction {
        case .left, .right: return width
        case .up, .down: return height
        default: return max(width, height)
        }
    }
}
