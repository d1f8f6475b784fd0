/// A picture file format Cairo writes for us.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// Raster PNG (ARGB, one image surface).
    case png
    /// Scalable vector graphics.
    case svg
    /// Portable document format.
    case pdf

    /// The format a path's extension names (case-insensitive).
    /// - Throws: `RenderError.unknownFormat` when the extension is none of png, svg, pdf.
    public init(path: String) throws(RenderError) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/"),
              let format = ImageFormat(rawValue: path[path.index(after: dot)...].lowercased()) else {
            throw .unknownFormat(path: path)
        }
        self = format
    }
}
