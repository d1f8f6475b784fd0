#!/usr/bin/env python3
"""A page carousel: the current page slides out while the next slides in, following the gesture.

State: {"page": N, "moving": bool}. A completed transition moves one page forward when the gesture
goes left or up, one page back (not below 0) when it goes right or down; a cancelled one stays.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import touchstone_animation as ta  # noqa: E402

COLORS = [(0.20, 0.45, 0.90), (0.95, 0.55, 0.15), (0.30, 0.70, 0.35), (0.80, 0.25, 0.45)]


class Carousel:
    def __init__(self):
        self.page = 0
        self.step = 1

    def on_event(self, event, request, hello):
        gesture = request.get("gesture") or {}
        if event["type"] == "will_begin":
            self.step = -1 if gesture.get("direction") in ("right", "down") else 1
        elif event["type"] == "did_end" and event["completed"]:
            self.page = max(0, self.page + self.step)

    def tick(self, request, hello):
        width = hello["container"]["width"]
        height = hello["container"]["height"]
        p = min(1.0, max(0.0, request["progress"]))
        moving = request["phase"] != "idle"
        # At rest the current page fills the container (after a completed transition the progress stays 1).
        shift = -self.step * p * width if moving else 0.0
        target = max(0, self.page + self.step)
        layers = [ta.layer("page-%d" % self.page, shift, 0, width, height,
                           color=COLORS[self.page % len(COLORS)], z=1)]
        if moving:
            layers.append(ta.layer("page-%d" % target, shift + self.step * width, 0, width, height,
                                   color=COLORS[target % len(COLORS)], z=0))
        return {"state": {"page": self.page, "moving": moving}, "scene": {"layers": layers}}


if __name__ == "__main__":
    carousel = Carousel()
    ta.run(carousel.tick, name="slide", duration=0.35, on_event=carousel.on_event)
