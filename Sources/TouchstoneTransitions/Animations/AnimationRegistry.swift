/// Animations by name: the built-ins plus any you register.
public struct AnimationRegistry: Sendable {
    private var animations: [String: AnyTransitionAnimation] = [:]

    /// An empty registry.
    public init() {}

    /// A registry holding every built-in animation with the seeds' defaults: crossfade, pan, cards,
    /// cube, fold, flip, turn, portal, explode, natgeo, reveal, container-swap, hop.
    public static var standard: AnimationRegistry {
        var registry = AnimationRegistry()
        let builtIns: [any TransitionAnimation] = [
            CrossfadeAnimation(), PanAnimation(), CardsAnimation(), CubeAnimation(), FoldAnimation(),
            FlipAnimation(), TurnAnimation(), PortalAnimation(), ExplodeAnimation(), NatGeoAnimation(),
            RevealAnimation(), ContainerSwapAnimation(), HopAnimation(),
        ]
        for animation in builtIns { registry.register(animation) }
        return registry
    }

    /// Adds (or replaces) an animation under its name.
    public mutating func register(_ animation: any TransitionAnimation) {
        animations[animation.name] = AnyTransitionAnimation(animation)
    }

    /// The animation registered under `name`.
    public func animation(named name: String) -> AnyTransitionAnimation? {
        animations[name]
    }

    /// The animation registered under `name`, or a typed error listing the known names.
    public func require(_ name: String) throws(AnimationRegistryError) -> AnyTransitionAnimation {
        guard let animation = animations[name] else { throw .unknownAnimation(name: name, known: names) }
        return animation
    }

    /// Registered names, sorted.
    public var names: [String] { animations.keys.sorted() }
}
