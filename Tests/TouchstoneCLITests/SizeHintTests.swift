import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneDaemon
import TouchstoneLinux
import TouchstoneTestSupport

/// Sizes for devices that report no resolution: libinput's quirks (read from a fixture folder in
/// libinput's format), udev's hwdb keys, the order of the sources, `--size` and the daemon's `size`.
@Suite("Device size hints")
struct SizeHintTests {
    static let quirks = LibinputQuirks(directory: RepositoryPaths.fixture("quirks"))

    /// A touchscreen without resolution (4000 x 3000 units).
    static func screen(vendor: UInt16 = 0x1234, product: UInt16 = 0x5678, version: UInt16 = 1,
                       name: String = "Test Screen", resolution: Int32 = 0) -> DeviceDescription {
        var device = DeviceDescription.touchpad(name: name, kind: .touchscreen)
        device.bus = 0x03
        device.vendor = vendor
        device.product = product
        device.version = version
        for code in [EventCode.ABS_X, EventCode.ABS_MT_POSITION_X] {
            device.absinfo[code] = AxisInfo(minimum: 0, maximum: 4000, resolution: resolution)
        }
        for code in [EventCode.ABS_Y, EventCode.ABS_MT_POSITION_Y] {
            device.absinfo[code] = AxisInfo(minimum: 0, maximum: 3000, resolution: resolution)
        }
        return device
    }

    static func hint(_ device: DeviceDescription, dmi: String? = nil) -> SizeHint? {
        quirks.sizeHint(for: LibinputQuirks.Target(device: device, dmiModalias: dmi))
    }

    @Test func aMatchingSectionGivesItsSize() throws {
        let hint = try #require(Self.hint(Self.screen()))
        #expect(hint.size == SizeMM(width: 300, height: 200))
        #expect(hint.source == .quirks)
        #expect(hint.detail.hasSuffix("50-touchstone-test.quirks [Test Screen USB] AttrSizeHint=300x200"))
    }

    @Test func nonMatchingDevicesGetNothing() {
        // Another product, another vendor, another bus: no section matches.
        #expect(Self.hint(Self.screen(product: 0x0001)) == nil)
        #expect(Self.hint(Self.screen(vendor: 0x4321)) == nil)
        var bluetooth = Self.screen()
        bluetooth.bus = 0x05
        #expect(Self.hint(bluetooth) == nil)
        // The touchpad-only section never matches a touchscreen of the vendor.
        #expect(Self.hint(Self.screen(product: 0x7777)) == nil)
    }

    @Test func laterSectionsOverrideAndDMIOnlyMatchesAKnownMachine() throws {
        #expect(try #require(Self.hint(Self.screen(version: 2))).size == SizeMM(width: 310, height: 210))
        #expect(try #require(Self.hint(Self.screen(), dmi: "dmi:bvnX:svnTestVendor:pnY:")).size == SizeMM(width: 999, height: 999))
        #expect(try #require(Self.hint(Self.screen(), dmi: "dmi:bvnX:svnOther:pnY:")).size == SizeMM(width: 300, height: 200))
    }

    @Test func aResolutionHintWinsOverASizeHint() throws {
        var pad = Self.screen(vendor: 0x04f3, product: 0x0001, name: "Test Elan Touchpad")
        pad.properties = [EventCode.INPUT_PROP_POINTER]
        let hint = try #require(Self.hint(pad))
        #expect(hint.size == SizeMM(width: 200, height: 300))   // 4000 / 20, 3000 / 10
        #expect(hint.detail.contains("AttrResolutionHint=20x10"))
    }

