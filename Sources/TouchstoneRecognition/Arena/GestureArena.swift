import TouchstoneCore

/// Runs a set of recognizers over touch frames, one touch sequence (first finger down to last
/// finger up) at a time, and decides who wins.
///
/// Rules (deterministic; recognizers are visited in registration order):
/// 1. Every registered recognizer sees every frame of a sequence. Each ends the sequence in exactly
///    one of: recognized (`began` ... `ended` or `cancelled`) or `failed`.
/// 2. Running recognizers are advanced first; then each possible recognizer considers the frame and
///    waits, fails at once (pessimistic recognizers reject as early as they can) or asks to begin.
/// 3. A recognizer that asks to begin must have every recognizer it requires to fail
///    (`require(_:toFail:)`) failed: while one is still possible it keeps waiting; if one began it
///    fails.
/// 4. At most one translation recognizer (pan, swipe) and one transform recognizer (pinch, rotate)
///    win a sequence. Unless `allowsSimultaneousTransform` is set, the first motion recognizer to
///    begin also fails the other group: a sequence yields one motion gesture. Judging translation
///    against span change and rotation (`MotionKind`) decides which group that is.
/// 5. A hold begins only while no motion gesture has begun; a motion gesture that begins later
///    cancels a running hold. Once a motion gesture has begun, holds fail.
/// 6. When every finger taking part has lifted (resting thumbs may stay), running recognizers end
///    with their finish policy's decision; when every finger has lifted, possible ones fail and the
///    arena resets for the next sequence. `finish(into:)` ends a
///    recording that stops with fingers down: running recognizers are cancelled.
///
/// The hot path allocates nothing per frame once warm: recognizers are enum-stored values, the
/// contact tracker reuses its storage, and updates are appended to the caller's array.
public struct GestureArena: Sendable {
    /// Arena options.
    public struct Configuration: Sendable, Hashable {
        /// Let a translation and a transform recognizer both win one sequence (default false).
        public var allowsSimultaneousTransform: Bool
        /// The resting-thumb rule.
        public var restingThumb: RestingThumbRule
        /// The velocity estimator for centroids, scale and rotation.
        public var velocity: VelocityConfiguration

        /// Creates options.
        public init(allowsSimultaneousTransform: Bool = false, restingThumb: RestingThumbRule = RestingThumbRule(),
                    velocity: VelocityConfiguration = .standard) {
            self.allowsSimultaneousTransform = allowsSimultaneousTransform
            self.restingThumb = restingThumb
            self.velocity = velocity
        }
    }

    /// The options.
    public let configuration: Configuration
    // Recognizers live in one array per concrete type (see `RecognizerStore`); the arena keeps
    // what it reads on every frame (state, group) in parallel arrays by registration index.
    private var store = RecognizerStore()
    private let landingSettle: Int64
    private var states: [RecognizerState] = []
    private var groups: [RecognizerGroup] = []
    private var names: [String] = []
    private var minimumFingers: [Int] = []
    private var requirements: [(waiter: Int, other: Int)] = []
    private var tracker: SequenceTracker
    private var translationWon = false
    private var transformWon = false
    private var recognizedCount = 0
    private var reportedFailure: GestureUpdate?
    private var reportedFailureReason: FailureReason?
    private var reportedFailureMinimum = 0
    private var lastFrame: RecognitionFrame?
    /// The sequence that ended with the latest frame, or nil when the latest frame did not end one.
    public private(set) var completedSequence: SequenceSummary?

