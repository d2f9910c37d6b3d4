#!/usr/bin/python3
# Prints what libevemu (through Debian's python3-evemu) reads from an evemu file, as JSON:
# the description (name, ids, properties, supported codes, absolute axes) and every event.
# Used by Tests/GestureLogTests/InteropEvemuTests.swift to compare files as evemu sees them.
# Usage: /usr/bin/python3 Tests/Interop/evemu_dump.py FILE
import ctypes
import json
import sys

import evemu

# python3-evemu's getters reject negative results, but axis minimums may be negative: call
# libevemu directly for the axis fields.
LIB = ctypes.CDLL("libevemu.so.3")
for getter in ("minimum", "maximum", "fuzz", "flat", "resolution"):
    function = getattr(LIB, "evemu_get_abs_" + getter)
    function.argtypes = [ctypes.c_void_p, ctypes.c_int]
    function.restype = ctypes.c_int


def axis(device, code):
    pointer = device._evemu_device
    return [getattr(LIB, "evemu_get_abs_" + getter)(pointer, code)
            for getter in ("minimum", "maximum", "fuzz", "flat", "resolution")]

path = sys.argv[1]
with open(path) as description_file, open(path) as events_file:
    device = evemu.Device(description_file, create=False)
    codes = {}
    for event_type in range(0, 0x20):
        # evemu_has_event covers codes up to KEY_MAX (0x2ff) for every type.
        supported = [code for code in range(0, 0x300) if device.has_event(event_type, code)]
        if supported:
            codes[str(event_type)] = supported
    axes = {}
    for code in codes.get("3", []):
        axes[str(code)] = axis(device, code)
    events = [[e.sec, e.usec, e.type, e.code, e.value] for e in device.events(events_file)]
    print(json.dumps({
        "name": device.name,
        "id": [device.id_bustype, device.id_vendor, device.id_product, device.id_version],
        "properties": [p for p in range(0, 0x20) if device.has_prop(p)],
        "codes": codes,
        "absinfo": axes,
        "events": events,
    }, sort_keys=True))
