#!/usr/bin/env python3
"""Write the README of Corpus/ or Tests/Fixtures/kernel/ (stdout) around a generated summary file.

Usage: readme.py corpus|fixtures SUMMARY.md
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from profiles import PROFILES  # noqa: E402
from gesturegen import FIXTURES  # noqa: E402


def profiles_table():
    rows = ["| profile | evdev name | size | resolution | slots | fingers via BTN_TOOL_* | frame period |",
            "|---|---|---|---|---|---|---|"]
    for p in PROFILES.values():
        rows.append("| `%s` | %s | %gx%g mm (0..%d x 0..%d) | %d units/mm | %d | up to %d | %.0f ms (jitter sd 0.09 ms; 2 %% of frames 0.6-1.3 ms late, the next one as much early) |"
                    % (p.name, p.device_name, p.width_mm, p.height_mm, p.max_x, p.max_y, p.res, p.slots,
                       p.max_tool, p.period_us / 1000))
    return "\n".join(rows)


PIPELINE = """## How they were made

1. `Tools/gesturegen/gesturegen.py` (Python 3, stdlib only, seeded) builds each gesture as finger tracks in
   millimetres and renders the event stream a real type-B touchpad sends: positions only when they change,
   frames at the profile's rate with small timing jitter, a finger tremor (Ornstein-Uhlenbeck, ~0.07 mm) and a
   +-1 unit nudge whenever a frame would otherwise be empty (the kernel drops empty frames; real pads keep
   reporting), BTN_TOUCH and exactly one BTN_TOOL_* for the finger count, legacy ABS_X/ABS_Y following the
   oldest contact, tracking ids incrementing from a seeded base. On the 2-slot pad, contacts beyond two are
   reported only through BTN_TOOL_TRIPLETAP/QUADTAP; when a slotted finger lifts, a remaining hidden finger
   takes its slot with a new tracking id. The played stream is `<stem>.played.evemu` (evemu device description
   + `E:` lines).
2. `scripts/kernel/boot` boots Debian's kernel under QEMU (TCG) with the host root shared read-only over 9p
   and chrooted into, with udev running. In that one guest, `scripts/kernel/record-gestures.sh` does for each
   gesture: `evemu-device <stem>.played.evemu` (uinput), wait for the node and `udevadm settle` (and check
   `ID_INPUT_TOUCHPAD=1`), start `libinput record --with-libinput -o <stem>.yml /dev/input/eventN` and
   `evemu-record /dev/input/eventN > <stem>.evemu`, wait until both hold the node open, play the events
   with `evplay` (`Tools/gesturegen/evplay.c`, built on the host by make-corpus, run with `chrt -f 50` so
   the recorders' work does not delay it: one `write()` per frame at absolute deadlines; `evemu-play`
   sleeps per event and stretched every frame by ~1 ms under TCG, +6..19 % per gesture), wait 0.6 s, stop
   both recorders with SIGINT, destroy the device.
3. `Tools/gesturegen/collect.py` validates each recording and installs it (see "What was checked")."""

CHECKS = """## What was checked

- Every gesture has a non-empty `.yml` (a `libinput record` file with evdev frames) and `.evemu`.
- The events `evemu-record` received equal the played events exactly (type, code, value, in order) after
  the input core's own filtering, which `collect.py` simulates: values equal to the current one are
  dropped, `ABS_MT_SLOT` is emitted only when the slot really changes, frames with no event are dropped.
- The `.yml` has as many evdev frames as the `.evemu`.
- libinput's own reading of each recording (`libinput.json`: gestures begun with finger count, scroll,
  pointer motion, button events, pinch end scale) is summarised below; it is data, not a pass/fail check.
  `libinput record` does not write hold events, so holds show as `nothing`; two-finger movement is
  scroll (`POINTER_AXIS`) in libinput, never a gesture; a two-finger tap shows as a button event.
- Spot checks by eye: device headers (size, resolution, slots, properties), first frames, BTN_TOOL
  transitions on the 2-slot pad, a swipe's libinput gesture stream.

