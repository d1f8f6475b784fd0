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


if __name__ == "__main__":
    protocol_a_pan()
