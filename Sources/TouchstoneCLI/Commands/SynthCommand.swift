import Foundation
import TouchstoneCore
import TouchstoneRecording
import TouchstoneSynthesis

/// `touchstone synth [SPEC.json] [--kind K ...] [-o OUT.json]`: a recording of gestures made from a spec.
public struct SynthCommand: Command {
    public init() {}
    public let name = "synth"
    public let summary = "Make a recording of gestures from a spec (file or flags), with an expect block."
    public let usage = "[SPEC.json] [--kind KIND [--fingers N] [--direction D] ...] [--device NAME | --device-from FILE] [--seed N] [-o OUT.json]"
    public var discussion: String {
        """
        One gesture from flags (every flag but --kind has a default), or a spec file with a sequence of
        gestures (docs/synth.md). Flag names are the spec's field names with '-' for '_'. The frames are
        what the kernel's multi-touch protocol would carry; the expect block states what the default
        recognizers should find (fields that are ambiguous by construction are left out, and named in the
        'ambiguous' label). Same spec and seed, same bytes. Without -o the recording goes to standard output.
        Examples:
          touchstone synth --kind swipe --fingers 3 --direction left --distance-mm 40 --duration-ms 300 -o out.json
          touchstone synth --kind pinch --fingers 2 --direction in -o p.json
        """
    }

    /// Gesture fields that take a value, as flags.
    static let valueFields = SynthesisSpec.gestureKeys.filter { $0 != "thumb" }

    /// The gesture fields as flags (`--distance-mm MM`, `--thumb`).
    static var gestureOptions: [OptionSpec] {
        valueFields.map { key in
            .value(key.replacingOccurrences(of: "_", with: "-"), placeholder(key), help: help(key))
        } + [.flag("thumb", help: "A thumb rests near the bottom edge during the gesture.")]
    }

    /// Device, seed and rate flags.
    static let deviceOptions: [OptionSpec] = [
        .value("device-profile", "NAME", help: "Synthetic device: precision (default), large, twoslot or touchscreen."),
        .value("device-from", "FILE", help: "Use the device (and frame rate) of this recording instead."),
        .value("seed", "N", help: "Seed of the jitter and tracking ids (default 1)."),
        .value("rate-hz", "HZ", help: "Frames per second (default: the device's, 125 or 83)."),
    ]

