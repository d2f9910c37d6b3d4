#!/usr/bin/env python3
"""Writes the 18 Pixel flings of AOSP's velocity-tracker tests as one native recording.

AOSP's `VelocityTracker_test.cpp` (Apache License 2.0) holds touches recorded by hand on a Pixel
("sailfish": 1080 x 1920 px, 441 ppi) as Android reported them: MotionEvents with positions in
display pixels and event times in nanoseconds. `Tests/Fixtures/android-velocity-data.json` holds
them as data. This script writes the 18 `SailfishFling*` takes, one finger each, as a `.gtape`
touchscreen recording (multi-touch protocol B), so that replay, plot and hunt see real phone
flings:

- positions in hundredths of a pixel (the data has fractions, from Android's resampling), axes
  0...107999 and 0...191999, resolution 1736 units/mm (441 ppi);
- each take keeps its own times to the microsecond; the takes come one after another (down slow,
  faster, fast, then up), each touch-down 1 s after the previous lift (the takes were recorded
  on different boots, so their clocks cannot be joined);
- a take's ACTION_UP becomes a lift frame (tracking id -1, BTN_TOUCH 0) at the UP's time;
- an ACTION_MOVE to where the finger already was writes no frame (evdev reports changes only).

Usage: Scripts/aosp-fling-recording.py [OUT]   (default recordings/pixel-sailfish-18-flings.gtape)
The output is deterministic: running it again writes the same bytes.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Tests", "Fixtures", "android-velocity-data.json")
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    ROOT, "recordings", "pixel-sailfish-18-flings.gtape")

UNITS_PER_PIXEL = 100
GAP_US = 1_000_000
ORDER = [f"SailfishFling{d}{s}{n}" for d in ("Down", "Up")
         for s in ("Slow", "Faster", "Fast") for n in (1, 2, 3)]


def line(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n"


def units(value):
    return int(round(value * UNITS_PER_PIXEL))


def main():
    with open(DATA, encoding="utf-8") as f:
        tests = {t["test"]: t for t in json.load(f)["tests"]}
    missing = [name for name in ORDER if name not in tests]
    if missing:
        sys.exit(f"{DATA}: no test named {', '.join(missing)}")

    header = {
        "gesturetape": 1,
        "recorder": "Scripts/aosp-fling-recording.py",
        "clock": "monotonic",
        "timeOrigin": 0,
        "annotations": [
            {"key": "source", "value": "AOSP frameworks/native libs/input/tests/"
             "VelocityTracker_test.cpp, SailfishFling* (Apache License 2.0, "
             "The Android Open Source Project)"},
            {"key": "device", "value": "Pixel (sailfish) touchscreen, as Android reported it: "
             "MotionEvent positions in display pixels x 100"},
            {"key": "takes", "value": ", ".join(ORDER)},
        ],
    }
    axes = [
        (47, "ABS_MT_SLOT", 0, 9, 0),
        (53, "ABS_MT_POSITION_X", 0, 1080 * UNITS_PER_PIXEL - 1, 1736),
        (54, "ABS_MT_POSITION_Y", 0, 1920 * UNITS_PER_PIXEL - 1, 1736),
        (57, "ABS_MT_TRACKING_ID", 0, 65535, 0),
    ]
    device = {
        "device": 0,
        "name": "Pixel (sailfish) touchscreen",
        "bustype": 0,
        "vendor": 0,
        "product": 0,
        "version": 0,
        "properties": [[1, "INPUT_PROP_DIRECT"]],
        "codes": [
            [0, "EV_SYN", [[0, "SYN_REPORT"]]],
            [1, "EV_KEY", [[330, "BTN_TOUCH"]]],
            [3, "EV_ABS", [[code, name] for code, name, *_ in axes]],
        ],
        "axes": [
            {"code": code, "name": name, "value": 0, "min": lo, "max": hi, "fuzz": 0,
             "flat": 0, "resolution": res}
            for code, name, lo, hi, res in axes
        ],
    }
    out = [line(header), line(device)]
    start = 0
    for tracking_id, name in enumerate(ORDER):
        motions = tests[name]["motions"]
        first = motions[0]["t_ns"]
        last_x = last_y = None
        for motion in motions:
            t = start + (motion["t_ns"] - first) // 1000
            (pointer,) = motion["pointers"]
            x, y = units(pointer["x"]), units(pointer["y"])
            events = []
            if motion["action"] == "DOWN":
                events.append([3, 57, tracking_id, "ABS_MT_TRACKING_ID"])
            if motion["action"] == "UP":
                events += [[3, 57, -1, "ABS_MT_TRACKING_ID"], [1, 330, 0, "BTN_TOUCH"]]
            else:
                if x != last_x:
                    events.append([3, 53, x, "ABS_MT_POSITION_X"])
                if y != last_y:
                    events.append([3, 54, y, "ABS_MT_POSITION_Y"])
                if motion["action"] == "DOWN":
                    events.append([1, 330, 1, "BTN_TOUCH"])
                last_x, last_y = x, y
            if not events:
                continue
            events.append([0, 0, 0, "SYN_REPORT"])
            out.append(line({"d": 0, "t": t, "e": events}))
        start = t + GAP_US
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.writelines(out)
    print(f"wrote {OUT}: {len(ORDER)} flings")


if __name__ == "__main__":
    main()
