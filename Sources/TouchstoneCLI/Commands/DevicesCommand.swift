import TouchstoneCore
import TouchstoneLinux

/// `touchstone devices`: the touchpads and touchscreens udev knows, with size, slots and resolution.
public struct DevicesCommand: Command {
    public init() {}
    public let name = "devices"
    public let summary = "List touchpads and touchscreens with size, slots and resolution."
    public let usage = "[--json]"
    public let options: [OptionSpec] = [.flag("json", help: "One JSON object per line.")]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let found: [TouchDeviceInfo]
        do {
            found = try UdevDiscovery().touchDevices()
        } catch {
            throw CommandError(error.description, exitCode: .ioError)
        }
        if found.isEmpty && !arguments.has("json") {
            context.errors.line("no touchpad or touchscreen found (udev tags none with ID_INPUT_TOUCHPAD/ID_INPUT_TOUCHSCREEN)")
        }
        for info in found {
            let kind = info.isTouchscreen ? "touchscreen" : "touchpad"
            guard let device = try? EvdevDevice(path: info.devicePath) else {
                context.output.line(arguments.has("json")
                    ? "{\"node\": \(info.devicePath.jsonQuoted), \"kind\": \"\(kind)\", \"readable\": false}"
                    : "\(info.devicePath)  \(kind)  \(info.name ?? "?")  (no read access: sudo touchstone setup --allow \(kind))")
                continue
            }
            let d = device.description
            if arguments.has("json") {
                context.output.line("{\"node\": \(info.devicePath.jsonQuoted), \"kind\": \"\(kind)\", \"readable\": true, "
                    + "\"name\": \(d.name.jsonQuoted), \"width_mm\": \(fixed(d.widthMillimetres, 1)), "
                    + "\"height_mm\": \(fixed(d.heightMillimetres, 1)), \"slots\": \(d.slotCount), "
                    + "\"max_fingers\": \(d.maxFingers), \"resolution\": [\(d.xAxis?.resolution ?? 0), \(d.yAxis?.resolution ?? 0)]}")
            } else {
                context.output.line("\(info.devicePath)  \(kind)  \(d.name)  \(fixed(d.widthMillimetres, 1))x\(fixed(d.heightMillimetres, 1)) mm  "
                    + "\(d.slotCount) slots, \(d.maxFingers) fingers, \(d.xAxis?.resolution ?? 0) units/mm")
            }
        }
        return .ok
    }
}
