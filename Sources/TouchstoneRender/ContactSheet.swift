import TouchstoneReplay
import TouchstoneTransitions

/// A contact sheet of a replayed transition: the scene at evenly spaced display ticks, side by side,
/// each panel labelled with its time, progress and transition phase.
public enum ContactSheet {
    /// Panel height in pixels; the width follows the scene's aspect ratio.
    static let panelHeight = 300.0
    /// Space around and between panels.
    static let gap = 14.0
    /// Room for the two label lines above each panel.
    static let labelHeight = 34.0
    /// Room for the title.
    static let titleHeight = 30.0
    /// Most panels in one row.
    static let columns = 4

    /// The indices of `count` evenly spaced ticks of `total`, first and last included.
    public static func tickIndices(total: Int, count: Int) -> [Int] {
        guard total > 0, count > 0 else { return [] }
        if count == 1 || total == 1 { return [0] }
        let n = min(count, total)
        return (0..<n).map { i in Int((Double(i) * Double(total - 1) / Double(n - 1)).rounded()) }
    }

    /// Renders `frames` panels of `result` (which must have been replayed with `recordsScenes = true`) as PNG.
    /// `highlight`, a display tick index, is shown in place of the nearest evenly spaced one and framed
    /// in red (where an expectation and the replay part).
    /// - Throws: `RenderError.nothingToDraw` when the ticks hold no scenes, `.cairo` when Cairo fails.
    public static func render(result: ReplayResult, frames: Int, title: String? = nil,
                              format: ImageFormat = .png, highlight: Int? = nil) throws(RenderError) -> [UInt8] {
        try draw(result: result, frames: frames, title: title, format: format, highlight: highlight).finish()
    }

    /// The evenly spaced indices with `highlight` (when in range) put in place of the nearest one.
    static func indices(total: Int, count: Int, highlight: Int?) -> [Int] {
        var chosen = tickIndices(total: total, count: count)
        guard let highlight, (0..<total).contains(highlight), !chosen.contains(highlight),
              let nearest = chosen.indices.min(by: { abs(chosen[$0] - highlight) < abs(chosen[$1] - highlight) }) else { return chosen }
        chosen[nearest] = highlight
        return chosen.sorted()
    }

    /// Draws the sheet on a new canvas (tests read its pixels back).
    static func draw(result: ReplayResult, frames: Int, title: String?, format: ImageFormat,
                     highlight: Int? = nil) throws(RenderError) -> CairoCanvas {
        let ticks = result.timeline.ticks
        let chosenIndices = indices(total: ticks.count, count: frames, highlight: highlight)
        let chosen = chosenIndices.map { ticks[$0] }
        let scenes = chosen.compactMap(\.scene)
        guard let first = scenes.first, scenes.count == chosen.count else {
            throw .nothingToDraw("the replay kept no scenes (replay with recordsScenes = true) or has no display ticks")
        }
        let aspect = first.containerSize.width / max(first.containerSize.height, 1)
        let panelWidth = (panelHeight * aspect).rounded()
        let cols = min(columns, chosen.count), rows = (chosen.count + columns - 1) / columns
        let width = Int(gap + Double(cols) * (panelWidth + gap))
        let height = Int(titleHeight + gap + Double(rows) * (labelHeight + panelHeight + gap))
        let canvas = try CairoCanvas(width: width, height: height, format: format)
        let c = result.configuration
        canvas.setColor(RenderPalette.ink)
        canvas.text(title ?? "\(c.animationName) (\(c.enginePreset) engine, \(c.framesPerSecond) Hz)",
                    x: gap, y: titleHeight - 8, size: 15, bold: true)
        for (index, tick) in chosen.enumerated() {
            let x = gap + Double(index % columns) * (panelWidth + gap)
            let y = titleHeight + gap + Double(index / columns) * (labelHeight + panelHeight + gap)
            canvas.setColor(RenderPalette.ink)
            let time = "\(formatted(Double(tick.time) / 1000, 1)) ms"
            canvas.text(time, x: x, y: y + 13, size: 12, bold: true)
            if let phase = tick.gesturePhase {
                canvas.text("gesture \(phase.rawValue)", x: x + canvas.textWidth(time, size: 12, bold: true) + 8, y: y + 13, size: 10)
            }
            canvas.text("progress \(formatted(tick.progress, 3)), \(tick.phase.rawValue)", x: x, y: y + 28, size: 11)
            SceneDrawing(scene: scenes[index]).draw(on: canvas, x: x, y: y + labelHeight, width: panelWidth, height: panelHeight)
            if chosenIndices[index] == highlight {
                canvas.setColor(GesturePlot.markColor)
                canvas.setLineWidth(4)
                canvas.rectangle(x - 3, y + labelHeight - 3, panelWidth + 6, panelHeight + 6)
                canvas.stroke()
                // Inside the panel's top-right corner, on white: the label lines above are full.
                let label = "parts here", width = canvas.textWidth(label, size: 11, bold: true)
                canvas.setColor(.white)
                canvas.rectangle(x + panelWidth - width - 8, y + labelHeight, width + 8, 18)
                canvas.fill()
                canvas.setColor(GesturePlot.markColor)
                canvas.text(label, x: x + panelWidth - 4, y: y + labelHeight + 13, size: 11, bold: true, align: .right)
            }
        }
        return canvas
    }
}
