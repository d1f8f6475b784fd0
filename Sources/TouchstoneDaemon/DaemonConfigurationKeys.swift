/// One documented key of `touchstoned.conf`, for the man page (checked against the parser by tests).
public struct DaemonConfigurationKey: Sendable, Hashable {
    /// The key (`swipe.distance_mm`).
    public var key: String
    /// What values it takes.
    public var values: String
    /// The default.
    public var defaultValue: String
    /// A value the parser accepts, used by the tests that keep this table honest.
    public var example: String
    /// True for keys only valid before the first `[device ...]` section.
    public var globalOnly: Bool
}

extension DaemonConfiguration {
    /// Every key the configuration file takes, in the order the man page lists them.
    public static let documentedKeys: [DaemonConfigurationKey] = [
        .init(key: "socket", values: "a path", defaultValue: "$XDG_RUNTIME_DIR/touchstone.sock", example: "/tmp/t.sock", globalOnly: true),
        .init(key: "queue", values: "messages a client may have queued before the oldest are dropped, 1 to 1000000",
              defaultValue: "256", example: "64", globalOnly: true),
        .init(key: "size", values: "WIDTHxHEIGHT in millimetres: the device's physical size, used before its resolution and any database",
              defaultValue: "the resolution, else udev's hwdb, libinput's quirks, libwacom, else assumed", example: "250x160", globalOnly: false),
        .init(key: "recognizers", values: "any of pan swipe pinch rotate hold", defaultValue: "all five", example: "swipe pinch", globalOnly: false),
        .init(key: "preset", values: "default, gagat (pan gated downwards), vc-horizontal, vc-vertical (swipe on one axis)",
              defaultValue: "default", example: "gagat", globalOnly: false),
        .init(key: "pan.fingers", values: "a count (2), N+ or N-M", defaultValue: "2", example: "2-3", globalOnly: false),
        .init(key: "pan.direction", values: "up, down, left, right or none", defaultValue: "none (down for gagat)", example: "down", globalOnly: false),
        .init(key: "swipe.fingers", values: "a count, N+ or N-M", defaultValue: "3+", example: "4", globalOnly: false),
        .init(key: "swipe.axis", values: "horizontal, vertical or any", defaultValue: "any", example: "horizontal", globalOnly: false),
        .init(key: "swipe.distance_mm", values: "millimetres above 0", defaultValue: "31.2", example: "25", globalOnly: false),
        .init(key: "pinch.out_target", values: "a scale above 1", defaultValue: "2.0", example: "1.5", globalOnly: false),
        .init(key: "rotate.full_angle", values: "degrees above 0", defaultValue: "90", example: "45", globalOnly: false),
        .init(key: "hold.duration_ms", values: "milliseconds above 0", defaultValue: "180", example: "250", globalOnly: false),
        .init(key: "finish", values: "seed, projection-touchpad or projection-touchscreen", defaultValue: "seed",
              example: "projection-touchpad", globalOnly: false),
    ]
}
