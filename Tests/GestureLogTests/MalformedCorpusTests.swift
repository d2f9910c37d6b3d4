import Foundation
import GestureLog
import TestSupport
import Testing

/// Every file of `Tests/Fixtures/malformed` fails with its specific error (kind, line, column)
/// or loads its complete part with its specific warning, as `EXPECTED.json` lists; none crashes.
@Suite("Malformed files")
struct MalformedCorpusTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var file: String
    var error: String?
    var warning: String?
    var line: Int
    var column: Int
    var testDescription: String { file }
  }

  static let folder = Fixtures.fixture("malformed")

  static let manifest: [Expectation] = {
    let url = folder.appendingPathComponent("EXPECTED.json")
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
    else { return [] }
    return object.keys.sorted().compactMap { name in
      guard let entry = object[name] else { return nil }
      return Expectation(
        file: name, error: entry["error"] as? String, warning: entry["warning"] as? String,
        line: entry["line"] as? Int ?? -1, column: entry["column"] as? Int ?? -1)
    }
  }()

  @Test("the manifest lists every file of the folder, and at least 40 of evemu and native")
  func manifestIsComplete() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0 != "EXPECTED.json" }
    let listed = Set(Self.manifest.map(\.file))
    for name in names { #expect(listed.contains(name), "\(name) is not in EXPECTED.json") }
    for name in listed { #expect(names.contains(name), "\(name) is listed but missing") }
    let core = listed.filter { $0.hasPrefix("evemu-") || $0.hasPrefix("native-") }
    #expect(core.count >= 40)
  }

  @Test("each file gives its specific error or warning", arguments: manifest)
  func expectation(_ expected: Expectation) throws {
    let path = Self.folder.appendingPathComponent(expected.file).path
    do {
      let loaded = try GestureLogReader.read(path: path)
      guard let warning = expected.warning else {
        Issue.record("\(expected.file) loaded; expected \(expected.error ?? "?")")
        return
      }
      let match = loaded.warnings.first { $0.kind.rawValue == warning }
      #expect(match != nil, "\(loaded.warnings)")
      #expect(match?.line == expected.line)
      #expect(match?.column == expected.column)
      #expect(match?.file == path)
    } catch {
      #expect(expected.error != nil, "\(error)")
      #expect(error.kind.rawValue == expected.error, "\(error)")
      #expect(error.line == expected.line, "\(error)")
      #expect(error.column == expected.column, "\(error)")
      #expect(error.file == path)
      #expect(
        error.description.hasPrefix("\(path):\(expected.line):\(expected.column): error: expected ")
      )
    }
  }

  @Test("the same bytes in memory give the same error as the file")
  func memoryMatchesFile() throws {
    for expected in Self.manifest where expected.error != nil {
      let url = Self.folder.appendingPathComponent(expected.file)
      let bytes = [UInt8](try Data(contentsOf: url))
      do {
        _ = try GestureLogReader.read(data: bytes, fileName: expected.file)
        Issue.record("\(expected.file) loaded from memory")
      } catch {
        #expect(error.kind.rawValue == expected.error, "\(expected.file): \(error)")
        #expect(error.line == expected.line, "\(expected.file): \(error)")
        #expect(error.column == expected.column, "\(expected.file): \(error)")
      }
    }
  }

  @Test("a line over 1 MiB is an error at its line, not a crash or a huge allocation")
  func hugeLine() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-huge-\(UUID().uuidString).evemu").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var bytes = Array("# EVEMU 1.3\nN: ".utf8)
    bytes += [UInt8](repeating: 0x61, count: 1 << 21)
    bytes += Array("\nI: 0001 0002 0003 0004\n".utf8)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    do {
      _ = try GestureLogReader.read(path: path)
      Issue.record("a 2 MiB line loaded from a file")
    } catch {
      #expect(error.kind == .lineTooLong)
      #expect(error.line == 2)
    }
    do {
      _ = try GestureLogReader.read(data: bytes, fileName: path)
      Issue.record("a 2 MiB line loaded from memory")
    } catch {
      #expect(error.kind == .lineTooLong)
      #expect(error.line == 2)
    }
  }

  @Test("random byte mutations of valid files never trap")
  func mutations() {
    var rng = SplitMix64(seed: 42)
    let sources: [[UInt8]] = [
      (try? GestureLogWriter.write(RecordingGenerator.recording(seed: 3), as: .native)) ?? [],
      (try? GestureLogWriter.write(
        RecordingGenerator.recording(seed: 4, options: .evemu), as: .evemu)) ?? [],
    ]
    var outcomes = 0
    for source in sources where !source.isEmpty {
      for _ in 0..<400 {
        var bytes = source
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
          let index = Int.random(in: 0..<bytes.count, using: &rng)
          switch Int.random(in: 0...2, using: &rng) {
          case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
          case 1: bytes.remove(at: index)
          default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: index)
          }
        }
        do {
          _ = try GestureLogReader.read(data: bytes)
        } catch {
          #expect(error.line >= 0 && error.column >= 0)
        }
        outcomes += 1
      }
    }
    #expect(outcomes == 800)
  }
}
