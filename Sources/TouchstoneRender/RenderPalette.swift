import TouchstoneCore
import TouchstoneTransitions

/// Fixed colours, so the same input always gives the same picture.
enum RenderPalette {
    /// Contact traces, in order of each contact's first appearance (Tableau 10, colour-blind friendly order).
    static let contacts: [SceneColor] = [
        SceneColor(red: 0.122, green: 0.467, blue: 0.706), // blue
        SceneColor(red: 0.839, green: 0.153, blue: 0.157), // red
        SceneColor(red: 0.173, green: 0.627, blue: 0.173), // green
        SceneColor(red: 0.580, green: 0.404, blue: 0.741), // purple
        SceneColor(red: 1.000, green: 0.498, blue: 0.055), // orange
        SceneColor(red: 0.549, green: 0.337, blue: 0.294), // brown
        SceneColor(red: 0.890, green: 0.467, blue: 0.761), // pink
        SceneColor(red: 0.090, green: 0.745, blue: 0.812), // cyan
        SceneColor(red: 0.737, green: 0.741, blue: 0.133), // olive
        SceneColor(red: 0.498, green: 0.498, blue: 0.498), // grey
    ]

    /// Colour of the contact that appeared `index`-th.
    static func contact(_ index: Int) -> SceneColor { contacts[index % contacts.count] }

    /// Layer fills: light, distinct, readable under dark labels. The first four belong to the names
    /// every reader looks for; the rest are shared by hashing.
    static let layers: [SceneColor] = [
        SceneColor(red: 0.55, green: 0.75, blue: 0.95), // light blue: from
        SceneColor(red: 0.98, green: 0.72, blue: 0.45), // light orange: to
        SceneColor(red: 0.60, green: 0.87, blue: 0.60), // light green: snapshot
        SceneColor(red: 0.85, green: 0.70, blue: 0.95), // lilac: view
        SceneColor(red: 0.98, green: 0.85, blue: 0.40), // yellow
        SceneColor(red: 0.55, green: 0.88, blue: 0.88), // aqua
        SceneColor(red: 0.95, green: 0.62, blue: 0.70), // rose
        SceneColor(red: 0.78, green: 0.78, blue: 0.62), // khaki
        SceneColor(red: 0.70, green: 0.82, blue: 0.55), // lime
        SceneColor(red: 0.75, green: 0.75, blue: 0.95), // periwinkle
    ]

    /// Names with a colour of their own.
    static let namedLayers = ["from", "to", "snapshot", "view"]

    /// The fill for a layer without its own colour, keyed by name: the common names always get the
    /// same distinct entries; other names hash (FNV-1a, stable across runs) into the rest.
    static func layer(named name: String) -> SceneColor {
        if let index = namedLayers.firstIndex(of: name) { return layers[index] }
        let shared = UInt64(layers.count - namedLayers.count)
        return layers[namedLayers.count + Int(FNV1a.hash(name) % shared)]
    }

    /// Gesture phase markers.
    static func phase(_ name: String) -> SceneColor {
        switch name {
        case "began": return SceneColor(red: 0.17, green: 0.63, blue: 0.17)
        case "changed": return SceneColor(white: 0.55)
        case "ended": return SceneColor(red: 0.12, green: 0.47, blue: 0.71)
        case "cancelled": return SceneColor(red: 1.0, green: 0.5, blue: 0.05)
        default: return SceneColor(red: 0.84, green: 0.15, blue: 0.16)
        }
    }

    /// Axis lines, ticks and labels.
    static let ink = SceneColor(white: 0.15)
    /// Grid lines.
    static let grid = SceneColor(white: 0.88)
    /// What lies behind every layer of a scene.
    static let stage = SceneColor(white: 0.22)
}
