#!/usr/bin/env python3
"""Host side of GestureTape's real-kernel test: boots the guest, injects input through QMP for
the virtio devices, answers the guest script's steps, then checks every log the guest's
`gesturetape record` wrote against what was injected. Prints "ok ..."/"FAIL ..." per check and
"N passed, N failed" at the end; exits non-zero on any failure.

Native logs (docs/FORMAT.md) are JSON Lines: a header, one line per device
({"device":N,"name":...}), frame lines ({"d":N,"t":T,"e":[[type,code,value,...],...]}) and
marker lines ({"marker":KIND,"d":N,"t":T}). This reader is deliberately independent of the
Swift one; `gesturetape inspect` checks that the Swift reader loads the same files."""
import argparse, json, os, queue, re, socket, subprocess, sys, threading, time

ap = argparse.ArgumentParser()
ap.add_argument("--kernel", required=True)
ap.add_argument("--initrd", required=True)
ap.add_argument("--share", required=True)
ap.add_argument("--gesturetape", required=True)
ap.add_argument("--bench", action="store_true")
ap.add_argument("--rate", type=int, default=8000)
ap.add_argument("--duration", type=int, default=60)
ap.add_argument("--touchscreen", action="store_true",
                help="QEMU >= 8.1: the virtio multitouch device alone, driven by QMP mtt events")
ap.add_argument("--demo", default="",
                help="with --touchscreen: comma-separated names of demo gestures (DEMO_PLANS) to "
                     "record, one log each, instead of the touchscreen test")
ap.add_argument("--check-only", action="store_true", help="check the logs of the last run")
ap.add_argument("--qemu", default=os.environ.get("QEMU", "qemu-system-x86_64"))
args = ap.parse_args()
share, logs = args.share, os.path.join(args.share, "logs")
qmp_path, ctl_path = os.path.join(share, "qmp.sock"), os.path.join(share, "ctl.sock")
for f in (qmp_path, ctl_path):
    if os.path.exists(f): os.unlink(f)

# ---------------------------------------------------------------------------------------------
# Boot: TCG (KVM on these machines is PVM and cannot boot a stock kernel), q35, one CPU.
# ---------------------------------------------------------------------------------------------
cmd = [args.qemu, "-accel", "tcg", "-machine", "q35", "-smp", "1", "-m", "384",
       "-nodefaults", "-no-user-config", "-display", "none", "-no-reboot",
       "-kernel", args.kernel, "-initrd", args.initrd,
       "-append", "console=ttyS0 quiet loglevel=3 panic=-1 gt.expect=" + ("2" if args.touchscreen else "4"),
       "-serial", "stdio", "-serial", f"unix:{ctl_path},server=on,wait=off",
       "-qmp", f"unix:{qmp_path},server=on,wait=off",
       ] + (["-device", "virtio-multitouch-pci"] if args.touchscreen else
            ["-device", "virtio-mouse-pci", "-device", "virtio-tablet-pci",
             "-device", "virtio-keyboard-pci"]) + [
       "-virtfs", f"local,path={share},mount_tag=gtout,security_model=none"]
if not args.check_only:
    t0 = time.monotonic()
    console = open(os.path.join(share, "console.log"), "w")
    lines = queue.Queue()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, text=True, errors="replace")

    def pump():
        for line in proc.stdout:
            line = line.rstrip("\r\n")
            console.write(f"{time.monotonic() - t0:7.2f} {line}\n"); console.flush()
            lines.put(line)
        lines.put(None)
    threading.Thread(target=pump, daemon=True).start()

passed = failed = 0
if args.check_only: t0 = time.monotonic()
def check(cond, what, detail=""):
    global passed, failed
    if cond: passed += 1; print(f"ok   {what}")
    else: failed += 1; print(f"FAIL {what}" + (f"\n       {detail}" if detail else ""))
    sys.stdout.flush()
    return cond

def finish():
    print(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 else 1)

def wait_for(pattern, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try: line = lines.get(timeout=0.5)
        except queue.Empty: continue
        if line is None: return None
        if re.search(pattern, line): return line
    return None

class QMP:
    def __init__(self, path):
        self.s = socket.socket(socket.AF_UNIX); self.s.connect(path)
        self.f = self.s.makefile("rw"); self.f.readline(); self.cmd("qmp_capabilities")
    def cmd(self, name, **arguments):
        self.f.write(json.dumps({"execute": name, "arguments": arguments}) + "\n"); self.f.flush()
        while True:
            reply = json.loads(self.f.readline())
            if "return" in reply or "error" in reply: return reply
    def hmp(self, line): return self.cmd("human-monitor-command", **{"command-line": line}).get("return", "")
    def send(self, *events, pace=0.06):
        reply = self.cmd("input-send-event", events=list(events))
        if "error" in reply: print("QMP error:", reply["error"])
        time.sleep(pace)

# QMP event builders, and the evdev events each one produces on a virtio device.
EV_SYN, EV_KEY, EV_REL, EV_ABS = 0, 1, 2, 3
SYN = (EV_SYN, 0, 0)
def rel(axis, v): return {"type": "rel", "data": {"axis": axis, "value": v}}
def abs_(axis, v): return {"type": "abs", "data": {"axis": axis, "value": v}}
def btn(b, down): return {"type": "btn", "data": {"down": down, "button": b}}
def key(k, down): return {"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": k}}}
expected_virtio = {}

def mtt(kind, slot, tid, axis="x", value=0):
    return {"type": "mtt", "data": {"type": kind, "slot": slot, "tracking-id": tid,
                                    "axis": axis, "value": value}}

