import Foundation
import Testing
import TouchstoneTransitions

/// Golden scenes: the digest of every built-in animation's scene (and of the variants its parameters
/// give) over a grid of progress values and contexts, so a change to an animation's code that changes a
/// single layer by more than 1e-6 shows. Its digests are the ones the animations gave before they shared
/// `TimedAnimation` and `AnimationTiming` (compared with a build of that code: identical). Regenerate
/// deliberately with `scripts/update-golden`.
@Suite("Golden scenes")
struct GoldenSceneTests {
    /// The built-ins by name, then variants of their parameters, each with the label its line starts with.
    static let animations: [(label: String, animation: any TransitionAnimation)] = {
        var list: [(String, any TransitionAnimation)] = AnimationRegistry.standard.names.map {
            ($0, AnimationRegistry.standard.animation(named: $0)!)
        }
        list += [
            ("cube(axis: .x)", CubeAnimation(axis: .x)), ("turn(axis: .x)", TurnAnimation(axis: .x)),
            ("fold(folds: 3)", FoldAnimation(folds: 3)), ("fold(folds: 1, 2 s, linear)", FoldAnimation(folds: 1, duration: 2, curve: .linear)),
            ("reveal(jellyFactor: 0)", RevealAnimation(jellyFactor: 0)), ("reveal(jellyFactor: 2.5)", RevealAnimation(jellyFactor: 2.5)),
            ("explode(columns: 4)", ExplodeAnimation(columns: 4)), ("cards(linear)", CardsAnimation(curve: .linear)),
            ("portal(ease-in)", PortalAnimation(curve: .easeIn)),
            ("crossfade(0.3 s, ease-out cubic)", CrossfadeAnimation(duration: 0.3, curve: .easeOutCubic)),
        ]
        return list
    }()

    static let contexts = [
        AnimationContext(), AnimationContext(isReversed: true),
        AnimationContext(containerSize: SceneSize(width: 320, height: 480), velocity: ScenePoint(x: 30, y: 900),
                         touchLocation: ScenePoint(x: 100, y: 50), seed: 7),
        AnimationContext(containerSize: SceneSize(width: 1024, height: 768), isReversed: true,
                         velocity: ScenePoint(x: -300, y: -90), touchLocation: ScenePoint(x: 500, y: 20), seed: 12345),
    ]

    static let progresses: [Double] = [-0.2, 0, 0.05, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8,
                                       0.85, 0.9, 0.95, 0.999, 1, 1.3]

    /// One line per animation (label, duration, then the digests context by context, progress by
    /// progress), then the containers' scenes with their children's own names.
    static func text() throws -> String {
        var lines = ["# label duration, then scene digests: 4 contexts x 21 progress values (GoldenSceneTests)"]
        for (label, animation) in animations {
            var line = "\(label) \(animation.duration)"
            for context in contexts {
                for progress in progresses { line += " " + (try animation.scene(at: progress, context: context)).digest.description }
            }
            lines.append(line)
        }
        for context in contexts {
            for p in progresses {
                let named = [
                    ContainerSwapAnimation().scene(at: p, context: context, from: nil, to: "b"),
                    ContainerSwapAnimation().scene(at: p, context: context, from: "a", to: nil),
                    HopAnimation().scene(at: p, context: context, from: nil, to: "b"),
                    HopAnimation(duration: 2, curve: .linear).scene(at: p, context: context, from: "a", to: "b"),
                ]
                lines.append("named " + named.map(\.digest.description).joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func scenesMatchGolden() throws {
        let actual = try Self.text()
        let path = Fixtures.golden("animation-scenes.txt")
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        let a = actual.split(separator: "\n"), e = expected.split(separator: "\n")
        for (index, (got, want)) in zip(a, e).enumerated() where got != want {
            let column = zip(got.split(separator: " "), want.split(separator: " ")).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("scene digests differ from \(path) at line \(index + 1) (\(want.prefix(40))…), field \((column?.offset ?? 0) + 1)")
        }
        #expect(a.count == e.count, "\(path): \(e.count) lines, now \(a.count)")
    }
}
