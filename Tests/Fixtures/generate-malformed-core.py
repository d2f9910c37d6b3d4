# Writes the evemu-* and native-* files of Tests/Fixtures/malformed and their EXPECTED.json
# entries (run from that folder: python3 ../generate-malformed-core.py). Columns are found with
# str.index on the line the case is about, i.e. derived from the file, not from a reader run.
import json, os
# Each case: name, bytes, expectation. Columns are 1-based byte offsets of the offending token,
# found with str.index on the line the spec says is wrong (derived from the file, not a run).
cases = []
H = "# EVEMU 1.3\n"
ID = "I: 0001 0002 0003 0004\n"
def col(line, token, nth=0):
    i = -1
    for _ in range(nth + 1):
        i = line.index(token, i + 1)
    return i + 1
def err(name, data, kind, line, column):
    cases.append((name, data if isinstance(data, bytes) else data.encode(), {"error": kind, "line": line, "column": column}))
def warn(name, data, kind, line, column):
    cases.append((name, data if isinstance(data, bytes) else data.encode(), {"warning": kind, "line": line, "column": column}))

# ---- evemu ----
err("evemu-empty.evemu", "", "empty", 1, 1)
err("evemu-blank-lines.evemu", "\n  \n\t\n", "empty", 1, 1)
err("evemu-binary-garbage.evemu", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]), "unknownFormat", 1, 1)
err("evemu-comments-only.evemu", H + "# nothing else\n", "empty", 2, 1)
err("evemu-future-major-version.evemu", "# EVEMU 2.0\nN: pad\n" + ID, "unsupportedVersion", 1, 9)
l = "# EVEMU 1.x"; err("evemu-bad-version-number.evemu", l + "\nN: pad\n" + ID, "invalidNumber", 1, col(l, "x"))
l = "# EVEMU 1"; err("evemu-version-without-minor.evemu", l + "\nN: pad\n" + ID, "unexpectedToken", 1, len(l) + 1)
err("evemu-missing-name.evemu", H + ID, "missingField", 2, 1)
err("evemu-empty-name.evemu", H + "N:\n" + ID, "missingField", 2, 3)
err("evemu-missing-ids.evemu", H + "N: pad\nB: 00 0b 00 00 00 00 00 00 00\n", "missingField", 3, 1)
err("evemu-ends-after-name.evemu", H + "N: pad\n", "truncated", 3, 1)
l = "I: 0001 00g2 0003 0004"; err("evemu-bad-hex-id.evemu", H + "N: pad\n" + l + "\n", "invalidNumber", 3, col(l, "00g2"))
l = "I: 10000 0002 0003 0004"; err("evemu-id-out-of-range.evemu", H + "N: pad\n" + l + "\n", "numberOutOfRange", 3, col(l, "10000"))
l = "I: 0001 0002 0003"; err("evemu-ids-missing-version.evemu", H + "N: pad\n" + l + "\n", "missingField", 3, len(l) + 1)
l = "B: 00 0b 00 00"; err("evemu-mask-too-short.evemu", H + "N: pad\n" + ID + l + "\n", "missingField", 4, len(l) + 1)
l = "B: 20 00 00 00 00 00 00 00 00"; err("evemu-mask-type-out-of-range.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "20"))
l = "B: 01 100 00 00 00 00 00 00 00"; err("evemu-mask-byte-out-of-range.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "100"))
l = "P: 0x 00 00 00 00 00 00 00"; err("evemu-property-bad-hex.evemu", H + "N: pad\n" + ID + l + "\n", "invalidNumber", 4, col(l, "0x"))
err("evemu-property-after-mask.evemu", H + "N: pad\n" + ID + "B: 00 0b 00 00 00 00 00 00 00\nP: 00 00 00 00 00 00 00 00\n", "unexpectedToken", 5, 1)
l = "A: 00 0 100 0 0 12"; err("evemu-1.1-axis-with-resolution.evemu", "# EVEMU 1.1\nN: pad\n" + ID + l + "\n", "unexpectedToken", 4, col(l, "12"))
l = "A: 00 0 100 0 0"; err("evemu-1.2-axis-without-resolution.evemu", "# EVEMU 1.2\nN: pad\n" + ID + l + "\n", "missingField", 4, len(l) + 1)
l = "A: 40 0 100 0 0 0"; err("evemu-axis-code-out-of-range.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "40"))
l = "A: 00 0 4294967296 0 0 0"; err("evemu-axis-maximum-overflow.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "4294967296"))
l = "A: 00 zero 100 0 0 0"; err("evemu-axis-not-a-number.evemu", H + "N: pad\n" + ID + l + "\n", "invalidNumber", 4, col(l, "zero"))
err("evemu-1.2-led-line.evemu", "# EVEMU 1.2\nN: pad\n" + ID + "L: 00 1\n", "unexpectedToken", 4, 1)
l = "L: 00"; err("evemu-led-missing-state.evemu", H + "N: pad\n" + ID + l + "\n", "missingField", 4, len(l) + 1)
err("evemu-unknown-line.evemu", H + "N: pad\n" + ID + "X: 1 2 3\n", "unexpectedToken", 4, 1)
err("evemu-description-after-events.evemu", H + "N: pad\n" + ID + "E: 0.000001 0000 0000 0000\nA: 00 0 1 0 0 0\n", "unexpectedToken", 5, 1)
E = H + "N: pad\n" + ID
l = "E: 0.000001 00x3 0000 0001"; err("evemu-event-bad-hex-type.evemu", E + l + "\n", "invalidNumber", 4, col(l, "00x3"))
l = "E: 0.000001 0003 0000"; err("evemu-event-missing-value.evemu", E + l + "\n", "missingField", 4, len(l) + 1)
l = "E: 0.000001 0003 0000 2147483648"; err("evemu-event-value-overflow.evemu", E + l + "\n", "numberOutOfRange", 4, col(l, "2147483648"))
l = "E: 0.000001 0003 0000 -2147483649"; err("evemu-event-value-underflow.evemu", E + l + "\n", "numberOutOfRange", 4, col(l, "-2147483649"))
l = "E: -1.000000 0003 0000 0001"; err("evemu-event-negative-time.evemu", E + l + "\n", "invalidNumber", 4, col(l, "-1"))
l = "E: 0.5 0003 0000 0001"; err("evemu-event-short-fraction.evemu", E + l + "\n", "invalidNumber", 4, col(l, "5"))
l = "E: 1 0003 0000 0001"; err("evemu-event-time-without-dot.evemu", E + l + "\n", "unexpectedToken", 4, col(l, " 0003"))
l = "E: 99999999999999999999.000001 0000 0000 0000"; err("evemu-event-seconds-overflow.evemu", E + l + "\n", "numberOutOfRange", 4, col(l, "9"))
l = "E: 0.000001 0003 0000 0001 junk"; err("evemu-event-trailing-junk.evemu", E + l + "\n", "unexpectedToken", 4, col(l, "junk"))
l = "E: 1.000000 0000 0000 0000 # sync"; err("evemu-1.0-trailing-comment.evemu", "N: pad\n" + ID + l + "\n", "unexpectedToken", 3, col(l, "#"))
l = "E: 0.000001 10000 0000 0001"; err("evemu-event-type-out-of-range.evemu", E + l + "\n", "numberOutOfRange", 4, col(l, "10000"))
l = b"E: 0.000001 0003\x00 0000 0001"; err("evemu-event-nul-byte.evemu", E.encode() + l + b"\n", "invalidNumber", 4, l.index(b"0003") + 1)
err("evemu-name-not-utf8.evemu", (H + "N: ").encode() + b"\xff\xfe pad\n" + ID.encode(), "invalidText", 2, 4)
l = "E: 0.000001 0003 0035 0012"
warn("evemu-truncated-last-event.evemu", E + l + "\nE: 0.000001 0000 0000 0000\nE: 0.008001 0003 00", "truncated", 6, len("E: 0.008001 0003 00") + 1)

# ---- native ----
NH = '{"gesturetape":1}\n'
ND = '{"device":0,"name":"pad"}\n'
err("native-empty.gtape", "", "empty", 1, 1)
l = '{"gesturetape":2}'; err("native-future-version.gtape", l + "\n" + ND, "unsupportedVersion", 1, col(l, "2"))
l = '{"gesturetape":"1"}'; err("native-version-not-a-number.gtape", l + "\n", "unexpectedToken", 1, col(l, '"1"'))
err("native-missing-header.gtape", ND, "unknownFormat", 1, 1)
err("native-header-twice.gtape", NH + NH, "unexpectedToken", 2, 2)
l = '{"device":1,"name":"pad"}'; err("native-device-out-of-order.gtape", NH + l + "\n", "invalidDevice", 2, col(l, "1"))
err("native-device-without-name.gtape", NH + '{"device":0}\n', "missingField", 2, 1)
F = NH + ND
l = '{"d":1,"t":0,"e":[[0,0,0]]}'; err("native-frame-unknown-device.gtape", F + l + "\n", "invalidDevice", 3, col(l, "1"))
l = '{"d":0,"t":0,"e":[[70000,0,0]]}'; err("native-frame-type-out-of-range.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "70000"))
l = '{"d":0,"t":0,"e":[[3,0,2147483648]]}'; err("native-frame-value-overflow.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "2147483648"))
l = '{"d":0,"e":[[0,0,0]]}'; err("native-frame-missing-time.gtape", F + l + "\n", "missingField", 3, col(l, '"e"'))
l = '{"d":0,"t":0,"e":[]}'; err("native-frame-no-events.gtape", F + l + "\n", "missingField", 3, col(l, "]"))
l = '{"d":0,"t":0,"e":[[3,0,1.5]]}'; err("native-frame-fractional-value.gtape", F + l + "\n", "invalidNumber", 3, col(l, "."))
l = '{"d":0,"t":0,"e":[[3,0,1]'; err("native-frame-unclosed.gtape", F + l + "\n", "truncated", 3, len(l) + 1)
l = '{"d":0,"t":0,"e":[[3,0,1,ABS_X]]}'; err("native-frame-unquoted-name.gtape", F + l + "\n", "unexpectedToken", 3, col(l, "ABS_X"))
l = '{"d":0,"t":0,"e":[[3,0,1,"ABS_X",1x]]}'; err("native-frame-bad-time-delta.gtape", F + l + "\n", "unexpectedToken", 3, col(l, "x]"))
l = '{"d":0,"t":99999999999999999999,"e":[[0,0,0]]}'; err("native-frame-time-overflow.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "9"))
l = '{"marker":"explosion","d":0,"t":0}'; err("native-marker-unknown-kind.gtape", F + l + "\n", "unexpectedToken", 3, col(l, '"explosion"'))
l = '{"marker":"resync","d":5,"t":0}'; err("native-marker-unknown-device.gtape", F + l + "\n", "invalidDevice", 3, col(l, "5"))
l = '{"marker":"annotation","d":0,"t":0}'; err("native-annotation-without-text.gtape", F + l + "\n", "missingField", 3, 1)
err("native-unknown-line-kind.gtape", F + '{"frame":0}\n', "unexpectedToken", 3, 2)
err("native-not-json.gtape", F + "hello\n", "unexpectedToken", 3, 1)
err("native-binary-garbage-line.gtape", (F).encode() + b"\x00\x01\xff\xfe\n", "unexpectedToken", 3, 1)
l = b'{"device":0,"name":"\xff"}'; err("native-name-not-utf8.gtape", NH.encode() + l + b"\n", "invalidText", 2, l.index(b"\xff") + 1)
l = '{"device":0,"name":"a\\q"}'; err("native-bad-escape.gtape", NH + l + "\n", "invalidText", 2, col(l, "q"))
l = '{"device":0,"name":"a","axes":[{"code":0,"min":0,"max":3000000000}]}'; err("native-axis-out-of-range.gtape", NH + l + "\n", "numberOutOfRange", 2, col(l, "3000000000"))
l = '{"device":0,"name":"a","bustype":-1}'; err("native-bustype-negative.gtape", NH + l + "\n", "numberOutOfRange", 2, col(l, "-1"))
err("native-truncated-header.gtape", '{"gesturetape":1,"rec', "truncated", 1, 1)
l = '{"gesturetape":1,"annotations":' + "[" * 20 + "]" * 20 + "}"; err("native-deep-nesting.gtape", l + "\n", "unexpectedToken", 1, col(l, "[", 16))
err("native-unquoted-key.gtape", F + "{d:0}\n", "unexpectedToken", 3, 2)
l = '{"d":0,"t":0,"e":[[0,0,0]]} extra'; err("native-frame-trailing-text.gtape", F + l + "\n", "unexpectedToken", 3, col(l, "extra"))
warn("native-truncated-last-frame.gtape", F + '{"d":0,"t":0,"e":[[0,0,0,"SYN_REPORT"]]}\n{"d":0,"t":8000,"e":[[3,0,1', "truncated", 4, len('{"d":0,"t":8000,"e":[[3,0,1') + 1)

# ---- hostile numbers: times at the edge of ±2^52 µs, and numbers outside the
# formats' grammars (JSON for the native format: no `+`, no leading zeros, no fractions) ----
LIM = 4503599627370496
l = '{"d":0,"t":%d,"e":[[0,0,0]]}' % (LIM + 1); err("native-time-beyond-limit.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, str(LIM + 1)))
l = '{"d":0,"t":-9223372036854775808,"e":[[0,0,0]]}'; err("native-time-int64-min.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "-9"))
l = '{"d":0,"t":%d,"e":[[3,0,1,"ABS_X",1000]]}' % (LIM - 10); err("native-delta-beyond-limit.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "1000"))
l = '{"d":0,"t":0,"e":[[3,0,1,"ABS_X",9223372036854775807]]}'; err("native-delta-int64-max.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, "9223"))
l = '{"marker":"resync","d":0,"t":%d}' % (LIM * 2); err("native-marker-time-beyond-limit.gtape", F + l + "\n", "numberOutOfRange", 3, col(l, str(LIM * 2)))
l = '{"gesturetape":1,"timeOrigin":%d}' % (LIM * 4); err("native-time-origin-beyond-limit.gtape", l + "\n", "numberOutOfRange", 1, col(l, str(LIM * 4)))
l = '{"d":0,"t":+5,"e":[[0,0,0]]}'; err("native-plus-sign.gtape", F + l + "\n", "invalidNumber", 3, col(l, "+"))
l = '{"d":0,"t":007,"e":[[0,0,0]]}'; err("native-leading-zero.gtape", F + l + "\n", "invalidNumber", 3, col(l, "007"))
l = '{"d":0,"t":0,"e":[[3,0,-01]]}'; err("native-negative-leading-zero.gtape", F + l + "\n", "invalidNumber", 3, col(l, "01"))
l = '{"d":0,"t":1e3,"e":[[0,0,0]]}'; err("native-exponent.gtape", F + l + "\n", "invalidNumber", 3, col(l, "e3"))
l = "E: 4503599628.000000 0003 0000 1"; err("evemu-time-seconds-beyond-limit.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "4503"))
l = "E: 4503599627.370497 0003 0000 1"; err("evemu-time-just-beyond-limit.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "4503"))
l = "E: 99999999999999999999.000000 0003 0000 1"; err("evemu-time-twenty-digits.evemu", H + "N: pad\n" + ID + l + "\n", "numberOutOfRange", 4, col(l, "9999"))
l = "E: 0.000000 -003 0000 1"; err("evemu-signed-hex-type.evemu", H + "N: pad\n" + ID + l + "\n", "invalidNumber", 4, col(l, "-003"))

manifest = {}
if os.path.exists("EXPECTED.json"):
    manifest = json.load(open("EXPECTED.json"))
for name, data, expectation in cases:
    open(name, "wb").write(data)
    manifest[name] = expectation
json.dump(dict(sorted(manifest.items())), open("EXPECTED.json", "w"), indent=2)
open("EXPECTED.json", "a").write("\n")
print(len(cases), "cases")
