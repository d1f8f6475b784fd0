"""Speak Touchstone's animation process protocol (version 1) from Python, standard library only.

Touchstone starts your program, writes one JSON request per line on its stdin and reads one JSON
reply per line from its stdout (docs/animation-protocol.md). This module does the talking; you write
a function that gets each tick request and returns what your transition shows:

    import touchstone_animation

    def tick(request, hello):
        return {"state": {"page": 0}, "scene": {"layers": [...]}}

    touchstone_animation.run(tick, name="my-transition")

Print diagnostics with print(..., file=sys.stderr): stdout belongs to the protocol. Time comes only
from the requests ("t_us"): never read a clock, never use unseeded randomness.
"""

import json
import sys

PROTOCOL_VERSION = 1


def _reply(obj, out):
    out.write(json.dumps(obj, separators=(",", ":"), sort_keys=True))
    out.write("\n")
    out.flush()


def run(on_tick, name=None, duration=None, on_event=None, stdin=None, stdout=None):
    """Answer requests until the goodbye; returns the number of tick requests answered.

    on_tick(request, hello) -> dict or None: the reply ({"state": {...}, "scene": {...}}, both optional).
    on_event(event, request, hello): called for each lifecycle event of a tick before on_tick.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    hello = None
    ticks = 0
    for line in stdin:
        request = json.loads(line)
        kind = request.get("type")
        if kind == "hello":
            if request.get("protocol") != PROTOCOL_VERSION:
                print("touchstone_animation: protocol %r is not %d" % (request.get("protocol"), PROTOCOL_VERSION),
                      file=sys.stderr)
                return ticks
            hello = request
            greeting = {"protocol": PROTOCOL_VERSION}
            if name:
                greeting["name"] = name
            if duration:
                greeting["duration_s"] = duration
            _reply(greeting, stdout)
        elif kind == "tick":
            if on_event:
                for event in request.get("events", []):
                    on_event(event, request, hello)
            _reply(on_tick(request, hello) or {}, stdout)
            ticks += 1
        elif kind == "goodbye":
            return ticks
    return ticks


def layer(name, x, y, width, height, alpha=1.0, color=None, z=0):
    """One layer of the scene model: a named rectangle (container points), opacity, colour, z order."""
    item = {"name": name, "frame": [x, y, width, height], "alpha": alpha, "z": z}
    if color is not None:
        item["color"] = list(color)
    return item