def touchscreen_plan():
    """A two-finger swipe down on QEMU 10's virtio multitouch device: begin/update/end select
    the slot and set ABS_MT_TRACKING_ID (end: -1), data sets ABS_MT_POSITION_X/Y of the
    current slot; BTN_TOUCH arrives because the device is the VM's only pointer."""
    calls = [[mtt("begin", 0, 10), mtt("data", 0, 10, "x", 1000), mtt("data", 0, 10, "y", 2000),
              btn("touch", True)],
             [mtt("begin", 1, 11), mtt("data", 1, 11, "x", 20000), mtt("data", 1, 11, "y", 3000)]]
    for k in range(1, 4):
        calls.append([mtt("update", 0, 10), mtt("data", 0, 10, "y", 2000 + 500 * k),
                      mtt("update", 1, 11), mtt("data", 1, 11, "y", 3000 + 500 * k)])
    calls += [[mtt("end", 1, -1)], [mtt("end", 0, -1), btn("touch", False)]]
    return calls

# What each code of the touchscreen must carry, in order (one SYN_REPORT per QMP call).
TOUCHSCREEN_EXPECTED = {0x39: [10, 11, -1, -1], 0x35: [1000, 20000],
                        0x36: [2000, 3000, 2500, 3500, 3000, 4000, 3500, 4500]}

# Demo recordings (run-vm-tests.sh --make-demo-recordings): one-finger and two-finger gestures
# on the virtio touchscreen, timed like a real touchscreen (a report every 8-10 ms while the
# fingers move). The device's axes are 0..32767 on both X and Y. The plans below are written in
# the points of a 375 x 812 screen (what `gesturetape inspect` reports, InputMapping.standard's
# screenBounds); a replay maps the axes onto its scene's screen instead (docs/INPUT.md §3), so in
# the 375 x 667 window of the demo and example scenes a plan's (x, y) lands at
# (x, y * 667 / 812): the flick right's y 330 is y 271 there.
SCREEN_W, SCREEN_H, AXIS_MAX = 375.0, 812.0, 32767

def to_units(x_pt, y_pt):
    return round(x_pt * AXIS_MAX / SCREEN_W), round(y_pt * AXIS_MAX / SCREEN_H)

def one_finger(points, lift_at, tid=1):
    """[(seconds from the first call, QMP events)] for one finger in slot 0 touching down at
    points[0] (t must be 0), moving through the other (t, x_pt, y_pt) points, lifting at
    lift_at. A frame whose rounded position equals the last one is not sent (the kernel would
    drop it; a real touchscreen reports nothing while the finger rests)."""
    _, x0, y0 = points[0]
    ux, uy = to_units(x0, y0)
    frames = [(0.0, [mtt("begin", 0, tid), mtt("data", 0, tid, "x", ux),
                     mtt("data", 0, tid, "y", uy), btn("touch", True)])]
    for t, x, y in points[1:]:
        nx, ny = to_units(x, y)
        if (nx, ny) == (ux, uy): continue
        events = [mtt("update", 0, tid)]
        if nx != ux: events.append(mtt("data", 0, tid, "x", nx))
        if ny != uy: events.append(mtt("data", 0, tid, "y", ny))
        frames.append((t, events)); ux, uy = nx, ny
    frames.append((lift_at, [mtt("end", 0, -1), btn("touch", False)]))
    return frames

def flick_down():
    """Touch near the centre (187.5, 300), flick ~200 pt down in 152 ms with a report every
    8 ms, accelerating slightly (d(u) = 200 (0.85 u + 0.15 u^2): ~1120 pt/s at the start,
    ~1510 pt/s at the end), 3 pt of rightward drift, and lift 8 ms after the last move,
    still moving."""
    n, dt = 19, 0.008
    pts = [(0.0, 187.5, 300.0)]
    for k in range(1, n + 1):
        u = k / n
        pts.append((k * dt, 187.5 + 3.0 * u, 300.0 + 200.0 * (0.85 * u + 0.15 * u * u)))
    return one_finger(pts, (n + 1) * dt)

def slow_drag_down():
    """Touch at (187.5, 280), drag ~120 pt down over 1.2 s with a report every 10 ms (half
    linear, half ease-in-out: ~50 pt/s at the ends, ~125 pt/s in the middle), 1 pt of drift,
    hold still 150 ms, lift."""
    import math
    n, dt = 120, 0.010
    pts = [(0.0, 187.5, 280.0)]
    for k in range(1, n + 1):
        u = k / n
        d = 120.0 * (0.5 * u + 0.5 * (0.5 - 0.5 * math.cos(math.pi * u)))
        pts.append((k * dt, 187.5 + 1.0 * u, 280.0 + d))
    return one_finger(pts, n * dt + 0.150)

def flick_right():
    """Touch at (70, 330), flick ~190 pt right in 128 ms with a report every 8 ms, slightly
    accelerating (d(u) = 190 (0.8 u + 0.2 u^2)), 4 pt of downward drift, lift 8 ms after the
    last move, still moving (the example app's swipe-to-dismiss card, Examples/)."""
    n, dt = 16, 0.008
    pts = [(0.0, 70.0, 330.0)]
    for k in range(1, n + 1):
        u = k / n
        pts.append((k * dt, 70.0 + 190.0 * (0.8 * u + 0.2 * u * u), 330.0 + 4.0 * u))
    return one_finger(pts, (n + 1) * dt)

def slow_drag_right():
    """Touch at (70, 330), drag ~110 pt right over 1.1 s with a report every 10 ms (ease in
    and out), 2 pt of drift, hold still 200 ms, lift (the card comes back)."""
    import math
    n, dt = 110, 0.010
    pts = [(0.0, 70.0, 330.0)]
    for k in range(1, n + 1):
        u = k / n
        d = 110.0 * (0.5 - 0.5 * math.cos(math.pi * u))
        pts.append((k * dt, 70.0 + d, 330.0 + 2.0 * u))
    return one_finger(pts, n * dt + 0.200)

