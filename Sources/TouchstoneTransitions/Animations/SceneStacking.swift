/// Helpers the built-in animations share.
extension Scene {
    /// A scene whose layers are given back to front; each gets its position as `zIndex`.
    init(containerSize: SceneSize, backToFront layers: [SceneLayer], containerTransform: Transform3D = .identity,
         sublayerTransform: Transform3D = .identity) {
        var stacked = layers
        for index in stacked.indices { stacked[index].zIndex = index }
        self.init(containerSize: containerSize, layers: stacked, containerTransform: containerTransform,
                  sublayerTransform: sublayerTransform)
    }
}

extension Transform3D {
    /// This matrix with its `m34` entry overwritten, as the seeds do with `t.m34 = PERSPECTIVE`
    /// after building a rotation (not the same as concatenating a perspective).
    func settingM34(_ value: Double) -> Transform3D {
        var copy = self
        copy.m34 = value
        return copy
    }
}
