import TouchstoneCore

/// The `touchstone dump` line contract, which other tools rely on:
/// `{"t_us": <int>, "contacts": [{"slot": <int>, "id": <int>, "x": <int>, "y": <int>}]}`,
/// x/y in device units, contacts sorted by slot.
public enum DumpLine {
    /// One frame as a dump line (without the newline).
    public static func render(_ frame: TouchFrame) -> String {
        var line = "{\"t_us\": \(frame.time), \"contacts\": ["
        for (index, contact) in frame.contacts.sorted(by: { $0.slot < $1.slot }).enumerated() {
            if index > 0 { line += ", " }
            line += "{\"slot\": \(contact.slot), \"id\": \(contact.id), \"x\": \(contact.x), \"y\": \(contact.y)}"
        }
        return line + "]}"
    }
}
