import Foundation
import GestureLog
import TestSupport

/// The recordings shipped in recordings/: the native `.gtape` files at its top level (8
/// conversions of real recordings under recordings/sources/, checked equal by the formats'
/// tests, 3 recorded by `gesturetape record` in the real-kernel VM, and AOSP's Pixel flings
/// written from its data; recordings/README.md).
enum ShippedRecordings {
  static var urls: [URL] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path))
      ?? []
    return names.filter { $0.hasSuffix(".gtape") }.sorted()
      .map { Fixtures.recordings.appendingPathComponent($0) }
  }

  static func load() throws -> [(name: String, recording: Recording)] {
    try urls.map { url in
      (url.lastPathComponent, try GestureLogReader.read(contentsOf: url).recording)
    }
  }
}