def left_edge_swipe():
    """Touch 2 pt from the left edge at y 360 (inside UIKit's 20 pt screen-edge zone), swipe
    ~230 pt right in 152 ms with a report every 8 ms, accelerating (d(u) = 230 (0.75 u +
    0.25 u^2)), 6 pt of downward drift, lift 8 ms after the last move, still moving (the
    example app's edge-pan navigation pop, Examples/)."""
    n, dt = 19, 0.008
    pts = [(0.0, 2.0, 360.0)]
    for k in range(1, n + 1):
        u = k / n
        pts.append((k * dt, 2.0 + 230.0 * (0.75 * u + 0.25 * u * u), 360.0 + 6.0 * u))
    return one_finger(pts, (n + 1) * dt)

def left_edge_slow_drag():
    """Touch 3 pt from the left edge at y 360, drag ~100 pt right over 1.0 s with a report
    every 10 ms (ease in and out), 3 pt of drift, hold still 200 ms, lift (the pop is
    cancelled)."""
    import math
    n, dt = 100, 0.010
    pts = [(0.0, 3.0, 360.0)]
    for k in range(1, n + 1):
        u = k / n
        pts.append((k * dt, 3.0 + 100.0 * (0.5 - 0.5 * math.cos(math.pi * u)), 360.0 - 3.0 * u))
    return one_finger(pts, n * dt + 0.200)

def two_finger_scroll_down():
    """Two fingers 90 pt apart, (140, 200) and (230, 206), touching down 16 ms apart, scrolling
    ~200 pt down together in 240 ms with a report every 8 ms (each report moves both slots,
    the second finger 1-2 pt behind), lifting 8 ms apart while still moving: a quick two-finger
    pull down at the top of a scroll view (the example app's scroll-driven dismissal)."""
    n, dt = 30, 0.008
    fingers = [(0, 21, 140.0, 200.0, 0.0), (1, 22, 230.0, 206.0, 0.016)]
    def at(u, x0, y0, lag):
        u = max(0.0, u - lag)
        return x0 + 2.0 * u, y0 + 200.0 * (0.7 * u + 0.3 * u * u)
    frames, last = [], {}
    for slot, tid, x0, y0, start in fingers:
        ux, uy = to_units(x0, y0)
        last[slot] = (ux, uy)
        events = [mtt("begin", slot, tid), mtt("data", slot, tid, "x", ux),
                  mtt("data", slot, tid, "y", uy)]
        if slot == 0: events.append(btn("touch", True))
        frames.append((start, events))
    for k in range(1, n + 1):
        events = []
        for slot, tid, x0, y0, _ in fingers:
            nx, ny = to_units(*at(k / n, x0, y0, 0.0 if slot == 0 else 0.008))
            if (nx, ny) == last[slot]: continue
            events.append(mtt("update", slot, tid))
            if nx != last[slot][0]: events.append(mtt("data", slot, tid, "x", nx))
            if ny != last[slot][1]: events.append(mtt("data", slot, tid, "y", ny))
            last[slot] = (nx, ny)
        if events: frames.append((0.016 + k * dt, events))
    lift = 0.016 + (n + 1) * dt
    frames.append((lift, [mtt("end", 1, -1)]))
    frames.append((lift + 0.008, [mtt("end", 0, -1), btn("touch", False)]))
    return frames

def tap():
    """One finger down at (96, 180) and up 90 ms later without moving: a tap (the example
    app's card grid opens the card under it)."""
    return one_finger([(0.0, 96.0, 180.0)], 0.090)

# Hero gesture-bug recipes (../docs/KNOWN-HERO-BUGS.md, recipes R1-R9): each a plain one-finger
# gesture on the same touchscreen, shaped like the gesture a bug report describes.
def ease(u):
    import math
    return 0.5 - 0.5 * math.cos(math.pi * u)

def fast_flick_down():
    """R1: .began and .ended inside one 60 Hz frame: touch at (187.5, 300), two reports 5 ms
    apart moving 30 and 70 pt down, lift 4 ms later while moving (~8000 pt/s)."""
    return one_finger([(0.0, 187.5, 300.0), (0.005, 187.5, 330.0), (0.010, 188.0, 370.0)], 0.014)

def reverse_past_start():
    """R2: touch at (187.5, 300), drag ~120 pt down in 0.5 s, then back up past the start to
    ~60 pt above it in 0.6 s (each leg eased in and out, a report every 10 ms), lift."""
    pts = [(0.0, 187.5, 300.0)]
    for k in range(1, 51):
        pts.append((k * 0.010, 187.5, 300.0 + 120.0 * ease(k / 50)))
    for k in range(1, 61):
        pts.append((0.5 + k * 0.010, 187.5 + 2.0 * k / 60, 420.0 - 180.0 * ease(k / 60)))
    return one_finger(pts, 1.110)

def drag_hold_release():
    """R3: touch at (187.5, 260), drag ~150 pt down in 0.4 s, hold still 1.2 s, lift (velocity
    at the lift ~0)."""
    pts = [(0.0, 187.5, 260.0)]
    for k in range(1, 41):
        pts.append((k * 0.010, 187.5 + 1.0 * k / 40, 260.0 + 150.0 * ease(k / 40)))
    return one_finger(pts, 0.400 + 1.200)

def drag_near_end():
    """R4: touch at (187.5, 80), drag down to y 760 (~680 pt, 84 % of the screen) in 0.9 s,
    slowing down, lift while still creeping (~15 pt/s)."""
    pts = [(0.0, 187.5, 80.0)]
    for k in range(1, 91):
        u = k / 90
        pts.append((k * 0.010, 187.5 - 3.0 * u, 80.0 + 680.0 * (1 - (1 - u) ** 2) * 0.98 + 13.6 * u))
    return one_finger(pts, 0.910)

