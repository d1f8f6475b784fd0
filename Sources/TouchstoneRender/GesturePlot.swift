import TouchstoneCore
import TouchstoneRecognition
import TouchstoneReplay
import TouchstoneTransitions

/// A picture of one replay: the pad to scale with every contact's trace, then the driving gesture's
/// progress and velocity over time with its phases and the release decision marked.
public enum GesturePlot {
    /// Canvas width (pixels for PNG, points for SVG and PDF).
    static let width = 1000.0
    /// Left margin (room for y tick labels and axis titles).
    static let left = 78.0
    /// Right margin of the time panels.
    static let right = 24.0
    /// Height of the pad area at most.
    static let padHeight = 320.0
    /// Height of each time panel.
    static let panelHeight = 180.0

    /// A place to point at: where an expectation and the replay part (`touchstone test --report`).
    public struct Mark: Sendable, Hashable {
        /// Microseconds from the start of the recording.
        public var time: Int64
        /// What parts there (`gestures[0].outcome`).
        public var label: String
        /// The input frame, when the mark is one: its contacts are ringed on the pad.
        public var inputFrame: Int?
        /// What happens there, written before the labels (`parts`; `began` for `compare --report`).
        public var verb: String

        /// Creates a mark.
        public init(time: Int64, label: String, inputFrame: Int? = nil, verb: String = "parts") {
            self.time = time
            self.label = label
            self.inputFrame = inputFrame
            self.verb = verb
        }
    }

    /// Renders the plot of `recording` replayed as `result` in `format`, with `marks` drawn as red lines.
    /// - Parameter title: the first title line, typically the file name.
    /// - Throws: `RenderError.cairo` when Cairo fails.
    public static func render(recording: Recording, result: ReplayResult, format: ImageFormat,
                              title: String = "recording", marks: [Mark] = []) throws(RenderError) -> [UInt8] {
        try draw(recording: recording, result: result, format: format, title: title, marks: marks).finish()
    }

    /// The SVG document as text (for inlining into HTML).
    public static func svg(recording: Recording, result: ReplayResult, title: String = "recording",
                           marks: [Mark] = []) throws(RenderError) -> String {
        String(decoding: try render(recording: recording, result: result, format: .svg, title: title, marks: marks), as: UTF8.self)
    }

    /// The pad geometry the plot uses: size in mm and the traces in order of first appearance.
    struct Traces {
        var padWidth: Double
        var padHeight: Double
        var contacts: [(id: Int32, points: [PointMM])]

        init(_ recording: Recording) {
            var order: [Int32] = []
            var points: [Int32: [PointMM]] = [:]
            for frame in recording.frames {
                for contact in frame.contacts {
                    if points[contact.id] == nil { order.append(contact.id) }
                    points[contact.id, default: []].append(contact.position(on: recording.device))
                }
            }
            contacts = order.map { ($0, points[$0] ?? []) }
            let all = contacts.flatMap(\.points)
            let device = recording.device
            padWidth = device.widthMillimetres > 0 ? device.widthMillimetres : max(1, all.map(\.x).max() ?? 1)
            padHeight = device.heightMillimetres > 0 ? device.heightMillimetres : max(1, all.map(\.y).max() ?? 1)
        }
    }

    /// Layout of the pad area: where (0, 0) mm lands and how many canvas units one mm is.
    struct PadLayout {
        var originX: Double
        var originY: Double
        var scale: Double

        func point(_ p: PointMM) -> ScenePoint { ScenePoint(x: originX + p.x * scale, y: originY + p.y * scale) }
    }

    static let padTop = 74.0
    static let legendWidth = 190.0

    static func padLayout(_ traces: Traces) -> PadLayout {
        let available = width - left - right - legendWidth
        let scale = min(available / traces.padWidth, padHeight / traces.padHeight)
        return PadLayout(originX: left, originY: padTop, scale: scale)
    }