    /// Creates an arena for `device` with `recognizers` (visited in this order), adapted to the
    /// device's class (`DeviceClassRules`: no pinch or rotation on semi-MT pads, touch slop on
    /// touchscreens).
    public init(device: DeviceDescription, recognizers: [AnyGestureRecognizer],
                configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let deviceClass = device.deviceClass
        landingSettle = DeviceClassRules.landingSettle(for: deviceClass)
        for r in recognizers {
            guard let adapted = DeviceClassRules.adapt(r, to: deviceClass) else { continue }
            let traits = store.append(adapted)
            states.append(traits.state)
            groups.append(traits.group)
            names.append(traits.name)
            minimumFingers.append(traits.minimumFingers)
        }
        tracker = SequenceTracker(geometry: DeviceGeometry(device), restingThumb: configuration.restingThumb,
                                  velocity: configuration.velocity)
    }

    /// The default recognizer set: a two-finger pan (no direction gate), a swipe with three or more
    /// fingers (any axis), a pinch (2+ fingers), a rotation (2 fingers) and a hold (2+ fingers).
    public static func standardRecognizers() -> [AnyGestureRecognizer] {
        [.pan(PanRecognizer()), .swipe(SwipeRecognizer()), .transform(TransformRecognizer(.pinch())),
         .transform(TransformRecognizer(.rotate())), .hold(HoldRecognizer())]
    }

    /// An arena with `standardRecognizers()`.
    public static func standard(device: DeviceDescription, configuration: Configuration = Configuration()) -> GestureArena {
        GestureArena(device: device, recognizers: standardRecognizers(), configuration: configuration)
    }

    /// The recognizers with their current states, in registration order.
    public var recognizers: [AnyGestureRecognizer] { (0..<store.count).map { store[$0] } }

    @inline(__always)
    private mutating func perform(_ operation: AnyGestureRecognizer.Operation, _ i: Int,
                                  frame: RecognitionFrame) -> GestureUpdate? {
        store.perform(operation, i, frame: frame, state: &states[i])
    }

    /// Declares that the recognizer named `waiter` may begin only once the one named `other` has
    /// failed. Returns false when either name is unknown.
    @discardableResult
    public mutating func require(_ waiter: String, toFail other: String) -> Bool {
        guard let w = names.firstIndex(of: waiter), let o = names.firstIndex(of: other) else { return false }
        requirements.append((w, o))
        return true
    }

    /// Feeds one frame; appends the updates it causes to `updates`.
    public mutating func process(_ frame: TouchFrame, into updates: inout [GestureUpdate]) {
        completedSequence = nil
        if frame.fingerCount == 0 && !tracker.isActive { return }
        var anyActive = false, transformActive = false
        for i in states.indices where states[i] == .active {
            anyActive = true
            if groups[i] == .transform { transformActive = true }
        }
        var measured = tracker.measure(frame, withVelocity: anyActive, withTransformVelocity: transformActive)
        lastFrame = measured

        if measured.fingers == 0 {
            // Every taking-part finger lifted (resting thumbs may stay): a remembered small motion
            // may still be recognized, then running gestures end.
            considerPossible(&measured, velocitiesFilled: anyActive && transformActive, &updates)
            if !(anyActive && transformActive) { tracker.addVelocities(to: &measured) }
            for i in states.indices where states[i] == .active {
                append(perform(.release, i, frame: measured), to: &updates)
            }
            guard frame.fingerCount == 0 else { return }
            for i in states.indices where states[i] == .possible {
                _ = perform(.fail(.sequenceEnded), i, frame: measured)
            }
            endSequence(at: frame.time)
            return
        }

        for i in states.indices where states[i] == .active {
            append(perform(.advance, i, frame: measured), to: &updates)
        }
        considerPossible(&measured, velocitiesFilled: anyActive && transformActive, &updates)
    }

    private mutating func considerPossible(_ measured: inout RecognitionFrame, velocitiesFilled: Bool,
                                           _ updates: inout [GestureUpdate]) {
        var velocitiesFilled = velocitiesFilled
        for i in states.indices where states[i] == .possible {
            switch store.consider(i, frame: measured) {
            case .wait: break
            case .fail(let reason): fail(i, reason, measured, &updates)
            case let .begin(direction, origin, travel, fingers):
                guard measured.time - measured.lastLanding >= landingSettle, mayBegin(i, measured, &updates) else { break }
                if !velocitiesFilled {
                    tracker.addVelocities(to: &measured)
                    velocitiesFilled = true
                }
                begin(i, direction, origin, travel, fingers, measured, &updates)
            }
        }
    }