def very_slow_drag():
    """R5: touch at (187.5, 300), drag ~80 pt down over 2 s at a steady ~40 pt/s (a report
    every 20 ms), lift while moving."""
    pts = [(0.0, 187.5, 300.0)]
    for k in range(1, 101):
        pts.append((k * 0.020, 187.5, 300.0 + 0.8 * k))
    return one_finger(pts, 2.010)

def drag_cut():
    """R6: touch at (187.5, 300), drag ~100 pt down in 0.3 s; the recording stops with the finger
    still down (the harness lifts it after the recorder stopped), so a replay ends the touch as
    cancelled: the system took the gesture over."""
    frames = one_finger([(0.0, 191.0, 300.0)] + [(k * 0.010, 191.0, 300.0 + 100.0 * ease(k / 30))
                                                for k in range(1, 31)], 0.310)
    return frames[:-1]

def drag_then_second_drag():
    """R8: a quick drag ~150 pt down in 150 ms, lifted while moving; 120 ms later a second finger
    (new tracking id) drags ~100 pt down in 0.3 s and lifts (a second gesture while the first
    one's finish or cancel still animates)."""
    first = one_finger([(0.0, 184.0, 280.0)] + [(k * 0.010, 184.0, 280.0 + 150.0 * (k / 15) ** 1.2)
                                               for k in range(1, 16)], 0.158, tid=1)
    second = one_finger([(0.0, 200.0, 300.0)] + [(k * 0.010, 200.0, 300.0 + 100.0 * ease(k / 30))
                                                for k in range(1, 31)], 0.310, tid=2)
    return first + [(0.278 + t, events) for t, events in second]

def long_drag_down():
    """R9: touch at (187.5, 100), drag ~680 pt down to y 780 in 1 s (ease in and out), hold
    100 ms, lift: past 100 % for a handler that divides by less than ~560 pt."""
    pts = [(0.0, 187.5, 100.0)]
    for k in range(1, 101):
        pts.append((k * 0.010, 187.5, 100.0 + 680.0 * ease(k / 100)))
    return one_finger(pts, 1.100)

# (Each recipe starts at an x of its own: the kernel drops an ABS value equal to the slot's current
# one, so a plan starting where the previous one left a slot would record no X at all.)
# Frames a plan sends only after the recorder stopped (the finger of a cut recording lifts).
DEMO_AFTER_STOP = {"virtio-touchscreen-1fg-drag-cut": lambda: [(0.0, [mtt("end", 0, -1), btn("touch", False)])]}

DEMO_PLANS = {"virtio-touchscreen-1fg-flick-down": flick_down,
              "virtio-touchscreen-1fg-fast-flick-down": fast_flick_down,
              "virtio-touchscreen-1fg-reverse-past-start": reverse_past_start,
              "virtio-touchscreen-1fg-drag-hold-release": drag_hold_release,
              "virtio-touchscreen-1fg-drag-near-end": drag_near_end,
              "virtio-touchscreen-1fg-very-slow-drag": very_slow_drag,
              "virtio-touchscreen-1fg-drag-cut": drag_cut,
              "virtio-touchscreen-1fg-drag-then-second-drag": drag_then_second_drag,
              "virtio-touchscreen-1fg-long-drag-down": long_drag_down,
              "virtio-touchscreen-1fg-slow-drag-down": slow_drag_down,
              "virtio-touchscreen-1fg-flick-right": flick_right,
              "virtio-touchscreen-1fg-slow-drag-right": slow_drag_right,
              "virtio-touchscreen-1fg-left-edge-swipe": left_edge_swipe,
              "virtio-touchscreen-1fg-left-edge-slow-drag": left_edge_slow_drag,
              "virtio-touchscreen-2fg-scroll-down": two_finger_scroll_down,
              "virtio-touchscreen-1fg-tap": tap}
demo_names = [n for n in args.demo.split(",") if n]
for n in demo_names:
    if n not in DEMO_PLANS: sys.exit(f"unknown demo gesture {n}; known: {', '.join(DEMO_PLANS)}")

def play(qmp, frames):
    """Sends each frame at its time (absolute deadlines, so QMP latency does not accumulate);
    returns the largest lateness in seconds."""
    start, late = time.monotonic(), 0.0
    for t, events in frames:
        delay = start + t - time.monotonic()
        if delay > 0: time.sleep(delay)
        late = max(late, time.monotonic() - start - t)
        reply = qmp.cmd("input-send-event", events=events)
        if "error" in reply: print("QMP error:", reply["error"])
    return late

def virtio_plan():
    """[(device name, [(QMP events, pause after)])]; expected_virtio gets what each device
    must record."""
    mouse, tablet, keyboard = [], [], []
    calls = []
    # A mouse drag: press, five moves, release (values non-zero: REL 0 is never sent).
    calls.append(([btn("left", True)], 0.06)); mouse += [(EV_KEY, 0x110, 1), SYN]
    for dx, dy in [(5, 1), (9, 2), (14, 3), (9, -2), (4, -1)]:
        calls.append(([rel("x", dx), rel("y", dy)], 0.06))
        mouse += [(EV_REL, 0, dx), (EV_REL, 1, dy), SYN]
    calls.append(([btn("left", False)], 0.06)); mouse += [(EV_KEY, 0x110, 0), SYN]
    plan = [("QEMU Virtio Mouse", calls)]
    # Tablet moves: ABS events go to the absolute device; distinct, non-zero values (the kernel
    # drops a value equal to the current one, and the axes start at 0).
    calls = []
    for x, y in [(1000, 2000), (4000, 5000), (9000, 7000), (16000, 12000), (32000, 30000)]:
        calls.append(([abs_("x", x), abs_("y", y)], 0.06))
        tablet += [(EV_ABS, 0, x), (EV_ABS, 1, y), SYN]
    plan.append(("QEMU Virtio Tablet", calls))
    # Keys: b and 1 type text and must come out as KEY_A (30); Shift (42) and F1 (59) stay.
    calls = []
    for qcode, code, shown in [("b", 48, 30), ("shift", 42, 42), ("1", 2, 30), ("f1", 59, 59)]:
        calls.append(([key(qcode, True)], 0.03)); keyboard += [(EV_KEY, shown, 1), SYN]
        calls.append(([key(qcode, False)], 0.06)); keyboard += [(EV_KEY, shown, 0), SYN]
    plan.append(("QEMU Virtio Keyboard", calls))
    expected_virtio.update({"QEMU Virtio Mouse": mouse, "QEMU Virtio Tablet": tablet,
                            "QEMU Virtio Keyboard": keyboard})
    return plan


