"""Gesture families: each builder turns a seeded RNG and a profile into finger tracks, labels and parameters.

Coordinates are millimetres with y growing down; times are microseconds. Magnitudes and timing mirror
Tests/Fixtures/corpus-sample (fingers still for a few frames after landing, 0.3-1.3 s gestures).
"""

import math

from stream import Finger

DIRS = {"up": (0.0, -1.0), "down": (0.0, 1.0), "left": (-1.0, 0.0), "right": (1.0, 0.0)}
SWIPE_DISTANCE_MM = 31.2  # 200 pt at 0.156 mm/pt: a swipe's progress = |translation| / 31.2 mm


def minjerk(u):
    u = min(max(u, 0.0), 1.0)
    return u * u * u * (10 - 15 * u + 6 * u * u)


def ease_in_cruise(u, a=0.35):
    """Accelerate over the first a, then constant speed: still moving at u = 1."""
    u = min(max(u, 0.0), 1.0)
    s = u * u / (2 * a) if u < a else u - a / 2
    return s / (1 - a / 2)


def accelerate(u):
    u = min(max(u, 0.0), 1.0)
    return u * u


def out_and_back(u, peak):
    """0 -> 1 (at u = peak) -> 0, smooth at both ends."""
    u = min(max(u, 0.0), 1.0)
    return minjerk(u / peak) if u < peak else 1 - minjerk((u - peak) / (1 - peak))


def ms(x):
    return int(round(x * 1000))


class Ctx:
    """Per-sample helpers bound to a profile and an RNG."""

    def __init__(self, profile, rng):
        self.p, self.rng = profile, rng
        self.W, self.H, self.m = profile.width_mm, profile.height_mm, profile.margin_mm

    def u(self, lo, hi):
        return self.rng.uniform(lo, hi)

    def land_offsets(self, n, max_frames=2):
        """Landing times of n fingers: mostly the same frame, sometimes a frame or two apart."""
        if self.rng.random() < 0.6:
            return [0] * n
        per = self.p.period_us
        return sorted([0] + [self.rng.randint(0, max_frames) * per for _ in range(n - 1)])

    def fit(self, offsets, travel=(0.0, 0.0)):
        """A random start point such that every offset stays on the pad at the start and after travel."""
        xs = [o[0] for o in offsets] + [o[0] + travel[0] for o in offsets]
        ys = [o[1] for o in offsets] + [o[1] + travel[1] for o in offsets]
        lo_x, hi_x = self.m - min(xs), self.W - self.m - max(xs)
        lo_y, hi_y = self.m - min(ys), self.H - self.m - max(ys)
        x = self.u(lo_x, hi_x) if lo_x <= hi_x else (lo_x + hi_x) / 2
        y = self.u(lo_y, hi_y) if lo_y <= hi_y else (lo_y + hi_y) / 2
        return x, y

    def row(self, n, spacing):
        """n fingers side by side (left to right), middle fingers a little higher, as a hand rests."""
        offs = []
        for i in range(n):
            arch = -2.5 if 0 < i < n - 1 else 0.0
            offs.append((i * spacing, arch + self.u(-1.5, 1.5)))
        cx = sum(o[0] for o in offs) / n
        return [(o[0] - cx, o[1]) for o in offs]

    def extent(self, d):
        """The pad's extent along a direction."""
        return self.W if d in ("left", "right") else self.H

    def spacing(self):
        return self.u(*self.p.spacing_mm)


def _translate(start, offsets, vec, disp, t0, dur, drift=(0.0, 0.0)):
    """Paths for fingers at start+offset moving by vec*disp(u) (plus a slight perpendicular drift)."""
    def make(o):
        def path(t):
            u = (t - t0) / dur if dur > 0 else 1.0
            s = disp(u)
            return (start[0] + o[0] + vec[0] * s + drift[0] * s,
                    start[1] + o[1] + vec[1] * s + drift[1] * s)
        return path
    return [make(o) for o in offsets]


def _perp_drift(c, d, travel, frac=0.05):
    vx, vy = DIRS[d]
    k = c.u(-frac, frac) * travel
    return (-vy * k, vx * k)