    /// Ends a recording that stops with fingers down: running recognizers are cancelled, possible
    /// ones fail, and the sequence is summarised.
    public mutating func finish(into updates: inout [GestureUpdate]) {
        completedSequence = nil
        guard tracker.isActive, let frame = lastFrame else { return }
        for i in states.indices {
            switch states[i] {
            case .active: append(perform(.cancel, i, frame: frame), to: &updates)
            case .possible: _ = perform(.fail(.sequenceEnded), i, frame: frame)
            default: break
            }
        }
        endSequence(at: frame.time)
    }

    private mutating func mayBegin(_ i: Int, _ frame: RecognitionFrame, _ updates: inout [GestureUpdate]) -> Bool {
        let group = groups[i]
        let motionWon = translationWon || transformWon
        let lost: Bool
        switch group {
        case .translation: lost = translationWon || (transformWon && !configuration.allowsSimultaneousTransform)
        case .transform: lost = transformWon || (translationWon && !configuration.allowsSimultaneousTransform)
        case .hold: lost = motionWon
        }
        if lost {
            fail(i, .lostArena, frame, &updates)
            return false
        }
        for requirement in requirements where requirement.waiter == i {
            switch states[requirement.other] {
            case .possible: return false
            case .failed: continue
            default:
                fail(i, .lostArena, frame, &updates)
                return false
            }
        }
        return true
    }

    private mutating func begin(_ i: Int, _ direction: GestureDirection, _ origin: RecognitionFrame.Origin,
                                _ travel: Double, _ fingers: Int, _ frame: RecognitionFrame,
                                _ updates: inout [GestureUpdate]) {
        append(perform(.begin(direction, origin, travel, fingers), i, frame: frame), to: &updates)
        recognizedCount += 1
        let group = groups[i]
        switch group {
        case .translation: translationWon = true
        case .transform: transformWon = true
        case .hold: return
        }
        for j in states.indices where j != i {
            let other = groups[j]
            switch states[j] {
            case .active where other == .hold:
                append(perform(.cancel, j, frame: frame), to: &updates)
            case .possible:
                let conflicts = other == group || other == .hold || !configuration.allowsSimultaneousTransform
                if conflicts { fail(j, .lostArena, frame, &updates) }
            default: break
            }
        }
    }

    private mutating func fail(_ i: Int, _ reason: FailureReason, _ frame: RecognitionFrame,
                               _ updates: inout [GestureUpdate]) {
        let update = perform(.fail(reason), i, frame: frame)
        if let update, reportedFailure == nil {
            reportedFailure = update
            reportedFailureReason = reason
            reportedFailureMinimum = minimumFingers[i]
        }
        append(update, to: &updates)
    }

    @inline(__always)
    private func append(_ update: GestureUpdate?, to updates: inout [GestureUpdate]) {
        if let update { updates.append(update) }
    }

    private mutating func endSequence(at time: Int64) {
        completedSequence = SequenceSummary(
            start: tracker.sequenceStart, end: time, maximumFingers: tracker.maximumFingers,
            recognizedCount: recognizedCount, reportedFailure: reportedFailure,
            reportedFailureReason: reportedFailureReason, reportedFailureMinimumFingers: reportedFailureMinimum,
            translation: lastFrame?.translation ?? .zero)
        for i in states.indices { _ = perform(.reset, i, frame: lastFrame!) }
        tracker.reset()
        translationWon = false
        transformWon = false
        recognizedCount = 0
        reportedFailure = nil
        reportedFailureReason = nil
        reportedFailureMinimum = 0
        lastFrame = nil
    }
}
