"""Touchpad device profiles and their evemu device descriptions."""

from dataclasses import dataclass

EV_SYN, EV_KEY, EV_ABS = 0x00, 0x01, 0x03
SYN_REPORT = 0
BTN_LEFT = 0x110
BTN_TOOL_FINGER, BTN_TOOL_QUINTTAP = 0x145, 0x148
BTN_TOUCH = 0x14A
BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP = 0x14D, 0x14E, 0x14F
ABS_X, ABS_Y = 0x00, 0x01
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0x2F, 0x35, 0x36, 0x39
INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD = 0, 2

# BTN_TOOL_* for 1..5 fingers.
TOOL_FOR_COUNT = {1: BTN_TOOL_FINGER, 2: BTN_TOOL_DOUBLETAP, 3: BTN_TOOL_TRIPLETAP,
                  4: BTN_TOOL_QUADTAP, 5: BTN_TOOL_QUINTTAP}

CODE_NAMES = {
    (EV_SYN, SYN_REPORT): "SYN_REPORT",
    (EV_KEY, BTN_LEFT): "BTN_LEFT", (EV_KEY, BTN_TOOL_FINGER): "BTN_TOOL_FINGER",
    (EV_KEY, BTN_TOOL_QUINTTAP): "BTN_TOOL_QUINTTAP", (EV_KEY, BTN_TOUCH): "BTN_TOUCH",
    (EV_KEY, BTN_TOOL_DOUBLETAP): "BTN_TOOL_DOUBLETAP", (EV_KEY, BTN_TOOL_TRIPLETAP): "BTN_TOOL_TRIPLETAP",
    (EV_KEY, BTN_TOOL_QUADTAP): "BTN_TOOL_QUADTAP",
    (EV_ABS, ABS_X): "ABS_X", (EV_ABS, ABS_Y): "ABS_Y", (EV_ABS, ABS_MT_SLOT): "ABS_MT_SLOT",
    (EV_ABS, ABS_MT_POSITION_X): "ABS_MT_POSITION_X", (EV_ABS, ABS_MT_POSITION_Y): "ABS_MT_POSITION_Y",
    (EV_ABS, ABS_MT_TRACKING_ID): "ABS_MT_TRACKING_ID",
}
TYPE_NAMES = {EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", EV_ABS: "EV_ABS"}


@dataclass(frozen=True)
class Profile:
    """A virtual touchpad: size, resolution, slot count and report rate."""
    name: str            # profile key used in labels and file names
    device_name: str     # evdev name
    product: int         # USB-style product id (vendor 0x1209, bus I2C)
    width_mm: float
    height_mm: float
    res: int             # units per mm on X and Y
    slots: int           # ABS_MT_SLOT max + 1
    max_tool: int        # most fingers BTN_TOOL_* can report
    period_us: int       # nominal frame period
    tremor_mm: float     # standard deviation of finger tremor
    spacing_mm: tuple    # (min, max) finger spacing for side-by-side placements
    margin_mm: float     # keep fingers this far inside the edges

    @property
    def max_x(self) -> int:
        return int(round(self.width_mm * self.res))

    @property
    def max_y(self) -> int:
        return int(round(self.height_mm * self.res))

    def key_codes(self):
        tools = [TOOL_FOR_COUNT[n] for n in range(1, self.max_tool + 1)]
        return sorted([BTN_LEFT, BTN_TOUCH] + tools)

    def abs_axes(self):
        """(code, min, max, fuzz, flat, resolution) rows, sorted by code."""
        return [
            (ABS_X, 0, self.max_x, 0, 0, self.res),
            (ABS_Y, 0, self.max_y, 0, 0, self.res),
            (ABS_MT_SLOT, 0, self.slots - 1, 0, 0, 0),
            (ABS_MT_POSITION_X, 0, self.max_x, 0, 0, self.res),
            (ABS_MT_POSITION_Y, 0, self.max_y, 0, 0, self.res),
            (ABS_MT_TRACKING_ID, 0, 65535, 0, 0, 0),
        ]


PROFILES = {
    # Like the corpus samples: a typical modern precision pad.
    "precision": Profile("precision", "Touchstone Precision Touchpad", 0x7E11, 100.0, 66.0, 12, 5, 5,
                         8000, 0.07, (15.0, 21.0), 3.0),
    # A large high-resolution pad (Apple-like size, 40 units/mm).
    "large": Profile("large", "Touchstone Large Touchpad", 0x7E12, 160.0, 100.0, 40, 5, 5,
                     8000, 0.06, (17.0, 24.0), 4.0),
    # An old Synaptics-style pad: 2 slots, fingers 3 and 4 only through BTN_TOOL_TRIPLETAP/QUADTAP,
    # reporting at ~83 Hz.
    "twoslot": Profile("twoslot", "Touchstone Twoslot Touchpad", 0x7E13, 70.0, 50.0, 15, 2, 4,
                       12000, 0.08, (11.0, 14.0), 1.5),
}


def _bitmask_lines(ev_type: int, codes, nbytes: int):
    """evemu 'B:' lines: the code bitmask of one event type, 8 bytes per line."""
    mask = bytearray(nbytes)
    for code in codes:
        mask[code // 8] |= 1 << (code % 8)
    lines = []
    for off in range(0, nbytes, 8):
        chunk = mask[off:off + 8]
        chunk = chunk + bytearray(8 - len(chunk))
        lines.append("B: %02x %s" % (ev_type, " ".join("%02x" % b for b in chunk)))
    return lines


def evemu_description(p: Profile) -> str:
    """The evemu device description (as evemu-describe writes it) that evemu-device turns into a uinput device."""
    out = ["# EVEMU 1.3",
           "# Touchstone gesturegen device profile '%s': %gx%g mm, %d units/mm, %d slots, BTN_TOOL up to %d fingers"
           % (p.name, p.width_mm, p.height_mm, p.res, p.slots, p.max_tool),
           "N: %s" % p.device_name,
           "I: 0018 1209 %04x 0001" % p.product]
    props = bytearray(8)
    for prop in (INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD):
        props[prop // 8] |= 1 << (prop % 8)
    out.append("P: " + " ".join("%02x" % b for b in props))
    # Same layout as evemu-record: each type's mask sized by its *_MAX.
    out += _bitmask_lines(EV_SYN, [0, 1, 3], 8)
    out += _bitmask_lines(EV_KEY, p.key_codes(), 96)
    out += _bitmask_lines(0x02, [], 8)
    out += _bitmask_lines(EV_ABS, [a[0] for a in p.abs_axes()], 8)
    for t in (0x04, 0x05, 0x11, 0x12, 0x14):
        out += _bitmask_lines(t, [], 8)
    out += _bitmask_lines(0x15, [], 16)
    for code, lo, hi, fuzz, flat, res in p.abs_axes():
        out.append("A: %02x %d %d %d %d %d" % (code, lo, hi, fuzz, flat, res))
    return "\n".join(out) + "\n"