    /// Draws the plot on a new canvas (tests read its pixels back).
    static func draw(recording: Recording, result: ReplayResult, format: ImageFormat, title: String,
                     marks: [Mark] = []) throws(RenderError) -> CairoCanvas {
        let traces = Traces(recording)
        let pad = padLayout(traces)
        let padBottom = pad.originY + traces.padHeight * pad.scale
        let progressTop = padBottom + 64
        let velocityTop = progressTop + panelHeight + 56
        let height = velocityTop + panelHeight + 52
        let canvas = try CairoCanvas(width: Int(width), height: Int(height.rounded(.up)), format: format)
        drawTitle(on: canvas, result: result, title: title)
        drawPad(on: canvas, traces: traces, layout: pad)

        let driverName = result.outcome.driver?.recognizer ?? result.configuration.driver
        let updates = result.drivingUpdates.filter { $0.recognizer == driverName }
        let endTime = max(recording.duration, result.timeline.spans.last?.lastTime ?? 0, updates.last?.time ?? 0, 1)
        // A little room after the last event, so a release at the very end keeps its line and label in view.
        let time = PlotAxis(lower: 0, upper: Double(endTime) / 1e6 * 1.04, start: left, end: width - right)
        drawProgress(on: canvas, top: progressTop, time: time, updates: updates, spans: result.timeline.spans)
        drawVelocity(on: canvas, top: velocityTop, time: time, updates: updates)
        drawMarks(marks, on: canvas, recording: recording, pad: pad, time: time, top: progressTop,
                  bottom: velocityTop + panelHeight)
        return canvas
    }

    /// The mismatch colour.
    static let markColor = SceneColor(red: 0.85, green: 0.1, blue: 0.1)

    /// A red line through both time panels at each mark, labelled above the progress panel, and red rings
    /// around the contacts of a marked input frame on the pad.
    static func drawMarks(_ marks: [Mark], on canvas: CairoCanvas, recording: Recording, pad: PadLayout, time: PlotAxis,
                          top: Double, bottom: Double) {
        var labelled: [Int64] = []
        for mark in marks {
            let x = time.position(Double(mark.time) / 1e6)
            canvas.setColor(markColor)
            canvas.setLineWidth(2)
            canvas.move(x, top); canvas.line(x, bottom); canvas.stroke()
            // The frame's contacts (a lift frame has none: the last frame before it that has some), ringed
            // with a dashed line so the ring stays apart from a red trace.
            if let frame = mark.inputFrame, recording.frames.indices.contains(frame),
               let shown = recording.frames[...frame].last(where: { !$0.contacts.isEmpty }) {
                canvas.setDash([4, 3])
                for contact in shown.contacts {
                    let p = pad.point(contact.position(on: recording.device))
                    canvas.circle(p.x, p.y, radius: 13)
                    canvas.stroke()
                }
                canvas.setDash([])
            }
            // One label per time: several fields often part at the same tick.
            guard !labelled.contains(mark.time) else { continue }
            let text = mark.verb + ": " + marks.filter { $0.time == mark.time }.map(\.label).joined(separator: ", ")
            let fitsRight = x + 4 + canvas.textWidth(text, size: 11, bold: true) < time.end
            canvas.text(text, x: fitsRight ? x + 4 : x - 4, y: top + panelHeight - 6 - 14 * Double(labelled.count % 3),
                        size: 11, bold: true, align: fitsRight ? .left : .right)
            labelled.append(mark.time)
        }
    }

    // MARK: Title

    static func drawTitle(on canvas: CairoCanvas, result: ReplayResult, title: String) {
        let o = result.outcome, c = result.configuration
        canvas.setColor(RenderPalette.ink)
        canvas.text(title, x: left, y: 26, size: 17, bold: true)
        var line: String
        if let g = o.driver {
            line = "\(g.kindName), \(g.fingers) fingers, \(g.direction.rawValue): \(g.outcome.rawValue)"
            if let p = o.progressAtRelease { line += " at progress \(formatted(p, 2))" }
        } else {
            line = "no gesture began (\(o.decision.rawValue))"
        }
        line += "  ·  \(c.animationName), \(c.enginePreset) engine, \(c.framesPerSecond) Hz, final progress \(formatted(o.transition.finalProgress, 2))"
        canvas.text(line, x: left, y: 48, size: 13)
    }

    // MARK: Pad

