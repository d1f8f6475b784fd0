// swift-tools-version:6.0
// Touchstone: record, replay and assert on multi-touch gestures on Linux.
//
// The target graph is the architecture (see docs/architecture.md):
//   pure core   TouchstoneCore -> TouchstoneRecognition -> TouchstoneTransitions, TouchstoneSynthesis
//   formats     TouchstoneRecording (JSON v1, libinput-record via libyaml, evemu)
//   replay      TouchstoneReplay -> TouchstoneTesting
//   pictures    TouchstoneRender (Cairo)
//   Linux edge  TouchstoneLinux (libevdev, libinput, libudev) -> TouchstoneDaemon (with its command line)
//   options     TouchstoneCommandLine (option tables, parsing, exit codes, --version), shared by both mains
//   commands    TouchstoneCLI (tested command code) -> thin `touchstone` main
//   `touchstoned` links only the daemon: no Cairo, libyaml, Foundation or ICU (docs/packaging.md).
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .executable(name: "touchstone", targets: ["touchstone"]),
        .executable(name: "touchstoned", targets: ["touchstoned"]),
        .library(name: "TouchstoneCore", targets: ["TouchstoneCore"]),
        .library(name: "TouchstoneRecognition", targets: ["TouchstoneRecognition"]),
        .library(name: "TouchstoneTransitions", targets: ["TouchstoneTransitions"]),
        .library(name: "TouchstoneRecording", targets: ["TouchstoneRecording"]),
        .library(name: "TouchstoneReplay", targets: ["TouchstoneReplay"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
    ],
    targets: [
        // MARK: C system libraries (one per pkg-config module)
        .systemLibrary(name: "CEvdev", path: "Sources/C/CEvdev", pkgConfig: "libevdev",
                       providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CLibinput", path: "Sources/C/CLibinput", pkgConfig: "libinput",
                       providers: [.apt(["libinput-dev"])]),
        .systemLibrary(name: "CUdev", path: "Sources/C/CUdev", pkgConfig: "libudev",
                       providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CYAML", path: "Sources/C/CYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/C/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CMtdev", path: "Sources/C/CMtdev", pkgConfig: "mtdev",
                       providers: [.apt(["libmtdev-dev"])]),
        .systemLibrary(name: "CLibwacom", path: "Sources/C/CLibwacom", pkgConfig: "libwacom",
                       providers: [.apt(["libwacom-dev"])]),
        // The commit `make` recorded for --version (generated/BuildCommit.h, git-ignored; "unknown" without it).
        .target(name: "CTouchstoneBuild", path: "Sources/C/CTouchstoneBuild"),
        // accept4 and other Linux calls glibc declares only under _GNU_SOURCE.
        .target(name: "CLinuxCalls", path: "Sources/C/CLinuxCalls"),

        // MARK: Pure core (no I/O, no C)
        // libm: squareRoot() and friends, without importing Glibc into the pure core.
        .target(name: "TouchstoneCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "TouchstoneRecognition", dependencies: ["TouchstoneCore"]),
        .target(name: "TouchstoneTransitions", dependencies: ["TouchstoneCore", "TouchstoneRecognition"]),
        // Gestures from a spec, perturbations and invariants for `synth`, `fuzz` and `sweep` (pure).
        .target(name: "TouchstoneSynthesis", dependencies: ["TouchstoneCore", "TouchstoneRecognition"]),

        // MARK: Formats
        // Multi-touch protocol A (SYN_MT_REPORT) to slots through mtdev, before the MTDecoder.
        .target(name: "TouchstoneMtdev", dependencies: ["TouchstoneCore", "CMtdev"]),
        .target(name: "TouchstoneRecording", dependencies: ["TouchstoneCore", "TouchstoneMtdev", "CYAML"]),

        // MARK: Replay and assertions
        .target(name: "TouchstoneReplay",
                dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneTransitions"]),
        .target(name: "TouchstoneTesting",
                dependencies: ["TouchstoneCore", "TouchstoneReplay", "TouchstoneRecording", "TouchstoneRecognition",
                               "TouchstoneTransitions", "TouchstoneAnimationProcess"]),

        // MARK: Pictures (Cairo)
        .target(name: "TouchstoneRender",
                dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneTransitions", "TouchstoneReplay", "CCairo"]),

        // MARK: Linux edge
        .target(name: "TouchstoneLinux", dependencies: ["TouchstoneCore", "CEvdev", "CLibinput", "CLinuxCalls", "CUdev", "CLibwacom"]),

        // Transitions in any language: a child process speaking the animation process protocol
        // (docs/animation-protocol.md), plugged into the replay driver.
        .target(name: "TouchstoneAnimationProcess",
                dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneLinux", "TouchstoneTransitions",
                               "TouchstoneReplay"]),

        // MARK: Command-line vocabulary (both executables)
        .target(name: "TouchstoneCommandLine", dependencies: ["TouchstoneCore", "CTouchstoneBuild"]),

        // MARK: Daemon (event loop over the Linux edge and the recognizers)
        .target(name: "TouchstoneDaemon",
                dependencies: ["TouchstoneCore", "TouchstoneLinux", "TouchstoneMtdev", "TouchstoneRecognition",
                               "TouchstoneCommandLine"]),

        // MARK: Commands
        .target(name: "TouchstoneCLI",
                dependencies: ["TouchstoneCommandLine", "TouchstoneCore", "TouchstoneRecognition", "TouchstoneRecording",
                               "TouchstoneReplay", "TouchstoneLinux", "TouchstoneMtdev", "TouchstoneDaemon", "TouchstoneRender",
                               "TouchstoneSynthesis", "TouchstoneTransitions", "TouchstoneAnimationProcess"]),
        .executableTarget(name: "touchstone", dependencies: ["TouchstoneCLI"]),
        .executableTarget(name: "touchstoned", dependencies: ["TouchstoneDaemon", "TouchstoneCommandLine", "TouchstoneLinux"]),
        // `make bench`: every benchmark in one release run (not installed).
        .executableTarget(name: "touchstone-bench",
                          dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneRecording", "TouchstoneReplay",
                                         "TouchstoneRender", "TouchstoneCLI", "TouchstoneSynthesis", "TouchstoneDaemon",
                                         "TouchstoneAnimationProcess", "TouchstoneTransitions"]),

        // MARK: Tests
        // Fixture paths, temporary directories, build products and polling the test targets share (used only by test targets).
        .target(name: "TouchstoneTestSupport", path: "Tests/TouchstoneTestSupport"),
        .testTarget(name: "TouchstoneCoreTests", dependencies: ["TouchstoneCore"]),
        .testTarget(name: "TouchstoneRecognitionTests",
                    dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneTestSupport"]),
        .testTarget(name: "TouchstoneTransitionsTests",
                    dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneTransitions"]),
        .testTarget(name: "TouchstoneRecordingTests", dependencies: ["TouchstoneCore", "TouchstoneMtdev", "TouchstoneRecording",
                                   "TouchstoneTestSupport"]),
        .testTarget(name: "TouchstoneReplayTests",
                    dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneRecording", "TouchstoneReplay",
                                   "TouchstoneTestSupport", "TouchstoneTesting", "TouchstoneTransitions"]),
        .testTarget(name: "TouchstoneCLITests",
                    dependencies: ["TouchstoneCLI", "TouchstoneCore", "TouchstoneDaemon", "TouchstoneRecognition",
                                   "TouchstoneLinux", "TouchstoneRecording", "TouchstoneSynthesis", "TouchstoneTestSupport"]),
        .testTarget(name: "TouchstoneLinuxTests", dependencies: ["TouchstoneLinux", "TouchstoneCore", "TouchstoneTestSupport"]),
        .testTarget(name: "TouchstoneDaemonTests",
                    dependencies: ["TouchstoneCore", "TouchstoneDaemon", "TouchstoneLinux", "TouchstoneRecognition",
                                   "TouchstoneTestSupport", "touchstoned"]),  // runs the real binary
        .testTarget(name: "TouchstoneRenderTests",
                    dependencies: ["TouchstoneCore", "TouchstoneRecording", "TouchstoneRender", "TouchstoneReplay",
                                   "TouchstoneTestSupport", "TouchstoneTransitions"]),
        .testTarget(name: "TouchstoneSynthesisTests",
                    dependencies: ["TouchstoneCore", "TouchstoneRecognition", "TouchstoneSynthesis"]),
        .testTarget(name: "TouchstoneAnimationProcessTests",
                    dependencies: ["TouchstoneAnimationProcess", "TouchstoneCore", "TouchstoneReplay", "TouchstoneRecording",
                                   "TouchstoneTestSupport", "TouchstoneTransitions", "TouchstoneTesting",
                                   "touchstone"]),  // runs the real binary (interrupted with SIGINT/SIGTERM)
    ],
    swiftLanguageModes: [.v6]
)
