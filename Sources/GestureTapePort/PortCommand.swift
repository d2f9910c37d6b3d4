import ArgumentParser
import Foundation
import SourcePorting

/// `gesturetape-port`: applies the porting contract to Swift files, so a team keeps its iOS
/// view-controller files as the one source of truth and generates the Linux copy (in CI).
@main
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturetape-port",
    abstract: "Port iOS Swift files to HeadlessUI and HeroEngine by the fixed mechanical rule.",
    discussion: """
      Rewrites, outside comments and strings: import UIKit → import HeadlessUI, import Hero → \
      import HeroEngine; #selector(X) → X; deletes @objc, @objc(name), @IBOutlet, @IBAction, \
      @IBInspectable, @IBDesignable, @IBSegueAction, @UIApplicationMain, @main and the \
      dynamic modifier. Nothing else changes (docs/PORTING.md).

      INPUT is a .swift file or a folder (its .swift files, recursively). OUTPUT is the file \
      or folder to write (folders mirror INPUT's layout). With --check nothing is written: \
      the command exits 1 and names each output that is missing or differs from what the \
      port gives (for CI: the generated copy is up to date).
      """
  )

  @Argument(help: "The iOS source file or folder.", completion: .file())
  var input: String

  @Argument(help: "The file or folder to write the ported copy to.", completion: .file())
  var output: String

  @Flag(help: "Write nothing; exit 1 if OUTPUT is not what the port gives.")
  var check = false

  @Flag(help: "Print what changed in each file.")
  var verbose = false

  func run() throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
      throw PortError("\(input): no such file or folder")
    }
    var outputIsDirectory: ObjCBool = false
    if manager.fileExists(atPath: output, isDirectory: &outputIsDirectory),
      outputIsDirectory.boolValue != isDirectory.boolValue
    {
      throw PortError(
        isDirectory.boolValue
          ? "\(output) is a file; a folder's port needs a folder to write to"
          : "\(output) is a folder; give the file to write")
    }
    let pairs: [(source: URL, target: URL)]
    let inputURL = URL(fileURLWithPath: input)
    let outputURL = URL(fileURLWithPath: output)
    if isDirectory.boolValue {
      pairs = try Self.swiftFiles(in: inputURL).map { relative in
        (inputURL.appendingPathComponent(relative), outputURL.appendingPathComponent(relative))
      }
    } else {
      pairs = [(inputURL, outputURL)]
    }
    var stale: [String] = []
    for (source, target) in pairs {
      let text: String
      do {
        text = try String(contentsOf: source, encoding: .utf8)
      } catch {
        throw PortError("\(source.path): cannot read as UTF-8 text")
      }
      let (ported, report) = SourcePorter.port(text)
      if verbose || report.propertySelectorsLeft > 0 {
        FileHandle.standardError.write(Data("\(source.path): \(report)\n".utf8))
      }
      if check {
        let existing = try? String(contentsOf: target, encoding: .utf8)
        if existing != ported { stale.append(target.path) }
        continue
      }
      do {
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ported.write(to: target, atomically: true, encoding: .utf8)
      } catch {
        throw PortError("\(target.path): cannot write (\(error.localizedDescription))")
      }
    }
    if check {
      if isDirectory.boolValue {
        let expected = Set(try Self.swiftFiles(in: inputURL))
        let present = (try? Self.swiftFiles(in: outputURL)) ?? []
        for extra in present where !expected.contains(extra) {
          stale.append(outputURL.appendingPathComponent(extra).path + " (no source)")
        }
      }
      guard stale.isEmpty else {
        for path in stale { print("out of date: \(path)") }
        print("run: gesturetape-port \(input) \(output)")
        throw ExitCode.failure
      }
      print("\(pairs.count) file(s) up to date")
    } else {
      print("ported \(pairs.count) file(s) to \(output)")
    }
  }

  /// The `.swift` files under `folder`, as paths relative to it, sorted.
  static func swiftFiles(in folder: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      throw PortError("\(folder.path): cannot list the folder")
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }
}

/// A failure of the port, printed as `Error: <message>` (exit 1) without the usage text.
struct PortError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
