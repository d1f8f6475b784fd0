import TouchstoneCore

/// A gesture stack `touchstone compare` can ask for its verdict: Touchstone itself, libinput alone, or
/// libinput with a desktop's rules on top.
public enum DesktopStack: String, Sendable, Hashable, CaseIterable {
    /// Touchstone's arena, as `classify`.
    case touchstone
    /// libinput's own gesture events.
    case libinput
    /// libinput + GNOME Shell's swipe tracker (`GnomeSwipePolicy`).
    case gnome
    /// libinput + KWin's gesture recognizer (`KWinGesturePolicy`).
    case kwin
    /// libinput + Hyprland's workspace swipe (`HyprlandSwipePolicy`).
    case hyprland

    /// The stacks' verdicts on `recording`, in the order of `stacks`.
    ///
    /// - Parameters:
    ///   - settings: Touchstone's recognizer settings.
    ///   - libinputCaptured: whether the recording's source captured libinput's events at all; when it
    ///     did not and there are none, the libinput-based stacks say `unknown` rather than `none`.
    public static func verdicts(_ recording: Recording, stacks: [DesktopStack], settings: RecognizerSettings = RecognizerSettings(),
                                libinputCaptured: Bool) -> [StackVerdict] {
        let gestures = LibinputGesture.group(recording.libinputGestures)
        return stacks.map { stack in
            if stack == .touchstone { return touchstoneVerdict(recording, settings: settings) }
            guard !gestures.isEmpty else {
                return libinputCaptured ? .nothing(note: "libinput began no gesture") : .unknown(note: "no libinput events in the file")
            }
            // libinput: its first gesture, passing over the holds it cancelled (it begins a hold whenever
            // fingers rest and cancels it when they move: its way of saying "not a hold"). A desktop: the
            // first gesture it completes (what the user sees happen), else the first it acted on.
            let considered = stack == .libinput ? gestures.filter { !($0.kind == .hold && $0.cancelled == true) } : gestures
            if considered.isEmpty {
                return .nothing(note: "libinput began a hold and cancelled it (the fingers moved)")
            }
            let verdicts = considered.lazy.map { gesture -> StackVerdict in
                switch stack {
                case .libinput: return gesture.verdict
                case .gnome: return GnomeSwipePolicy().verdict(gesture)
                case .kwin: return KWinGesturePolicy().verdict(gesture)
                case .hyprland: return HyprlandSwipePolicy().verdict(gesture)
                case .touchstone: return .unknown()
                }
            }
            let chosen = stack == .libinput ? verdicts.first
                : (verdicts.first { $0.outcome == .completed } ?? verdicts.first { $0.kind != .none })
            guard var verdict = chosen, verdict.kind != .none else {
                return .nothing(note: "no libinput gesture the \(stack.rawValue) rules act on")
            }
            verdict.travel = verdict.began.map { centroidTravel(recording, at: $0) }
            return verdict
        }
    }

    /// Touchstone's verdict: the first recognized gesture (else the single none result).
    public static func touchstoneVerdict(_ recording: Recording, settings: RecognizerSettings) -> StackVerdict {
        let results = classify(recording, settings: settings).classifications
        return StackVerdict(results.first { $0.kind != nil } ?? results[0])
    }

    /// How far the contacts' centroid has moved, in millimetres, at `time` since the contacts last
    /// changed (a finger landed or lifted): the travel a stack needed before it began.
    public static func centroidTravel(_ recording: Recording, at time: Int64) -> Double {
        var reference: PointMM?
        var ids: [Int32] = []
        var current: PointMM?
        for frame in recording.frames {
            guard frame.time <= time else { break }
            guard !frame.contacts.isEmpty else { reference = nil; ids = []; current = nil; continue }
            var sum = PointMM(x: 0, y: 0)
            for contact in frame.contacts {
                let p = recording.device.millimetres(x: contact.x, y: contact.y)
                sum = PointMM(x: sum.x + p.x, y: sum.y + p.y)
            }
            let centroid = PointMM(x: sum.x / Double(frame.contacts.count), y: sum.y / Double(frame.contacts.count))
            let frameIDs = frame.contacts.map(\.id).sorted()
            if frameIDs != ids { ids = frameIDs; reference = centroid }
            current = centroid
        }
        guard let reference, let current else { return 0 }
        let dx = current.x - reference.x, dy = current.y - reference.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Runs the arena with `settings` over `recording`; the arena after `finish`.
    public static func classify(_ recording: Recording, settings: RecognizerSettings) -> ClassifyingArena {
        var arena = ClassifyingArena(device: recording.device, recognizers: settings.recognizerList)
        var updates: [GestureUpdate] = []
        for frame in recording.frames {
            updates.removeAll(keepingCapacity: true)
            arena.process(frame, into: &updates)
        }
        arena.finish(into: &updates)
        return arena
    }

    /// Parses a comma-separated list (`touchstone,gnome`); nil names the first unknown entry.
    public static func parseList(_ text: String) -> Result<[DesktopStack], StackListError> {
        var stacks: [DesktopStack] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: " ")
            guard let stack = DesktopStack(rawValue: name) else { return .failure(StackListError(name: name)) }
            if !stacks.contains(stack) { stacks.append(stack) }
        }
        return .success(stacks)
    }
}

/// An unknown name in a `--stacks` list: `expected one of touchstone, libinput, gnome, kwin, hyprland, found 'x'`
/// (the caller puts the option before it).
public struct StackListError: InputError, Sendable, Hashable {
    /// What was expected and the name as given.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }

    /// The error for the unknown stack `name`.
    public init(name: String) {
        self.init("", expected: "one of \(DesktopStack.allCases.map(\.rawValue).joined(separator: ", "))", found: "'\(name)'")
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
