import TouchstoneCore

/// Settings of a `TransitionEngine`: display rate, finishing and decision rules, scene context.
public struct TransitionEngineConfiguration: Sendable, Hashable {
    /// Display ticks (60 Hz by default).
    public var displayLink: DisplayLink
    /// How a released transition animates to its end.
    public var finishingRule: FinishingRule
    /// How the release decides between complete and revert.
    public var decisionRule: DecisionRule
    /// What a cancelled gesture does.
    public var cancelledGesturePolicy: CancelledGesturePolicy
    /// Whether a new gesture may grab a finishing transition (UIKit `pause()`); Gagat refuses
    /// (its recognizer only begins when idle).
    public var allowsGrab: Bool
    /// Whether the style toggles at the start and back after a revert (Gagat's hook).
    public var togglesStyle: Bool
    /// Gagat: progress below 0 resets the gesture's origin (its `setTranslation(.zero)`).
    public var resetsBelowZero: Bool
    /// Container size in points.
    public var containerSize: SceneSize
    /// Play the animation reversed (pop / dismiss).
    public var isReversed: Bool
    /// Seed for animations with randomness.
    public var seed: UInt64
    /// Millimetres per point, to turn the stream's millimetres into the seeds' points.
    public var pointScale: PointScale
    /// Keep each tick's full scene in its record (digests are always kept).
    public var recordsScenes: Bool

    /// Creates a configuration; the defaults are UIKit's percent-driven transition as the
    /// VCTransitionsLibrary seed drives it, at 60 Hz on a 375 x 667 container.
    public init(displayLink: DisplayLink = DisplayLink(),
                finishingRule: FinishingRule = .percentDriven(PercentDrivenFinishRule()),
                decisionRule: DecisionRule = .recognizer,
                cancelledGesturePolicy: CancelledGesturePolicy = .revertImmediately,
                allowsGrab: Bool = true, togglesStyle: Bool = true, resetsBelowZero: Bool = false,
                containerSize: SceneSize = .iPhone,
                isReversed: Bool = false, seed: UInt64 = 0, pointScale: PointScale = .standard,
                recordsScenes: Bool = false) {
        self.displayLink = displayLink
        self.finishingRule = finishingRule
        self.decisionRule = decisionRule
        self.cancelledGesturePolicy = cancelledGesturePolicy
        self.allowsGrab = allowsGrab
        self.togglesStyle = togglesStyle
        self.resetsBelowZero = resetsBelowZero
        self.containerSize = containerSize
        self.isReversed = isReversed
        self.seed = seed
        self.pointScale = pointScale
        self.recordsScenes = recordsScenes
    }

    /// Gagat's theme reveal: linear min(d / 300 pt/s, d / |v|) finish, cancelled gestures revert at
    /// once, no grabbing while transitioning, upward motion resets.
    ///
    /// The decision is the recognizer's: the pan's finish rule is Gagat's "moving down or past half"
    /// with a small speed threshold, so a resting finger's sensor jitter does not count as moving
    /// down (Gagat's literal `velocity.y > 0` is `DecisionRule.gagat`). One decision for the live
    /// daemon, `classify` and the replay. An ended update without a decision falls back to Gagat's rule.
    public static var gagat: TransitionEngineConfiguration {
        TransitionEngineConfiguration(finishingRule: .gagat(GagatFinishRule()), decisionRule: .recognizerElseGagat,
                                      cancelledGesturePolicy: .revertImmediately, allowsGrab: false,
                                      resetsBelowZero: true)
    }

    /// VCTransitionsLibrary on UIKit: percent-driven with completionSpeed = 1 - p, complete if
    /// p > 0.5, a cancelled gesture animates back, grabbing allowed.
    public static var vcTransitions: TransitionEngineConfiguration {
        TransitionEngineConfiguration(finishingRule: .percentDriven(PercentDrivenFinishRule()),
                                      decisionRule: .progressThreshold(0.5), cancelledGesturePolicy: .animateBack,
                                      allowsGrab: true, togglesStyle: false)
    }

    /// libadwaita: a critically damped spring started with the release velocity.
    public static var spring: TransitionEngineConfiguration {
        TransitionEngineConfiguration(finishingRule: .spring(SpringFinishRule()), decisionRule: .recognizer,
                                      cancelledGesturePolicy: .animateBack, allowsGrab: true, togglesStyle: false)
    }

    /// Names of the presets, for command lines and expectation files.
    public static let presetNames = ["gagat", "spring", "vctransitions"]

    /// The preset with this name ("gagat", "vctransitions" or "spring"), or nil.
    public static func preset(named name: String) -> TransitionEngineConfiguration? {
        switch name {
        case "gagat": return .gagat
        case "vctransitions": return .vcTransitions
        case "spring": return .spring
        default: return nil
        }
    }
}
