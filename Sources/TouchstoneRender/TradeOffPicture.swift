import TouchstoneTransitions

/// A setting swept over labelled recordings (`touchstone sweep --x KEY=... FILE|DIR...`): at each
/// value, how far the fingers travelled before the gesture began and how many verdicts were wrong.
public struct TradeOff: Sendable, Hashable {
    /// One value of the setting.
    public struct Point: Sendable, Hashable {
        /// The setting's value.
        public var value: Double
        /// Travel before `began` (the median over the recordings measured), millimetres.
        public var travel: Double
        /// Wrong verdicts, percent of the recordings compared.
        public var errorPercent: Double

        /// Creates a point.
        public init(value: Double, travel: Double, errorPercent: Double) {
            self.value = value
            self.travel = travel
            self.errorPercent = errorPercent
        }
    }

    /// Title over the picture.
    public var title: String
    /// The setting (`swipe.begin_mm`), written beside each point's value.
    public var setting: String
    /// What the horizontal axis measures.
    public var travelLabel: String
    /// What the vertical axis measures.
    public var errorLabel: String
    /// The points in the setting's order.
    public var points: [Point]

    /// Creates a trade-off.
    public init(title: String, setting: String, travelLabel: String, errorLabel: String, points: [Point]) {
        self.title = title
        self.setting = setting
        self.travelLabel = travelLabel
        self.errorLabel = errorLabel
        self.points = points
    }
}

/// Draws a `TradeOff`: travel before `began` across, error percent up, the points joined in the
/// setting's order and each labelled with its value.
public enum TradeOffPicture {
    /// The picture in `format` (PNG, SVG or PDF).
    public static func render(_ tradeOff: TradeOff, format: ImageFormat) throws(RenderError) -> [UInt8] {
        let width = 720.0, height = 460.0, left = 70.0, right = 30.0, top = 56.0, bottom = 64.0
        let travels = tradeOff.points.map(\.travel), errors = tradeOff.points.map(\.errorPercent)
        let x = PlotAxis(lower: 0, upper: max(1, (travels.max() ?? 1) * 1.1), start: left, end: width - right)
        let y = PlotAxis(lower: 0, upper: max(5, (errors.max() ?? 5) * 1.15), start: height - bottom, end: top)
        let canvas = try CairoCanvas(width: Int(width), height: Int(height), format: format)
        canvas.setColor(RenderPalette.ink)
        canvas.text(tradeOff.title, x: left, y: 30, size: 15, bold: true)
        canvas.setLineWidth(1)
        for tick in x.ticks() {
            canvas.setColor(RenderPalette.grid)
            canvas.move(x.position(tick), top); canvas.line(x.position(tick), height - bottom); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(tick, x.tickDigits()), x: x.position(tick), y: height - bottom + 16, size: 10, align: .center)
        }
        for tick in y.ticks() {
            canvas.setColor(RenderPalette.grid)
            canvas.move(left, y.position(tick)); canvas.line(width - right, y.position(tick)); canvas.stroke()
            canvas.setColor(RenderPalette.ink)
            canvas.text(formatted(tick, y.tickDigits()), x: left - 6, y: y.position(tick) + 4, size: 10, align: .right)
        }
        canvas.rectangle(left, top, width - left - right, height - top - bottom)
        canvas.stroke()
        canvas.text(tradeOff.travelLabel, x: (left + width - right) / 2, y: height - 20, size: 12, align: .center)
        canvas.text(tradeOff.errorLabel, x: 20, y: (top + height - bottom) / 2, size: 12, align: .center, rotated: true)
        let line = SceneColor(red: 0.20, green: 0.42, blue: 0.75)
        canvas.setColor(line)
        canvas.setLineWidth(2)
        for (index, point) in tradeOff.points.enumerated() {
            let px = x.position(point.travel), py = y.position(point.errorPercent)
            index == 0 ? canvas.move(px, py) : canvas.line(px, py)
        }
        canvas.stroke()
        for (index, point) in tradeOff.points.enumerated() {
            let px = x.position(point.travel), py = y.position(point.errorPercent)
            canvas.setColor(line)
            canvas.circle(px, py, radius: 4)
            canvas.fill()
            canvas.setColor(RenderPalette.ink)
            let label = (index == 0 ? "\(tradeOff.setting) = " : "") + formatted(point.value, 2)
            canvas.text(label, x: px + 6, y: py - 7 - Double(index % 2) * 11, size: 10)
        }
        return try canvas.finish()
    }
}
