import TouchstoneCore
import TouchstoneTransitions

/// One reply line of the animation process protocol, decoded: optional `"state"` (any object) and
/// optional `"scene"` (`{"layers": [...]}` in the scene model, see docs/animation-protocol.md).
public struct AnimationReply: Sendable, Hashable {
    /// What the child's code shows (nil: unchanged since the previous reply).
    public var state: JSONValue?
    /// The scene (nil: an empty scene).
    public var scene: Scene?

    /// Decodes `line` for a container of `size`; the error text says what is wrong where.
    public init(line: String, container size: SceneSize) throws(AnimationReplyError) {
        let value = try Self.decode(line)
        guard case .object = value else { throw AnimationReplyError("is not a JSON object") }
        if let state = value["state"] {
            guard case .object = state else { throw AnimationReplyError("has a \"state\" that is not an object") }
            self.state = state
        }
        if let scene = value["scene"], scene != .null {
            self.scene = try Self.scene(scene, container: size)
        }
    }

    /// The hello reply's protocol version (nil: not stated, version 1 assumed) and name.
    static func hello(line: String) throws(AnimationReplyError) -> (version: Int?, name: String?, duration: Double?) {
        let value = try decode(line)
        guard case .object = value else { throw AnimationReplyError("is not a JSON object") }
        var version: Int?
        if let stated = value["protocol"] {
            guard case .number(let n) = stated, n == n.rounded() else {
                throw AnimationReplyError("has a \"protocol\" that is not an integer")
            }
            version = Int(n)
        }
        var name: String?
        if case .string(let text)? = value["name"] { name = text }
        var duration: Double?
        if case .number(let seconds)? = value["duration_s"], seconds > 0 { duration = seconds }
        return (version, name, duration)
    }

    /// The line as JSON.
    private static func decode(_ line: String) throws(AnimationReplyError) -> JSONValue {
        guard line.contains(where: { !$0.isWhitespace }) else { throw AnimationReplyError("is an empty line, not a JSON object") }
        do {
            return try JSONValue(parsing: line, name: "reply")
        } catch {
            throw AnimationReplyError("is not JSON (\(error))")
        }
    }

    private static func scene(_ value: JSONValue, container: SceneSize) throws(AnimationReplyError) -> Scene {
        guard case .array(let items)? = value["layers"] else {
            throw AnimationReplyError("has a \"scene\" without a \"layers\" array")
        }
        var layers: [SceneLayer] = []
        for (index, item) in items.enumerated() {
            layers.append(try layer(item, path: "scene.layers[\(index)]"))
        }
        return Scene(containerSize: container, layers: layers)
    }

    private static func layer(_ value: JSONValue, path: String) throws(AnimationReplyError) -> SceneLayer {
        guard case .string(let name)? = value["name"] else { throw AnimationReplyError("\(path).name: expected a string") }
        let frame = try numbers(value["frame"], count: [4], path: path + ".frame")
        var layer = SceneLayer(name: name, frame: SceneRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        if let alpha = value["alpha"] { layer.alpha = try numbers(alpha, count: [1], path: path + ".alpha")[0] }
        if let z = value["z"] {
            let n = try numbers(z, count: [1], path: path + ".z")[0]
            guard n == n.rounded(), abs(n) < 1e9 else { throw AnimationReplyError("\(path).z: expected an integer") }
            layer.zIndex = Int(n)
        }
        if let color = value["color"] {
            let c = try numbers(color, count: [3, 4], path: path + ".color")
            layer.color = SceneColor(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        }
        if let transform = value["transform"] {
            layer.transform = Transform3D(try numbers(transform, count: [16], path: path + ".transform"))
        }
        return layer
    }

    /// A number or an array of numbers of one of `count` lengths.
    private static func numbers(_ value: JSONValue?, count: [Int], path: String) throws(AnimationReplyError) -> [Double] {
        var result: [Double] = []
        switch value {
        case .number(let n)?: result = [n]
        case .array(let items)?:
            for item in items {
                guard case .number(let n) = item else { break }
                result.append(n)
            }
            if result.count != items.count { result = [] }
        default: break
        }
        guard count.contains(result.count) else {
            let what = count == [1] ? "a number" : "an array of " + count.map(String.init).joined(separator: " or ") + " numbers"
            throw AnimationReplyError("\(path): expected \(what)")
        }
        return result
    }
}

/// What is wrong with a reply line (the sentence continues "the reply ...").
public struct AnimationReplyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problem.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
