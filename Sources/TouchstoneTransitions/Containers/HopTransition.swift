/// How a hop animates: the default cross-fade or a custom block.
public enum HopTransition {
    /// CLHopping's default: 0.25 s cross-fade (immediate when there is no old child).
    case crossFade(duration: Double = 0.25)
    /// A custom transition named for reports; it must call `context.completion`.
    case custom(name: String, body: (HopTransitionContext) -> Void)

    /// The seed's default transition.
    public static var standard: HopTransition { .crossFade() }
}
