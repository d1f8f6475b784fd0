#!/usr/bin/env python3
"""Validate real-kernel recordings against what was played, summarise libinput's verdicts, and install them.

Usage:
  collect.py --job JOBDIR --dest DIR [--keep-played] [--stats-md FILE]
JOBDIR/in holds the played streams, labels.json and gestures.json (Tools/gesturegen), JOBDIR/out the
recordings (<stem>.yml from `libinput record --with-libinput`, <stem>.evemu from `evemu-record`).

Checks per gesture: both files exist and are non-empty; the yml is a libinput record with evdev frames;
the events evemu-record saw equal the played events after the kernel's own filtering (the input core
drops values that did not change, emits ABS_MT_SLOT only when the slot changes, and drops empty frames);
the yml holds the same number of evdev frames. Exits non-zero if any check fails.
Python 3 standard library only.
"""

import argparse
import json
import os
import re
import shutil
import sys
from collections import Counter, OrderedDict

EV_SYN, EV_KEY, EV_ABS = 0, 1, 3
ABS_MT_SLOT = 0x2F
MT_CODES = set(range(0x30, 0x3E))


def read_evemu(path):
    """[(time_s, type, code, value)] from an evemu file (E: lines only)."""
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("E:"):
                p = line.split("#", 1)[0].split()
                out.append((float(p[1]), int(p[2], 16), int(p[3], 16), int(p[4])))
    return out


def read_slots(path):
    """Number of MT slots from the 'A: 2f min max ...' line of an evemu description."""
    with open(path) as f:
        for line in f:
            if line.startswith("A: 2f "):
                return int(line.split()[3]) + 1
    return 1


def kernel_filter(events, slots):
    """What evdev clients receive when `events` are written to the device, as input core 6.1 delivers them."""
    mt = [dict() for _ in range(slots)]
    for s in mt:
        s[0x39] = -1
    cur = 0          # the slot the writer selected
    emitted = 0      # the slot clients last saw
    values = {}
    frame, out = [], []
    for t, ty, code, value in events:
        if ty == EV_SYN and code == 0:
            if frame:
                out.extend(frame)
                out.append((t, ty, code, value))
            frame = []
        elif ty == EV_ABS and code == ABS_MT_SLOT:
            cur = value
        elif ty == EV_ABS and code in MT_CODES:
            if mt[cur].get(code, 0) == value:
                continue
            mt[cur][code] = value
            if emitted != cur:
                frame.append((t, EV_ABS, ABS_MT_SLOT, cur))
                emitted = cur
            frame.append((t, ty, code, value))
        else:
            if values.get((ty, code), 0) == value:
                continue
            values[(ty, code)] = value
            frame.append((t, ty, code, value))
    return out


def compare(played, recorded):
    """None when the (type, code, value) sequences match, else a short description of the first difference."""
    a = [e[1:] for e in played]
    b = [e[1:] for e in recorded]
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return "event %d: expected %s, recorded %s" % (i, x, y)
    if len(a) != len(b):
        return "expected %d events, recorded %d" % (len(a), len(b))
    return None


GESTURE_RE = re.compile(r"type: (GESTURE_\w+)(?:, nfingers: (\d+))?")
TYPE_RE = re.compile(r"\btype: ([A-Z_]+)")
SCALE_RE = re.compile(r"scale:\s*([-0-9.]+)")


def libinput_summary(yml_path):
    """libinput's view of the recording: gestures begun (kind + finger count), pinch end scale, pointer events."""
    gestures, counts, end_scale, evdev_frames = [], Counter(), None, 0
    with open(yml_path) as f:
        for line in f:
            if "SYN_REPORT" in line and line.lstrip().startswith("- ["):
                evdev_frames += 1
            m = TYPE_RE.search(line)
            if not m or "{" not in line:
                continue
            t = m.group(1)
            counts[t] += 1
            g = GESTURE_RE.search(line)
            if g and t.endswith("_BEGIN"):
                kind = t[len("GESTURE_"):-len("_BEGIN")].lower()
                gestures.append("%s%s" % (kind, g.group(2) or ""))
            if t == "GESTURE_PINCH_END":
                s = SCALE_RE.search(line)
                end_scale = float(s.group(1)) if s else None
    if gestures:
        verdict = "+".join(gestures)
    elif counts["POINTER_AXIS"]:
        verdict = "scroll"
    elif counts["POINTER_BUTTON"]:
        verdict = "button"
    elif counts["POINTER_MOTION"]:
        verdict = "motion"
    else:
        verdict = "nothing"
    return {"verdict": verdict, "gestures": gestures, "pinch_end_scale": end_scale,
            "scroll_events": counts["POINTER_AXIS"], "motion_events": counts["POINTER_MOTION"],
            "button_events": counts["POINTER_BUTTON"], "evdev_frames": evdev_frames}


