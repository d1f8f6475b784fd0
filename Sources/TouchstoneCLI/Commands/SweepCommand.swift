import Foundation
import TouchstoneCore
import TouchstoneRecording
import TouchstoneRender
import TouchstoneReplay
import TouchstoneSynthesis

/// `touchstone sweep --kind K --x FIELD=A:B:N --y FIELD=A:B:N -o MAP.png`: a decision map of where a
/// transition completes and where it cancels over two gesture parameters.
public struct SweepCommand: Command {
    public init() {}
    public let name = "sweep"
    public let summary = "Map where a transition completes or cancels over two gesture parameters (PNG/SVG/PDF, JSON)."
    public let usage = "--kind KIND --x FIELD=START:END:N --y FIELD=START:END:N [gesture flags] [--animation NAME] [--engine PRESET] [--set KEY=VALUE] [-o MAP.png] [--json MAP.json] | --x KEY=START:END:N FILE|DIR... [--set KEY=VALUE] [-o PLOT.svg] [--json FILE]"
    public var discussion: String {
        """
        Every grid point is a gesture synthesized from the flags (as 'touchstone synth' takes them) with the two
        fields set, replayed against the animation and engine (as 'touchstone replay'): its outcome is the
        cell's colour (completed, cancelled, failed, none; invalid where the gesture cannot be played, e.g. it
        does not fit on the pad) and the transition's final progress its label. Fields: \(SweepAxis.fields.joined(separator: ", ")).
        Example: touchstone sweep --kind pan --direction down --x distance_mm=4:40:10 --y release_speed_mm_s=0:120:9
                 --set preset=gagat --animation reveal -o pan-map.png --json pan-map.json
        Without -o and --json the JSON goes to standard output. docs/synth.md#decision-maps.
        With FILE|DIR arguments it sweeps one recognizer setting over labelled recordings instead (labels as
        'touchstone compare' reads them): per value, Touchstone's wrong verdicts and the travel and time before
        'began' of the setting's family, as a table; -o draws travel against error, --json writes the numbers.
        Example: touchstone sweep --x swipe.begin_mm=0.5:12:12 Corpus -o swipe-begin.svg. docs/compare.md.
        """
    }
    public var options: [OptionSpec] {
        SynthCommand.gestureOptions + SynthCommand.deviceOptions + ReplayArguments.options + [
            .value("x", "FIELD=START:END:N", help: "The horizontal parameter and its values."),
            .value("y", "FIELD=START:END:N", help: "The vertical parameter and its values."),
            .value("output", short: "o", "MAP", help: "Heat map to write: .png, .svg or .pdf."),
            .value("json", "FILE", help: "Write the grid as JSON here."),
        ]
    }

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        if !arguments.positionals.isEmpty { return try SettingSweep.run(arguments, in: context) }
        guard arguments.value("kind") != nil else { throw .usage("say what to sweep: --kind pan|swipe|pinch|rotate|hold|tap|motion") }
        guard let xText = arguments.value("x"), let yText = arguments.value("y") else {
            throw .usage("give both axes: --x FIELD=START:END:N --y FIELD=START:END:N")
        }
        let x: SweepAxis, y: SweepAxis
        do {
            x = try SweepAxis(parsing: xText, option: "--x")
            y = try SweepAxis(parsing: yText, option: "--y")
        } catch {
            throw .usage("\(error)")
        }
        guard x.field != y.field else { throw .usage("--x and --y both set \(x.field)") }
        let picture = try PictureOutput.optional(arguments)
        var base = SynthCommand.gestureMembers(arguments).filter { $0.key != x.field && $0.key != y.field }
        SynthCommand.addDeviceMembers(arguments, to: &base)
        var template: SynthesisSpec
        do {
            template = try SynthesisSpec(json: .object(base))
        } catch {
            throw .usage(option: error)
        }
        try SynthCommand.applyDeviceFrom(arguments, to: &template, context: context)
        var rows: [[DecisionMap.Cell]] = []
        var animation = "crossfade", engine = "gagat"
        for yValue in y.values {
            var row: [DecisionMap.Cell] = []
            for xValue in x.values {
                var members = base
                members.append((x.field, .number(xValue)))
                members.append((y.field, .number(yValue)))
                let recording: Recording
                do {
                    var spec = try SynthesisSpec(json: .object(members))
                    spec.device = template.device
                    recording = try Synthesizer.synthesize(spec).recording
                } catch {
                    row.append(DecisionMap.Cell(outcome: "invalid"))
                    continue
                }
                let configuration = try ReplayArguments.configuration(arguments, recording: recording, file: "sweep")
                animation = configuration.animationName
                engine = configuration.enginePreset
                let result: ReplayResult
                do {
                    result = try Replayer.replay(recording, configuration: configuration)
                } catch {
                    throw CommandError("\(error)", exitCode: .usage)
                }
                row.append(DecisionMap.Cell(outcome: result.outcome.decision.rawValue, finalProgress: result.outcome.transition.finalProgress))
            }
            rows.append(row)
        }
        let kind = arguments.value("kind") ?? ""
        let title = "\(kind)\(arguments.value("fingers") ?? "") \(arguments.value("direction") ?? "") on \(template.device.description.name): \(animation), \(engine)"
        let map = DecisionMap(title: title, xLabel: x.field, yLabel: y.field, xValues: x.values, yValues: y.values, cells: rows)
        if let picture {
            let bytes: [UInt8]
            do { bytes = try DecisionMapPicture.render(map, format: picture.format) } catch { throw CommandError("\(picture.path): \(error)", exitCode: .ioError) }
            try picture.write(bytes, what: "decision map", in: context)
        }
        let json = Self.json(map)
        if let path = arguments.value("json") {
            try FileOutput.write(json, to: path)
            context.errors.line("wrote \(path)")
        } else if picture == nil {
            context.output.write(json)
        }
        return .ok
    }

    /// The map as JSON: `{"title", "x": {"field", "values"}, "y": {...}, "cells": [[{"outcome", "final_progress"}]]}`,
    /// rows from the first y value.
    static func json(_ map: DecisionMap) -> String {
        let cells: [JSONValue] = map.cells.map { row in
            .array(row.map { cell in
                .object([("outcome", .string(cell.outcome)), ("final_progress", cell.finalProgress.map(JSONValue.number) ?? .null)])
            })
        }
        let value = JSONValue.object([
            ("title", .string(map.title)),
            ("x", .object([("field", .string(map.xLabel)), ("values", .array(map.xValues.map(JSONValue.number)))])),
            ("y", .object([("field", .string(map.yLabel)), ("values", .array(map.yValues.map(JSONValue.number)))])),
            ("cells", .array(cells)),
        ])
        return (try? JSONValueCoding.encodeString(value, style: .pretty)) ?? "{}"
    }
}
