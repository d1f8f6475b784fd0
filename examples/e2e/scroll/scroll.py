#!/usr/bin/python3
"""A GTK4 list in a Gtk.ScrolledWindow for `touchstone e2e` (docs/e2e.md), in Python.

Two-finger touchpad scrolling with kinetic deceleration: after a flick the list keeps moving once the
fingers are up. Starts scrolled to the middle, so either direction moves it. Prints on stdout:
  READY value=N                         the window is drawn at its start position
  KINETIC vy=V                          Gtk.EventControllerScroll::decelerate (fingers left with speed V px/s)
  SCROLLED up|down by=N kinetic=yes|no  the list came to rest N px from where the gesture began
"""
import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402



def say(text):
    print(text, flush=True)


class ScrollApp(Gtk.Application):
    def __init__(self):
        super().__init__(application_id="org.touchstone.e2e.Scroll")
        self.rest = 0.0
        self.kinetic = False
        self.settle_source = 0
        self.ready = False

    def do_activate(self):
        window = Gtk.ApplicationWindow(application=self, default_width=320, default_height=200)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        for row in range(200):
            box.append(Gtk.Label(label=f"Row {row}", xalign=0))
        scrolled = Gtk.ScrolledWindow(kinetic_scrolling=True)
        scrolled.set_child(box)
        window.set_child(scrolled)
        self.adjustment = scrolled.get_vadjustment()
        self.adjustment.connect("value-changed", self.on_value_changed)

        watcher = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.VERTICAL
                                            | Gtk.EventControllerScrollFlags.KINETIC)
        watcher.set_propagation_phase(Gtk.PropagationPhase.CAPTURE)
        watcher.connect("decelerate", self.on_decelerate)
        watcher.connect("scroll", lambda *_: False)
        scrolled.add_controller(watcher)

        window.present()
        clock = window.get_frame_clock()

        def after_paint(frame_clock):
            if self.ready:
                return
            upper, page = self.adjustment.get_upper(), self.adjustment.get_page_size()
            if upper <= page:
                return
            middle = (upper - page) / 2
            if abs(self.adjustment.get_value() - middle) > 0.5:
                self.adjustment.set_value(middle)
                return
            self.rest = middle
            self.ready = True
            GLib.idle_add(lambda: say(f"READY value={int(middle)}") and False)

        clock.connect("after-paint", after_paint)
        # No window snapshots: PyGObject 3.42 cannot return a GskRenderNode (docs/e2e.md).

    def on_decelerate(self, _controller, _vx, vy):
        self.kinetic = True
        say(f"KINETIC vy={int(vy)}")

    def on_value_changed(self, adjustment):
        if not self.ready:
            return
        if self.settle_source:
            GLib.source_remove(self.settle_source)
        # At rest once the value has not changed for half a second.
        self.settle_source = GLib.timeout_add(500, self.settled)

    def settled(self):
        self.settle_source = 0
        value = self.adjustment.get_value()
        moved = value - self.rest
        if abs(moved) >= 1:
            direction = "down" if moved > 0 else "up"
            say(f"SCROLLED {direction} by={int(abs(moved))} kinetic={'yes' if self.kinetic else 'no'}")
        self.rest = value
        self.kinetic = False
        return GLib.SOURCE_REMOVE


ScrollApp().run([])
