// A page carousel as a GNOME Shell extension author writes one: connect to the tracker's begin,
// update and end signals, move actors, keep the current page. Run: gjs -m slide.js
import {FakeActor, TouchstoneTracker} from './touchstone.js';

const COLORS = [[0.2, 0.45, 0.9], [0.95, 0.55, 0.15], [0.3, 0.7, 0.35], [0.8, 0.25, 0.45]];

class PageSwitcher {
    constructor(tracker) {
        this._tracker = tracker;
        this._page = 0;
        this._step = 1;
        this._current = null;
        this._next = null;
        tracker.connect('begin', this._onBegin.bind(this));
        tracker.connect('update', this._onUpdate.bind(this));
        tracker.connect('end', this._onEnd.bind(this));
    }

    get _size() {
        const {width, height} = this._tracker.hello.container;
        return {width, height};
    }

    _pageActor(page) {
        const actor = new FakeActor(`page-${page}`, {...this._size, color: COLORS[page % COLORS.length]});
        return actor;
    }

    _onBegin(tracker, direction) {
        this._step = direction === 'right' || direction === 'down' ? -1 : 1;
        this._next = this._pageActor(Math.max(0, this._page + this._step));
    }

    _onUpdate(tracker, progress) {
        const p = Math.min(1, Math.max(0, progress));
        const {width} = this._size;
        this._currentActor().translation_x = -this._step * p * width;
        if (this._next) {
            this._next.translation_x = this._currentActor().translation_x + this._step * width;
            this._next.z_position = 0;
        }
    }

    _onEnd(tracker, completed) {
        if (completed)
            this._page = Math.max(0, this._page + this._step);
        this._current = null;
        this._next = null;
    }

    _currentActor() {
        if (!this._current) {
            this._current = this._pageActor(this._page);
            this._current.z_position = 1;
        }
        return this._current;
    }

    reply(request) {
        const moving = request.phase !== 'idle';
        const actors = [this._currentActor()];
        if (moving && this._next)
            actors.push(this._next);
        return {state: {page: this._page, moving}, actors};
    }
}

const tracker = new TouchstoneTracker();
const switcher = new PageSwitcher(tracker);
tracker.run('slide.js', request => switcher.reply(request));