ctl = None
def ctl_send(text):
    """Writes to the guest's ttyS1. The connection stays open: QEMU may drop what a client
    sent if it hangs up at once."""
    global ctl
    if ctl is None:
        ctl = socket.socket(socket.AF_UNIX); ctl.connect(ctl_path)
    ctl.sendall(text.encode())

if args.check_only:
    virtio_plan()
else:
    if not wait_for(r"^GUEST_UP", 240):
        check(False, "the guest booted", f"see {share}/console.log"); proc.kill(); finish()
    print(f"guest up after {time.monotonic() - t0:.1f} s"); sys.stdout.flush()

    # ---------------------------------------------------------------------------------------------
    # The guest's steps.
    # ---------------------------------------------------------------------------------------------
    if demo_names:
        qmp = None
        for name in demo_names:
            if not wait_for(rf"^STEP {name} READY", 120):
                check(False, f"{name}: the recorder started", f"see {share}/console.log"); break
            qmp = qmp or QMP(qmp_path)
            time.sleep(0.3)
            late = play(qmp, DEMO_PLANS[name]())
            print(f"{name}: injected, at most {late * 1000:.1f} ms late"); sys.stdout.flush()
            ctl_send(f"GO {name}\n")
            if not wait_for(rf"^STEP {name} END", 90): check(False, f"{name}: step finished"); break
            if name in DEMO_AFTER_STOP: play(qmp, DEMO_AFTER_STOP[name]())
    elif args.touchscreen:
        if not wait_for(r"^STEP touchscreen READY", 120):
            check(False, "touchscreen: the recorder started", f"see {share}/console.log"); proc.kill(); finish()
        qmp = QMP(qmp_path)
        for events in touchscreen_plan(): qmp.send(*events, pace=0.08)
        ctl_send("GO touchscreen\n")
        if not wait_for(r"^STEP touchscreen END", 90): check(False, "touchscreen: step finished")
    elif args.bench:
        for rec in ("gesturetape", "evemu"):
            if not wait_for(rf"^STEP bench-{rec} END", args.duration + 240):
                check(False, f"benchmark {rec} finished"); proc.kill(); finish()
    else:
        if not wait_for(r"^STEP virtio READY", 120):
            check(False, "virtio step: the recorder started", f"see {share}/console.log"); proc.kill(); finish()
        qmp = QMP(qmp_path)
        mice = qmp.hmp("info mice")
        mouse_index = next((m.group(1) for m in re.finditer(
            r"Mouse #(\d+): (.*?)( \(absolute\))?( \[current\])?\r?$", mice, re.M)
            if m.group(2) == "QEMU Virtio Mouse"), "0")
        for target, calls in virtio_plan():
            if target == "QEMU Virtio Mouse": qmp.hmp(f"mouse_set {mouse_index}")
            for events, pace in calls: qmp.send(*events, pace=pace)
        ctl_send("GO virtio\n")
        for step in ("virtio", "touchpad", "clickpad", "removed", "sigint", "sigkill", "drop"):
            if not wait_for(rf"^STEP {step} END", 90):
                check(False, f"step {step} finished", f"see {share}/console.log"); break
    if not wait_for(r"^POWEROFF", 120): proc.kill()
    try: proc.wait(timeout=30)
    except subprocess.TimeoutExpired: proc.kill()
    print(f"guest done after {time.monotonic() - t0:.1f} s"); sys.stdout.flush()

# ---------------------------------------------------------------------------------------------
# Reading what was recorded.
# ---------------------------------------------------------------------------------------------
def load(path):
    """{name: {"events": [(type, code, value)], "markers": [(kind, t)], "index": i}}.
    A cut last line (killed writer) is skipped, as the format allows."""
    devices, by_index, problems, header, last_time = {}, {}, [], {}, [0]
    with open(path, encoding="utf-8", errors="replace") as f:
        raw = f.read().split("\n")
    for number, line in enumerate(raw, 1):
        if not line.strip(): continue
        try: obj = json.loads(line)
        except ValueError:
            if number == len(raw) or (number == len(raw) - 1 and raw[-1] == ""): continue
            problems.append(f"line {number} is not JSON"); continue
        if "gesturetape" in obj:
            header.update(obj)
        elif "device" in obj and "name" in obj:
            d = {"events": [], "markers": [], "index": obj["device"], "name": obj["name"]}
            by_index[obj["device"]] = d; devices[obj["name"]] = d
        elif obj.get("d") not in by_index:
            problems.append(f"line {number} names device {obj.get('d')}, which has no device line")
        elif "marker" in obj:
            by_index[obj["d"]]["markers"].append((obj["marker"], obj.get("t")))
        elif "e" in obj:
            by_index[obj["d"]]["events"] += [tuple(e[:3]) for e in obj["e"]]
            last_time[0] = max(last_time[0], obj["t"])
    devices[""] = {"header": header, "last_time": last_time[0]}
    return devices, problems

