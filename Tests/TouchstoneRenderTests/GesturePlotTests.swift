@testable import TouchstoneRender
import Testing
import TouchstoneCore
import TouchstoneReplay
import TouchstoneTransitions

@Suite struct GesturePlotTests {
    let recording = RenderFixtures.straightDrag()

    @Test func pngHasTheCanvasSize() throws {
        let result = try Replayer.replay(recording)
        let canvas = try GesturePlot.draw(recording: recording, result: result, format: .png, title: "drag")
        let bytes = try canvas.finish()
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let size = try #require(RenderFixtures.pngSize(bytes))
        #expect(size.width == 1000)
        #expect(size.width == canvas.width && size.height == canvas.height)
        #expect(canvas.height > 600)
    }

    @Test func theTraceIsDrawnWhereTheFingerWent() throws {
        let result = try Replayer.replay(recording)
        let canvas = try GesturePlot.draw(recording: recording, result: result, format: .png, title: "drag")
        let layout = GesturePlot.padLayout(GesturePlot.Traces(recording))
        let first = RenderPalette.contact(0), second = RenderPalette.contact(1)
        // Along the first finger's path (away from the start circle and end cross): its colour.
        for x in stride(from: 30.0, through: 70.0, by: 5.0) {
            let p = layout.point(PointMM(x: x, y: 33))
            #expect(RenderFixtures.matches(canvas.pixel(x: Int(p.x), y: Int(p.y)), first), "x = \(x) mm")
            let q = layout.point(PointMM(x: x, y: 53))
            #expect(RenderFixtures.matches(canvas.pixel(x: Int(q.x), y: Int(q.y)), second), "x = \(x) mm, second finger")
        }
        // Off the paths, inside the pad: not the finger's colour.
        let off = layout.point(PointMM(x: 50, y: 15))
        #expect(!RenderFixtures.matches(canvas.pixel(x: Int(off.x), y: Int(off.y)), first))
        // A far corner is plain background.
        #expect(RenderFixtures.matches(canvas.pixel(x: canvas.width - 3, y: 3), .white, tolerance: 0))
    }

    @Test func thePadIsToScale() throws {
        let traces = GesturePlot.Traces(recording)
        #expect(abs(traces.padWidth - 100) < 0.01 && abs(traces.padHeight - 66) < 0.01)
        let layout = GesturePlot.padLayout(traces)
        let a = layout.point(PointMM(x: 0, y: 0)), b = layout.point(PointMM(x: 100, y: 66))
        #expect(abs((b.x - a.x) / (b.y - a.y) - 100.0 / 66.0) < 1e-9)
        #expect(traces.contacts.map(\.id) == [1, 2])
    }

    @Test(arguments: [ImageFormat.svg, .pdf, .png])
    func writersProduceTheirMagic(format: ImageFormat) throws {
        let result = try Replayer.replay(recording)
        let bytes = try GesturePlot.render(recording: recording, result: result, format: format, title: "drag")
        let magic: [UInt8]
        switch format {
        case .png: magic = [0x89, 0x50, 0x4E, 0x47]
        case .svg: magic = Array("<?xml".utf8)
        case .pdf: magic = Array("%PDF-".utf8)
        }
        #expect(Array(bytes.prefix(magic.count)) == magic)
        if format == .svg {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("<svg") && text.hasSuffix("</svg>\n"))
        }
        if format == .pdf { #expect(String(decoding: bytes.suffix(8), as: UTF8.self).contains("%%EOF")) }
    }

    @Test(arguments: [("out.png", ImageFormat.png), ("a/b.SVG", .svg), ("x.pdf", .pdf)])
    func formatFollowsTheExtension(path: String, format: ImageFormat) throws {
        #expect(try ImageFormat(path: path) == format)
    }

    @Test(arguments: ["out.jpg", "plot", "dir.png/file", "x."])
    func unknownExtensionsAreRefused(path: String) {
        #expect(throws: RenderError.unknownFormat(path: path)) { try ImageFormat(path: path) }
    }

    @Test func plotOfACorpusRecordingNamesItsGesture() throws {
        let recording = try RenderFixtures.sample("pan2_down_complete_a.yml")
        let result = try Replayer.replay(recording)
        let svg = try GesturePlot.svg(recording: recording, result: result, title: "pan2_down_complete_a.yml")
        #expect(svg.contains("<svg"))
        #expect(result.outcome.driver != nil)
    }
}
