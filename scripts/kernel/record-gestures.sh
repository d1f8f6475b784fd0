#!/bin/sh
# Guest side of scripts/kernel/make-corpus (runs inside scripts/kernel/boot, as root, udev running).
# Usage: record-gestures.sh [--player PLAYER] JOBDIR...
#   PLAYER plays an evemu event stream into a node: `PLAYER /dev/input/eventN < file` (default evemu-play;
#   make-corpus passes Tools/gesturegen/evplay, built on the host, which keeps the frame timing exact).
#   JOBDIR/in/manifest.txt      stems, one per line, in play order
#   JOBDIR/in/<stem>.played.evemu   evemu device description + events (from Tools/gesturegen)
# For each stem: evemu-device creates the uinput touchpad, we wait for the node and `udevadm settle`,
# start `libinput record --with-libinput` and `evemu-record` on it, evemu-play the events, wait a little,
# stop both recorders with SIGINT, destroy the device. Results: JOBDIR/out/<stem>.yml and <stem>.evemu,
# a per-gesture log line on stdout, and JOBDIR/out/<stem>.err with the tools' stderr when something failed.
set -u
player=evemu-play
if [ "${1:-}" = "--player" ]; then player="$2"; shift 2; fi
[ $# -ge 1 ] || { echo "usage: record-gestures.sh [--player PLAYER] JOBDIR..."; exit 2; }
work=/tmp/rec            # tmpfs: recorders write locally, results are copied to the share afterwards

up() { cut -d' ' -f1 /proc/uptime; }
# wait_for SECONDS COMMAND...: poll every 50 ms until COMMAND succeeds.
wait_for() {
  limit=$1; shift
  i=0
  while ! "$@"; do
    i=$((i + 1))
    [ $i -ge $((limit * 20)) ] && return 1
    sleep 0.05
  done
  return 0
}
has_node() { grep -q '/dev/input/event' "$work/dev.txt" 2>/dev/null; }
# A recorder is ready when it holds the device node open (libinput record: once it also announced recording).
holds_node() { ls -l "/proc/$1/fd" 2>/dev/null | grep -q " -> $node\$"; }
rec_ready() { holds_node "$rp" && grep -q 'Recording to' "$work/rec.err" 2>/dev/null && holds_node "$ep"; }

total=0; failed=0
t_start=$(up)
for job in "$@"; do
in="$job/in"
out="$job/out"
mkdir -p "$out"
rm -rf "$work"; mkdir -p "$work/in"
cp "$in"/*.played.evemu "$in/manifest.txt" "$work/in/" || { echo "cannot copy $in into the guest"; exit 2; }
echo "== $job: $(wc -l < "$work/in/manifest.txt") gestures, player $player"
exec 3< "$work/in/manifest.txt"
while IFS= read -r stem <&3; do
  [ -n "$stem" ] || continue
  total=$((total + 1))
  play="$work/in/$stem.played.evemu"
  t0=$(up)
  err=""
  rm -f "$work/dev.txt" "$work/rec.err" "$work/evr.err" "$work/play.err" "$work/x.yml" "$work/x.evemu"
  evemu-device "$play" > "$work/dev.txt" 2>&1 < /dev/null &
  dp=$!
  node=""
  if wait_for 30 has_node; then
    node=$(grep -o '/dev/input/event[0-9]*' "$work/dev.txt" | head -1)
    wait_for 30 test -c "$node" || err="device node $node did not appear"
  else
    err="evemu-device did not report a node: $(cat "$work/dev.txt" 2>/dev/null)"
  fi
  rp=""; ep=""
  if [ -z "$err" ]; then
    udevadm settle --timeout=60 || err="udevadm settle timed out"
    udevadm info "$node" 2>/dev/null | grep -q 'ID_INPUT_TOUCHPAD=1' || err="${err}udev did not tag $node as a touchpad; "
    libinput record --with-libinput -o "$work/x.yml" "$node" > /dev/null 2> "$work/rec.err" < /dev/null &
    rp=$!
    evemu-record "$node" > "$work/x.evemu" 2> "$work/evr.err" < /dev/null &
    ep=$!
    wait_for 60 rec_ready || err="${err}recorders did not start; "
    sleep 0.3
  fi
  t1=$(up)
  if [ -z "$err" ]; then
    timeout 120 chrt -f 50 "$player" "$node" < "$play" 2> "$work/play.err" || err="$player failed ($?)"
  fi
  t2=$(up)
  sleep 0.6    # let libinput finish the gesture (timeouts) and both recorders drain
  for p in $rp $ep; do kill -INT "$p" 2>/dev/null; done
  for p in $rp $ep; do
    # Give each recorder 20 s to write its trailer, then stop it hard.
    i=0
    while kill -0 "$p" 2>/dev/null && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
    kill -0 "$p" 2>/dev/null && { kill -KILL "$p" 2>/dev/null; err="${err}recorder $p had to be killed; "; }
    wait "$p" 2>/dev/null
  done
  kill -TERM "$dp" 2>/dev/null   # evemu-device ignores SIGINT when started in the background
  wait "$dp" 2>/dev/null
  [ -s "$work/x.yml" ] || err="${err}empty yml; "
  [ -s "$work/x.evemu" ] || err="${err}empty evemu; "
  cp "$work/x.yml" "$out/$stem.yml" 2>/dev/null
  cp "$work/x.evemu" "$out/$stem.evemu" 2>/dev/null
  t3=$(up)
  if [ -n "$err" ]; then
    failed=$((failed + 1))
    { echo "$err"; for f in dev.txt rec.err evr.err play.err; do echo "== $f"; cat "$work/$f" 2>/dev/null; done; } > "$out/$stem.err"
    echo "FAIL $stem: $err"
  else
    rm -f "$out/$stem.err"
    echo "ok   $stem node=$node setup=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.2f", b-a}')s play=$(awk -v a="$t1" -v b="$t2" 'BEGIN{printf "%.2f", b-a}')s total=$(awk -v a="$t0" -v b="$t3" 'BEGIN{printf "%.2f", b-a}')s"
  fi
done
exec 3<&-
done
echo "recorded $((total - failed))/$total gestures in $(awk -v a="$t_start" -v b="$(up)" 'BEGIN{printf "%.0f", b-a}')s of guest time"
[ "$failed" = 0 ]
