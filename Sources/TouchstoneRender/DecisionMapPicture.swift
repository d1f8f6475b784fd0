import TouchstoneTransitions

/// Where a transition completes and where it cancels over a grid of two gesture parameters
/// (`touchstone sweep`): the data of a decision map.
public struct DecisionMap: Sendable, Hashable {
    /// One grid cell: how the replay of that gesture ended.
    public struct Cell: Sendable, Hashable {
        /// `completed`, `cancelled`, `failed`, `none`, or `invalid` (the spec could not be played).
        public var outcome: String
        /// The transition's final progress, when replayed.
        public var finalProgress: Double?

        /// Creates a cell.
        public init(outcome: String, finalProgress: Double? = nil) {
            self.outcome = outcome
            self.finalProgress = finalProgress
        }
    }

    /// Title line.
    public var title: String
    /// Horizontal parameter name.
    public var xLabel: String
    /// Vertical parameter name.
    public var yLabel: String
    /// Horizontal values, left to right.
    public var xValues: [Double]
    /// Vertical values, bottom to top.
    public var yValues: [Double]
    /// Cells by row (one per y value, bottom first), then column.
    public var cells: [[Cell]]

    /// Creates a map.
    public init(title: String, xLabel: String, yLabel: String, xValues: [Double], yValues: [Double], cells: [[Cell]]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xValues = xValues
        self.yValues = yValues
        self.cells = cells
    }
}

/// Draws a `DecisionMap` as a heat map: one coloured cell per grid point (green completed, red
/// cancelled, grey failed or nothing, hatched where the gesture could not be played), the final
/// progress written in each cell when there is room, and a legend.
public enum DecisionMapPicture {
    static let colors: [(String, SceneColor)] = [
        ("completed", SceneColor(red: 0.30, green: 0.66, blue: 0.36)),
        ("cancelled", SceneColor(red: 0.86, green: 0.33, blue: 0.27)),
        ("failed", SceneColor(red: 0.45, green: 0.45, blue: 0.48)),
        ("none", SceneColor(red: 0.80, green: 0.80, blue: 0.82)),
        ("invalid", SceneColor(red: 1, green: 1, blue: 1)),
    ]

    /// The picture in `format` (PNG, SVG or PDF).
    public static func render(_ map: DecisionMap, format: ImageFormat) throws(RenderError) -> [UInt8] {
        let columns = max(1, map.xValues.count), rows = max(1, map.yValues.count)
        let left = 90.0, top = 56.0, bottom = 70.0, right = 150.0
        let cell = min(60, max(14, 640 / Double(max(columns, rows))))
        let width = left + cell * Double(columns) + right, height = top + cell * Double(rows) + bottom
        let canvas = try CairoCanvas(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), format: format)
        canvas.setColor(RenderPalette.ink)
        canvas.text(map.title, x: left, y: 30, size: 15, bold: true)
        for (row, cells) in map.cells.enumerated() {
            for (column, value) in cells.enumerated() {
                let x = left + Double(column) * cell, y = top + Double(rows - 1 - row) * cell
                canvas.setColor(colors.first { $0.0 == value.outcome }?.1 ?? SceneColor(red: 1, green: 1, blue: 1))
                canvas.rectangle(x, y, cell, cell)
                canvas.fill()
                if value.outcome == "invalid" {
                    canvas.setColor(RenderPalette.grid)
                    canvas.setLineWidth(1)
                    canvas.move(x, y + cell); canvas.line(x + cell, y); canvas.stroke()
                }
                if let progress = value.finalProgress, cell >= 34 {
                    canvas.setColor(SceneColor(red: 1, green: 1, blue: 1))
                    canvas.text(formatted(progress, 2), x: x + cell / 2, y: y + cell / 2 + 4, size: 10, align: .center)
                }
            }
        }
        canvas.setColor(RenderPalette.ink)
        canvas.setLineWidth(1)
        canvas.rectangle(left, top, cell * Double(columns), cell * Double(rows))
        canvas.stroke()
        let every = max(1, Int((28 / cell).rounded(.up)))
        for (i, value) in map.xValues.enumerated() where i % every == 0 {
            canvas.text(formatted(value, digits(map.xValues)), x: left + (Double(i) + 0.5) * cell, y: top + cell * Double(rows) + 16,
                        size: 10, align: .center)
        }
        for (i, value) in map.yValues.enumerated() where i % every == 0 {
            canvas.text(formatted(value, digits(map.yValues)), x: left - 6, y: top + (Double(rows - 1 - i) + 0.5) * cell + 4,
                        size: 10, align: .right)
        }
        canvas.text(map.xLabel, x: left + cell * Double(columns) / 2, y: height - 22, size: 12, align: .center)
        canvas.text(map.yLabel, x: 22, y: top + cell * Double(rows) / 2, size: 12, align: .center, rotated: true)
        var legendY = top + 10
        for (name, color) in colors {
            canvas.setColor(color)
            canvas.rectangle(width - right + 16, legendY - 10, 14, 14)
            canvas.fill()
            canvas.setColor(RenderPalette.ink)
            canvas.rectangle(width - right + 16, legendY - 10, 14, 14)
            canvas.stroke()
            canvas.text(name, x: width - right + 36, y: legendY + 1, size: 11)
            legendY += 22
        }
        return try canvas.finish()
    }

    private static func digits(_ values: [Double]) -> Int {
        values.allSatisfy { $0 == $0.rounded() } ? 0 : values.allSatisfy { ($0 * 10) == ($0 * 10).rounded() } ? 1 : 2
    }
}
