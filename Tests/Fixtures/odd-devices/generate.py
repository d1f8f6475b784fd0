#!/usr/bin/env python3
"""Writes the synthetic odd-device fixtures in this folder (deterministic: no clock, no randomness).

Each fixture is an evemu-record file: a device description of a family of odd devices that
docs/real-hardware.md describes, and a short gesture on it, encoded the way such a device speaks.
Run it from anywhere: `python3 Tests/Fixtures/odd-devices/generate.py` rewrites the files.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
EV_SYN, EV_KEY, EV_ABS = 0, 1, 3
SYN_REPORT, SYN_MT_REPORT = 0, 2
BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP = 0x14A, 0x145, 0x14D, 0x14E
ABS_X, ABS_Y, ABS_PRESSURE = 0x00, 0x01, 0x18
ABS_MT_SLOT, ABS_MT_TOUCH_MAJOR, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0x2F, 0x30, 0x35, 0x36, 0x39


def bitmask_lines(type_, codes, size):
    """evemu `B:` lines: the type's code bitmask in rows of 8 bytes."""
    data = bytearray(size)
    for c in codes:
        data[c // 8] |= 1 << (c % 8)
    return [f"B: {type_:02x} " + " ".join(f"{b:02x}" for b in data[i:i + 8]) for i in range(0, size, 8)]


def header(comment, name, ids, props, keys, axes):
    """The description part: N:, I:, P:, B: and A: lines (axes: {code: (min, max, fuzz, flat, res)})."""
    lines = ["# EVEMU 1.3"] + [f"# {c}" for c in comment.splitlines()]
    lines.append(f"N: {name}")
    lines.append("I: " + " ".join(f"{v:04x}" for v in ids))
    prop = bytearray(8)
    for p in props:
        prop[p // 8] |= 1 << (p % 8)
    lines.append("P: " + " ".join(f"{b:02x}" for b in prop))
    lines += bitmask_lines(EV_SYN, [EV_SYN, EV_KEY, EV_ABS], 8)
    lines += bitmask_lines(EV_KEY, keys, 96)
    lines += bitmask_lines(EV_ABS, sorted(axes), 8)
    for code in sorted(axes):
        lo, hi, fuzz, flat, res = axes[code]
        lines.append(f"A: {code:02x} {lo} {hi} {fuzz} {flat} {res}")
    return lines


def event_lines(frames, start=1.0):
    """`E:` lines; frames: [(t_seconds, [(type, code, value), ...])], each closed with SYN_REPORT."""
    out = []
    for t, events in frames:
        stamp = f"{start + t:.6f}"
        for type_, code, value in events + [(EV_SYN, SYN_REPORT, 0)]:
            out.append(f"E: {stamp} {type_:04x} {code:04x} {value}")
    return out


def ease(p):
    return p * p * (3 - 2 * p)


def write(name, lines):
    with open(os.path.join(HERE, name), "w") as f:
        f.write("\n".join(lines) + "\n")


def protocol_a_pan():
    """Multi-touch protocol A (contacts separated by SYN_MT_REPORT, no slots, no tracking ids), the way
    N-Trig panels speak, on the N-Trig MultiTouch description (no properties, no resolution): two
    fingers land, rest 150 ms, then drag 2400 units (a fifth of the screen height) down in 450 ms."""
    axes = {ABS_X: (0, 9600, 0, 0, 0), ABS_Y: (0, 7200, 0, 0, 0), ABS_MT_TOUCH_MAJOR: (0, 255, 0, 0, 0),
            ABS_MT_POSITION_X: (0, 9600, 0, 0, 0), ABS_MT_POSITION_Y: (0, 7200, 0, 0, 0)}
    lines = header("Synthetic: a two-finger pan down on a protocol-A touchscreen (N-Trig description).\n"
                   "Written by generate.py in this folder.",
                   "Touchstone protocol-A touchscreen (N-Trig MultiTouch description)", (0x3, 0x1b96, 0x0001, 0),
                   [], [BTN_TOUCH, BTN_TOOL_DOUBLETAP], axes)
    frames = []
    steps_rest, steps_move = 15, 45
    for i in range(steps_rest + steps_move + 1):
        p = max(0, i - steps_rest) / steps_move
        ys = 2000 + round(2400 * p)
        fingers = [(3600 + round(10 * p), ys), (5600 - round(12 * p), ys + 60)]
        ev = []
        for x, y in fingers:
            ev += [(EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y), (EV_ABS, ABS_MT_TOUCH_MAJOR, 20),
                   (EV_SYN, SYN_MT_REPORT, 0)]
        if i == 0:
            ev += [(EV_KEY, BTN_TOUCH, 1), (EV_KEY, BTN_TOOL_DOUBLETAP, 1)]
        ev += [(EV_ABS, ABS_X, fingers[0][0]), (EV_ABS, ABS_Y, fingers[0][1])]
        frames.append((i * 0.010, ev))
    t = (steps_rest + steps_move) * 0.010 + 0.012
    frames.append((t, [(EV_SYN, SYN_MT_REPORT, 0), (EV_KEY, BTN_TOUCH, 0), (EV_KEY, BTN_TOOL_DOUBLETAP, 0)]))
    write("protocol-a-two-finger-pan-down.evemu", lines + event_lines(frames))


BTN_LEFT, BTN_TOOL_QUADTAP = 0x110, 0x14F
INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD, INPUT_PROP_SEMI_MT = 0, 2, 3


def two_slot_pad_axes(maximum_x=6000, maximum_y=4800, resolution=0, pressure=True):
    axes = {ABS_X: (0, maximum_x, 0, 0, resolution), ABS_Y: (0, maximum_y, 0, 0, resolution),
            ABS_MT_SLOT: (0, 1, 0, 0, 0), ABS_MT_POSITION_X: (0, maximum_x, 0, 0, resolution),
            ABS_MT_POSITION_Y: (0, maximum_y, 0, 0, resolution), ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0)}
    if pressure:
        axes[ABS_PRESSURE] = (0, 255, 0, 0, 0)
    return axes


def slotted_frames(tracks, tool_for_count, steps_rest, steps_move, dt=0.010, pressure=True):
    """Protocol B frames for `tracks` (functions p -> [(x, y)] of the slots), `tool_for_count` the
    BTN_TOOL_* code the pad reports, with a rest, a motion, and a lift of everything."""
    frames, tool = [], tool_for_count
    for i in range(steps_rest + steps_move + 1):
        p = max(0, i - steps_rest) / steps_move
        points = tracks(p)
        ev = []
        for slot, (x, y) in enumerate(points):
            ev.append((EV_ABS, ABS_MT_SLOT, slot))
            if i == 0:
                ev.append((EV_ABS, ABS_MT_TRACKING_ID, 10 + slot))
            ev += [(EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y)]
        if i == 0:
            ev += [(EV_KEY, BTN_TOUCH, 1), (EV_KEY, tool, 1)]
        ev += [(EV_ABS, ABS_X, points[0][0]), (EV_ABS, ABS_Y, points[0][1])]
        if pressure:
            ev.append((EV_ABS, ABS_PRESSURE, 60))
        frames.append((i * dt, ev))
    ev = []
    for slot in range(len(tracks(0))):
        ev += [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, -1)]
    ev += [(EV_KEY, BTN_TOUCH, 0), (EV_KEY, tool, 0)]
    if pressure:
        ev.append((EV_ABS, ABS_PRESSURE, 0))
    frames.append(((steps_rest + steps_move) * dt + 0.012, ev))
    return frames


