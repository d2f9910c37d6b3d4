import Foundation
import GestureLog
import TestSupport
import Testing

/// The native recordings shipped in `recordings/` are conversions of the real evemu recordings
/// in `recordings/sources/`: each loads and equals its source's model, so they never drift.
/// The exceptions, listed by name, were recorded by `gesturetape record` itself (in the
/// real-kernel VM, recordings/README.md) or written from another project's data by a script
/// (checked against that data by its own test), and have no evemu source.
@Suite("Shipped recordings")
struct InteropShippedRecordingsTests {
  /// The `.gtape` files recorded natively by `gesturetape record`, with no source to compare.
  static let recordedNatively = [
    "virtio-touchscreen-1fg-flick-down.gtape",
    "virtio-touchscreen-1fg-slow-drag-down.gtape",
    "uinput-clickpad-session.gtape",
  ]
  /// The `.gtape` files a script wrote from another project's touch data: AOSP's Pixel flings
  /// (`Scripts/aosp-fling-recording.py`, checked sample for sample by `PhoneFlingTests`).
  static let writtenFromData = ["pixel-sailfish-18-flings.gtape"]

  /// `recordings/<short>.gtape` for `recordings/sources/<owner>__<repo>__<short>.evemu`.
  static func nativeName(forSource source: String) -> String {
    let parts = source.components(separatedBy: "__")
    let short = parts.count == 3 ? parts[2] : source
    return short.replacingOccurrences(of: ".evemu", with: ".gtape")
  }

  @Test("there is one .gtape per source recording, plus the natively recorded and written ones")
  func oneToOne() throws {
    let shipped = try FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path)
      .filter { $0.hasSuffix(".gtape") }.sorted()
    let converted = InteropTools.sourceRecordingNames.map(Self.nativeName(forSource:))
    #expect(converted.count == 8)
    // A natively recorded file must not also have a source (it would then be compared).
    #expect(Set(converted).isDisjoint(with: Self.recordedNatively + Self.writtenFromData))
    #expect(shipped == (converted + Self.recordedNatively + Self.writtenFromData).sorted())
  }

  @Test(
    "each natively recorded .gtape loads without warnings, from gesturetape record",
    arguments: recordedNatively)
  func recordedByGestureTape(_ name: String) throws {
    let loaded = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(name))
    #expect(loaded.format == .native)
    #expect(loaded.warnings.filter { $0.kind != .invalidDescription }.isEmpty)
    // Real touchpads without resolution get a description finding, and only those.
    #expect(
      loaded.warnings.filter { $0.kind == .invalidDescription }.count
        == loaded.recording.devices.reduce(0) { $0 + $1.description.problems.count })
    #expect(loaded.recording.metadata.recorder == "gesturetape record")
    let device =
      name.hasPrefix("uinput-clickpad") ? "gesturetape test clickpad" : "QEMU Virtio MultiTouch"
    #expect(loaded.recording.devices.map(\.description.name) == [device])
    #expect(loaded.recording.eventCount > 0)
  }

  @Test(
    "each .gtape loads without warnings and equals its source evemu recording",
    arguments: InteropTools.sourceRecordingNames)
  func equalsSource(_ source: String) throws {
    let native = Fixtures.recordings.appendingPathComponent(Self.nativeName(forSource: source))
    let loaded = try GestureLogReader.read(contentsOf: native)
    #expect(loaded.format == .native)
    #expect(loaded.warnings.filter { $0.kind != .invalidDescription }.isEmpty)
    // Real touchpads without resolution get a description finding, and only those.
    #expect(
      loaded.warnings.filter { $0.kind == .invalidDescription }.count
        == loaded.recording.devices.reduce(0) { $0 + $1.description.problems.count })
    let original = try InteropTools.loadSource(source)
    #expect(loaded.recording == original)
    #expect(loaded.recording.eventCount > 0)
  }
}
