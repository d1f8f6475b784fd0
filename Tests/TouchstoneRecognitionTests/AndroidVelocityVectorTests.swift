import Foundation
import Testing
import TouchstoneRecognition
import TouchstoneTestSupport

/// One Android `VelocityTracker_test.cpp` case from `Fixtures/velocity/android.json`.
struct AndroidVelocityCase: Decodable, CustomTestStringConvertible, Sendable {
    struct Pointer: Decodable, Sendable {
        var id: Int
        var x: Double?
        var y: Double?
        var scroll: Double?
        var resampled: Bool?
    }
    struct Event: Decodable, Sendable {
        var t_ms: Double
        var action: String
        var pointers: [Pointer]
        var action_pointer_id: Int?
        var canceled: Bool?
    }
    struct Tolerance: Decodable, Sendable {
        var kind: String
        var value: Double
    }
    var name: String
    var strategy: String
    var axis: String
    var pointer_id: Int?
    var events: [Event]
    var expected: Double?
    var tolerance: Tolerance

    var testDescription: String { name }

    static let all: [AndroidVelocityCase] = {
        struct File: Decodable { var cases: [AndroidVelocityCase] }
        let url = URL(fileURLWithPath: RepositoryPaths.fixture("velocity/android.json"))
        guard let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.cases
    }()

    /// Replays the events through `PointerVelocityTracker` and returns the queried velocity.
    func run() -> Double? {
        let strategy: VelocityStrategy = self.strategy == "impulse" ? .impulse : .lsq2
        var tracker = PointerVelocityTracker(configuration: VelocityConfiguration(strategy: strategy))
        for event in events {
            let time = Int64((event.t_ms * 1e6).rounded())
            let samples = event.pointers.map {
                PointerVelocityTracker.Sample(id: $0.id, x: $0.scroll ?? $0.x ?? 0, y: $0.y ?? 0,
                                              isResampled: $0.resampled ?? false)
            }
            let action: PointerVelocityTracker.Action
            switch event.action {
            case "down": action = .down
            case "move": action = .move
            case "up": action = .up
            case "pointer_down": action = .pointerDown(id: event.action_pointer_id ?? 0)
            case "pointer_up": action = .pointerUp(id: event.action_pointer_id ?? 0, cancelled: event.canceled ?? false)
            case "cancel": action = .cancel
            default: action = .scroll
            }
            tracker.add(action, timeNanoseconds: time, samples: samples)
        }
        let axis = PointerVelocityTracker.Axis(rawValue: self.axis) ?? .x
        return tracker.velocity(of: axis, pointer: pointer_id ?? 0)
    }
}

@Suite("Android VelocityTracker vectors")
struct AndroidVelocityVectorTests {
    @Test func fixtureLoads() {
        #expect(AndroidVelocityCase.all.count == 60)
    }

    @Test("Android case", arguments: AndroidVelocityCase.all)
    func androidCase(_ vector: AndroidVelocityCase) {
        let actual = vector.run()
        guard let expected = vector.expected else {
            #expect(actual == nil, "expected no velocity, got \(String(describing: actual))")
            return
        }
        guard let actual else {
            Issue.record("expected \(expected), got no velocity")
            return
        }
        let allowed = vector.tolerance.kind == "fraction"
            ? (expected == 0 ? 1e-6 : abs(expected * vector.tolerance.value))
            : vector.tolerance.value
        #expect(abs(actual - expected) <= allowed, "expected \(expected) ± \(allowed), got \(actual)")
    }
}
