/// Small hand-written inputs for the importer tests.
enum ImportSamples {
    /// The `evdev:` block of a 5-slot touchpad (100 x 66 mm at 12 units/mm).
    static let touchpadEvdev = """
      evdev:
        # Name: Test Touchpad
        name: "Test Touchpad"
        id: [24, 4617, 32257, 1]
        codes:
          0: [0, 1, 2, 3] # EV_SYN
          1: [272, 325, 330, 333, 334] # EV_KEY
          3: [0, 1, 47, 53, 54, 57] # EV_ABS
        absinfo:
          0: [0, 1200, 0, 0, 12]
          1: [0, 800, 0, 0, 12]
          47: [0, 4, 0, 0, 0]
          53: [0, 1200, 0, 0, 12]
          54: [0, 800, 0, 0, 12]
          57: [0, 65535, 0, 0, 0]
        properties: [0, 2]
    """

    /// Two frames: one finger down at (100, 200), then lifted; a swipe gesture pair around them.
    static let touchpadEvents = """
      events:
      - evdev:
        - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT 0
        - [  0,      0,   3,  57,       7] # EV_ABS / ABS_MT_TRACKING_ID 7
        - [  0,      0,   3,  53,     100] # EV_ABS / ABS_MT_POSITION_X 100
        - [  0,      0,   3,  54,     200] # EV_ABS / ABS_MT_POSITION_Y 200
        - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH 1
        - [  0,      0,   1, 325,       1] # EV_KEY / BTN_TOOL_FINGER 1
        - [  0,      0,   0,   0,       0] # SYN_REPORT
      - evdev:
        - [  0,  10000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID -1
        - [  0,  10000,   1, 330,       0] # EV_KEY / BTN_TOUCH 0
        - [  0,  10000,   1, 325,       0] # EV_KEY / BTN_TOOL_FINGER 0
        - [  0,  10000,   0,   0,       0] # SYN_REPORT
        libinput:
        - {time: 0.010000, type: GESTURE_HOLD_BEGIN, nfingers: 1}
        - {time: 0.010000, type: POINTER_MOTION, delta: [1.00, 2.00], unaccel: [1.00, 2.00]}
        - {time: 0.010000, type: GESTURE_HOLD_END, nfingers: 1, cancelled: true}
    """

    /// A keyboard: no absolute axes.
    static let keyboardDevice = """
    - node: /dev/input/event0
      evdev:
        name: "Test Keyboard"
        id: [17, 1, 1, 43841]
        codes:
          0: [0, 1, 4]
          1: [1, 2, 3, 30]
        properties: []
      events:
      - evdev:
        - [  0,      0,   1,  30,       1] # EV_KEY / KEY_A 1
        - [  0,      0,   0,   0,       0]
    """

    /// A single-device libinput record file.
    static let singleDevice = """
    # libinput record
    version: 1
    ndevices: 1
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      os: "debian:12"
      kernel: "6.1.0-test"
    devices:
    - node: /dev/input/event5
    \(touchpadEvdev)
      udev:
        properties:
        - ID_INPUT=1
      quirks:
    \(touchpadEvents)

    """

    /// A libinput record file whose evdev block is `evdev` and whose events are `events` (indented as above).
    static func yml(evdev: String = touchpadEvdev, events: String = touchpadEvents) -> String {
        """
        version: 1
        devices:
        - node: /dev/input/event5
        \(evdev)
        \(events)

        """
    }

    /// A small evemu file: one finger down at (100, 200), then lifted.
    static let evemu = """
    # EVEMU 1.3
    # Kernel: 6.1.0-test
    N: Test Touchpad
    I: 0018 1209 7e01 0001
    P: 05 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 01 00 00 00 00 00
    B: 01 20 64 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 02
    A: 00 0 1200 0 0 12
    A: 01 0 800 0 0 12
    A: 2f 0 4 0 0 0
    A: 35 0 1200 0 0 12
    A: 36 0 800 0 0 12
    A: 39 0 65535 0 0 0
    ################################
    #      Waiting for events      #
    ################################
    E: 0.000001 0003 002f 0000	# EV_ABS / ABS_MT_SLOT          0
    E: 0.000001 0003 0039 0007	# EV_ABS / ABS_MT_TRACKING_ID   7
    E: 0.000001 0003 0035 0100	# EV_ABS / ABS_MT_POSITION_X    100
    E: 0.000001 0003 0036 0200	# EV_ABS / ABS_MT_POSITION_Y    200
    E: 0.000001 0001 014a 0001	# EV_KEY / BTN_TOUCH            1
    E: 0.000001 0001 0145 0001	# EV_KEY / BTN_TOOL_FINGER      1
    E: 0.000001 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
    E: 0.010001 0003 0039 -001	# EV_ABS / ABS_MT_TRACKING_ID   -1
    E: 0.010001 0001 014a 0000	# EV_KEY / BTN_TOUCH            0
    E: 0.010001 0001 0145 0000	# EV_KEY / BTN_TOOL_FINGER      0
    E: 0.010001 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +10ms

    """
}
