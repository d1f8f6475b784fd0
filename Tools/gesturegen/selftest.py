#!/usr/bin/env python3
"""Self-checks of the gesture generator (no VM needed): determinism, protocol shape and label geometry.

Usage: python3 Tools/gesturegen/selftest.py [--seed N]   (exit status 1 on any failure)
"""

import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from collect import compare, kernel_filter  # noqa: E402
from families import SWIPE_DISTANCE_MM, Ctx  # noqa: E402
from gesturegen import build, plan  # noqa: E402
from profiles import PROFILES  # noqa: E402
from stream import render  # noqa: E402

TOOLS = {0x145: 1, 0x14D: 2, 0x14E: 3, 0x14F: 4, 0x148: 5}


def decode(events, profile):
    """Frames of (time_us, {slot: (x_mm, y_mm)}, finger count from BTN_TOOL_*), checking type-B rules."""
    slot, cur, frames, tool, errs = 0, {}, [], 0, []
    last = {}
    for t, ty, code, v in events:
        if ty == 3 and code == 0x2F:
            slot = v
            if not 0 <= v < profile.slots:
                errs.append("slot %d out of range" % v)
        elif ty == 3 and code == 0x39:
            if v < 0:
                cur.pop(slot, None)
            else:
                cur[slot] = [None, None]
        elif ty == 3 and code in (0x35, 0x36):
            i = code - 0x35
            if slot not in cur:
                errs.append("position for inactive slot %d" % slot)
                continue
            if last.get((slot, code)) == v and cur[slot][i] is not None:
                errs.append("unchanged value re-sent (slot %d code %x)" % (slot, code))
            cur[slot][i] = v
            last[(slot, code)] = v
            lim = profile.max_x if code == 0x35 else profile.max_y
            if not 0 <= v <= lim:
                errs.append("position %d out of range" % v)
        elif ty == 1 and code in TOOLS:
            if v:
                tool = TOOLS[code]
            elif tool == TOOLS[code]:
                tool = 0
        elif ty == 0:
            frames.append((t, {k: (p[0] / profile.res, p[1] / profile.res) for k, p in cur.items()}, tool))
    return frames, errs


