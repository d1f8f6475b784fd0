/// Converts between the seeds' iOS points and millimetres of finger travel.
///
/// The seeds' thresholds are in points on the original iPhone (163 points per inch, 25.4 / 163 =
/// 0.1558 mm), rounded to 1 pt = 0.156 mm by default: 10 pt = 1.56 mm, 200 pt = 31.2 mm,
/// 300 pt/s = 46.8 mm/s.
public struct PointScale: Sendable, Hashable {
    /// Millimetres per point.
    public var millimetresPerPoint: Double

    /// Creates a scale; the default is the original iPhone's 163 points per inch (0.156 mm).
    public init(millimetresPerPoint: Double = PointScale.iPhoneMillimetresPerPoint) {
        self.millimetresPerPoint = millimetresPerPoint
    }

    /// 1/163 inch, rounded as the documentation states it.
    public static let iPhoneMillimetresPerPoint = 0.156
    /// The default scale.
    public static let standard = PointScale()

    /// Millimetres for a length in points.
    public func millimetres(_ points: Double) -> Double { points * millimetresPerPoint }
    /// Points for a length in millimetres.
    public func points(_ millimetres: Double) -> Double { millimetres / millimetresPerPoint }
}
