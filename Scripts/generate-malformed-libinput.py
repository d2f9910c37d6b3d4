#!/usr/bin/env python3
# Writes the libinput-* files of Tests/Fixtures/malformed and merges their expected errors
# into EXPECTED.json (the manifest shared with the evemu-* and native-* files).
# Run from the repository root: python3 Scripts/generate-malformed-libinput.py
#
# Line and column are 1-based, counted by hand from the text below: every file starts with
#   1 "# libinput record", 2 "version: 1", 3 "ndevices: 1", 4 "devices:", 5 "  - evdev:",
#   6 '      name: "Mouse"', 7 "      id: [3, 1133, 49271, 273]", 8 "      codes:",
#   9 "        0: [0, 1]", 10 "        2: [0, 1]", 11 "      properties: []",
#   12 "    events:", 13 "      - evdev:", 14 "        - [<first event>]".
# In line 14, "        - [" puts the first number at column 12, the second at 15, the third
# at 18, the fourth at 21 and the fifth at 24 for one-digit numbers before it.
import json
import os

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures",
                      "malformed"))

HEAD = "# libinput record\nversion: 1\nndevices: 1\ndevices:\n"


def desc(extra=""):
    return ("  - evdev:\n      name: \"Mouse\"\n      id: [3, 1133, 49271, 273]\n"
            "      codes:\n        0: [0, 1]\n        2: [0, 1]\n" + extra +
            "      properties: []\n")


def events(rows):
    return "    events:\n      - evdev:\n" + "".join("        - [%s]\n" % r for r in rows)


GOOD = ["0, 0, 2, 0, 5", "0, 0, 0, 0, 0"]
ID = "[3, 1133, 49271, 273]"