def _group_move(c, n, d, travel, dur, disp, pre_ms, post_ms, offsets=None, spacing=None):
    """n fingers moving together in direction d: the common skeleton of pans and swipes."""
    vx, vy = DIRS[d]
    if offsets is None:
        offsets = c.row(n, spacing if spacing is not None else c.spacing())
    vec = (vx * travel, vy * travel)
    drift = _perp_drift(c, d, travel)
    start = c.fit(offsets + [(o[0] + drift[0], o[1] + drift[1]) for o in offsets], vec)
    lands = c.land_offsets(n)
    order = list(range(n))
    c.rng.shuffle(order)
    t0 = max(lands) + ms(pre_ms)
    up = t0 + ms(dur) + ms(post_ms)
    paths = _translate(start, offsets, (vx, vy), lambda u: disp(u) * travel, t0, ms(dur), drift=(
        drift[0] / travel if travel else 0, drift[1] / travel if travel else 0))
    fingers = [Finger(lands[order[i]], up, paths[i]) for i in range(n)]
    return fingers, start, offsets


def _label(kind, fingers, direction, outcome, family):
    return {"kind": kind, "fingers": fingers, "direction": direction, "outcome": outcome, "family": family}


# ---- two-finger pans -------------------------------------------------------------------------------------

def pan2_complete(c, d):
    ext = c.extent(d)
    n_sp = c.spacing()
    # Room along the axis: side-by-side fingers only use the spacing when moving horizontally.
    room = ext - 2 * c.m - (n_sp if d in ("left", "right") else 4.0)
    if c.rng.random() < 0.5:
        travel = c.u(0.55, 0.72) * ext
        travel = min(travel, room)
        dur, disp, post, how = c.u(450, 850), minjerk, c.u(0, 40), "long"
    else:
        travel = min(c.u(0.28, 0.45) * ext, room)
        dur, disp, post, how = c.u(220, 420), ease_in_cruise, 0, "moving-at-release"
    fingers, start, _ = _group_move(c, 2, d, travel, dur, disp, c.u(16, 50), post, spacing=n_sp)
    return fingers, _label("pan", 2, d, "completed", "pan2_%s_complete" % d), {
        "travel_mm": travel, "duration_ms": dur, "variant": how}


def pan2_cancel(c, d):
    ext = c.extent(d)
    travel = min(c.u(0.2, 0.4) * ext, 25.0)
    dur = c.u(650, 1000)
    peak = c.u(0.4, 0.55)
    fingers, _, _ = _group_move(c, 2, d, travel, dur, lambda u: out_and_back(u, peak), c.u(16, 40), c.u(120, 280))
    return fingers, _label("pan", 2, d, "cancelled", "pan2_%s_cancel" % d), {
        "peak_travel_mm": travel, "duration_ms": dur}


def pan2_flick(c, d):
    travel = c.u(8.0, 18.0)
    dur = c.u(50, 100)
    fingers, _, _ = _group_move(c, 2, d, travel, dur, accelerate, c.u(16, 40), 0)
    return fingers, _label("pan", 2, d, "completed", "pan2_%s_flick" % d), {
        "travel_mm": travel, "duration_ms": dur, "release_speed_mm_s": 2 * travel / (dur / 1000)}


def pan2_staggered(c, d):
    """First finger lands and moves > 3 mm before the second lands: the pessimistic pan must not start."""
    ext = c.extent(d)
    sp = c.spacing()
    room = ext - 2 * c.m - (sp if d in ("left", "right") else 4.0)
    first_move = c.u(4.5, 11.0)
    travel = min(first_move + c.u(15, 28), room)
    dur = c.u(650, 950)
    vx, vy = DIRS[d]
    offsets = c.row(2, sp)
    if c.rng.random() < 0.5:
        offsets.reverse()
    start = c.fit(offsets, (vx * travel, vy * travel))
    t0 = ms(c.u(16, 40))
    def disp(t):
        return ease_in_cruise((t - t0) / ms(dur), 0.25) * travel
    # When the first finger has moved first_move mm, the second lands.
    t2 = t0
    while disp(t2) < first_move:
        t2 += 1000
    up = t0 + ms(dur) + ms(c.u(0, 30))
    o0, o1 = offsets
    f0 = Finger(0, up, lambda t: (start[0] + o0[0] + vx * disp(t), start[1] + o0[1] + vy * disp(t)))
    d2 = disp(t2)
    # The second finger lands beside where the first finger is now, then they move together.
    f1 = Finger(t2, up, lambda t: (start[0] + o1[0] + vx * disp(t), start[1] + o1[1] + vy * disp(t)))
    return [f0, f1], _label("pan", 2, d, "failed", "pan2_staggered_fail"), {
        "first_finger_moved_mm": d2, "travel_mm": travel, "second_finger_lands_ms": t2 / 1000}


# ---- one finger, taps, holds -----------------------------------------------------------------------------

