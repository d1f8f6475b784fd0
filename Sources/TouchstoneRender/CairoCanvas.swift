import CCairo
import TouchstoneCore
import TouchstoneTransitions

/// The one owner of a Cairo surface and its drawing context: every C pointer of the renderer lives here.
///
/// Coordinates are pixels (PNG) or points (SVG, PDF), origin top-left, y down. `finish()` returns the
/// encoded file; the surface is destroyed with the canvas.
final class CairoCanvas {
    /// What kind of surface backs the canvas.
    let format: ImageFormat
    /// Width in pixels or points.
    let width: Int
    /// Height in pixels or points.
    let height: Int
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let sink = ByteSink()
    private var finished = false
    /// SVG only: the labels as `<text>` elements, added on top of Cairo's drawing when the document is
    /// finished. Cairo's SVG surface turns every glyph into a path (~130 KB of a plot's 190 KB);
    /// real text is small, searchable and selectable.
    private var textElements: [String] = []

    /// Creates a canvas filled with `background`.
    init(width: Int, height: Int, format: ImageFormat, background: SceneColor = .white) throws(RenderError) {
        self.format = format
        self.width = width
        self.height = height
        let created: OpaquePointer?
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .png:
            created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        case .svg:
            created = cairo_svg_surface_create_for_stream(CairoCanvas.collect, closure, Double(width), Double(height))
        case .pdf:
            created = cairo_pdf_surface_create_for_stream(CairoCanvas.collect, closure, Double(width), Double(height))
        }
        guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            let status = created.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
            if let created { cairo_surface_destroy(created) }
            throw .cairo(status)
        }
        guard let cr = cairo_create(created), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            throw .cairo("cannot create a drawing context")
        }
        surface = created
        context = cr
        setColor(background)
        cairo_paint(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Cairo's write callback: appends to the `ByteSink` passed as closure.
    private static let collect: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }

    // MARK: State

    /// Pushes the drawing state (colour, line, clip).
    func save() { cairo_save(context) }
    /// Pops the drawing state.
    func restore() { cairo_restore(context) }

    /// Source colour, its alpha multiplied by `alpha`.
    func setColor(_ color: SceneColor, alpha: Double = 1) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Stroke width in canvas units.
    func setLineWidth(_ width: Double) { cairo_set_line_width(context, width) }

    /// Dashes of `lengths`; empty for a solid line.
    func setDash(_ lengths: [Double]) {
        lengths.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
    }

    // MARK: Paths

    /// Starts a sub-path.
    func move(_ x: Double, _ y: Double) { cairo_move_to(context, x, y) }
    /// Straight segment to a point.
    func line(_ x: Double, _ y: Double) { cairo_line_to(context, x, y) }
    /// Closes the current sub-path.
    func closePath() { cairo_close_path(context) }
    /// Discards the current path.
    func newPath() { cairo_new_path(context) }
    /// Adds an axis-aligned rectangle sub-path.
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(context, x, y, width, height)
    }
    /// Adds a full-circle sub-path.
    func circle(_ x: Double, _ y: Double, radius: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
    }

    /// A closed polygon as a sub-path.
    func polygon(_ points: [ScenePoint]) {
        guard let first = points.first else { return }
        move(first.x, first.y)
        for p in points.dropFirst() { line(p.x, p.y) }
        closePath()
    }

    /// Fills the current path (keeping it with `preserve`).
    func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(context) : cairo_fill(context) }
    /// Strokes the current path (keeping it with `preserve`).
    func stroke(preserve: Bool = false) { preserve ? cairo_stroke_preserve(context) : cairo_stroke(context) }
    /// Clips to the current path (even-odd off: nonzero winding) and clears the path.
    func clip() { cairo_clip(context) }

    // MARK: Text (Cairo's toy API: enough for labels)

    /// Horizontal text alignment about the given x.
    enum Alignment { case left, center, right }

    /// Draws `text` with its baseline at `y`, aligned about `x`. On an SVG canvas the text becomes an SVG
    /// `<text>` element drawn over everything else (labels are drawn last anyway).
    func text(_ text: String, x: Double, y: Double, size: Double, bold: Bool = false, align: Alignment = .left,
              rotated: Bool = false) {
        if format == .svg {
            textElements.append(svgText(text, x: x, y: y, size: size, bold: bold, align: align, rotated: rotated))
            return
        }
        selectFont(size: size, bold: bold)
        let w = textWidth(text, size: size, bold: bold)
        let dx: Double = align == .left ? 0 : (align == .center ? -w / 2 : -w)
        cairo_save(context)
        cairo_translate(context, x, y)
        if rotated { cairo_rotate(context, -Double.pi / 2) }
        cairo_move_to(context, dx, 0)
        cairo_show_text(context, text)
        cairo_restore(context)
    }

    /// The `<text>` element for `text()` on an SVG canvas: position through the current transform,
    /// colour and opacity from the current source, the font Cairo measures with.
    private func svgText(_ text: String, x: Double, y: Double, size: Double, bold: Bool, align: Alignment,
                         rotated: Bool) -> String {
        var px = x, py = y
        cairo_user_to_device(context, &px, &py)
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
        if let source = cairo_get_source(context) { cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha) }
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        func number(_ v: Double) -> String { formatted(v, 1) }
        var element = "<text x=\"\(number(px))\" y=\"\(number(py))\" font-size=\"\(number(size))\""
        if bold { element += " font-weight=\"bold\"" }
        if align != .left { element += " text-anchor=\"\(align == .center ? "middle" : "end")\"" }
        if rotated { element += " transform=\"rotate(-90 \(number(px)) \(number(py)))\"" }
        if red != 0 || green != 0 || blue != 0 { element += " fill=\"rgb(\(byte(red)),\(byte(green)),\(byte(blue)))\"" }
        if alpha < 1 { element += " fill-opacity=\"\(formatted(alpha, 2))\"" }
        return element + ">" + text.xmlEscaped + "</text>"
    }

    /// Width of `text` in the given font.
    func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }

    // MARK: Output

    /// The encoded file: PNG bytes for an image canvas, the finished SVG or PDF document otherwise.
    func finish() throws(RenderError) -> [UInt8] {
        if format == .png {
            cairo_surface_flush(surface)
            sink.bytes = []
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            let status = cairo_surface_write_to_png_stream(surface, CairoCanvas.collect, closure)
            guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
            return sink.bytes
        }
        if !finished {
            cairo_surface_finish(surface)
            finished = true
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
            if format == .svg && !textElements.isEmpty { insertTextElements() }
        }
        return sink.bytes
    }

    /// Puts the collected `<text>` elements before the document's closing `</svg>`, in one group that
    /// names the font Cairo measured them with (DejaVu Sans; a browser without it uses its sans-serif).
    private func insertTextElements() {
        let closing = Array("</svg>".utf8)
        guard let end = sink.bytes.lastIndex(of: UInt8(ascii: "<")), sink.bytes[end...].starts(with: closing) else { return }
        let group = "<g font-family=\"DejaVu Sans, Verdana, sans-serif\">\n" + textElements.joined(separator: "\n") + "\n</g>\n"
        sink.bytes.insert(contentsOf: Array(group.utf8), at: end)
    }

    /// The colour of one pixel of an image canvas as straight (not premultiplied) RGBA bytes; nil
    /// outside the image or for vector canvases.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard format == .png, (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian 32-bit word: read it whole, then split.
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let a = UInt8(word >> 24), r = UInt8((word >> 16) & 0xff), g = UInt8((word >> 8) & 0xff), b = UInt8(word & 0xff)
        guard a > 0 else { return (0, 0, 0, 0) }
        func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (straight(r), straight(g), straight(b), a)
    }
}