# name: (text, error kind, line, column)
FILES = {
    # "version: " is 9 characters: the value is at 2:10.
    "libinput-future-version.yml": (
        "# libinput record\nversion: 2\nndevices: 1\ndevices:\n" + desc() + events(GOOD),
        "unsupportedVersion", 2, 10),
    "libinput-version-not-number.yml": (
        "# libinput record\nversion: one\nndevices: 1\ndevices:\n" + desc() + events(GOOD),
        "invalidNumber", 2, 10),
    # No devices key: reported at the root mapping, whose first key is on line 2.
    "libinput-missing-devices.yml": (
        "# libinput record\nversion: 1\nndevices: 1\nlibinput:\n  version: \"1.22.1\"\n",
        "missingField", 2, 1),
    # "devices: " is 9 characters: the value is at 4:10.
    "libinput-empty-devices.yml": (
        "# libinput record\nversion: 1\nndevices: 0\ndevices: []\n", "missingField", 4, 10),
    "libinput-devices-not-list.yml": (
        "# libinput record\nversion: 1\nndevices: 1\ndevices: 5\n", "unexpectedToken", 4, 10),
    # The evdev mapping starts at its first key, line 6 column 7.
    "libinput-missing-name.yml": (
        HEAD + "  - evdev:\n      id: [3, 1133, 49271, 273]\n      codes:\n        0: [0]\n"
        + events(GOOD), "missingField", 6, 7),
    # "      id: " is 10 characters: the list is at 7:11, its second number at 7:15.
    "libinput-id-three-numbers.yml": (
        HEAD + desc().replace(ID, "[3, 1133, 49271]") + events(GOOD), "unexpectedToken", 7, 11),
    "libinput-id-out-of-range.yml": (
        HEAD + desc().replace(ID, "[3, 70000, 49271, 273]") + events(GOOD),
        "numberOutOfRange", 7, 15),
    "libinput-usec-out-of-range.yml": (
        HEAD + desc() + events(["0, 1000000, 2, 0, 5", "0, 1000000, 0, 0, 0"]),
        "numberOutOfRange", 14, 15),
    # An event of four numbers: the event list itself, at 14:11.
    "libinput-event-four-fields.yml": (
        HEAD + desc() + events(["0, 0, 2, 5", "0, 0, 0, 0, 0"]), "unexpectedToken", 14, 11),
    "libinput-event-type-out-of-range.yml": (
        HEAD + desc() + events(["0, 0, 32, 0, 5", "0, 0, 0, 0, 0"]), "numberOutOfRange", 14, 18),
    "libinput-value-too-large.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, 2147483648", "0, 0, 0, 0, 0"]),
        "numberOutOfRange", 14, 24),
    "libinput-bad-number.yml": (
        HEAD + desc() + events(["0, 0, 2, 0x3g, 5", "0, 0, 0, 0, 0"]), "invalidNumber", 14, 21),
    # EV_ABS codes without absinfo: reported at the evdev mapping (6:7).
    "libinput-missing-absinfo.yml": (
        HEAD + desc("        3: [0, 1]\n") + events(GOOD), "missingField", 6, 7),
    # An unclosed flow list on line 7: libyaml stops at the ':' after "codes" on line 8
    # ("      codes" is 11 characters).
    "libinput-unclosed-flow.yml": (
        HEAD + desc().replace(ID, "[3, 1133, 49271, 273") + events(GOOD),
        "unexpectedToken", 8, 12),
    # A tab as indentation at the start of line 6.
    "libinput-tab-indent.yml": (
        HEAD + desc().replace("      name:", "\tname:") + events(GOOD), "unexpectedToken", 6, 1),
    # Two name keys in the evdev mapping (which starts at 6:7).
    "libinput-duplicate-key.yml": (
        HEAD + desc().replace("      name: \"Mouse\"\n",
                              "      name: \"Mouse\"\n      name: \"Other\"\n") + events(GOOD),
        "unexpectedToken", 6, 7),
    # U+0001 inside the name: '      name: "Mou' is 16 characters, so it is at 6:17.
    "libinput-control-character.yml": (
        HEAD + desc().replace("Mouse", "Mou\x01se") + events(GOOD), "invalidText", 6, 17),
    # Hostile numbers: times at the edge of the 2^52 µs range and integer forms
    # outside the grammar YAML 1.1 and 1.2 share (one sign; decimal, 0x, 0o).
    "libinput-time-seconds-beyond-limit.yml": (
        HEAD + desc() + events(["4503599628, 0, 2, 0, 5", "4503599628, 0, 0, 0, 0"]),
        "numberOutOfRange", 14, 12),
    "libinput-time-just-beyond-limit.yml": (
        HEAD + desc() + events(["4503599627, 370497, 2, 0, 5", "4503599627, 370497, 0, 0, 0"]),
        "numberOutOfRange", 14, 12),
    "libinput-time-int64-min-seconds.yml": (
        HEAD + desc() + events(["-9223372036854775808, 0, 2, 0, 5", "0, 0, 0, 0, 0"]),
        "numberOutOfRange", 14, 12),
    "libinput-two-signs.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, -0x-1", "0, 0, 0, 0, 0"]), "invalidNumber", 14, 24),
    "libinput-two-signs-int64-min.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, -0x-8000000000000000", "0, 0, 0, 0, 0"]),
        "invalidNumber", 14, 24),
    "libinput-leading-zero.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, 010", "0, 0, 0, 0, 0"]), "invalidNumber", 14, 24),
    "libinput-binary-int.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, 0b1", "0, 0, 0, 0, 0"]), "invalidNumber", 14, 24),
    "libinput-underscore-int.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, 1_0", "0, 0, 0, 0, 0"]), "invalidNumber", 14, 24),
    "libinput-hex-beyond-int64.yml": (
        HEAD + desc() + events(["0, 0, 2, 0, 0x10000000000000000", "0, 0, 0, 0, 0"]),
        "invalidNumber", 14, 24),
}

manifest = json.load(open("EXPECTED.json")) if os.path.exists("EXPECTED.json") else {}
for name, (text, kind, line, column) in FILES.items():
    with open(name, "w") as out:
        out.write(text)
    manifest[name] = {"error": kind, "line": line, "column": column}
json.dump(dict(sorted(manifest.items())), open("EXPECTED.json", "w"), indent=2)
open("EXPECTED.json", "a").write("\n")
print(f"{len(FILES)} libinput files")