def centroid(pts):
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def check_gesture(seed, stem, family, direction, builder, profile_name):
    problems = []
    text1, label, info = build(seed, stem, family, direction, builder, profile_name)
    text2, _, _ = build(seed, stem, family, direction, builder, profile_name)
    if text1 != text2:
        problems.append("not deterministic")
    p = PROFILES[profile_name]
    rng = random.Random("touchstone-gesturegen:%d:%s" % (seed, stem))
    fingers, _, params = builder(Ctx(p, rng))
    events = render(p, fingers, rng, tid_base=rng.randint(100, 400))
    frames, errs = decode(events, p)
    problems += errs[:3]
    # Every frame must survive the kernel (no empty frames), so nothing is filtered but slot selects.
    filtered = kernel_filter([(t / 1e6, ty, c, v) for t, ty, c, v in events], p.slots)
    if sum(1 for e in filtered if e[1] == 0) != len(frames):
        problems.append("some frames would be empty after kernel filtering")
    # Frame period.
    dts = [b[0] - a[0] for a, b in zip(frames, frames[1:])]
    mean = sum(dts) / len(dts)
    if abs(mean - p.period_us) > 0.05 * p.period_us:
        problems.append("mean frame period %.0f us" % mean)
    if frames[-1][1] or frames[-1][2] != 0:
        problems.append("the last frame still has contacts")
    # Finger count label vs BTN_TOOL_* (a resting thumb is not counted in the label).
    max_tool = max(f[2] for f in frames)
    expect = label["fingers"] + (1 if family.startswith("swipe3_thumb") else 0)
    if max_tool != min(expect, p.max_tool):
        problems.append("max BTN_TOOL count %d, label fingers %d" % (max_tool, label["fingers"]))
    if max(len(f[1]) for f in frames) > p.slots:
        problems.append("more contacts than slots")
    # Geometry per family.
    kind, outcome = label["kind"], label["outcome"]
    if kind == "swipe" and outcome == "completed":
        if params["travel_mm"] <= SWIPE_DISTANCE_MM:
            problems.append("completed swipe travels only %.1f mm" % params["travel_mm"])
    if kind == "swipe" and outcome == "cancelled" and "peak_travel_mm" in params:
        # Contacts present at the first and last full frames: net motion must be small.
        full = [f for f in frames if len(f[1]) == max(len(g[1]) for g in frames)]
        a, b = full[0][1], full[-1][1]
        common = [k for k in a if k in b]
        net = math.hypot(*[sum(b[k][i] - a[k][i] for k in common) / len(common) for i in (0, 1)])
        if net / SWIPE_DISTANCE_MM >= 0.2:
            problems.append("cancelled swipe ends with progress %.2f" % (net / SWIPE_DISTANCE_MM))
    if family == "pan2_staggered_fail" and params["first_finger_moved_mm"] <= 3.0:
        problems.append("staggered second finger lands after only %.1f mm" % params["first_finger_moved_mm"])
    if family.startswith("pinch2"):
        s = params["scale"]
        ok = {("in", "completed"): s < 0.6, ("out", "completed"): s > 1.8,
              ("in", "cancelled"): 0.85 < s < 1.0, ("out", "cancelled"): 1.0 < s < 1.15}[(direction, outcome)]
        if not ok:
            problems.append("pinch scale %.2f does not fit %s/%s" % (s, direction, outcome))
    if kind == "rotate" and abs(params["sweep_deg"]) < 45:
        problems.append("rotation of only %.0f deg" % params["sweep_deg"])
    if kind == "rotate" and (params["sweep_deg"] > 0) != (direction == "cw"):
        problems.append("rotation sign does not match %s" % direction)
    if kind == "hold" and info["duration_ms"] < 500:
        problems.append("hold shorter than 500 ms")
    if kind == "pan" and outcome == "completed" and family.endswith("_complete") and params["variant"] == "long":
        extent = p.width_mm if direction in ("left", "right") else p.height_mm
        if params["travel_mm"] < 0.5 * extent:
            problems.append("long pan travels %.1f mm of %.0f" % (params["travel_mm"], extent))
    # Direction of travel for translations (centroid of the contacts of the first and last full frames).
    if kind in ("pan", "swipe") and outcome == "completed" and not family.startswith("swipe3_thumb"):
        full = [f for f in frames if f[1]]
        a, b = centroid(list(full[0][1].values())), centroid(list(full[-1][1].values()))
        dx, dy = b[0] - a[0], b[1] - a[1]
        got = ("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up")
        if got != direction:
            problems.append("moves %s, labelled %s" % (got, direction))
    return problems


def check_kernel_filter():
    """kernel_filter drops repeated values and redundant slot selects, and empty frames."""
    ev = [(0, 3, 0x2F, 0), (0, 3, 0x39, 5), (0, 3, 0x35, 10), (0, 0, 0, 0),
          (1, 3, 0x2F, 0), (1, 3, 0x35, 10), (1, 0, 0, 0),          # nothing changed: frame dropped
          (2, 3, 0x2F, 1), (2, 3, 0x39, 6), (2, 3, 0x2F, 0), (2, 3, 0x35, 11), (2, 0, 0, 0)]
    want = [(0, 3, 0x39, 5), (0, 3, 0x35, 10), (0, 0, 0, 0),
            (2, 3, 0x2F, 1), (2, 3, 0x39, 6), (2, 3, 0x2F, 0), (2, 3, 0x35, 11), (2, 0, 0, 0)]
    got = kernel_filter(ev, 2)
    return [] if compare(want, got) is None else ["kernel_filter: %s" % compare(want, got)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    failures = check_kernel_filter()
    items = plan("corpus", 4) + plan("fixtures", 0)
    for stem, family, direction, builder, profile in items:
        failures += ["%s: %s" % (stem, p) for p in check_gesture(a.seed, stem, family, direction, builder, profile)]
    for f in failures:
        print("FAIL " + f)
    print("selftest: %d gestures checked, %d failures" % (len(items), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
