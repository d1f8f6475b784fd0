import TouchstoneCore
#if canImport(Glibc)
#elseif canImport(Darwin)
import Darwin
#endif

/// Follows the contacts of one touch sequence (first finger down to last finger up) and turns each
/// frame into a `RecognitionFrame`.
///
/// Per frame it matches contacts to the previous frame by tracking id and accumulates, over the
/// contacts present in both frames, the centroid's translation, the span ratio and the angle of the
/// line between the two oldest contacts. It never allocates after the first frames (its storage
/// keeps its capacity).
public struct SequenceTracker: Sendable {
    private struct Track: Sendable {
        var id: Int32
        var landed: Int64
        var start: PointMM
        var origin: PointMM
        var position: PointMM
        var previous: PointMM
        /// Where it was when the latest contact landed (its `start` if that was itself).
        var atLatestLanding: PointMM
        var isNew: Bool
        var isSeen: Bool
        var isResting: Bool
    }

    /// Device size and unit conversion.
    public let geometry: DeviceGeometry
    /// The resting-thumb rule.
    public let restingThumb: RestingThumbRule
    private var tracks: [Track] = []
    private var translation = PointMM.zero
    private var scale = 1.0
    private var rotation = 0.0
    private var origin = RecognitionFrame.Origin()
    private var fingers = 0
    private var fingersStableSince: Int64 = 0
    private var lastLanding: Int64 = 0
    private var pairIDs: (Int32, Int32) = (-1, -1)
    private var lastCentroid = PointMM.zero
    private var pairAngle = 0.0
    private var commonSpan = 0.0
    private var translationVelocity: VelocityTracker
    private var transformVelocity: VelocityTracker
    /// True while a sequence is in progress (a finger is down).
    public private(set) var isActive = false
    /// Time the current sequence began.
    public private(set) var sequenceStart: Int64 = 0
    /// Most taking-part fingers seen in the current sequence.
    public private(set) var maximumFingers = 0

    /// Creates a tracker for a device.
    public init(geometry: DeviceGeometry, restingThumb: RestingThumbRule = RestingThumbRule(),
                velocity: VelocityConfiguration = .standard) {
        self.geometry = geometry
        self.restingThumb = restingThumb
        translationVelocity = VelocityTracker(configuration: velocity)
        transformVelocity = VelocityTracker(configuration: velocity)
        tracks.reserveCapacity(16)
    }

    /// Forgets the current sequence.
    public mutating func reset() {
        tracks.removeAll(keepingCapacity: true)
        translation = .zero
        scale = 1
        rotation = 0
        origin = RecognitionFrame.Origin()
        fingers = 0
        pairIDs = (-1, -1)
        commonSpan = 0
        translationVelocity.reset()
        transformVelocity.reset()
        isActive = false
        maximumFingers = 0
    }