def expected_file(path):
    if not os.path.exists(path): return []
    with open(path) as f:
        return [tuple(int(v) for v in l.split()) for l in f if l.strip()]

def inspect_ok(path):
    r = subprocess.run([args.gesturetape, "inspect", path], capture_output=True, text=True)
    return r.returncode == 0, (r.stdout + r.stderr)[-400:]

def exit_code(name):
    try: return int(open(os.path.join(logs, name + ".exit")).read().strip())
    except (OSError, ValueError): return None

def log_path(name, partial=False):
    return os.path.join(logs, name + ".gtape" + (".partial" if partial else ""))

def complete_log(name):
    """The checks every cleanly stopped recording passes; returns its devices."""
    path = log_path(name)
    check(exit_code(name) == 0, f"{name}: gesturetape record exited 0 on SIGINT",
          f"exit {exit_code(name)}; stderr: {open(os.path.join(logs, name + '.stderr')).read()[-300:]}"
          if os.path.exists(os.path.join(logs, name + ".stderr")) else "")
    exists = os.path.exists(path)
    check(exists and not os.path.exists(log_path(name, True)),
          f"{name}: the file got its final name (no .partial left)")
    if not exists: return {}
    devices, problems = load(path)
    check(not problems, f"{name}: every line is JSON", "; ".join(problems[:3]))
    ok, out = inspect_ok(path)
    check(ok, f"{name}: the log loads in `gesturetape inspect`", out)
    return devices

def fmt(seq, n=8): return " ".join(f"{t}/{c}/{v}" for t, c, v in seq[:n]) + (" …" if len(seq) > n else "")

def same(recorded, expected, what):
    if recorded == expected:
        return check(True, f"{what}: {len(expected)} events recorded exactly as injected")
    first = next((i for i, (a, b) in enumerate(zip(recorded, expected)) if a != b), min(len(recorded), len(expected)))
    return check(False, f"{what}: recorded == injected",
                 f"{len(recorded)} recorded vs {len(expected)} injected; first difference at {first}: "
                 f"recorded {fmt(recorded[first:])} / injected {fmt(expected[first:])}")

def is_prefix(recorded, expected, what, minimum):
    ok = len(recorded) >= minimum and recorded == expected[:len(recorded)]
    return check(ok, f"{what}: {len(recorded)} recorded events are a prefix of the {len(expected)} injected",
                 f"recorded {fmt(recorded)} / injected {fmt(expected)}")

def mt_state(events, slots=2):
    """Per slot (tracking id, x, y) after replaying type-B MT events from the kernel's
    initial state (slot 0, ids -1, axes 0)."""
    slot, state = 0, {s: [-1, 0, 0] for s in range(slots)}
    for t, c, v in events:
        if t != EV_ABS: continue
        if c == 0x2f: slot = v
        elif c == 0x39 and slot in state: state[slot][0] = v
        elif c == 0x35 and slot in state: state[slot][1] = v
        elif c == 0x36 and slot in state: state[slot][2] = v
    return {s: tuple(v) for s, v in state.items()}

if demo_names:
    for name in demo_names:
        frames = DEMO_PLANS[name]()
        devs = complete_log(name)
        screen = next((d for n, d in devs.items() if "MultiTouch" in n), {})
        events = screen.get("events", [])
        injected_ids = [e["data"]["tracking-id"] for _, evs in frames for e in evs
                        if e["type"] == "mtt" and e["data"]["type"] in ("begin", "end")]
        check([v for t, c, v in events if t == EV_ABS and c == 0x39] == injected_ids,
              f"{name}: ABS_MT_TRACKING_ID exactly as injected {injected_ids}")
        injected_touch = [1 if e["data"]["down"] else 0 for _, evs in frames for e in evs
                          if e["type"] == "btn"]
        check([v for t, c, v in events if t == EV_KEY and c == 0x14a] == injected_touch,
              f"{name}: BTN_TOUCH exactly as injected {injected_touch}")
        check(events.count(SYN) == len(frames),
              f"{name}: one SYN_REPORT per injected frame ({len(frames)})", f"{events.count(SYN)} recorded")
        injected_y = [e["data"]["value"] for _, evs in frames for e in evs
                      if e["type"] == "mtt" and e["data"]["type"] == "data" and e["data"]["axis"] == "y"]
        check([v for t, c, v in events if t == EV_ABS and c == 0x36] == injected_y,
              f"{name}: ABS_MT_POSITION_Y exactly as injected ({len(injected_y)} values)")
        injected_x = [e["data"]["value"] for _, evs in frames for e in evs
                      if e["type"] == "mtt" and e["data"]["type"] == "data" and e["data"]["axis"] == "x"]
        check([v for t, c, v in events if t == EV_ABS and c == 0x35] == injected_x,
              f"{name}: ABS_MT_POSITION_X exactly as injected ({len(injected_x)} values)")
    finish()

def standalone_checks(name):
    """The guest runs the binary from its own copy in a root without the host's file system or
    the Swift toolchain, and the running recorder `name` mapped only glibc and libevdev."""
    def read(file):
        try: return open(os.path.join(logs, file)).read()
        except OSError: return ""
    root, libs = read("root.txt"), read("root-libs.txt").split()
    check(root != "" and not any(p in root.split() for p in ("/opt", "/usr/lib/swift", "/host")),
          "standalone: the guest's root has no /opt, /usr/lib/swift or host file system",
          root.replace("\n", " ")[:300])
    swift_libs = [l for l in libs if re.search(r"/lib(swift|Foundation|dispatch|BlocksRuntime|"
                                               r"_Testing|Testing|XCTest|stdc\+\+|icu)", l)]
    check(libs != [] and not swift_libs,
          f"standalone: no Swift runtime, Foundation or libstdc++ anywhere in the guest "
          f"({len(libs)} shared libraries there)", " ".join(swift_libs[:6]))
    maps = read(f"{name}.maps").split()
    allowed = re.compile(r"^/mnt/sysroot/lib(64)?/(x86_64-linux-gnu/)?(libc\.so\.6|libm\.so\.6|"
                         r"ld-linux-x86-64\.so\.2|libevdev\.so\.2(\.[0-9.]+)?)$")
    libraries = [m for m in maps if m != "/mnt/gesturetape" and not m.startswith("/dev/")]
    check("/mnt/gesturetape" in maps and libraries and all(allowed.match(m) for m in libraries),
          f"standalone: the running recorder mapped only its own copy, glibc and libevdev "
          f"({', '.join(os.path.basename(m) for m in libraries)})", " ".join(maps))

