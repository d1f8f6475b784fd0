import CLibinput
import Glibc
import TouchstoneCore

/// libinput's own gesture events for chosen devices (a path context), kept beside our recognizers'.
///
/// libinput keeps a pointer to the `libinput_interface`, so it lives in static storage. Owns the context;
/// not shared across threads.
public final class LibinputGestureSource {
    // Written once, then only read by libinput: safe to share.
    nonisolated(unsafe) private static let interface: UnsafeMutablePointer<libinput_interface> = {
        let pointer = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        pointer.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                guard let path else { return -EINVAL }
                let fd = open(path, flags | O_CLOEXEC)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in close(fd) }))
        return pointer
    }()

    private let context: OpaquePointer
    private var devices: [String: OpaquePointer] = [:]

    /// Creates a path context with no devices.
    /// - Throws: `LinuxInputError.udevFailed` when libinput cannot be initialised.
    public init() throws(LinuxInputError) {
        guard let context = libinput_path_create_context(Self.interface, nil) else {
            throw .udevFailed("libinput_path_create_context failed")
        }
        self.context = context
    }

    deinit {
        for device in devices.values { libinput_device_unref(device) }
        libinput_unref(context)
    }

    /// The file descriptor to watch for readability.
    public var fileDescriptor: Int32 { libinput_get_fd(context) }

    /// Adds the device at `path`; false when libinput does not accept it (e.g. udev has not tagged it).
    @discardableResult
    public func addDevice(path: String) -> Bool {
        guard devices[path] == nil, let device = libinput_path_add_device(context, path) else { return false }
        devices[path] = libinput_device_ref(device)
        return true
    }

    /// Removes the device at `path`.
    public func removeDevice(path: String) {
        guard let device = devices.removeValue(forKey: path) else { return }
        libinput_path_remove_device(device)
        libinput_device_unref(device)
    }

    /// Dispatches libinput and returns the gesture events now pending, with the node they came from.
    ///
    /// Times are libinput's CLOCK_MONOTONIC microseconds.
    public func pendingGestures() -> [(devicePath: String, event: LibinputGestureEvent)] {
        libinput_dispatch(context)
        var result: [(String, LibinputGestureEvent)] = []
        while let event = libinput_get_event(context) {
            defer { libinput_event_destroy(event) }
            guard let type = Self.gestureType(libinput_event_get_type(event)),
                  let gesture = libinput_event_get_gesture_event(event) else { continue }
            let device = libinput_event_get_device(event)
            let path = devices.first { $0.value == device }?.key
                ?? devices.first { libinput_device_get_sysname($0.value).map { String(cString: $0) }
                    == libinput_device_get_sysname(device).map { String(cString: $0) } }?.key ?? ""
            var converted = LibinputGestureEvent(time: Int64(libinput_event_gesture_get_time_usec(gesture)), type: type,
                                                 fingers: Int(libinput_event_gesture_get_finger_count(gesture)))
            switch type {
            case .swipeUpdate, .pinchUpdate:
                converted.delta = PointMM(x: libinput_event_gesture_get_dx(gesture), y: libinput_event_gesture_get_dy(gesture))
                converted.unacceleratedDelta = PointMM(x: libinput_event_gesture_get_dx_unaccelerated(gesture),
                                                       y: libinput_event_gesture_get_dy_unaccelerated(gesture))
            case .swipeEnd, .pinchEnd, .holdEnd:
                converted.cancelled = libinput_event_gesture_get_cancelled(gesture) != 0
            default: break
            }
            if type == .pinchBegin || type == .pinchUpdate || type == .pinchEnd {
                converted.scale = libinput_event_gesture_get_scale(gesture)
                converted.angleDelta = libinput_event_gesture_get_angle_delta(gesture)
            }
            result.append((path, converted))
        }
        return result
    }

    private static func gestureType(_ type: libinput_event_type) -> LibinputGestureEvent.EventType? {
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: return .swipeBegin
        case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE: return .swipeUpdate
        case LIBINPUT_EVENT_GESTURE_SWIPE_END: return .swipeEnd
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: return .pinchBegin
        case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE: return .pinchUpdate
        case LIBINPUT_EVENT_GESTURE_PINCH_END: return .pinchEnd
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: return .holdBegin
        case LIBINPUT_EVENT_GESTURE_HOLD_END: return .holdEnd
        default: return nil
        }
    }
}
