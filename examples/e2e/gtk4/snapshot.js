// Window snapshots for `touchstone e2e --shots` (GJS/GTK4 apps): import and call watchSnapshots(window).
//
// The session writes the wanted PNG path into the file named by $TOUCHSTONE_SHOT_REQUEST; this helper polls
// for it, renders the window's own widget tree with its renderer (what the app drew, not the compositor's
// copy) and writes the PNG atomically (PATH.tmp, then renamed). Without the variable it does nothing.
import GLib from 'gi://GLib';
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';

export function snapshotWindow(window, path) {
    const width = window.get_width(), height = window.get_height();
    const paintable = new Gtk.WidgetPaintable({widget: window});
    const snapshot = new Gtk.Snapshot();
    paintable.snapshot(snapshot, width, height);
    const node = snapshot.to_node();
    if (node === null)
        return false;
    const texture = window.get_native().get_renderer().render_texture(node, null);
    texture.save_to_png(`${path}.tmp`);
    Gio.File.new_for_path(`${path}.tmp`).move(Gio.File.new_for_path(path), Gio.FileCopyFlags.OVERWRITE, null, null);
    return true;
}

export function watchSnapshots(window) {
    const request = GLib.getenv('TOUCHSTONE_SHOT_REQUEST');
    if (!request)
        return;
    const file = Gio.File.new_for_path(request);
    GLib.timeout_add(GLib.PRIORITY_DEFAULT, 100, () => {
        if (!file.query_exists(null))
            return GLib.SOURCE_CONTINUE;
        const [, bytes] = file.load_contents(null);
        file.delete(null);
        const path = new TextDecoder().decode(bytes).trim();
        try {
            snapshotWindow(window, path);
        } catch (e) {
            printerr(`snapshot: ${path}: ${e.message}`);
        }
        return GLib.SOURCE_CONTINUE;
    });
}