def move1(c, _d=None):
    ang = c.u(0, 2 * math.pi)
    length = c.u(20, 45)
    vec = (math.cos(ang) * length, math.sin(ang) * length)
    bend = c.u(-0.15, 0.15) * length
    start = c.fit([(0, 0), (bend, bend)], vec)
    t0 = ms(c.u(16, 50))
    dur = ms(c.u(350, 800))
    def path(t):
        u = minjerk((t - t0) / dur)
        b = math.sin(math.pi * u) * bend
        return (start[0] + vec[0] * u - math.sin(ang) * b, start[1] + vec[1] * u + math.cos(ang) * b)
    up = t0 + dur + ms(c.u(0, 40))
    return [Finger(0, up, path)], _label("none", 1, "none", "none", "move1"), {
        "length_mm": length, "angle_deg": math.degrees(ang), "duration_ms": dur / 1000}


def _still_group(c, n, dur_ms, spacing=None):
    offsets = c.row(n, spacing if spacing is not None else c.spacing())
    start = c.fit(offsets)
    lands = c.land_offsets(n, 1)
    up = max(lands) + ms(dur_ms)
    return [Finger(lands[i], up, (lambda o: (lambda t: (start[0] + o[0], start[1] + o[1])))(offsets[i]), still=True)
            for i in range(n)]


def tap2(c, _d=None):
    dur = c.u(45, 120)
    return _still_group(c, 2, dur), _label("none", 2, "none", "none", "tap2"), {"duration_ms": dur}


def hold(c, n):
    dur = c.u(560, 1000)
    return _still_group(c, n, dur), _label("hold", n, "none", "completed", "hold%d" % n), {"duration_ms": dur}


# ---- 3+ finger swipes ------------------------------------------------------------------------------------

def _swipe_travel_spacing(c, n, d, lo, hi):
    """A travel in [lo, hi] and a finger spacing that keep the whole hand on the pad."""
    travel = c.u(lo, hi)
    sp = c.spacing()
    ext = c.extent(d)
    if d in ("left", "right"):
        room = ext - 2 * c.m - travel
        if (n - 1) * sp > room:
            sp = max(room / (n - 1), 9.0)
            travel = min(travel, ext - 2 * c.m - (n - 1) * sp)
    else:
        travel = min(travel, ext - 2 * c.m - 7.0)
    return travel, sp


def swipe_complete(c, n, d):
    travel, sp = _swipe_travel_spacing(c, n, d, SWIPE_DISTANCE_MM + 1.0, SWIPE_DISTANCE_MM + 14.0)
    if c.rng.random() < 0.6:
        dur, disp, post = c.u(300, 650), minjerk, c.u(0, 30)
    else:
        dur, disp, post = c.u(220, 420), ease_in_cruise, 0
    fingers, _, _ = _group_move(c, n, d, travel, dur, disp, c.u(16, 50), post, spacing=sp)
    return fingers, _label("swipe", n, d, "completed", "swipe%d_%s_complete" % (n, d)), {
        "travel_mm": travel, "progress_at_release": travel / SWIPE_DISTANCE_MM, "duration_ms": dur}


def swipe_cancel(c, n, d):
    travel, sp = _swipe_travel_spacing(c, n, d, 10.0, 22.0)
    dur = c.u(600, 1000)
    peak = c.u(0.35, 0.55)
    fingers, _, _ = _group_move(c, n, d, travel, dur, lambda u: out_and_back(u, peak), c.u(16, 50),
                                c.u(100, 250), spacing=sp)
    return fingers, _label("swipe", n, d, "cancelled", "swipe%d_%s_cancel" % (n, d)), {
        "peak_travel_mm": travel, "peak_progress": travel / SWIPE_DISTANCE_MM, "progress_at_release": 0.0,
        "duration_ms": dur}


def swipe3_diagonal(c, d):
    """Three fingers on a diagonal line (a known libinput pinch confusion), moved together."""
    sp = c.u(13.0, 18.0) if c.p.name != "twoslot" else c.u(10.0, 12.0)
    ang = math.radians(c.u(28, 42)) * (1 if c.rng.random() < 0.7 else -1)
    offsets = [(i * sp * math.cos(ang), -i * sp * math.sin(ang)) for i in range(3)]
    cx = sum(o[0] for o in offsets) / 3
    cy = sum(o[1] for o in offsets) / 3
    offsets = [(o[0] - cx, o[1] - cy) for o in offsets]
    span_x = max(o[0] for o in offsets) - min(o[0] for o in offsets)
    span_y = max(o[1] for o in offsets) - min(o[1] for o in offsets)
    span = span_x if d in ("left", "right") else span_y
    travel = min(c.u(SWIPE_DISTANCE_MM + 1.0, SWIPE_DISTANCE_MM + 10.0), c.extent(d) - 2 * c.m - span)
    dur = c.u(350, 650)
    fingers, _, _ = _group_move(c, 3, d, travel, dur, minjerk, c.u(16, 50), c.u(0, 30), offsets=offsets)
    return fingers, _label("swipe", 3, d, "completed", "swipe3_diagonal_%s" % d), {
        "travel_mm": travel, "line_angle_deg": math.degrees(ang), "spacing_mm": sp, "duration_ms": dur}


