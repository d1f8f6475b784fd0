"""Window snapshots for `touchstone e2e --shots` (Python/GTK4 apps): call watch_snapshots(window).

The session writes the wanted PNG path into the file named by $TOUCHSTONE_SHOT_REQUEST; this helper polls for
it, renders the window's own widget tree with its renderer (what the app drew, not the compositor's copy) and
writes the PNG atomically (PATH.tmp, then renamed). Without the variable it does nothing.
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402


def snapshot_window(window, path):
    paintable = Gtk.WidgetPaintable.new(window)
    snapshot = Gtk.Snapshot()
    paintable.snapshot(snapshot, window.get_width(), window.get_height())
    node = snapshot.to_node()
    if node is None:
        return False
    texture = window.get_native().get_renderer().render_texture(node, None)
    texture.save_to_png(path + ".tmp")
    os.replace(path + ".tmp", path)
    return True


def watch_snapshots(window):
    request = os.environ.get("TOUCHSTONE_SHOT_REQUEST")
    if not request:
        return

    def poll():
        try:
            with open(request) as handle:
                path = handle.read().strip()
            os.unlink(request)
        except FileNotFoundError:
            return GLib.SOURCE_CONTINUE
        try:
            snapshot_window(window, path)
        except Exception as error:  # a failed snapshot must not stop the app under test
            print(f"snapshot: {path}: {error}", file=sys.stderr, flush=True)
        return GLib.SOURCE_CONTINUE

    GLib.timeout_add(100, poll)
