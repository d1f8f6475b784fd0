/// Why a picture could not be made.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The output path's extension names no format this renderer writes.
    case unknownFormat(path: String)
    /// Cairo could not create a surface or finish writing (its status text).
    case cairo(String)
    /// The replay holds nothing to draw (e.g. no recorded scenes for a contact sheet).
    case nothingToDraw(String)

    /// The sentence shown to the user.
    public var description: String {
        switch self {
        case .unknownFormat(let path):
            return "\(path): cannot tell the picture format; use a name ending in .png, .svg or .pdf"
        case .cairo(let status):
            return "cairo failed: \(status)"
        case .nothingToDraw(let why):
            return "nothing to draw: \(why)"
        }
    }
}