    public var options: [OptionSpec] {
        Self.gestureOptions + Self.deviceOptions + [
            .value("output", short: "o", "OUT.json", help: "Where to write the recording (default: standard output)."),
            .flag("compact", help: "One frame per line without indentation."),
        ]
    }

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.positionals.count <= 1 else { throw .usage("expected at most one SPEC.json, found \(arguments.positionals.count) arguments") }
        let specFile = arguments.positionals.first
        var members: [(key: String, value: JSONValue)] = []
        let given = Self.gestureMembers(arguments).map(\.key)
        if let specFile {
            guard given.isEmpty else {
                throw .usage("gesture flags (--\(given[0].replacingOccurrences(of: "_", with: "-"))) go without a SPEC file; put them in \(specFile)")
            }
            guard let data = FileManager.default.contents(atPath: specFile) else {
                throw CommandError("\(specFile): cannot read", exitCode: .missingFile)
            }
            let value: JSONValue
            do { value = try JSONValueCoding.decode(Array(data), name: specFile) } catch { throw CommandError(error) }
            guard case .object(let object) = value else {
                throw CommandError("\(specFile): expected a JSON object (docs/synth.md)", exitCode: .badData)
            }
            members = object
        } else {
            guard arguments.value("kind") != nil else {
                throw .usage("say what to play: --kind pan|swipe|pinch|rotate|hold|tap|motion, or a SPEC.json")
            }
            members = Self.gestureMembers(arguments)
        }
        Self.addDeviceMembers(arguments, to: &members)
        var spec: SynthesisSpec
        func failure(_ error: SpecError) -> CommandError {
            guard specFile == nil else { return CommandError("\(specFile!): \(error)", exitCode: .badData) }
            return .usage(option: error)
        }
        do {
            spec = try SynthesisSpec(json: .object(members))
        } catch {
            throw failure(error)
        }
        try Self.applyDeviceFrom(arguments, to: &spec, context: context)
        let result: SynthesisResult
        do {
            result = try Synthesizer.synthesize(spec)
        } catch {
            throw failure(error)
        }
        var recording = result.recording
        recording.metadata.toolVersion = TouchstoneVersion.current
        let encoder = RecordingEncoder(style: arguments.has("compact") ? .compact : .pretty)
        let bytes: [UInt8]
        do { bytes = try encoder.encode(recording) } catch { throw CommandError(error) }
        if let output = arguments.value("output"), output != "-" {
            try FileOutput.write(bytes: bytes, to: output)
            context.errors.line("wrote \(output): \(recording.frames.count) frames, \(Self.describe(result.expected))")
        } else {
            context.output.write(String(decoding: bytes, as: UTF8.self))
        }
        return .ok
    }

    /// The spec fields given as gesture flags, in the order of `gestureKeys`.
    static func gestureMembers(_ arguments: ParsedArguments) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        for key in valueFields {
            guard let text = arguments.value(key.replacingOccurrences(of: "_", with: "-")) else { continue }
            members.append((key, Double(text).map(JSONValue.number) ?? .string(text)))
        }
        if arguments.has("thumb") { members.append(("thumb", .bool(true))) }
        return members
    }

    /// `--seed`, `--device-profile`, `--rate-hz` over what `members` says.
    static func addDeviceMembers(_ arguments: ParsedArguments, to members: inout [(key: String, value: JSONValue)]) {
        func override(_ key: String, _ value: JSONValue) {
            members.removeAll { $0.key == key }
            members.append((key, value))
        }
        if let seed = arguments.value("seed") { override("seed", Double(seed).map(JSONValue.number) ?? .string(seed)) }
        if let device = arguments.value("device-profile") { override("device", .string(device)) }
        if let rate = arguments.value("rate-hz") { override("rate_hz", Double(rate).map(JSONValue.number) ?? .string(rate)) }
    }

    /// `--device-from FILE`: the recording's device and frame period.
    static func applyDeviceFrom(_ arguments: ParsedArguments, to spec: inout SynthesisSpec, context: CommandContext) throws(CommandError) {
        guard let source = arguments.value("device-from") else { return }
        guard arguments.value("device-profile") == nil else { throw .usage("give --device-profile or --device-from, not both") }
        let recording = try context.loadRecording(source, nil)
        spec.device = .custom(recording.device, framePeriod: SynthDevice.framePeriod(of: recording.frames))
    }

    /// `swipe 3 left completed; ...` for the summary line.
    static func describe(_ expected: [ExpectedGesture]) -> String {
        "expect " + expected.map { e in
            [e.kind?.rawValue ?? "none", "\(e.fingers)", e.direction?.rawValue ?? "(direction ambiguous)",
             e.outcome?.rawValue ?? "(outcome ambiguous)"].joined(separator: " ")
        }.joined(separator: "; ")
    }

    private static func placeholder(_ key: String) -> String {
        switch key {
        case "kind": return "KIND"
        case "direction": return "DIR"
        case "profile": return "PROFILE"
        case "release": return "moving|stopped"
        case "placement": return "row|diagonal"
        case "lift_order": return "ORDER"
        case "fingers": return "N"
        case "scale", "distance_fraction", "center_x", "center_y": return "X"
        default:
            if key.hasSuffix("_mm_s") { return "MM/S" }
            if key.hasSuffix("_mm") { return "MM" }
            if key.hasSuffix("_ms") { return "MS" }
            if key.hasSuffix("_deg") { return "DEG" }
            return "VALUE"
        }
    }

    private static func help(_ key: String) -> String {
        switch key {
        case "kind": return "pan, swipe, pinch, rotate, hold, tap or motion (required without SPEC)."
        case "fingers": return "Fingers (pan, rotate 2; swipe, pinch, hold 2-5; tap 1-5; motion 1)."
        case "direction": return "up down left right up-left up-right down-left down-right | in out | cw ccw."
        case "angle_deg": return "Direction of travel in degrees clockwise from right (overrides --direction's angle)."
        case "distance_mm": return "Travel in millimetres (default: 60 % of the pad, 40 mm for swipes)."
        case "distance_fraction": return "Travel as a fraction of the pad along the direction."
        case "scale": return "Pinch: final span / initial span (default 0.35 in, 2.2 out)."
        case "rotation_deg": return "Rotate: degrees (default 75)."
        case "duration_ms": return "Motion (or hold/tap) duration in ms."
        case "peak_speed_mm_s": return "Peak speed instead of a duration."
        case "release_speed_mm_s": return "Speed at release (selects the release profile)."
        case "profile": return "ease-in-out (default), constant, fling, out-and-back."
        case "release": return "moving: lift at once; stopped: rest 150 ms before lifting."
        case "still_after_ms": return "Rest after the motion before lifting (default 0 if moving at the end, else 120)."
        case "still_before_ms": return "Rest after the last finger lands (default 40)."
        case "spacing_mm": return "Distance between neighbouring fingers (default: the device's)."
        case "placement": return "row (default) or diagonal."
        case "center_x", "center_y": return "Centre of the gesture as a fraction of the pad (default 0.5)."
        case "stagger_ms": return "Landing stagger per finger (default 0)."
        case "lift_order": return "together (default), landing or reverse."
        case "lift_stagger_ms": return "Delay between fingers lifting (default 0, 15 when not together)."
        case "jitter_mm": return "Position noise per frame, standard deviation (default 0.04)."
        case "pause_ms": return "Pause after the gesture in a sequence (default 300)."
        default: return key
        }
    }
}
