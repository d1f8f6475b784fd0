import TouchstoneCore

/// What a possible recognizer concludes from a frame.
public enum Consideration: Sendable, Hashable {
    /// Keep watching.
    case wait
    /// Give up.
    case fail(FailureReason)
    /// Recognized: begin with this direction and finger count, measuring from `origin`; `travel`
    /// is the dominant measure in millimetres.
    case begin(direction: GestureDirection, origin: RecognitionFrame.Origin, travel: Double, fingers: Int)
}

/// A gesture recognizer: a state machine over `RecognitionFrame`s.
///
/// Conformers implement what differs per kind (when to begin, how to measure, the seed's finish
/// rule); name, fingers, finish rule and debounce come from `shared`; the shared life cycle (began, changed, finger-count debounce, ended with a decision,
/// cancelled) is in the extension. The arena stores recognizers as concrete values
/// (`AnyGestureRecognizer`), so the hot path has no existential calls.
public protocol GestureRecognizing: SharedConfigurationProviding, Sendable {
    /// Gesture family.
    var kind: GestureKind { get }
    /// State, failure and session, kept the same way by every recognizer.
    var status: RecognizerStatus { get set }

    /// While possible: decide from `frame`.
    mutating func consider(_ frame: RecognitionFrame) -> Consideration
    /// Back to `possible` for the next sequence.
    mutating func reset()
    /// Measures the gesture in `frame` (may move the session's origin, e.g. the pan's reset).
    func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement
    /// The seed's finish rule for a release with `measurement` and centroid velocity `velocity`.
    func seedDecision(_ measurement: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision
    /// True when the running gesture must stop in `frame` for a reason of its own (a hold moving).
    func isInterrupted(by frame: RecognitionFrame, session: GestureSession) -> Bool
}

extension GestureRecognizing {
    /// Arena slot, from the kind.
    public var group: RecognizerGroup { RecognizerGroup(kind) }

    /// Default: nothing interrupts a running gesture but the finger count.
    public func isInterrupted(by frame: RecognitionFrame, session: GestureSession) -> Bool { false }

    /// Current state.
    public var state: RecognizerState {
        get { status.state }
        set { status.state = newValue }
    }
    /// Why it failed, once failed.
    public var failure: FailureReason? {
        get { status.failure }
        set { status.failure = newValue }
    }
    /// The running gesture, once begun.
    public var session: GestureSession? {
        get { status.session }
        set { status.session = newValue }
    }

    /// True while the recognizer has begun and not finished.
    public var isActive: Bool { state == .active }

    /// Default reset: back to `possible`, no failure, no session.
    public mutating func reset() { status = RecognizerStatus() }

    /// Fails with `reason`; returns the `failed` update when the failure is a reported one.
    public mutating func fail(_ reason: FailureReason, frame: RecognitionFrame) -> GestureUpdate? {
        state = .failed
        failure = reason
        guard reason.isReported else { return nil }
        return GestureUpdate(time: frame.time, recognizer: name, kind: kind, phase: .failed, fingers: frame.fingers,
                             location: frame.centroid)
    }

    /// Begins the gesture in `frame`; returns the `began` update.
    public mutating func begin(_ frame: RecognitionFrame, direction: GestureDirection,
                               origin: RecognitionFrame.Origin, travel: Double, fingers: Int) -> GestureUpdate {
        var s = GestureSession(frame: frame, origin: origin, direction: direction, travel: travel)
        s.fingers = fingers
        s.maximumFingers = max(s.maximumFingers, fingers)
        state = .active
        var update = makeUpdate(.began, frame: frame, session: &s, fingers: fingers)
        update.recognizedAfter = s.recognizedAfter
        update.travelAtRecognition = travel
        session = s
        return update
    }

    /// Advances the running gesture by a frame with fingers down: `changed`, or `cancelled` after
    /// the finger-count debounce or an interruption.
    public mutating func advance(_ frame: RecognitionFrame) -> GestureUpdate {
        guard var s = status.session else { preconditionFailure("advance on a recognizer that has not begun") }
        let cancels = s.fingerCountForcesCancel(frame, debounce: fingerChangeDebounce)
            || isInterrupted(by: frame, session: s)
        if cancels { state = .cancelled }
        let update = makeUpdate(cancels ? .cancelled : .changed, frame: frame, session: &s)
        status.session = s
        return update
    }

    /// Ends the running gesture at the release `frame` (no fingers down): `ended` with the finish
    /// policy's decision and the release velocity.
    public mutating func release(_ frame: RecognitionFrame) -> GestureUpdate {
        var update = finish(.ended, frame: frame)
        let m = GestureMeasurement(translation: update.translation, scale: update.scale, rotation: update.rotation,
                                   progress: update.progress, progressVelocity: update.progressVelocity,
                                   millimetresPerProgress: update.millimetresPerProgress)
        let seed = seedDecision(m, velocity: frame.velocity, session: status.session!)
        update.decision = finishPolicy.decide(ReleaseState(
            progress: m.progress, progressVelocity: m.progressVelocity,
            millimetresPerProgress: m.millimetresPerProgress, seedDecision: seed))
        update.releaseVelocity = frame.velocity
        return update
    }

    /// Cancels the running gesture from outside (the arena, or the recording ended with fingers down).
    public mutating func cancel(_ frame: RecognitionFrame) -> GestureUpdate {
        finish(.cancelled, frame: frame)
    }

    /// Ends the running gesture with `phase` (`ended` or `cancelled`, also its new state), with the
    /// finger count it began with.
    private mutating func finish(_ phase: GesturePhase, frame: RecognitionFrame) -> GestureUpdate {
        guard var s = status.session else { preconditionFailure("\(phase) on a recognizer that has not begun") }
        state = phase == .ended ? .ended : .cancelled
        let update = makeUpdate(phase, frame: frame, session: &s, fingers: s.fingers)
        status.session = s
        return update
    }

    private func makeUpdate(_ phase: GesturePhase, frame: RecognitionFrame, session s: inout GestureSession,
                            fingers: Int? = nil) -> GestureUpdate {
        let m = measure(frame, session: &s)
        s.progress = m.progress
        var update = GestureUpdate(
            time: frame.time, recognizer: name, kind: kind, phase: phase, fingers: fingers ?? frame.fingers,
            direction: s.direction, translation: m.translation, scale: m.scale, rotation: m.rotation,
            progress: s.progress, velocity: frame.velocity, progressVelocity: m.progressVelocity,
            location: frame.centroid)
        update.millimetresPerProgress = m.millimetresPerProgress
        update.maximumFingers = s.maximumFingers
        return update
    }
}