def three_fingers_on_two_slots():
    """A Synaptics-style pad with 2 slots and BTN_TOOL_TRIPLETAP/QUADTAP (no resolution): three fingers
    swipe left; only two are in slots, the third exists only as the TRIPLETAP bit."""
    keys = [BTN_LEFT, BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP]
    lines = header("Synthetic: a three-finger swipe left on a pad with two slots (the third finger only in\n"
                   "BTN_TOOL_TRIPLETAP). Written by generate.py in this folder.",
                   "Touchstone two-slot touchpad (Synaptics style)", (0x11, 0x0002, 0x0007, 0x01b1),
                   [INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD], keys, two_slot_pad_axes())
    frames = slotted_frames(lambda p: [(4200 - round(2400 * p), 2000), (4900 - round(2400 * p), 2100)],
                            BTN_TOOL_TRIPLETAP, 5, 30)
    write("two-slot-pad-three-finger-swipe-left.evemu", lines + event_lines(frames))


def semi_mt_pan():
    """A semi-MT pad (INPUT_PROP_SEMI_MT, Cypress/ALPS style): its two slots are the corners of the
    fingers' bounding box. Two fingers pan down: the box moves down without changing shape."""
    keys = [BTN_LEFT, BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP]
    lines = header("Synthetic: a two-finger pan down on a semi-MT pad (slots = bounding box corners).\n"
                   "Written by generate.py in this folder.",
                   "Touchstone semi-MT touchpad (Cypress style)", (0x11, 0x0002, 0x0030, 0),
                   [INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD, INPUT_PROP_SEMI_MT], keys,
                   two_slot_pad_axes(maximum_x=1500, maximum_y=1200))
    frames = slotted_frames(lambda p: [(600, 300 + round(600 * p)), (900, 380 + round(600 * p))],
                            BTN_TOOL_DOUBLETAP, 5, 35)
    write("semi-mt-two-finger-pan-down.evemu", lines + event_lines(frames))


def pressure_only_touch():
    """A single-touch pad with no BTN_TOUCH: ABS_X/ABS_Y/ABS_PRESSURE and BTN_TOOL_FINGER/DOUBLETAP
    (old pads and some tablets say "touching" only by pressure). Two fingers (DOUBLETAP) move down."""
    keys = [BTN_LEFT, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP]
    axes = {ABS_X: (0, 6000, 0, 0, 0), ABS_Y: (0, 4800, 0, 0, 0), ABS_PRESSURE: (0, 255, 0, 0, 0)}
    lines = header("Synthetic: a pad that reports touch only through ABS_PRESSURE (no BTN_TOUCH).\n"
                   "Written by generate.py in this folder.",
                   "Touchstone pressure-only touchpad", (0x11, 0x0002, 0x0001, 0), [INPUT_PROP_POINTER], keys, axes)
    frames = []
    for i in range(41):
        p = max(0, i - 5) / 35
        ev = [(EV_ABS, ABS_X, 3000), (EV_ABS, ABS_Y, 1200 + round(1800 * p)), (EV_ABS, ABS_PRESSURE, 50)]
        if i == 0:
            ev.append((EV_KEY, BTN_TOOL_DOUBLETAP, 1))
        frames.append((i * 0.010, ev))
    frames.append((0.412, [(EV_ABS, ABS_PRESSURE, 0), (EV_KEY, BTN_TOOL_DOUBLETAP, 0)]))
    write("pressure-only-two-finger-pan-down.evemu", lines + event_lines(frames))


if __name__ == "__main__":
    protocol_a_pan()
    three_fingers_on_two_slots()
    semi_mt_pan()
    pressure_only_touch()