    @Test func theSourcesAreTriedInTheDocumentedOrder() {
        let hints = [SizeHint(size: SizeMM(width: 3, height: 3), source: .libwacom, detail: "w"),
                     SizeHint(size: SizeMM(width: 2, height: 2), source: .quirks, detail: "q"),
                     SizeHint(size: SizeMM(width: 1, height: 1), source: .hwdb, detail: "h")]
        var device = Self.screen()
        #expect(device.sizeSource == .assumedScreen)
        device.sizeHints = hints
        #expect(device.sizeSource == .hwdb && device.size == SizeMM(width: 1, height: 1))
        device.sizeHints = Array(hints.prefix(2))
        #expect(device.sizeSource == .quirks && abs(device.widthMillimetres - 2) < 1e-9)
        device.sizeHints = Array(hints.prefix(1))
        #expect(device.sizeSource == .libwacom && abs(device.heightMillimetres - 3) < 1e-9)
        // The recording's own size and resolution come before any database.
        device.declaredSize = SizeMM(width: 400, height: 300)
        #expect(device.sizeSource == .declared)
        var reporting = Self.screen(resolution: 10)
        reporting.sizeHints = hints
        #expect(reporting.sizeSource == .resolution && abs(reporting.widthMillimetres - 400) < 1e-9)
        // The user's override comes before everything.
        reporting.sizeHints.append(SizeHint(size: SizeMM(width: 50, height: 40), source: .override, detail: "o"))
        #expect(reporting.sizeSource == .override && abs(reporting.widthMillimetres - 50) < 1e-9)
        #expect(SizeSource.allCases.map(\.rawValue) == ["override", "declared", "resolution", "udev-hwdb", "libinput-quirks",
                                                        "libwacom", "assumed-touchpad", "assumed-screen"])
    }

    @Test func theHintsAreOnlyLookedUpWithoutAResolution() {
        let sources = DeviceSizeHints(quirks: Self.quirks, usesHwdb: false, usesLibwacom: false)
        #expect(sources.hints(for: Self.screen()).map(\.source) == [.quirks])
        #expect(sources.hints(for: Self.screen(resolution: 10)).isEmpty)
        var withOverride = sources
        withOverride.override = SizeMM(width: 20, height: 10)
        #expect(withOverride.hints(for: Self.screen(resolution: 10)).map(\.source) == [.override])
    }

    @Test func hwdbKeysAreTheOnes60EvdevRulesLooksUp() {
        let device = Self.screen()
        let keys = UdevHwdbSizes.lookupKeys(for: device, dmiModalias: nil)
        #expect(keys[0].hasPrefix("evdev:input:b0003v1234p5678e0001-e0,1,3,k"))
        #expect(keys[0].hasSuffix(",14E,14F,ra0,1,2F,35,36,39,mlsfw"))   // the kernel's form: each code "%X,", empty lists too
        #expect(keys[1] == "evdev:name:Test Screen:")
        #expect(UdevHwdbSizes.resolution(inValue: "0:4000:20:0:0") == 20)
        #expect(UdevHwdbSizes.resolution(inValue: "::12") == 12)
        #expect(UdevHwdbSizes.resolution(inValue: "1:2") == nil)
        let hint = UdevHwdbSizes.sizeHint(for: device, properties: ["EVDEV_ABS_35": "::40", "EVDEV_ABS_36": "::30"], matchedKey: "k")
        #expect(hint?.size == SizeMM(width: 100, height: 100))
        #expect(UdevHwdbSizes.sizeHint(for: device, properties: ["EVDEV_ABS_35": "::40"], matchedKey: "k") == nil)
    }

    @Test func infoSaysWhichSourceGaveTheSizeAndSizeOverridesIt() {
        let recording = Recording(device: Self.screen(), metadata: RecordingMetadata(source: "synthetic"),
                                  frames: [TouchFrame(time: 0, contacts: [Contact(id: 1, slot: 0, x: 10, y: 10)])])
        func info(_ extra: [String]) -> String {
            let output = CapturedOutput(), errors = CapturedOutput()
            let context = CommandContext(output: output.sink, errors: errors.sink, recordings: .memory(["s.json": recording]),
                                         sizeHints: DeviceSizeHints(quirks: Self.quirks, usesHwdb: false, usesLibwacom: false))
            _ = TouchstoneMain().run(["info", "s.json"] + extra, in: context)
            return output.text + errors.text
        }
        #expect(info([]).contains("size:      300.0 x 200.0 mm (no resolution reported: libinput's device quirks: "))
        #expect(info(["--json"]).contains("\"size_source\": \"libinput-quirks\""))
        #expect(info(["--size", "250x160"]).contains("size:      250.0 x 160.0 mm (given for this run with --size"))
        #expect(info(["--size", "0x160"]).contains("--size: expected WIDTHxHEIGHT in millimetres"))
    }

    @Test func theDaemonConfigurationTakesASizePerDevice() throws {
        let text = "size = 200x100\n[device \"Big*\"]\nsize = 476x268\nrecognizers = swipe\n"
        let configuration = try DaemonConfiguration(parsing: text, file: "t.conf")
        try configuration.validate(file: "t.conf")
        #expect(configuration.size(forDeviceNamed: "Big Screen") == SizeMM(width: 476, height: 268))
        #expect(configuration.size(forDeviceNamed: "Pad") == SizeMM(width: 200, height: 100))
        #expect(!configuration.recognizerSettings(forDeviceNamed: "Big Screen").contains { $0.key == "size" })
        let bad = try DaemonConfiguration(parsing: "\n[device \"X\"]\nsize = wide\n", file: "t.conf")
        #expect(throws: DaemonConfigurationError.self) { try bad.validate(file: "t.conf") }
        do {
            try bad.validate(file: "t.conf")
        } catch {
            #expect(error.description == "t.conf:3: size: expected WIDTHxHEIGHT in millimetres, each above 0 and at most 10000 (e.g. 250x160), found 'wide'")
        }
    }
}
