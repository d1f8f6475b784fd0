#!/usr/bin/env -S gjs -m
// A libadwaita carousel for `touchstone e2e` (docs/e2e.md). Five pages, starting on page 2, so a swipe
// either way changes page. Prints on stdout (one line each, flushed):
//   READY page=2                       the window is mapped and drawn
//   PAGE-CHANGED n                     Adw.Carousel::page-changed (a swipe crossed to page n)
//   SETTLED page=n moved=d             the carousel came to rest on page n after moving d pages at most
//                                      away from where the gesture started (a cancelled pan: page unchanged,
//                                      moved > 0)
import Adw from 'gi://Adw?version=1';
import Gtk from 'gi://Gtk?version=4.0';
import GLib from 'gi://GLib';
import {watchSnapshots} from '../gtk4/snapshot.js';

const PAGES = 5, START = 2;
const app = new Adw.Application({application_id: 'org.touchstone.e2e.Carousel'});

app.connect('activate', () => {
    const window = new Adw.ApplicationWindow({application: app, default_width: 320, default_height: 200});
    const carousel = new Adw.Carousel({hexpand: true, vexpand: true, allow_scroll_wheel: false});
    for (let i = 0; i < PAGES; i++) {
        const label = new Gtk.Label({label: `Page ${i}`, hexpand: true, vexpand: true});
        label.add_css_class('title-1');
        carousel.append(label);
    }
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    box.append(carousel);
    box.append(new Adw.CarouselIndicatorDots({carousel}));
    window.set_content(box);

    let restingAt = START, farthest = 0, moving = false;
    let ready = false;
    carousel.connect('page-changed', (_c, index) => ready && print(`PAGE-CHANGED ${index}`));
    carousel.connect('notify::position', () => {
        const position = carousel.position;
        const offset = Math.abs(position - restingAt);
        if (Math.abs(position - Math.round(position)) > 1e-6) {
            moving = true;
            farthest = Math.max(farthest, offset);
            return;
        }
        if (!moving || !ready)
            return;
        farthest = Math.max(farthest, offset);
        print(`SETTLED page=${Math.round(position)} moved=${farthest.toFixed(2)}`);
        restingAt = Math.round(position);
        moving = false;
        farthest = 0;
    });
    const scrolls = new Gtk.EventControllerScroll({flags: Gtk.EventControllerScrollFlags.BOTH_AXES});
    scrolls.set_propagation_phase(Gtk.PropagationPhase.CAPTURE);
    // Diagnostics on stderr (the compositor log): each scroll event as GTK delivers it, with how many
    // events GTK folded into it. Frame pacing decides how many a fast flick arrives as (docs/e2e.md).
    scrolls.connect('scroll', (controller, dx, dy) => {
        const event = controller.get_current_event();
        const device = controller.get_current_event_device();
        printerr(`carousel: scroll t=${event.get_time()} dx=${dx.toFixed(2)} source=${device ? device.get_source() : -1} folded=${event.get_history().length}`);
        return false;
    });
    scrolls.connect('scroll-end', (controller) => printerr(`carousel: scroll-end t=${controller.get_current_event().get_time()}`));
    window.add_controller(scrolls);
    window.present();
    // Ready once a frame is out with the carousel on its start page (it needs its size to scroll).
    const clock = window.get_frame_clock();
    const id = clock.connect('after-paint', () => {
        if (carousel.get_width() === 0)
            return;
        if (Math.round(carousel.position) !== START) {
            carousel.scroll_to(carousel.get_nth_page(START), false);
            return;
        }
        clock.disconnect(id);
        restingAt = START;
        moving = false;
        ready = true;
        GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
            print(`READY page=${START}`);
            return GLib.SOURCE_REMOVE;
        });
    });
    watchSnapshots(window);
});
app.run([]);
