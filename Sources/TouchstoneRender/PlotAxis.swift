/// A linear axis: maps values to canvas coordinates and picks round tick values.
struct PlotAxis {
    /// Value range shown.
    var lower: Double
    var upper: Double
    /// Canvas coordinates the range maps onto (`start` for `lower`; may be greater than `end` for y up).
    var start: Double
    var end: Double

    /// Canvas coordinate of a value.
    func position(_ value: Double) -> Double {
        guard upper > lower else { return start }
        return start + (value - lower) / (upper - lower) * (end - start)
    }

    /// Round tick values inside the range, about `count` of them (steps of 1, 2 or 5 × 10^n).
    func ticks(count: Int = 6) -> [Double] {
        let step = PlotAxis.niceStep(span: upper - lower, count: count)
        guard step > 0 else { return [lower] }
        var values: [Double] = []
        var value = (lower / step).rounded(.up) * step
        while value <= upper + step * 1e-9 {
            values.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return values
    }

    /// Decimals needed to print ticks of this axis distinctly.
    func tickDigits(count: Int = 6) -> Int {
        let step = PlotAxis.niceStep(span: upper - lower, count: count)
        var digits = 0, s = step
        while s < 0.999 && digits < 6 { s *= 10; digits += 1 }
        return digits
    }

    static func niceStep(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 0 }
        let raw = span / Double(max(count, 1))
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where magnitude * factor >= raw { return magnitude * factor }
        return magnitude * 10
    }
}