def frame_times(events):
    return [e[0] for e in events if e[1] == EV_SYN and e[2] == 0]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--job", required=True)
    ap.add_argument("--dest", required=True)
    ap.add_argument("--keep-played", action="store_true", help="also install <stem>.played.evemu")
    ap.add_argument("--stats-md", help="write a markdown summary here")
    a = ap.parse_args(argv)
    jin, jout = os.path.join(a.job, "in"), os.path.join(a.job, "out")
    with open(os.path.join(jin, "labels.json")) as f:
        labels = json.load(f)
    with open(os.path.join(jin, "gestures.json")) as f:
        infos = json.load(f)
    with open(os.path.join(jin, "manifest.txt")) as f:
        stems = [s.strip() for s in f if s.strip()]
    os.makedirs(a.dest, exist_ok=True)
    problems, summary, installed = [], OrderedDict(), {}
    timing = []
    for stem in stems:
        yml, evm = os.path.join(jout, stem + ".yml"), os.path.join(jout, stem + ".evemu")
        played_path = os.path.join(jin, stem + ".played.evemu")
        bad = [p for p in (yml, evm) if not os.path.exists(p) or os.path.getsize(p) == 0]
        if bad:
            problems.append("%s: missing or empty %s" % (stem, ", ".join(os.path.basename(p) for p in bad)))
            continue
        with open(yml) as f:
            head = f.read(200)
        if not head.startswith("# libinput record"):
            problems.append("%s: yml is not a libinput record" % stem)
            continue
        played = read_evemu(played_path)
        recorded = read_evemu(evm)
        expected = kernel_filter(played, read_slots(played_path))
        diff = compare(expected, recorded)
        li = libinput_summary(yml)
        rec_frames = len(frame_times(recorded))
        if diff:
            problems.append("%s: kernel stream differs from the played stream: %s" % (stem, diff))
        if li["evdev_frames"] != rec_frames:
            problems.append("%s: yml has %d evdev frames, evemu %d" % (stem, li["evdev_frames"], rec_frames))
        pt, rt = frame_times(expected), frame_times(recorded)
        if len(pt) > 1 and len(pt) == len(rt):
            # Per-frame interval error (ms): recorded interval minus played interval.
            errs = [((r1 - r0) - (p1 - p0)) * 1000 for p0, p1, r0, r1 in zip(pt, pt[1:], rt, rt[1:])]
            timing.append((pt[-1] - pt[0], rt[-1] - rt[0], errs, stem))
        li["frames"] = rec_frames
        li["kernel_matches_played"] = diff is None
        summary[stem + ".yml"] = li
        for src, suffix in ((yml, ".yml"), (evm, ".evemu")):
            shutil.copyfile(src, os.path.join(a.dest, stem + suffix))
        if a.keep_played:
            shutil.copyfile(played_path, os.path.join(a.dest, stem + ".played.evemu"))
        installed[stem + ".yml"] = labels[stem + ".yml"]
    with open(os.path.join(a.dest, "labels.json"), "w") as f:
        json.dump(installed, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(os.path.join(a.dest, "libinput.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(os.path.join(a.dest, "gestures.json"), "w") as f:
        json.dump({s: infos[s] for s in stems if s + ".yml" in installed}, f, indent=1, sort_keys=True)
        f.write("\n")
    md = stats_markdown(installed, summary, timing, problems, a.dest)
    if a.stats_md:
        with open(a.stats_md, "w") as f:
            f.write(md)
    print(md)
    for p in problems:
        print("PROBLEM: " + p, file=sys.stderr)
    return 1 if problems else 0


def stats_markdown(labels, summary, timing, problems, dest):
    lines = []
    total = sum(os.path.getsize(os.path.join(dest, n)) for n in os.listdir(dest))
    lines.append("%d recordings (%d .yml + %d .evemu), %.1f MB in total; %d problems."
                 % (len(labels), len(labels), len(labels), total / 1e6, len(problems)))
    lines.append("")
    # Counts per family-direction and profile.
    profiles = sorted({l["profile"] for l in labels.values()})
    combos = Counter((l["family"], l["direction"], l["profile"]) for l in labels.values())
    keys = sorted({(l["family"], l["direction"]) for l in labels.values()})
    lines.append("| family | direction | kind | fingers | outcome | " + " | ".join(profiles) + " | total | libinput verdicts |")
    lines.append("|---|---|---|---|---|" + "---|" * len(profiles) + "---|---|")
    for fam, d in keys:
        any_l = next(l for l in labels.values() if l["family"] == fam and l["direction"] == d)
        verdicts = Counter(summary[n]["verdict"] for n, l in labels.items()
                           if l["family"] == fam and l["direction"] == d)
        row = [fam, d, any_l["kind"], str(any_l["fingers"]), any_l["outcome"]]
        row += [str(combos[(fam, d, p)]) for p in profiles]
        row.append(str(sum(combos[(fam, d, p)] for p in profiles)))
        row.append(", ".join("%s %d" % (v, n) for v, n in sorted(verdicts.items())))
        lines.append("| " + " | ".join(row) + " |")
    per_profile = Counter(l["profile"] for l in labels.values())
    lines.append("")
    lines.append("Per profile: " + ", ".join("%s %d" % (p, per_profile[p]) for p in profiles) + ".")
    # libinput's verdicts per labelled kind.
    lines.append("")
    lines.append("libinput's verdict (first gesture begun, else scroll/button/motion) per labelled kind and finger count:")
    lines.append("")
    lines.append("| labelled | libinput verdicts |")
    lines.append("|---|---|")
    by_kind = {}
    for n, l in labels.items():
        k = "%s%d" % (l["kind"], l["fingers"])
        if l["family"].startswith("swipe3_diagonal"):
            k += " (diagonal)"
        elif l["family"].startswith("swipe3_thumb"):
            k += " (with thumb)"
        elif l["family"].startswith("swipe3_lift"):
            k += " (finger lifted)"
        elif l["profile"] == "twoslot" and l["fingers"] > 2:
            k += " (2-slot pad)"
        by_kind.setdefault(k, Counter())[summary[n]["verdict"]] += 1
    for k in sorted(by_kind):
        lines.append("| %s | %s |" % (k, ", ".join("%s %d" % (v, c) for v, c in sorted(by_kind[k].items()))))
    swipes = [n for n, l in labels.items() if l["kind"] == "swipe"]
    as_swipe = sum(1 for n in swipes if summary[n]["gestures"] and summary[n]["gestures"][0].startswith("swipe"))
    as_pinch = sum(1 for n in swipes if summary[n]["gestures"] and summary[n]["gestures"][0].startswith("pinch"))
    lines.append("")
    lines.append("Swipes (3+ fingers): %d; libinput began a swipe for %d, a pinch for %d, nothing/other for %d."
                 % (len(swipes), as_swipe, as_pinch, len(swipes) - as_swipe - as_pinch))
    matches = sum(1 for s in summary.values() if s["kernel_matches_played"])
    lines.append("Kernel stream equal to the played stream (after input-core filtering): %d of %d." % (matches, len(summary)))
    if timing:
        ratio = [r / p for p, r, _, _ in timing if p > 0]
        errs = sorted(abs(e) for _, _, es, _ in timing for e in es)
        pct = lambda q: errs[min(len(errs) - 1, int(q * len(errs)))]
        lines.append("Timing under TCG: recorded/played duration (first to last frame) mean %.3f, min %.3f, "
                     "max %.3f; frame interval error |recorded - played| median %.2f ms, 95th percentile "
                     "%.2f ms, 99th %.2f ms, max %.1f ms over %d intervals." %
                     (sum(ratio) / len(ratio), min(ratio), max(ratio), pct(0.5), pct(0.95), pct(0.99),
                      errs[-1], len(errs)))
        hiccups = sorted((max(abs(e) for e in es), stem) for _, _, es, stem in timing if es and max(abs(e) for e in es) > 20)
        lines.append("Frames delayed by more than 20 ms (host/TCG hiccups; the events are intact, only their "
                     "timestamps are late): %s." % (", ".join("`%s` (%.0f ms)" % (s, e) for e, s in hiccups) or "none"))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
