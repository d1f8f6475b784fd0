/// Writes a scene in its canonical encoding, hashing it with FNV-1a 64 as it goes.
struct CanonicalEncoder {
    private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Rounding step: 1e-6.
    static let scale = 1_000_000.0

    mutating func write(_ text: String) {
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }

    mutating func write(_ number: Double) {
        guard number.isFinite else {
            write(number.isNaN ? "nan;" : (number > 0 ? "inf;" : "-inf;"))
            return
        }
        let rounded = (number * CanonicalEncoder.scale).rounded()
        // Values beyond Int64 cannot occur in a sane scene; clamp rather than trap.
        let clamped = min(max(rounded, -9.0e18), 9.0e18)
        write(Int64(clamped))
    }

    /// Eight little-endian bytes, so the encoding never depends on number formatting.
    mutating func write(_ integer: Int64) {
        var bits = UInt64(bitPattern: integer)
        for _ in 0..<8 {
            hash ^= bits & 0xff
            hash = hash &* 0x0000_0100_0000_01b3
            bits >>= 8
        }
    }

    mutating func write(_ point: ScenePoint) {
        write(point.x)
        write(point.y)
    }

    mutating func write(_ rect: SceneRect) {
        write(rect.origin)
        write(rect.size.width)
        write(rect.size.height)
    }

    mutating func write(_ transform: Transform3D) {
        if transform.isIdentity {
            write("I;")
        } else {
            for entry in transform.entries { write(entry) }
        }
    }

    mutating func encode(_ scene: Scene) {
        write("scene;")
        write(scene.containerSize.width)
        write(scene.containerSize.height)
        write(scene.containerTransform)
        write(scene.sublayerTransform)
        for layer in scene.layers { encode(layer) }
    }

    mutating func encode(_ layer: SceneLayer) {
        write("layer:" + layer.name + ";")
        write(layer.frame)
        write(layer.alpha)
        write(layer.transform)
        write(layer.anchor)
        write(Int64(layer.zIndex))
        if let mask = layer.mask {
            write("mask;")
            for element in mask.elements {
                switch element {
                case .move(let p): write("M;"); write(p)
                case .line(let p): write("L;"); write(p)
                case .quadCurve(let p, let c): write("Q;"); write(p); write(c)
                case .close: write("Z;")
                }
            }
        }
        if let color = layer.color {
            write("color;")
            write(color.red); write(color.green); write(color.blue); write(color.alpha)
        }
        if let content = layer.content {
            write("content:" + content.view + ";")
            write(content.region)
        }
    }
}
