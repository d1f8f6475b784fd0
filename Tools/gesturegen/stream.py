"""Render finger tracks into the evdev event stream a real multi-touch (type B) touchpad sends."""

import math
from dataclasses import dataclass
from typing import Callable, List, Tuple

from profiles import (ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_X, ABS_Y,
                      BTN_TOUCH, CODE_NAMES, EV_ABS, EV_KEY, EV_SYN, SYN_REPORT, TOOL_FOR_COUNT, TYPE_NAMES,
                      Profile)


@dataclass
class Finger:
    """One contact: on the pad for down_us <= t < up_us, at path(t_us) -> (x_mm, y_mm)."""
    down_us: int
    up_us: int
    path: Callable[[int], Tuple[float, float]]
    still: bool = False  # a resting finger (thumb, hold): tremor only


Event = Tuple[int, int, int, int]  # (time_us, type, code, value)


class _Tremor:
    """Ornstein-Uhlenbeck wobble of a finger in mm (correlation time ~40 ms)."""

    def __init__(self, rng, sd_mm):
        self.rng, self.sd = rng, sd_mm
        self.x = rng.gauss(0, sd_mm)
        self.y = rng.gauss(0, sd_mm)

    def step(self, dt_us):
        a = math.exp(-dt_us / 40000.0)
        s = self.sd * math.sqrt(1 - a * a)
        self.x = a * self.x + self.rng.gauss(0, s)
        self.y = a * self.y + self.rng.gauss(0, s)
        return self.x, self.y


def frame_times(rng, period_us: int, end_us: int) -> List[int]:
    """Frame times from 0 past end_us: the nominal period with small jitter and a rare late/early pair."""
    times, t, carry = [], 0, 0
    while True:
        times.append(t)
        if t >= end_us:
            return times
        dt = period_us + int(round(max(-300.0, min(300.0, rng.gauss(0, 90.0)))))
        if carry:
            dt -= carry
            carry = 0
        elif rng.random() < 0.02:  # a frame delivered late, the next one correspondingly early
            carry = rng.randint(600, 1300)
            dt += carry
        t += dt