    /// Measures `frame`. The centroid velocity is estimated only when `withVelocity` is true, the
    /// scale and rotation velocities only when `withTransformVelocity` is too (each costs a
    /// least-squares fit); the samples are recorded either way.
    public mutating func measure(_ frame: TouchFrame, withVelocity: Bool,
                                 withTransformVelocity: Bool = true) -> RecognitionFrame {
        if !isActive {
            isActive = true
            sequenceStart = frame.time
            fingersStableSince = frame.time
        }
        for i in tracks.indices { tracks[i].isSeen = false }
        var landed = false
        for contact in frame.contacts {
            let position = geometry.position(of: contact)
            if let i = tracks.firstIndex(where: { $0.id == contact.id }) {
                tracks[i].previous = tracks[i].position
                tracks[i].position = position
                tracks[i].isSeen = true
                tracks[i].isNew = false
            } else {
                tracks.append(Track(id: contact.id, landed: frame.time, start: position, origin: position,
                                    position: position, previous: position, atLatestLanding: position, isNew: true,
                                    isSeen: true, isResting: false))
                lastLanding = frame.time
                landed = true
            }
        }
        tracks.removeAll { !$0.isSeen }
        if landed {
            for i in tracks.indices { tracks[i].atLatestLanding = tracks[i].position }
        }
        if frame.fingerCount > frame.contacts.count, frame.fingerCount > fingers { lastLanding = frame.time }
        let resting = classifyResting()

        accumulate(isResync: frame.isResync)

        let taking = max(0, frame.fingerCount - resting)
        if taking != fingers {
            fingers = taking
            fingersStableSince = frame.time
            origin = RecognitionFrame.Origin(translation: translation, scale: scale, rotation: rotation,
                                             span: currentSpan().span)
            for i in tracks.indices { tracks[i].origin = tracks[i].position }
        }
        maximumFingers = max(maximumFingers, taking)

        // Squared distances in the loop, one square root each at the end.
        var maximumTravel = 0.0, maximumDrift = 0.0, secondDrift = 0.0
        var mostMovingX = 0.0
        for track in tracks {
            let travel = track.position - track.start
            maximumTravel = max(maximumTravel, travel.x * travel.x + travel.y * travel.y)
            if !track.isResting {
                let drift = track.position - track.origin
                let squared = drift.x * drift.x + drift.y * drift.y
                if squared > maximumDrift {
                    secondDrift = maximumDrift
                    maximumDrift = squared
                    mostMovingX = track.position.x
                } else if squared > secondDrift {
                    secondDrift = squared
                }
            }
        }
        maximumTravel = maximumTravel.squareRoot()
        maximumDrift = maximumDrift.squareRoot()
        var v = PointMM.zero, w = PointMM.zero
        if taking == 0 {
            // A lift adds no sample (as Android's ACTION_UP); a pause before it means "stopped".
            // Only resting thumbs left down counts as a lift too.
            if withVelocity { v = translationVelocity.velocity(releasedAt: frame.time) }
            if withVelocity && withTransformVelocity { w = transformVelocity.velocity(releasedAt: frame.time) }
        } else {
            translationVelocity.add(time: frame.time, position: translation)
            transformVelocity.add(time: frame.time, position: PointMM(x: scale, y: rotation))
            if withVelocity { v = translationVelocity.velocity() }
            if withVelocity && withTransformVelocity { w = transformVelocity.velocity() }
        }
        // The span of the contacts common to both frames (computed while accumulating) stands for
        // the current span; the full span is only needed when the origin resets.
        let now = (span: commonSpan, centroid: currentCentroid())
        lastCentroid = now.centroid
        if frame.fingerCount == 0 { isActive = false }
        return RecognitionFrame(
            time: frame.time, fingers: taking, contactCount: frame.contacts.count, translation: translation,
            scale: scale, rotation: rotation, span: now.span, centroid: now.centroid,
            fingersStableSince: fingersStableSince, lastLanding: lastLanding, origin: origin,
            maximumContactTravel: maximumTravel, maximumDriftFromOrigin: maximumDrift,
            secondDriftFromOrigin: secondDrift.squareRoot(),
            mostMovingAtEdge: mostMovingX < geometry.edgeBand || mostMovingX > geometry.width - geometry.edgeBand,
            velocity: v,
            scaleVelocity: w.x, rotationVelocity: w.y, geometry: geometry)
    }

    /// Fills `frame`'s velocities from the samples so far (for a frame measured without them).
    /// `mutating` although it changes nothing: the arena calls it on its stored tracker, and a
    /// non-mutating call there copied the whole tracker (and retained its arrays) per call.
    public mutating func addVelocities(to frame: inout RecognitionFrame) {
        if frame.fingers == 0 {
            frame.velocity = translationVelocity.velocity(releasedAt: frame.time)
            let w = transformVelocity.velocity(releasedAt: frame.time)
            frame.scaleVelocity = w.x
            frame.rotationVelocity = w.y
        } else {
            frame.velocity = translationVelocity.velocity()
            let w = transformVelocity.velocity()
            frame.scaleVelocity = w.x
            frame.rotationVelocity = w.y
        }
    }

    /// Marks and counts the resting thumbs (`RestingThumbRule`).
    private mutating func classifyResting() -> Int {
        guard restingThumb.isEnabled else { return 0 }
        let bandTop = geometry.height * (1 - restingThumb.bandFraction)
        var count = 0
        for i in tracks.indices {
            let travel = (tracks[i].position - tracks[i].start).length
            if tracks[i].isResting {
                let wakes = travel >= restingThumb.wakeDistance
                    || (travel >= restingThumb.stillDistance && followsOthers(i) == true)
                if wakes { tracks[i].isResting = false } else { count += 1 }
                continue
            }
            guard tracks[i].start.y >= bandTop, travel < restingThumb.stillDistance, othersMoved(besides: i),
                  followsOthers(i) != true
            else { continue }
            tracks[i].isResting = true
            count += 1
        }
        return count
    }

