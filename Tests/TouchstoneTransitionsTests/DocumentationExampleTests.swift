import Testing
import TouchstoneRecognition
import TouchstoneTransitions

/// The protocol-form example from docs/transitions.md, kept compiling.
struct ZoomAnimation: TimedAnimation {
    let name = "zoom"
    var timing = AnimationTiming(duration: 0.5, curve: .easeInOut)
    var startScale = 0.5

    func scene(eased c: Double, context: AnimationContext) -> Scene {
        let scale = startScale + (1 - startScale) * c
        let bounds = SceneRect(size: context.containerSize)
        return Scene(containerSize: context.containerSize, layers: [
            SceneLayer(name: "from", frame: bounds),
            SceneLayer(name: "to", frame: bounds, alpha: c, transform: .scale(x: scale, y: scale), zIndex: 1),
        ])
    }
}

@Suite("docs/transitions.md examples")
struct DocumentationExampleTests {
    @Test("the closure example registers and drives an engine")
    func closureExample() throws {
        let slideUp = AnyTransitionAnimation(name: "slide-up", duration: 0.4) { progress, context in
            let size = context.containerSize
            let eased = TimingCurve.easeOutCubic.value(at: progress)
            return Scene(containerSize: size, layers: [
                SceneLayer(name: "from", frame: SceneRect(size: size), alpha: 1 - eased),
                SceneLayer(name: "to", frame: SceneRect(size: size).offsetBy(dx: 0, dy: (1 - eased) * size.height),
                           zIndex: 1),
            ])
        }
        var registry = AnimationRegistry.standard
        registry.register(slideUp)
        let updates = [gesture(0, .began), gesture(50_000, .changed, progress: 0.5),
                       gesture(100_000, .ended, decision: .complete)]
        let timeline = try TransitionDriver.run(updates, animation: try registry.require("slide-up"))
        // Percent-driven default, speed 1 - 0.5: finishing takes the full 0.4 s.
        #expect(timeline.outcome.finishDuration == 0.4 && timeline.outcome.finalProgress == 1)
        // At p = 0.5 the to- layer is (1 - 0.875) * 667 = 83.375 pt down.
        let scene = try slideUp.scene(at: 0.5, context: AnimationContext())
        #expect(scene.layer(named: "to")?.frame.minY == 83.375)
    }

    @Test("the protocol example")
    func protocolExample() {
        let scene = ZoomAnimation().scene(at: 0.5, context: AnimationContext())
        #expect(scene.layer(named: "to")?.transform.m11 == 0.75)
        #expect(scene.orderedLayers.last?.name == "to")
        // The timing eases the progress: ease-in-out(0.25) = 0.1291619.
        #expect(abs(ZoomAnimation().scene(at: 0.25, context: AnimationContext()).layer(named: "to")!.alpha - 0.1291619) < 1e-6)
        #expect(ZoomAnimation().duration == 0.5)
    }
}