Determinism: the played streams are byte-identical for a given seed (`gesturegen.py` seeds one RNG per
gesture from the seed and the gesture's name). The recordings carry the guest kernel's timestamps, so frame
times differ slightly from run to run (typically well under a millisecond under TCG, occasionally a few ms);
events and their order do not. libinput's verdicts could differ between runs for borderline gestures."""


LABELS = """## Labels

`labels.json` is keyed by the `.yml` file name (the `.evemu` shares the stem) with the conventions of
`Tests/Fixtures/corpus-sample/labels.json` plus `profile`:

| key | values |
|---|---|
| `kind` | `pan` (two-finger translation), `swipe` (3+ fingers), `pinch`, `rotate`, `hold`, `none` |
| `fingers` | the most fingers down during the gesture (BTN_TOOL_* count on the 2-slot pad); a resting thumb is not counted |
| `direction` | `up`/`down`/`left`/`right` (y grows down), `in`/`out`, `cw`/`ccw`, `none` |
| `outcome` | `completed`, `cancelled`, `failed`, `none` |
| `family` | the kind of gesture that was played (table below) |
| `profile` | `precision`, `large`, `twoslot` |

`gestures.json` holds the generator's parameters per gesture (travel in mm, scale, sweep, durations, when a
finger lifted...) and `libinput.json` libinput's verdict per recording."""


FAMILIES = """## Families

| family | what is played | label |
|---|---|---|
| `pan2_<dir>_complete` | 2 fingers side by side; half the gestures travel 55-72 % of the pad's extent on that axis and decelerate, half travel 28-45 % and are still moving at release | pan, completed |
| `pan2_<dir>_cancel` | 2 fingers move 20-40 % of the extent (at most 25 mm) and come back to the start, stay still 120-280 ms, lift | pan, cancelled |
| `pan2_<dir>_flick` | 2 fingers, 8-18 mm in 50-100 ms, accelerating, lifted at speed | pan, completed |
| `pan2_staggered_fail` (+ direction) | 1 finger lands and moves 4.5-11 mm before the second lands beside it; both move on | pan, failed |
| `move1` | 1 finger, 20-45 mm in a random direction with a slight curve | none |
| `swipe<n>_<dir>_complete` (n = 3, 4) | n fingers in a row (middle ones 2.5 mm higher) travel 32-45 mm (> 31.2 mm, progress > 1), some still moving at release | swipe, completed |
| `swipe<n>_<dir>_cancel` | n fingers go out 10-22 mm and come back, still 100-250 ms, lift (progress at release ~0) | swipe, cancelled |
| `swipe3_diagonal_<dir>` | 3 fingers on a line at 28-42 deg, 10-18 mm apart, moved together 32-41 mm | swipe, completed |
| `swipe3_lift_<dir>` | a 3-finger swipe (22-34 mm) where one finger lifts after 30-55 % of it; the other two go on | swipe, cancelled |
| `swipe3_thumb_<dir>` | a thumb rests 5-8 mm above the bottom edge (lands 120-300 ms before the fingers, lifts with them or up to 120 ms later); 3 fingers above it swipe 32-39 mm (5-slot profiles only) | swipe, 3 fingers, completed |
| `pinch2_in`, `pinch2_out` | 2 fingers, scale 0.30-0.45 (in; the seed completes a pinch in below 0.5) or 1.9-2.6 (out), axis -35..35 deg, uneven share between the fingers | pinch, completed |
| `pinch2_in_cancel`, `pinch2_out_cancel` | same with a small scale change: 0.88-0.94 / 1.06-1.12 | pinch, cancelled |
| `rotate2_cw`, `rotate2_ccw` | 2 fingers opposite each other around a centre, radius 12-22 mm, 50-110 deg | rotate, completed |
| `hold2`, `hold3` | 2 or 3 fingers still (tremor only) for 560-1000 ms | hold, completed |
| `tap2` | 2 fingers down for 45-120 ms | none |

Fingers land in the same frame (60 %) or up to two frames apart (while still), then stay still 16-50 ms
before moving; durations, speeds, start positions, spacing and tremor are drawn per gesture."""


def corpus(summary):
    return "\n\n".join([
        "# Real-kernel gesture corpus",
        "Labelled recordings of synthetic touchpad gestures played into uinput touchpads inside Debian's real "
        "kernel (QEMU) and captured at the same time by `libinput record --with-libinput` (`.yml`) and "
        "`evemu-record` (`.evemu`). Made for `touchstone classify` accuracy checks and importer tests.",
        "## Regenerate\n\n```\nscripts/kernel/make-corpus --seed 1\n```\n\n"
        "(needs `make deps-kernel`; writes `Corpus/` and `Tests/Fixtures/kernel/`; `--only corpus` skips the "
        "fixtures; `--per-combo N` sets the gestures per family-direction combination; work files and the "
        "guest console log stay in `.build/kernel/make-corpus-seed1/`). The played streams are not kept here "
        "(size); `scripts/kernel/make-corpus --seed 1 --dry-run` regenerates them byte for byte into "
        "`.build/kernel/make-corpus-seed1-dry/` (no VM).",
        "## Profiles\n\n" + profiles_table(),
        FAMILIES, LABELS, PIPELINE, CHECKS,
        "## This run\n\n" + summary.strip(),
    ]) + "\n"


def fixtures(summary):
    rows = ["| files (`<stem>.*`) | profile | what it exercises |", "|---|---|---|"]
    notes = {
        "swipe3_left_complete": "5 slots at 12 units/mm, 8 ms frames, three contacts in slots 0-2",
        "pan2_staggered_fail": "BTN_TOOL_FINGER -> BTN_TOOL_DOUBLETAP mid-gesture; second contact lands late",
        "swipe3_thumb_up": "four contacts in slots (thumb first), BTN_TOOL_FINGER -> QUADTAP; labelled 3 fingers",
        "pinch2_out": "40 units/mm, large coordinates (6400 x 4000)",
        "swipe4_up_cancel": "40 units/mm, four slots, out-and-back motion",
        "rotate2_ccw": "40 units/mm, two contacts circling",
        "swipe3_right_complete": "2 slots: the third finger only through BTN_TOOL_TRIPLETAP, 12 ms frames",
        "swipe4_down_complete": "2 slots: fingers 3 and 4 only through BTN_TOOL_QUADTAP",
        "swipe3_lift_left": "2 slots, TRIPLETAP -> DOUBLETAP; a slotted finger lifts and the hidden one takes its slot with a new tracking id",
        "tap2": "2 slots, a short two-finger tap (libinput: a button event)",
    }
    from gesturegen import stem_for
    for profile, family, direction in FIXTURES:
        stem = stem_for(family, direction, profile)
        rows.append("| `%s` | %s | %s |" % (stem, profile, notes.get(family, "")))
    return "\n\n".join([
        "# Real-kernel fixtures for the importer tests",
        "Recordings of synthetic gestures played into uinput touchpads inside Debian's real kernel (QEMU, "
        "TCG) and captured at the same time by `libinput record --with-libinput` (`<stem>.yml`) and "
        "`evemu-record` (`<stem>.evemu`). `<stem>.played.evemu` is exactly what was played (device "
        "description + events), so a test can check that what the kernel delivered matches what was played: "
        "the delivered events equal the played ones after the input core's filtering (unchanged values "
        "dropped, `ABS_MT_SLOT` only when the slot changes, empty frames dropped; see "
        "`Tools/gesturegen/collect.py`, `kernel_filter`). Timestamps differ: the recordings carry the guest "
        "kernel's times (relative to the first event), the played file the generator's.",
        "## Files\n\n" + "\n".join(rows) + "\n\n`labels.json` (same conventions as the corpus: kind, fingers, "
        "direction, outcome, family, profile), `libinput.json` (libinput's verdict per recording), "
        "`gestures.json` (generator parameters).",
        "## Regenerate\n\n```\nscripts/kernel/make-corpus --seed 1 --only fixtures\n```\n\n(the full "
        "`scripts/kernel/make-corpus --seed 1` also rebuilds `Corpus/`.)",
        "## Profiles\n\n" + profiles_table(),
        PIPELINE, CHECKS,
        "## This run\n\n" + summary.strip(),
    ]) + "\n"


def main(argv):
    if len(argv) != 3 or argv[1] not in ("corpus", "fixtures"):
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[2]) as f:
        summary = f.read()
    sys.stdout.write(corpus(summary) if argv[1] == "corpus" else fixtures(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