    /// True when at least `minimumOthers` contacts besides `i` take part and each has moved
    /// `othersMoveDistance` since it landed.
    private func othersMoved(besides i: Int) -> Bool {
        var others = 0
        for j in tracks.indices where j != i && !tracks[j].isResting {
            others += 1
            if (tracks[j].position - tracks[j].start).length < restingThumb.othersMoveDistance { return false }
        }
        return others >= restingThumb.minimumOthers
    }

    /// Whether contact `i` moves with the others, judged over the same time for all (since the
    /// latest landing, so a finger that landed late is not held against the others' earlier
    /// motion): true when it moved, along the others' mean direction, `followShare` of the least the
    /// others moved. Nil while fewer
    /// than `minimumOthers` others take part or one of them has moved under `othersMoveDistance`
    /// since then (too early to tell).
    private func followsOthers(_ i: Int) -> Bool? {
        var others = 0, least = Double.infinity, together = PointMM.zero
        for j in tracks.indices where j != i && !tracks[j].isResting {
            others += 1
            let moved = tracks[j].position - tracks[j].atLatestLanding
            least = min(least, moved.length)
            together = together + moved
        }
        guard others >= restingThumb.minimumOthers, least >= restingThumb.othersMoveDistance,
              together.length > 0 else { return nil }
        // Moving *with* them: the share of its motion along theirs, so sensor jitter (no direction)
        // or a thumb pushed sideways does not count as following.
        let moved = tracks[i].position - tracks[i].atLatestLanding
        let along = (moved.x * together.x + moved.y * together.y) / together.length
        return along >= restingThumb.followShare * least
    }

    /// Adds this frame's motion of the contacts present in both frames. After a `SYN_DROPPED`
    /// resync the positions may have jumped: nothing is accumulated for that frame.
    private mutating func accumulate(isResync: Bool) {
        if isResync {
            pairIDs = (-1, -1)
            return
        }
        var n = 0.0
        var before = PointMM.zero, after = PointMM.zero
        for track in tracks where !track.isNew && !track.isResting {
            n += 1
            before = before + track.previous
            after = after + track.position
        }
        guard n > 0 else { return }
        before = before / n
        after = after / n
        translation = translation + (after - before)
        if n >= 2 {
            var spanBefore = 0.0, spanAfter = 0.0
            for track in tracks where !track.isNew && !track.isResting {
                spanBefore += (track.previous - before).length
                spanAfter += (track.position - after).length
            }
            if spanBefore > 0.5 && spanAfter > 0 { scale *= spanAfter / spanBefore }
            commonSpan = spanAfter / n
            // Rotation: the two oldest contacts, only while the same pair is down in both frames.
            var a = -1, b = -1
            for i in tracks.indices where !tracks[i].isResting {
                if a < 0 { a = i } else { b = i; break }
            }
            if b >= 0 {
                let pair = (tracks[a].id, tracks[b].id)
                // The pair's angle in the previous frame is cached: one atan2 per frame.
                let new = angle(tracks[a].position, tracks[b].position)
                if pair == pairIDs && !tracks[a].isNew && !tracks[b].isNew {
                    rotation += Self.wrap(new - pairAngle)
                }
                pairAngle = new
                pairIDs = pair
            }
        } else {
            pairIDs = (-1, -1)
            commonSpan = 0
        }
    }

    private func angle(_ a: PointMM, _ b: PointMM) -> Double {
        Maths.atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
    }

    private func currentCentroid() -> PointMM {
        var n = 0.0, c = PointMM.zero
        for track in tracks where !track.isResting {
            n += 1
            c = c + track.position
        }
        return n > 0 ? c / n : lastCentroid
    }

    private func currentSpan() -> (span: Double, centroid: PointMM) {
        var n = 0.0, c = PointMM.zero
        for track in tracks where !track.isResting {
            n += 1
            c = c + track.position
        }
        guard n > 0 else { return (0, lastCentroid) }
        c = c / n
        var s = 0.0
        for track in tracks where !track.isResting { s += (track.position - c).length }
        return (s / n, c)
    }

    /// Wraps an angle in degrees to -180...180.
    public static func wrap(_ degrees: Double) -> Double {
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 } else if d < -180 { d += 360 }
        return d
    }
}