if args.touchscreen:
    listing = open(os.path.join(logs, "devices.txt")).read() if os.path.exists(os.path.join(logs, "devices.txt")) else ""
    check('touchscreen  "QEMU Virtio MultiTouch"' in listing,
          "devices: lists the virtio multitouch device as a touchscreen", listing[:400])
    standalone_checks("touchscreen")
    devs = complete_log("touchscreen")
    screen = next((d for n, d in devs.items() if "MultiTouch" in n), {})
    events = screen.get("events", [])
    for code, values in TOUCHSCREEN_EXPECTED.items():
        name = {0x39: "ABS_MT_TRACKING_ID", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y"}[code]
        got = [v for t, c, v in events if t == EV_ABS and c == code]
        check(got == values, f"touchscreen: {name} {values}", f"recorded {got}")
    check([v for t, c, v in events if t == EV_KEY and c == 0x14a] == [1, 0],
          "touchscreen: BTN_TOUCH 1 then 0")
    check(events.count(SYN) == len(touchscreen_plan()),
          f"touchscreen: one SYN_REPORT per injected frame ({len(touchscreen_plan())})",
          f"{events.count(SYN)} recorded")
    finish()

if args.bench:
    def read(name, default=""):
        try: return open(os.path.join(logs, name)).read().strip()
        except OSError: return default
    tool = read("bench-gesturetape.tool")
    sent = int(re.search(r"sent=(\d+)", tool).group(1)) if "sent=" in tool else 0
    clk = os.sysconf("SC_CLK_TCK")
    result = {}
    for rec in ("gesturetape", "evemu"):
        ticks = sum(int(v) for v in read(f"bench-{rec}.cpu", "0 0").split())
        rss = [int(v) for v in read(f"bench-{rec}.rss").split()]
        sent_rec = int(re.search(r"sent=(\d+)", read(f"bench-{rec}.tool")).group(1)) \
            if "sent=" in read(f"bench-{rec}.tool") else 0
        result[rec] = dict(cpu_s=ticks / clk, sent=sent_rec, rss_kb=rss,
                           markers=read(f"bench-{rec}.markers"))
        if rec == "evemu": result[rec]["events"] = int(read("bench-evemu.events", "0") or 0)
    gt_inspect = read("bench-gesturetape.inspect")
    print(json.dumps(result, indent=1))
    print(gt_inspect[:1200])
    for rec, r in result.items():
        if r["sent"]:
            print(f"{rec}: {r['sent']} events in {args.duration} s = {r['sent'] / args.duration:.0f}/s "
                  f"({read(f'bench-{rec}.tool')}), "
                  f"CPU {r['cpu_s']:.2f} s = {1e6 * r['cpu_s'] / r['sent']:.2f} µs/event, "
                  f"RSS {min(r['rss_kb'] or [0])}–{max(r['rss_kb'] or [0])} kB, drop markers {r['markers']}")
    check(result["gesturetape"]["markers"] == "0", "bench: no SYN_DROPPED marker in gesturetape's log")
    rss = result["gesturetape"]["rss_kb"]
    check(len(rss) >= 3 and max(rss[1:]) - min(rss[1:]) < 2048,
          "bench: gesturetape's RSS flat (< 2 MB spread after the first sample)", str(rss))
    check(bool(rss) and max(rss) < 10 * 1024, "bench: gesturetape's RSS below 10 MB",
          f"{max(rss or [0])} kB")
    gt, ev = result["gesturetape"], result["evemu"]
    if gt["sent"] and ev["sent"] and ev["cpu_s"]:
        ratio = (gt["cpu_s"] / gt["sent"]) / (ev["cpu_s"] / ev["sent"])
        check(ratio <= 1.2, f"bench: gesturetape's CPU per event {ratio:.2f}× evemu-record's (≤ 1.2×)")
    finish()

# 0. gesturetape devices in the guest; the standalone binary alone
standalone_checks("virtio")
devices_txt = open(os.path.join(logs, "devices.txt")).read() if os.path.exists(os.path.join(logs, "devices.txt")) else ""
check(exit_code("devices") == 0 and "mouse  \"QEMU Virtio Mouse\"" in devices_txt
      and "keyboard  \"QEMU Virtio Keyboard\"" in devices_txt,
      "devices: lists the virtio mouse and keyboard with their kinds", devices_txt[:600])

# 1. virtio mouse drag, tablet moves, keyboard (obfuscated) in one log
devs = complete_log("virtio")
check(set(expected_virtio) <= set(devs), "virtio: three devices in one log", str(sorted(devs)))
for name, expected in expected_virtio.items():
    what = {"QEMU Virtio Mouse": "mouse drag", "QEMU Virtio Tablet": "tablet moves",
            "QEMU Virtio Keyboard": "keyboard (b and 1 hidden as KEY_A)"}[name]
    same(devs.get(name, {}).get("events", []), expected, f"virtio: {what}")

# 2. touchpad swipe + pinch through uinput
devs = complete_log("touchpad")
pad = devs.get("gesturetape test touchpad", {})
same(pad.get("events", []), expected_file(os.path.join(logs, "touchpad.expected")),
     "touchpad: two-finger swipe and pinch")
# `inspect` in the guest (the standalone binary alone) says what it says on the host.
guest_inspect = open(os.path.join(logs, "touchpad.inspect")).read() \
    if os.path.exists(os.path.join(logs, "touchpad.inspect")) else ""
r = subprocess.run([args.gesturetape, "inspect", log_path("touchpad")], capture_output=True, text=True)
host_inspect = (r.stdout + r.stderr).replace(log_path("touchpad"), "/mnt/logs/touchpad.gtape", 1)
check(exit_code("touchpad.inspect") == 0 and "gestures: 2" in guest_inspect
      and guest_inspect == host_inspect,
      "touchpad: `gesturetape inspect` in the guest finds the gestures, as on the host",
      guest_inspect[-400:])

# 2b. the clickpad session: every event as injected, and `inspect` finds its clicks and taps
devs = complete_log("clickpad")
pad = devs.get("gesturetape test clickpad", {})
same(pad.get("events", []), expected_file(os.path.join(logs, "clickpad.expected")),
     "clickpad: strokes, clicks, click-drags, taps and a scroll")
r = subprocess.run([args.gesturetape, "inspect", "--json", log_path("clickpad")],
                   capture_output=True, text=True)
try:
    kinds = [g["kind"] for g in json.loads(r.stdout).get("gestures", [])]
except ValueError:
    kinds = []
check(kinds.count("button-drag") == 2 and kinds.count("click") == 3 and kinds.count("tap") == 3,
      "clickpad: `inspect` finds 2 click-drags, 3 clicks and 3 taps", str(kinds))

# The logs replay, where this build has `gesturetape replay`.
if subprocess.run([args.gesturetape, "replay", "--help"], capture_output=True).returncode == 0:
    r = subprocess.run([args.gesturetape, "replay", log_path("touchpad")], capture_output=True, text=True)
    check(r.returncode == 0, "touchpad: the log replays in `gesturetape replay`", (r.stdout + r.stderr)[-400:])
else:
    print("note: this gesturetape has no `replay` command; replay not checked")

# 3. a device removed mid-recording
devs = complete_log("removed")
pad = devs.get("gesturetape test touchpad", {})
same(pad.get("events", []), expected_file(os.path.join(logs, "removed.expected")),
     "removed: the touchpad's events before removal")
check([k for k, _ in pad.get("markers", [])] == ["device_removed"],
      "removed: the stream ends with a device_removed marker", str(pad.get("markers")))
check(os.path.exists(os.path.join(logs, "removed.alive")),
      "removed: the recorder went on recording the other device")
check("QEMU Virtio Keyboard" in devs, "removed: the other device is in the log")

# 4. SIGINT mid-stream
devs = complete_log("sigint")
events = devs.get("gesturetape test touchpad", {}).get("events", [])
is_prefix(events, expected_file(os.path.join(logs, "sigint.expected")), "sigint", 100)
check(bool(events) and events[-1] == SYN, "sigint: the last recorded frame is complete")

# 5. SIGKILL mid-stream: a loadable .partial prefix
partial = log_path("sigkill", True)
check(exit_code("sigkill") == 137 and os.path.exists(partial) and not os.path.exists(log_path("sigkill")),
      "sigkill: killed (137); only the .partial file exists")
if os.path.exists(partial):
    devs, problems = load(partial)
    check(not problems, "sigkill: every complete line is JSON", "; ".join(problems[:3]))
    events = devs.get("gesturetape test touchpad", {}).get("events", [])
    is_prefix(events, expected_file(os.path.join(logs, "sigkill.expected")), "sigkill", 100)
    ok, out = inspect_ok(partial)
    check(ok, "sigkill: the .partial file loads in `gesturetape inspect`", out)
    # The recorder flushes data at most 100 ms old: the last event in the file is at most
    # about that long before the kill. Both clocks are the guest's monotonic clock
    # (/proc/uptime is CLOCK_BOOTTIME, equal to it in a VM that never suspends; 10 ms steps).
    try:
        before, after = (float(v) for v in open(os.path.join(logs, "sigkill.killtime")).read().split()[:2])
        info = devs[""]
        last = (info["header"].get("timeOrigin", 0) + info["last_time"]) / 1e6
        check(before - 0.25 < last < after + 0.02,
              f"sigkill: the last saved event is {(before - last) * 1000:.0f} ms before the kill "
              f"(which came within {(after - before) * 1000:.0f} ms; flushes every 100 ms; "
              "bound 250 ms for TCG scheduling)")
    except (OSError, ValueError, IndexError) as error:
        check(False, "sigkill: kill time and last event time readable", str(error))

# 6. SYN_DROPPED while stopped, resync after SIGCONT
devs = complete_log("drop")
pad = devs.get("gesturetape test touchpad", {})
kinds = [k for k, _ in pad.get("markers", [])]
check(kinds[:2] == ["syn_dropped", "resync"], "drop: a syn_dropped marker, then a resync marker", str(kinds))
injected = expected_file(os.path.join(logs, "drop.expected"))
state = {}
if os.path.exists(os.path.join(logs, "drop.expected.state")):
    for l in open(os.path.join(logs, "drop.expected.state")):
        s, tid, x, y = (int(v) for v in l.split()); state[s] = (tid, x, y)
recorded = pad.get("events", [])
check(len(recorded) < len(injected), "drop: the kernel really dropped events",
      f"{len(recorded)} recorded of {len(injected)} injected")
check(mt_state(recorded) == state and mt_state(injected) == state,
      "drop: after the resync the recorded touch state equals the injected one "
      "(finger 1 that landed during the drop is there)", f"recorded {mt_state(recorded)} injected {state}")
finish()
