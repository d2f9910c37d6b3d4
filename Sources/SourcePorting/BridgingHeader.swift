import Foundation

/// An app target's Objective-C bridging header (`NAME-Bridging-Header.h`, Xcode's
/// `SWIFT_OBJC_BRIDGING_HEADER`): every Swift file of the target sees what it imports without
/// importing it (Apple, "Importing Objective-C into Swift"). The port makes that visible by
/// adding the imports to each Swift file, at its end, where no line moves.
public enum BridgingHeader {
  /// The bridging headers in the app folder: files named `Bridging-Header.h` or
  /// `NAME-Bridging-Header.h`, sorted by path (hidden folders and `.xcodeproj`s left out).
  public static func find(inAppFolder folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      let parts = path.split(separator: "/")
      guard let last = parts.last, last.hasSuffix("Bridging-Header.h"),
        !parts.contains(where: { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") })
      else { continue }
      found.append(path)
    }
    return found.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The modules a header's text imports, in order, each once: a framework header
  /// (`#import <SDWebImage/UIImageView+WebCache.h>` and `#include <…/…>`: `SDWebImage`) or a
  /// module import (`@import Firebase;`). A quoted import (`#import "Legacy.h"`, the app's own
  /// Objective-C) names no module; commented-out lines are skipped. A header that imports any
  /// framework also gives UIKit: on iOS a framework's public headers import UIKit (or
  /// Foundation, a part of what UIKit brings), and this project cannot read them to tell.
  public static func modules(inHeader text: String) -> [String] {
    var modules: [String] = []
    func add(_ module: String) {
      if !module.isEmpty, !modules.contains(module) { modules.append(module) }
    }
    for rawLine in text.split(separator: "\n") {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@import ") {
        let name = line.dropFirst("@import ".count).prefix { $0 != ";" && $0 != "." && $0 != " " }
        add(String(name))
      } else if line.hasPrefix("#import <") || line.hasPrefix("#include <") {
        let path = line.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" }
        guard path.contains("/") else { continue }
        add(String(path.prefix { $0 != "/" }))
      }
    }
    if !modules.isEmpty, !modules.contains("UIKit") { add("UIKit") }
    return modules
  }

  /// The modules every Swift file of the app in `folder` sees through its bridging headers.
  public static func modules(forAppIn folder: URL) -> [String] {
    var modules: [String] = []
    for header in find(inAppFolder: folder) {
      guard let text = try? String(contentsOf: header, encoding: .utf8) else { continue }
      for module in Self.modules(inHeader: text) where !modules.contains(module) {
        modules.append(module)
      }
    }
    return modules
  }

  /// `text` with an `import` added at its end for each of `modules` it does not import (under
  /// any condition), in order; else `text` as it is.
  public static func addingImports(of modules: [String], to text: String) -> String {
    let imported = PackagePorter.importedModules(text, guarded: true)
    let missing = modules.filter { !imported.contains($0) }
    guard !missing.isEmpty else { return text }
    return text + (text.hasSuffix("\n") ? "" : "\n")
      + missing.map { "import \($0)\n" }.joined()
  }
}