def swipe3_lift(c, d):
    """A 3-finger swipe where one finger lifts mid-way; the other two go on a little, then lift."""
    travel, sp = _swipe_travel_spacing(c, 3, d, 22.0, 34.0)
    lift_at = c.u(0.3, 0.55) * travel
    dur = c.u(400, 700)
    fingers, _, _ = _group_move(c, 3, d, travel, dur, minjerk, c.u(16, 40), c.u(0, 40), spacing=sp)
    t0 = max(f.down_us for f in fingers)
    t = t0
    path = fingers[0].path
    def moved(tt):
        a, b = path(t0), path(tt)
        return math.hypot(b[0] - a[0], b[1] - a[1])
    while moved(t) < lift_at and t < fingers[0].up_us:
        t += 1000
    which = c.rng.randrange(3)
    fingers[which].up_us = t
    return fingers, _label("swipe", 3, d, "cancelled", "swipe3_lift_%s" % d), {
        "travel_mm": travel, "lifted_after_mm": lift_at, "lifted_finger": which, "duration_ms": dur}


def swipe3_thumb(c, d):
    """A thumb rests near the bottom edge while three fingers swipe above it."""
    travel, sp = _swipe_travel_spacing(c, 3, d, SWIPE_DISTANCE_MM + 1.0, SWIPE_DISTANCE_MM + 8.0)
    vx, vy = DIRS[d]
    thumb_y = c.H - c.u(5.0, 8.0)
    thumb_x = c.W * c.u(0.3, 0.6)
    offsets = c.row(3, sp)
    # Keep the fingers above the thumb: shrink the usable height for the finger group.
    saved_h = c.H
    c.H = thumb_y - 12.0
    if d in ("up", "down"):
        travel = min(travel, c.H - 2 * c.m - 5.0)
    start = c.fit(offsets, (vx * travel, vy * travel))
    c.H = saved_h
    thumb_down = 0
    t_land = ms(c.u(120, 300))
    lands = [t_land + o for o in c.land_offsets(3)]
    t0 = max(lands) + ms(c.u(16, 50))
    dur = ms(c.u(320, 600))
    up = t0 + dur + ms(c.u(0, 30))
    paths = _translate(start, offsets, (vx, vy), lambda u: minjerk(u) * travel, t0, dur)
    fingers = [Finger(thumb_down, up + ms(c.u(0, 120)), lambda t: (thumb_x, thumb_y), still=True)]
    fingers += [Finger(lands[i], up, paths[i]) for i in range(3)]
    return fingers, _label("swipe", 3, d, "completed", "swipe3_thumb_%s" % d), {
        "travel_mm": travel, "thumb_mm": [thumb_x, thumb_y], "duration_ms": dur / 1000}


# ---- pinch and rotate ------------------------------------------------------------------------------------

def _two_finger_polar(c, center, r_of_u, ang_of_u, asym, t0, dur):
    """Two fingers opposite each other around a (drifting) centre."""
    def make(k):
        def path(t):
            u = (t - t0) / dur
            r0, r = r_of_u(0.0), r_of_u(u)
            a = ang_of_u(u) + k * math.pi
            # asym: how much of the radius change finger 0 takes (the other takes the rest).
            share = asym if k == 0 else 1 - asym
            rr = r0 + (r - r0) * 2 * share
            return center[0] + rr * math.cos(a), center[1] + rr * math.sin(a)
        return path
    return [make(0), make(1)]


