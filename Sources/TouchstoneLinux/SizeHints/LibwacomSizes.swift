import CLibwacom
import Glibc
import TouchstoneCore

/// Physical sizes of tablets and integrated pen/touch screens from libwacom's database (its
/// `Width`/`Height` are whole inches, so the size is approximate but right in scale: a 12.5-inch
/// ThinkPad screen, not a 69 mm touchpad). Matched by bus, vendor and product, as libwacom matches.
public enum LibwacomSizes {
    /// libwacom's bus for a kernel `BUS_*` value (nil for a bus libwacom does not know).
    static func bus(_ kernelBus: UInt16) -> WacomBusType? {
        switch kernelBus {
        case 0x03: return WBUSTYPE_USB
        case 0x05: return WBUSTYPE_BLUETOOTH
        case 0x13: return WBUSTYPE_SERIAL
        case 0x18: return WBUSTYPE_I2C
        default: return nil
        }
    }

    /// The size libwacom gives the model with `device`'s bus, vendor and product, if it knows one.
    public static func lookup(_ device: DeviceDescription) -> SizeHint? {
        guard let bus = bus(device.bus), device.vendor != 0 || device.product != 0,
              let database = libwacom_database_new() else { return nil }
        defer { libwacom_database_destroy(database) }
        guard let models = libwacom_list_devices_from_database(database, nil) else { return nil }
        defer { free(models) }
        var index = 0
        while let model = models[index] {
            index += 1
            var matches = libwacom_get_matches(model)
            while let match = matches?.pointee {
                matches = matches?.advanced(by: 1)
                guard libwacom_match_get_bustype(match) == bus, libwacom_match_get_vendor_id(match) == UInt32(device.vendor),
                      libwacom_match_get_product_id(match) == UInt32(device.product) else { continue }
                let width = libwacom_get_width(model), height = libwacom_get_height(model)
                guard width > 0, height > 0 else { return nil }
                let name = libwacom_get_name(model).map { String(cString: $0) } ?? "?"
                return SizeHint(size: SizeMM(width: Double(width) * 25.4, height: Double(height) * 25.4), source: .libwacom,
                                detail: "\(name), \(width) x \(height) in")
            }
        }
        return nil
    }
}