    static func drawPad(on canvas: CairoCanvas, traces: Traces, layout: PadLayout) {
        let w = traces.padWidth * layout.scale, h = traces.padHeight * layout.scale
        let x0 = layout.originX, y0 = layout.originY
        // Millimetre grid every 10 mm, labelled on the top and left edges.
        let xAxis = PlotAxis(lower: 0, upper: traces.padWidth, start: x0, end: x0 + w)
        let yAxis = PlotAxis(lower: 0, upper: traces.padHeight, start: y0, end: y0 + h)
        canvas.setColor(SceneColor(white: 0.97))
        canvas.rectangle(x0, y0, w, h)
        canvas.fill()
        canvas.setLineWidth(1)
        for value in xAxis.ticks(count: 10) {
            let x = xAxis.position(value)
            canvas.setColor(RenderPalette.grid)
            canvas.move(x, y0); canvas.line(x, y0 + h); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(value, 0), x: x, y: y0 + h + 15, size: 11, align: .center)
        }
        for value in yAxis.ticks(count: 6) {
            let y = yAxis.position(value)
            canvas.setColor(RenderPalette.grid)
            canvas.move(x0, y); canvas.line(x0 + w, y); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(value, 0), x: x0 - 6, y: y + 4, size: 11, align: .right)
        }
        canvas.setColor(RenderPalette.ink)
        canvas.setLineWidth(2)
        canvas.rectangle(x0, y0, w, h)
        canvas.stroke()
        canvas.text("x (mm)", x: x0 + w / 2, y: y0 + h + 32, size: 12, align: .center)
        canvas.text("y (mm)", x: x0 - 40, y: y0 + h / 2, size: 12, align: .center, rotated: true)

        for (index, contact) in traces.contacts.enumerated() {
            let color = RenderPalette.contact(index)
            let points = contact.points.map(layout.point)
            guard let start = points.first, let end = points.last else { continue }
            canvas.setColor(color)
            canvas.setLineWidth(3)
            canvas.move(start.x, start.y)
            for p in points.dropFirst() { canvas.line(p.x, p.y) }
            canvas.stroke()
            // Start: open circle; end: cross.
            canvas.setLineWidth(2.5)
            canvas.circle(start.x, start.y, radius: 7)
            canvas.stroke()
            canvas.move(end.x - 6, end.y - 6); canvas.line(end.x + 6, end.y + 6)
            canvas.move(end.x + 6, end.y - 6); canvas.line(end.x - 6, end.y + 6)
            canvas.stroke()
        }

        // Legend to the right of the pad.
        let lx = x0 + w + 24
        var ly = y0 + 12
        canvas.setColor(RenderPalette.ink)
        canvas.text("contacts (\(traces.contacts.count))", x: lx, y: ly, size: 12, bold: true)
        ly += 20
        for (index, contact) in traces.contacts.prefix(10).enumerated() {
            canvas.setColor(RenderPalette.contact(index))
            canvas.setLineWidth(3)
            canvas.move(lx, ly - 4); canvas.line(lx + 22, ly - 4); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text("id \(contact.id), \(contact.points.count) frames", x: lx + 30, y: ly, size: 11)
            ly += 17
        }
        ly += 8
        canvas.setLineWidth(2)
        canvas.circle(lx + 11, ly - 4, radius: 5); canvas.stroke()
        canvas.text("start", x: lx + 30, y: ly, size: 11)
        ly += 17
        canvas.move(lx + 6, ly - 9); canvas.line(lx + 16, ly + 1)
        canvas.move(lx + 16, ly - 9); canvas.line(lx + 6, ly + 1)
        canvas.stroke()
        canvas.text("end", x: lx + 30, y: ly, size: 11)
        ly += 17
        canvas.text("pad \(formatted(traces.padWidth, 1)) × \(formatted(traces.padHeight, 1)) mm", x: lx, y: ly + 8, size: 11)
    }

    // MARK: Time panels

    /// Frame, grid, time ticks and the y axis of one panel.
    static func drawPanel(on canvas: CairoCanvas, top: Double, time: PlotAxis, value: PlotAxis, yTitle: String, heading: String) {
        let bottom = top + panelHeight
        canvas.setColor(SceneColor(white: 0.985))
        canvas.rectangle(time.start, top, time.end - time.start, panelHeight)
        canvas.fill()
        canvas.setLineWidth(1)
        let digits = value.tickDigits(count: 4)
        for v in value.ticks(count: 4) {
            let y = value.position(v)
            canvas.setColor(RenderPalette.grid)
            canvas.move(time.start, y); canvas.line(time.end, y); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(v, digits), x: time.start - 6, y: y + 4, size: 11, align: .right)
        }
        let timeDigits = time.tickDigits(count: 10)
        for t in time.ticks(count: 10) {
            let x = time.position(t)
            canvas.setColor(RenderPalette.grid)
            canvas.move(x, top); canvas.line(x, bottom); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(t, timeDigits), x: x, y: bottom + 15, size: 11, align: .center)
        }
        canvas.setColor(RenderPalette.ink)
        canvas.setLineWidth(1.5)
        canvas.rectangle(time.start, top, time.end - time.start, panelHeight)
        canvas.stroke()
        canvas.text("time (s)", x: (time.start + time.end) / 2, y: bottom + 32, size: 12, align: .center)
        canvas.text(yTitle, x: time.start - 52, y: top + panelHeight / 2, size: 12, align: .center, rotated: true)
        canvas.text(heading, x: time.start, y: top - 8, size: 13, bold: true)
    }

    /// Shaded spans from each `began` to the update that ends it, phase markers, and the release line.
    static func drawPhases(on canvas: CairoCanvas, top: Double, time: PlotAxis, updates: [GestureUpdate], labelled: Bool) {
        let bottom = top + panelHeight
        var spanStart: Int64?
        for update in updates {
            switch update.phase {
            case .began:
                spanStart = update.time
            case .ended, .cancelled, .failed:
                if let start = spanStart {
                    canvas.setColor(RenderPalette.phase("began"), alpha: 0.09)
                    let x0 = time.position(Double(start) / 1e6), x1 = time.position(Double(update.time) / 1e6)
                    canvas.rectangle(x0, top, max(1, x1 - x0), panelHeight)
                    canvas.fill()
                }
                spanStart = nil
                let x = time.position(Double(update.time) / 1e6)
                let color = RenderPalette.phase(update.phase.rawValue)
                canvas.setColor(color)
                canvas.setLineWidth(2)
                canvas.setDash([6, 4])
                canvas.move(x, top); canvas.line(x, bottom); canvas.stroke()
                canvas.setDash([])
                if labelled {
                    let label = update.decision.map { "release: \($0.rawValue)" } ?? update.phase.rawValue
                    let fitsRight = x + 4 + canvas.textWidth(label, size: 12, bold: true) < time.end - 2
                    canvas.text(label, x: fitsRight ? x + 4 : x - 4, y: top + 14, size: 12, bold: true,
                                align: fitsRight ? .left : .right)
                }
            case .changed:
                break
            }
        }
        if let start = spanStart {
            canvas.setColor(RenderPalette.phase("began"), alpha: 0.09)
            let x0 = time.position(Double(start) / 1e6)
            canvas.rectangle(x0, top, time.end - x0, panelHeight)
            canvas.fill()
        }
    }

    /// A dot, coloured by phase, at each update that is not `changed`.
    static func drawPhaseMarkers(on canvas: CairoCanvas, time: PlotAxis, updates: [GestureUpdate], value: PlotAxis) {
        for update in updates where update.phase != .changed {
            let x = time.position(Double(update.time) / 1e6), y = value.position(update.progress)
            canvas.setColor(RenderPalette.phase(update.phase.rawValue))
            canvas.circle(x, y, radius: 5)
            canvas.fill()
        }
    }

    /// A polyline through `points`, broken where `breaks` is true.
    static func polyline(on canvas: CairoCanvas, _ points: [(x: Double, y: Double, breakBefore: Bool)]) {
        var started = false
        for p in points {
            if !started || p.breakBefore { canvas.move(p.x, p.y); started = true } else { canvas.line(p.x, p.y) }
        }
        canvas.stroke()
    }

    static func drawProgress(on canvas: CairoCanvas, top: Double, time: PlotAxis, updates: [GestureUpdate], spans: [TickSpan]) {
        let value = PlotAxis(lower: 0, upper: 1, start: top + panelHeight, end: top)
        let name = updates.first.map { "\($0.recognizer) recognizer" } ?? "no driving recognizer"
        drawPanel(on: canvas, top: top, time: time, value: value, yTitle: "progress (0..1)",
                  heading: "Progress: gesture (\(name)) and transition shown")
        drawPhases(on: canvas, top: top, time: time, updates: updates, labelled: true)
        // The transition's shown progress per display tick, including the finish animation after release.
        canvas.setColor(SceneColor(red: 0.58, green: 0.40, blue: 0.74))
        canvas.setLineWidth(2)
        canvas.setDash([2, 3])
        // A span's ticks all show its first tick's progress: its first and last tick draw it.
        polyline(on: canvas, spans.flatMap { span in
            let y = value.position(span.first.progress)
            let x = time.position(Double(span.first.time) / 1e6)
            return span.count == 1 ? [(x, y, false)] : [(x, y, false), (time.position(Double(span.lastTime) / 1e6), y, false)]
        })
        canvas.setDash([])
        canvas.setColor(RenderPalette.contact(0))
        canvas.setLineWidth(2.5)
        polyline(on: canvas, updates.map { (time.position(Double($0.time) / 1e6), value.position($0.progress), $0.phase == .began) })
        drawPhaseMarkers(on: canvas, time: time, updates: updates, value: value)
        legend(on: canvas, right: time.end, y: top - 8, entries: [
            ("gesture progress", RenderPalette.contact(0), false),
            ("transition progress shown", SceneColor(red: 0.58, green: 0.40, blue: 0.74), true),
        ])
        phaseLegend(on: canvas, right: time.end, y: top + panelHeight + 32)
    }

    static func drawVelocity(on canvas: CairoCanvas, top: Double, time: PlotAxis, updates: [GestureUpdate]) {
        let values = updates.flatMap { [$0.velocity.x, $0.velocity.y] }
        var low = min(0, values.min() ?? 0), high = max(0, values.max() ?? 0)
        if high - low < 1 { low -= 1; high += 1 }
        let margin = (high - low) * 0.08
        let value = PlotAxis(lower: low - margin, upper: high + margin, start: top + panelHeight, end: top)
        drawPanel(on: canvas, top: top, time: time, value: value, yTitle: "velocity (mm/s)",
                  heading: "Velocity of the contacts' centroid")
        drawPhases(on: canvas, top: top, time: time, updates: updates, labelled: false)
        canvas.setColor(RenderPalette.ink)
        canvas.setLineWidth(1)
        let zero = value.position(0)
        canvas.move(time.start, zero); canvas.line(time.end, zero); canvas.stroke()
        // Not the contact colours: these lines are the centroid, not a finger.
        let xColor = SceneColor(red: 0.75, green: 0.25, blue: 0.55), yColor = SceneColor(red: 0.05, green: 0.55, blue: 0.50)
        canvas.setLineWidth(2.5)
        canvas.setColor(xColor)
        polyline(on: canvas, updates.map { (time.position(Double($0.time) / 1e6), value.position($0.velocity.x), $0.phase == .began) })
        canvas.setColor(yColor)
        polyline(on: canvas, updates.map { (time.position(Double($0.time) / 1e6), value.position($0.velocity.y), $0.phase == .began) })
        legend(on: canvas, right: time.end, y: top - 8, entries: [
            ("x velocity (right +)", xColor, false), ("y velocity (down +)", yColor, false),
        ])
    }

    /// Line samples and names in one row above a panel, ending at `right` (outside the data, so it hides nothing).
    static func legend(on canvas: CairoCanvas, right: Double, y: Double, entries: [(String, SceneColor, Bool)]) {
        let widths = entries.map { 24 + 6 + canvas.textWidth($0.0, size: 11) + 16 }
        var x = right - widths.reduce(0, +) + 16
        for (entry, width) in zip(entries, widths) {
            canvas.setColor(entry.1)
            canvas.setLineWidth(2.5)
            canvas.setDash(entry.2 ? [2, 3] : [])
            canvas.move(x, y - 4); canvas.line(x + 24, y - 4); canvas.stroke()
            canvas.setDash([])
            canvas.setColor(RenderPalette.ink)
            canvas.text(entry.0, x: x + 30, y: y, size: 11)
            x += width
        }
    }

    /// What the phase dots and lines mean, in one row ending at `right`.
    static func phaseLegend(on canvas: CairoCanvas, right: Double, y: Double) {
        let phases = ["began", "ended", "cancelled", "failed"]
        var lx = right - phases.map { 22 + canvas.textWidth($0, size: 10) }.reduce(0, +) + 10
        for phase in phases {
            canvas.setColor(RenderPalette.phase(phase))
            canvas.circle(lx + 4, y - 4, radius: 4.5)
            canvas.fill()
            canvas.setColor(RenderPalette.ink)
            canvas.text(phase, x: lx + 12, y: y, size: 10)
            lx += 12 + canvas.textWidth(phase, size: 10) + 10
        }
    }
}