def pinch(c, d, complete):
    ang = math.radians(c.u(-35, 35))
    if d == "in":
        d0 = c.u(38, 55) if c.p.name != "twoslot" else c.u(32, 42)
        scale = c.u(0.30, 0.45) if complete else c.u(0.88, 0.94)
    else:
        d0 = c.u(14, 22)
        scale = c.u(1.9, 2.6) if complete else c.u(1.06, 1.12)
    d1 = d0 * scale
    rmax = max(d0, d1) / 2
    maxr = min(c.W, c.H) / 2 - c.m - 1
    if rmax > maxr:
        k = maxr / rmax
        d0, d1 = d0 * k, d1 * k
        rmax = maxr
    center = c.fit([(-rmax * abs(math.cos(ang)) - 1, -rmax * abs(math.sin(ang)) - 1),
                    (rmax * abs(math.cos(ang)) + 1, rmax * abs(math.sin(ang)) + 1)])
    asym = c.u(0.3, 0.7)
    t0 = max(0, ms(c.u(16, 50)))
    dur = ms(c.u(400, 750))
    paths = _two_finger_polar(c, center, lambda u: (d0 + (d1 - d0) * minjerk(u)) / 2, lambda u: ang, asym, t0, dur)
    lands = c.land_offsets(2, 1)
    up = t0 + lands[-1] + dur + ms(c.u(0, 40))
    fam = "pinch2_%s" % d + ("" if complete else "_cancel")
    return [Finger(lands[i], up, paths[i]) for i in range(2)], \
        _label("pinch", 2, d, "completed" if complete else "cancelled", fam), {
            "start_distance_mm": d0, "end_distance_mm": d1, "scale": d1 / d0, "duration_ms": dur / 1000}


def rotate(c, d):
    r = c.u(14, 22) if c.p.name != "twoslot" else c.u(12, 16)
    sweep = math.radians(c.u(50, 110)) * (1 if d == "cw" else -1)  # y grows down: cw increases the angle
    a0 = math.radians(c.u(-60, 60))
    center = c.fit([(-r - 1, -r - 1), (r + 1, r + 1)])
    t0 = ms(c.u(16, 50))
    dur = ms(c.u(550, 900))
    wobble = c.u(-0.08, 0.08)
    paths = _two_finger_polar(c, center, lambda u: r * (1 + wobble * math.sin(math.pi * u)),
                              lambda u: a0 + sweep * minjerk(u), 0.5, t0, dur)
    lands = c.land_offsets(2, 1)
    up = t0 + lands[-1] + dur + ms(c.u(0, 40))
    return [Finger(lands[i], up, paths[i]) for i in range(2)], \
        _label("rotate", 2, d, "completed", "rotate2_%s" % d), {
            "radius_mm": r, "sweep_deg": math.degrees(sweep), "duration_ms": dur / 1000}


# ---- the catalogue ---------------------------------------------------------------------------------------

def catalogue():
    """(family, direction, builder(ctx), profiles allowed) for every family-direction combination."""
    all_p = ("precision", "large", "twoslot")
    slots5 = ("precision", "large")
    out = []
    for d in ("up", "down", "left", "right"):
        out.append(("pan2_%s_complete" % d, d, lambda c, d=d: pan2_complete(c, d), all_p))
        out.append(("pan2_%s_cancel" % d, d, lambda c, d=d: pan2_cancel(c, d), all_p))
        out.append(("pan2_%s_flick" % d, d, lambda c, d=d: pan2_flick(c, d), all_p))
        out.append(("pan2_staggered_fail", d, lambda c, d=d: pan2_staggered(c, d), all_p))
    out.append(("move1", "none", lambda c: move1(c), all_p))
    for n in (3, 4):
        for d in ("up", "down", "left", "right"):
            out.append(("swipe%d_%s_complete" % (n, d), d, lambda c, n=n, d=d: swipe_complete(c, n, d), all_p))
            out.append(("swipe%d_%s_cancel" % (n, d), d, lambda c, n=n, d=d: swipe_cancel(c, n, d), all_p))
    for d in ("up", "down", "left", "right"):
        out.append(("swipe3_diagonal_%s" % d, d, lambda c, d=d: swipe3_diagonal(c, d), all_p))
        out.append(("swipe3_lift_%s" % d, d, lambda c, d=d: swipe3_lift(c, d), all_p))
        out.append(("swipe3_thumb_%s" % d, d, lambda c, d=d: swipe3_thumb(c, d), slots5))
    for d in ("in", "out"):
        out.append(("pinch2_%s" % d, d, lambda c, d=d: pinch(c, d, True), all_p))
        out.append(("pinch2_%s_cancel" % d, d, lambda c, d=d: pinch(c, d, False), all_p))
    for d in ("cw", "ccw"):
        out.append(("rotate2_%s" % d, d, lambda c, d=d: rotate(c, d), all_p))
    out.append(("hold2", "none", lambda c: hold(c, 2), all_p))
    out.append(("hold3", "none", lambda c: hold(c, 3), all_p))
    out.append(("tap2", "none", lambda c: tap2(c), all_p))
    return out
