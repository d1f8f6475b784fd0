import Glibc
import Testing
import TouchstoneCore
@testable import TouchstoneRecording

@Suite("Import: libinput record structure")
struct ImportMultiDeviceTests {
    /// Keyboard, touchpad, then a touchscreen whose events come after.
    static let threeDevices = """
    # libinput record
    version: 1
    ndevices: 3
    libinput:
      version: "1.22.1"
    devices:
    \(ImportSamples.keyboardDevice)
    - node: /dev/input/event5
    \(ImportSamples.touchpadEvdev)
    \(ImportSamples.touchpadEvents)
    - node: /dev/input/event9
      evdev:
        name: "Test Touchscreen"
        id: [3, 1, 2, 3]
        codes:
          1: [330]
          3: [0, 1, 47, 53, 54, 57]
        absinfo:
          0: [0, 4000, 0, 0, 20]
          1: [0, 3000, 0, 0, 20]
          47: [0, 9, 0, 0, 0]
          53: [0, 4000, 0, 0, 20]
          54: [0, 3000, 0, 0, 20]
          57: [0, 65535, 0, 0, 0]
        properties: [1]
      events:
      - evdev:
        - [  0, 500000,   3,  57,      1]
        - [  0, 500000,   3,  53,   2000]
        - [  0, 500000,   3,  54,   1000]
        - [  0, 500000,   1, 330,      1]
        - [  0, 500000,   0,   0,      0]
        - [  0, 520000,   3,  53,   2010]
        - [  0, 520000,   0,   0,      0]

    """

    @Test("the single-device sample imports with metadata and gestures")
    func singleDevice() throws {
        let recording = try LibinputRecordImporter.importRecording(text: ImportSamples.singleDevice,
                                                                   sourceName: "/tmp/dir/one.yml")
        #expect(recording.frames.count == 2)
        #expect(recording.frames[0].contacts == [Contact(id: 7, slot: 0, x: 100, y: 200)])
        #expect(recording.frames[1].time == 10_000 && recording.frames[1].isEmpty)
        #expect(recording.metadata.source == "libinput-record")
        #expect(recording.metadata.sourceFile == "one.yml")
        #expect(recording.metadata.kernel == "6.1.0-test")
        #expect(recording.metadata.libinputVersion == "1.22.1")
        #expect(recording.metadata.labels["deviceNode"] == "/dev/input/event5")
        // Hold events are kept, the pointer event between them is skipped, `cancelled` is read.
        #expect(recording.libinputGestures.map(\.type) == [.holdBegin, .holdEnd])
        #expect(recording.libinputGestures.last?.cancelled == true)
        #expect(recording.libinputGestures.first?.cancelled == nil)
    }

    @Test("without an index the first touch device is picked")
    func picksTouchDevice() throws {
        let recording = try LibinputRecordImporter.importRecording(text: Self.threeDevices, sourceName: "three.yml")
        #expect(recording.device.name == "Test Touchpad")
        #expect(recording.metadata.labels["deviceIndex"] == "1")
        #expect(recording.frames.count == 2)
        #expect(recording.libinputGestures.count == 2)
    }

    @Test("the device index is honoured and times are rebased to the device's first event")
    func honoursIndex() throws {
        let recording = try RecordingImporter.load(bytes: Array(Self.threeDevices.utf8), sourceName: "three.yml",
                                                   deviceIndex: 2)
        #expect(recording.device.name == "Test Touchscreen")
        #expect(recording.device.kind == .touchscreen)
        #expect(recording.device.slotCount == 10)
        #expect(recording.frames.map(\.time) == [0, 20_000])
        #expect(recording.frames.map { $0.contacts.first?.x } == [2000, 2010])
        #expect(recording.libinputGestures.isEmpty)
    }