def render(profile: Profile, fingers: List[Finger], rng, tid_base: int) -> List[Event]:
    """The event stream of the gesture: MT type B with positions only on change, BTN_TOUCH, BTN_TOOL_*,
    legacy ABS_X/Y following the oldest contact, and SYN_REPORT frames. Contacts beyond the slot count
    are reported only through BTN_TOOL_* (they take a slot, with a new tracking id, when one frees up)."""
    end = max(f.up_us for f in fingers)
    times = frame_times(rng, profile.period_us, end)
    tremors = [_Tremor(rng, profile.tremor_mm * (1.0 if f.still else 0.6)) for f in fingers]
    slot_of = {}            # finger index -> slot
    tid_of_slot = {}        # slot -> tracking id
    slot_state = {}         # slot -> [x, y] last sent
    legacy = [None, None]   # last ABS_X/ABS_Y sent
    touch, tool = 0, None
    next_tid = tid_base
    nudge_sign = 1
    events: List[Event] = []
    prev_t = 0
    order = sorted(range(len(fingers)), key=lambda i: (fingers[i].down_us, i))

    def units(i, t, dt):
        x_mm, y_mm = fingers[i].path(t)
        tx, ty = tremors[i].step(dt)
        x = int(round((x_mm + tx) * profile.res))
        y = int(round((y_mm + ty) * profile.res))
        return min(max(x, 0), profile.max_x), min(max(y, 0), profile.max_y)

    for t in times:
        dt = t - prev_t
        prev_t = t
        active = [i for i in order if fingers[i].down_us <= t < fingers[i].up_us]
        per_slot = {}  # slot -> list of (code, value)
        # Lifts.
        for i in list(slot_of):
            if i not in active:
                s = slot_of.pop(i)
                per_slot.setdefault(s, []).append((ABS_MT_TRACKING_ID, -1))
                del tid_of_slot[s]
                del slot_state[s]
        # New contacts (and contacts waiting for a slot) take the lowest free slot.
        for i in active:
            if i in slot_of:
                continue
            free = [s for s in range(profile.slots) if s not in tid_of_slot]
            if not free:
                continue  # reported only through BTN_TOOL_*
            s = free[0]
            slot_of[i] = s
            tid_of_slot[s] = next_tid
            next_tid += 1
            x, y = units(i, t, dt)
            slot_state[s] = [x, y]
            # A slot freed and reused in the same frame just gets the new tracking id (no -1 first),
            # as input_mt_report_slot_state() reports a replaced contact.
            per_slot[s] = [(ABS_MT_TRACKING_ID, tid_of_slot[s]), (ABS_MT_POSITION_X, x), (ABS_MT_POSITION_Y, y)]
        # Motion of contacts already in slots.
        moved_any = False
        for i in active:
            s = slot_of.get(i)
            if s is None or any(c == ABS_MT_TRACKING_ID for c, _ in per_slot.get(s, [])):
                continue
            x, y = units(i, t, dt)
            st = slot_state[s]
            if x != st[0]:
                per_slot.setdefault(s, []).append((ABS_MT_POSITION_X, x))
                st[0] = x
                moved_any = True
            if y != st[1]:
                per_slot.setdefault(s, []).append((ABS_MT_POSITION_Y, y))
                st[1] = y
                moved_any = True
        # A frame with no change is not delivered by the kernel: nudge a resting finger by one unit,
        # as real pads keep reporting while fingers are down.
        if active and not per_slot and not moved_any and slot_of:
            s = min(slot_of.values())
            st = slot_state[s]
            nx = st[0] + nudge_sign
            if not 0 <= nx <= profile.max_x:
                nx = st[0] - nudge_sign
            nudge_sign = -nudge_sign
            st[0] = nx
            per_slot[s] = [(ABS_MT_POSITION_X, nx)]
        for s in sorted(per_slot):
            events.append((t, EV_ABS, ABS_MT_SLOT, s))
            for code, value in per_slot[s]:
                events.append((t, EV_ABS, code, value))
        # Finger count: BTN_TOUCH and exactly one BTN_TOOL_*.
        count = min(len(active), profile.max_tool)
        new_touch = 1 if count else 0
        new_tool = TOOL_FOR_COUNT[count] if count else None
        if new_touch and not touch:
            events.append((t, EV_KEY, BTN_TOUCH, 1))
        if not new_touch and touch:
            events.append((t, EV_KEY, BTN_TOUCH, 0))
        if new_tool != tool:
            if tool is not None:
                events.append((t, EV_KEY, tool, 0))
            if new_tool is not None:
                events.append((t, EV_KEY, new_tool, 1))
        touch, tool = new_touch, new_tool
        # Legacy pointer emulation follows the oldest contact (lowest tracking id), as the kernel does.
        if tid_of_slot:
            s = min(tid_of_slot, key=lambda k: tid_of_slot[k])
            x, y = slot_state[s]
            if x != legacy[0]:
                events.append((t, EV_ABS, ABS_X, x))
                legacy[0] = x
            if y != legacy[1]:
                events.append((t, EV_ABS, ABS_Y, y))
                legacy[1] = y
        events.append((t, EV_SYN, SYN_REPORT, 0))
        if not active and t >= end:
            break
    return events


def evemu_events(events: List[Event], start_us: int = 1) -> str:
    """Events as evemu 'E:' lines (times shifted to start at start_us), with evemu-record's comments."""
    lines = []
    prev_frame = None
    for t, ty, code, value in events:
        t += start_us
        name = CODE_NAMES.get((ty, code), "?")
        if ty == EV_SYN:
            delta = "" if prev_frame is None else " +%dms" % int(round((t - prev_frame) / 1000.0))
            prev_frame = t
            comment = "------------ SYN_REPORT (0) ----------%s" % delta
        else:
            comment = "%s / %-20s %d" % (TYPE_NAMES[ty], name, value)
        lines.append("E: %d.%06d %04x %04x %04d\t# %s" % (t // 1000000, t % 1000000, ty, code, value, comment))
    return "\n".join(lines) + "\n"
