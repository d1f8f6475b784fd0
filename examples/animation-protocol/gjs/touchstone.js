// Speak Touchstone's animation process protocol (version 1) from GJS: run with `gjs -m`.
//
// A GNOME Shell extension reacts to a SwipeTracker's `begin`, `update` and `end` signals and moves
// actors. `TouchstoneTracker` plays that role for a replay: it turns Touchstone's requests into the same
// three signals (plus `tick` once per display tick), and `FakeActor` stands in for a Clutter actor so the
// transition code reads as it would in an extension. Replies (state + scene) come from the actors.
// Time comes only from the requests: no GLib.get_monotonic_time(), no Math.random().
import GLib from 'gi://GLib';
import Gio from 'gi://Gio';

export const PROTOCOL_VERSION = 1;

/** A stand-in for a Clutter.Actor: position, size, opacity (0-255), colour, z order. */
export class FakeActor {
    constructor(name, {width = 0, height = 0, color = [1, 1, 1]} = {}) {
        this.name = name;
        this.x = 0;
        this.y = 0;
        this.translation_x = 0;
        this.translation_y = 0;
        this.width = width;
        this.height = height;
        this.opacity = 255;
        this.visible = true;
        this.color = color;
        this.z_position = 0;
    }

    /** The actor as a layer of Touchstone's scene model. */
    toLayer() {
        return {
            name: this.name,
            frame: [this.x + this.translation_x, this.y + this.translation_y, this.width, this.height],
            alpha: this.opacity / 255,
            z: this.z_position,
            color: this.color,
        };
    }
}

/** Signals like GNOME Shell's SwipeTracker, driven by Touchstone's tick requests. */
export class TouchstoneTracker {
    constructor() {
        this._handlers = {begin: [], update: [], end: [], tick: []};
        this.hello = null;
    }

    connect(signal, handler) {
        this._handlers[signal].push(handler);
    }

    _emit(signal, ...args) {
        for (const handler of this._handlers[signal])
            handler(this, ...args);
    }

    /** Feeds one tick request: begin/end from lifecycle events, update with the progress. */
    _tick(request) {
        const gesture = request.gesture ?? {};
        for (const event of request.events) {
            if (event.type === 'will_begin')
                this._emit('begin', gesture.direction, gesture.fingers);
            else if (event.type === 'did_end')
                this._emit('end', event.completed);
        }
        if (request.phase !== 'idle')
            this._emit('update', request.progress);
        this._emit('tick', request);
    }

    /**
     * Answers Touchstone until the goodbye. `reply()` gives what to send for each tick:
     * {state: {...}, actors: [FakeActor...]}.
     */
    run(name, reply) {
        const input = new Gio.DataInputStream({
            base_stream: new Gio.UnixInputStream({fd: 0, close_fd: false}),
        });
        const output = new Gio.UnixOutputStream({fd: 1, close_fd: false});
        const encoder = new TextEncoder();
        const decoder = new TextDecoder();
        const send = object => {
            output.write_all(encoder.encode(`${JSON.stringify(object)}\n`), null);
            output.flush(null);
        };
        for (;;) {
            const [bytes] = input.read_line(null);
            if (bytes === null)
                return;
            const request = JSON.parse(decoder.decode(bytes));
            if (request.type === 'hello') {
                if (request.protocol !== PROTOCOL_VERSION) {
                    printerr(`touchstone.js: protocol ${request.protocol} is not ${PROTOCOL_VERSION}`);
                    return;
                }
                this.hello = request;
                send({protocol: PROTOCOL_VERSION, name, duration_s: 0.35});
            } else if (request.type === 'tick') {
                this._tick(request);
                const {state, actors} = reply(request);
                send({state, scene: {layers: actors.filter(a => a.visible).map(a => a.toLayer())}});
            } else if (request.type === 'goodbye') {
                return;
            }
        }
    }
}

export {GLib};
