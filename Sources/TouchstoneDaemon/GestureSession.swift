import TouchstoneCore
import TouchstoneRecognition

/// Turns one device's touch frames into gesture updates: the recognizer arena, seen from the daemon.
public protocol GestureSession: AnyObject {
    /// Processes a frame; returns the updates it caused, in order.
    func process(_ frame: TouchFrame) -> [GestureUpdate]
    /// Cancels whatever is active (device removed, reload); returns the `cancelled` updates.
    func cancelAll(at time: Int64) -> [GestureUpdate]
}