    @Test("bad device indices give clear errors", arguments: [
        (0, "three.yml: device 0 (Test Keyboard): expected touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH), found none"),
        (3, "three.yml: expected a device numbered from 0 to 2 (the file has 3 device(s)), found device 3"),
        (-1, "expected a device numbered from 0 to 2 (the file has 3 device(s)), found device -1"),
    ])
    func badIndex(index: Int, fragment: String) {
        #expect {
            _ = try RecordingImporter.load(bytes: Array(Self.threeDevices.utf8), sourceName: "three.yml",
                                           deviceIndex: index)
        } throws: { error in
            "\(error)".contains(fragment) && (error as? RecordingError)?.category == .badData
        }
    }

    @Test("single-device formats accept only device 0")
    func singleDeviceFormats() throws {
        let path = ImportFixtures.path("tap2_a.evemu")
        #expect(try RecordingImporter.load(path: path, deviceIndex: 0).frames.count > 0)
        #expect(throws: RecordingError.deviceIndexOutOfRange(file: path, index: 1, deviceCount: 1)) {
            _ = try RecordingImporter.load(path: path, deviceIndex: 1)
        }
    }

    @Test("a file with only a keyboard has no touch device")
    func noTouchDevice() {
        let text = "version: 1\ndevices:\n" + ImportSamples.keyboardDevice + "\n"
        #expect(throws: RecordingError.noTouchDevice(file: "k.yml", deviceCount: 1)) {
            _ = try LibinputRecordImporter.importRecording(text: text, sourceName: "k.yml")
        }
    }

    @Test("unknown keys, hid entries, comments and odd key order are ignored")
    func unknownKeys() throws {
        let text = """
        # libinput record
        future_top_level: {a: [1, 2, {b: c}]}
        version: 1   # trailing comment
        devices:
        - new_device_key: [x, y]
          events:  # events before evdev: must still work
          - hid:
            - {time: 0.000001, data: [1, 2, 3]}
          - evdev:
            # a comment line inside the rows
            - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT 0
            - [  0,      0,   3,  57,       7]
            - [  0,      0,   3,  53,     100]
            - [  0,      0,   3,  54,     200]
            - [  0,      0,   0,   0,       0]
            future_entry_key: 12
          - libinput:
            - {time: 0.000002, type: KEYBOARD_KEY, key: 30, state: pressed}
            - {time: 0.000003, type: TOUCH_DOWN, slot: 0, point: [1.0, 2.0]}
            - {type: POINTER_MOTION, delta: "not numbers"}
          udev: {properties: [ID_INPUT=1]}
        \(ImportSamples.touchpadEvdev)
            unknown_evdev_key: {nested: [1, [2, [3]]]}
        """
        let recording = try LibinputRecordImporter.importRecording(text: text, sourceName: "odd.yml")
        #expect(recording.frames.count == 1)
        #expect(recording.frames[0].contacts == [Contact(id: 7, slot: 0, x: 100, y: 200)])
        #expect(recording.libinputGestures.isEmpty)
        #expect(recording.device.name == "Test Touchpad")
    }

    @Test("the format is picked by extension, then by content")
    func formatDetection() throws {
        #expect(RecordingFileFormat.detect(fileName: "a/b.YML") == .libinputRecord)
        #expect(RecordingFileFormat.detect(fileName: "b.yaml") == .libinputRecord)
        #expect(RecordingFileFormat.detect(fileName: "b.evemu") == .evemu)
        #expect(RecordingFileFormat.detect(fileName: "b.json") == .json)
        #expect(RecordingFileFormat.detect(fileName: "b.txt") == nil)
        #expect(RecordingFileFormat.detect(fileName: "dir.d/file") == nil)
        #expect(RecordingFileFormat.detect(content: Array("# EVEMU 1.3\nN: x\n".utf8)) == .evemu)
        #expect(RecordingFileFormat.detect(content: Array("N: x\n".utf8)) == .evemu)
        #expect(RecordingFileFormat.detect(content: Array("# libinput record\nversion: 1\n".utf8)) == .libinputRecord)
        #expect(RecordingFileFormat.detect(content: Array("# hello\n\nversion: 1\n".utf8)) == .libinputRecord)
        #expect(RecordingFileFormat.detect(content: Array("  {\"format\": 1}".utf8)) == .json)
        #expect(RecordingFileFormat.detect(content: Array("hello".utf8)) == nil)
        #expect(RecordingFileFormat.detect(content: [UInt8]()) == nil)

        let asData = try RecordingImporter.load(bytes: Array(ImportSamples.singleDevice.utf8), sourceName: "noext")
        #expect(asData.metadata.source == "libinput-record")
        let evemu = try RecordingImporter.load(bytes: Array(ImportSamples.evemu.utf8), sourceName: "noext")
        #expect(evemu.metadata.source == "evemu")
        #expect(throws: RecordingError.unknownFormat(file: "noext")) {
            _ = try RecordingImporter.load(bytes: Array("hello".utf8), sourceName: "noext")
        }
    }

    @Test("JSON is dispatched to the JSON reader, and a recording survives the round trip")
    func jsonDispatch() throws {
        #expect {
            _ = try RecordingImporter.load(bytes: Array("{}".utf8), sourceName: "r.json")
        } throws: { error in
            guard case .missingKey(_, _, "frames", "the recording")? = error as? RecordingError else { return false }
            return "\(error)" == "r.json:1:3: the recording: expected the key \"frames\" (it is required), found no such key"
        }
        let yaml = try RecordingImporter.load(bytes: Array(ImportSamples.singleDevice.utf8), sourceName: "a.yml")
        let json = try RecordingEncoder().encode(yaml)
        #expect(try RecordingImporter.load(bytes: json, sourceName: "a.json") == yaml)
        #expect(try RecordingImporter.load(bytes: json, sourceName: "noext") == yaml)
    }

    @Test("missing files and directories are classified apart from bad data")
    func fileErrors() throws {
        #expect {
            _ = try RecordingImporter.load(path: ImportFixtures.directory + "/does-not-exist.yml")
        } throws: { ($0 as? RecordingError)?.category == .missingInput }
        #expect {
            _ = try RecordingImporter.load(path: ImportFixtures.directory)
        } throws: { ($0 as? RecordingError)?.category == .missingInput }
        let here = SourceLocation(file: "f", line: 1, column: 1)
        #expect(RecordingError.syntax(file: "f", location: here, expected: "e", found: "x").category == .badData)
        #expect(RecordingError.cannotOpen(file: "f", errno: EACCES).category == .missingInput)
        #expect(RecordingError.cannotOpen(file: "f", errno: EIO).category == .io)
        #expect(RecordingError.tooLarge(file: "f", limit: 1).category == .io)
        #expect(RecordingError.outputExists(file: "f").category == .cannotCreate)
    }
}
