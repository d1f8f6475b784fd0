#!/bin/sh
# Guest side of scripts/real-hardware-libinput (runs inside scripts/kernel/boot, as root, udev running).
# Usage: libinput-verdicts.sh FILE.evemu...
# For each recording: evemu-device re-creates the recorded device from its description with uinput, we
# wait for the node and `udevadm settle`, start `libinput debug-events` on it, play the recorded events
# with evemu-play, wait for libinput's timeouts, stop it. Output: $TOUCHSTONE_SHARE/<name>.events (the
# debug-events lines) and <name>.udev (udev's ID_INPUT_* tags for the node).
set -u
work=/tmp/verdicts
mkdir -p "$work"
up() { cut -d' ' -f1 /proc/uptime; }
wait_for() {
  limit=$1; shift
  i=0
  while ! "$@"; do
    i=$((i + 1)); [ $i -ge $((limit * 20)) ] && return 1; sleep 0.05
  done
}
has_node() { grep -q '/dev/input/event' "$work/dev.txt" 2>/dev/null; }
holds_node() { ls -l "/proc/$1/fd" 2>/dev/null | grep -q " -> $node\$"; }
for file in "$@"; do
  name=$(basename "$file" .evemu)
  rm -f "$work/dev.txt"
  evemu-device "$file" > "$work/dev.txt" 2>&1 < /dev/null &
  dp=$!
  if ! wait_for 30 has_node; then echo "$name: no node: $(cat "$work/dev.txt")"; kill -TERM $dp; continue; fi
  node=$(grep -o '/dev/input/event[0-9]*' "$work/dev.txt" | head -1)
  wait_for 30 test -c "$node"
  udevadm settle --timeout=60
  udevadm info "$node" 2>/dev/null | grep 'ID_INPUT' > "$TOUCHSTONE_SHARE/$name.udev"
  libinput debug-events --device "$node" > "$work/out.txt" 2> "$work/err.txt" < /dev/null &
  lp=$!
  wait_for 60 holds_node "$lp"
  sleep 0.5
  grep '^E:' "$file" > "$work/events.txt"
  timeout 120 evemu-play "$node" < "$work/events.txt" 2> "$work/play.err" || echo "$name: evemu-play failed"
  sleep 1
  kill -INT "$lp" 2>/dev/null; sleep 0.3; kill -TERM "$lp" 2>/dev/null
  wait "$lp" 2>/dev/null
  kill -TERM "$dp" 2>/dev/null; wait "$dp" 2>/dev/null
  cp "$work/out.txt" "$TOUCHSTONE_SHARE/$name.events"
  echo "$name: $(grep -c . "$work/out.txt") lines at $(up) s"
done
