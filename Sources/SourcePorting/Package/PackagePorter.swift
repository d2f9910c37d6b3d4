import Foundation

/// Ports a dependency — a ``PortablePackage`` read from its manifest or podspec, and the files
/// of its folder — into the files of a SwiftPM package that builds on Linux against HeadlessUI:
/// the same library products and module names, each Swift file through the porting contract
/// (``SourcePorter/portModule(_:)``, one module at a time), resources and licence copied, and a
/// generated `Package.swift`.
///
/// The output is a pure function of the input: no dates, no absolute paths, files in sorted
/// order. `--check` compares it with the folder.
public struct PackagePorter {
  /// A failure of the port, with the file it concerns.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// The message.
    public var description: String
  }

  /// A file of the ported package.
  public struct OutputFile: Equatable, Sendable {
    /// Its path, relative to the ported package's folder.
    public var path: String
    /// Its bytes.
    public var contents: Data
  }

  /// The products of GestureTape a ported module may import, by module name: HeadlessUI (what
  /// `import UIKit` becomes), HeroEngine (`import Hero`), and the stand-ins for Apple
  /// frameworks (`import MapKit` becomes `import MapKitStandIn`; docs/PORTING.md).
  public static let gestureTapeModules: Set<String> = Set(
    ["HeadlessUI", "HeadlessNetworking", "HeroEngine", "SwiftUIStandIn"]
      + SourcePorter.standIns.values)

  /// Modules Linux's toolchain has; importing them needs no dependency.
  public static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "CoreFoundation", "FoundationEssentials",
    "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl", "_Concurrency",
    "Synchronization", "Observation", "XCTest", "Testing", "RegexBuilder", "Distributed",
    "_StringProcessing",
  ]

  /// The licence files copied beside the port, by name (any case).
  static let licenceNames = [
    "license", "license.md", "license.txt", "licence", "copying", "notice",
  ]

  /// The package read.
  public var package: PortablePackage
  /// The dependency's folder.
  public var input: URL
  /// How the ported manifest reaches GestureTape: a path relative to the output folder.
  public var gestureTapePath: String
  /// Where the ports of other packages it depends on are, by package name: paths relative to
  /// the output folder.
  public var dependencyPaths: [String: String]

  /// A porter.
  public init(
    package: PortablePackage, input: URL, gestureTapePath: String,
    dependencyPaths: [String: String] = [:]
  ) {
    self.package = package
    self.input = input
    self.gestureTapePath = gestureTapePath
    self.dependencyPaths = dependencyPaths
  }

  /// What the port did, for the user: one line per target, then the notes.
  public private(set) var report: [String] = []
  /// The targets ported (those of Swift, and of plain C), by name, after ``outputs()``.
  public private(set) var portedTargets: [String] = []
  /// The targets of plain C, copied as they are: their manifest entries have no Swift settings
  /// and no dependency on GestureTape.
  private var cTargets: Set<String> = []

  /// The ported package's files.
  ///
  /// - Throws: ``Problem`` when a target's folder is missing, a file cannot be read as UTF-8,
  ///   or a dependency on another package has no `--dependency` path.
  public mutating func outputs() throws(Problem) -> [OutputFile] {
    var outputs: [OutputFile] = []
    var notes = package.notes
    var kept: [PortablePackage.Target] = []
    var leftOut: Set<String> = []
    var importsByTarget: [String: Set<String>] = [:]
    var productsByTarget: [String: Set<String>] = [:]
    cTargets = []
    let unported = unportedPackages()
    if unported.count == package.targets.count, let first = package.targets.first,
      let packageName = unported[first.name]
    {
      throw Problem(
        description: "\(package.name): target \(first.name) depends on package "
          + "\(packageName): port it too and say where with --dependency \(packageName)=PATH")
    }
    for var target in package.targets {
      if let packageName = unported[target.name] {
        // An optional part of the library (Moya's `RxMoya` over RxSwift): left out with what
        // needs it, as an app that does not name that part gets it from CocoaPods.
        notes.append(
          "\(target.name) needs package \(packageName), which was not given (--dependency "
            + "\(packageName)=PATH): left out, with the products that contain it.")
        leftOut.insert(target.name)
        continue
      }
      let folder = target.path == "." ? input : input.appendingPathComponent(target.path)
      // A resource the manifest names but the checkout lacks would stop the build.
      target.resources.removeAll { resource in
        guard
          !FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(resource.path).path)
        else { return false }
        notes.append(
          "\(target.name) declares the resource \(resource.path), which its folder does not "
            + "have: left out.")
        return true
      }
      let files = try self.files(of: target, in: folder)
      let resourcePaths = target.resources.map(\.path)
      let swift = files.filter { file in
        file.hasSuffix(".swift")
          && !resourcePaths.contains { file == $0 || file.hasPrefix($0 + "/") }
      }
      guard !swift.isEmpty else {
        // A target of plain C (swift-numerics' `_NumericsShims`: a header of inline functions
        // over libm) builds on Linux as it is: copied whole.
        let plainC =
          files.contains { [".c", ".h"].contains(Self.suffix($0)) }
          && !files.contains { [".m", ".mm"].contains(Self.suffix($0)) }
        if plainC {
          let sources = files.filter {
            [".c", ".h", ".inc", ".def"].contains(Self.suffix($0)) || $0.hasSuffix(".modulemap")
          }
          for file in sources {
            outputs.append(try Self.copied(file, of: target.name, from: folder))
          }
          report.append("\(target.name): C, copied as it is (\(sources.count) file(s))")
          cTargets.insert(target.name)
          kept.append(target)
          continue
        }
        let cFamily = files.contains {
          [".c", ".m", ".mm", ".cpp", ".cc"].contains(Self.suffix($0))
        }
        notes.append(
          cFamily
            ? "\(target.name) is written in C or Objective-C: the port takes Swift only, so it "
              + "is left out, and so is every dependency on it (docs/PORTING.md)."
            : "\(target.name) has no Swift file: left out.")
        leftOut.insert(target.name)
        continue
      }
      var texts: [(path: String, text: String)] = []
      for file in swift {
        let url = folder.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path),
          let text = String(data: data, encoding: .utf8)
        else { throw Problem(description: "\(url.path): cannot read as UTF-8 text") }
        // A pod's file sees UIKit through the umbrella header: the import is said at the end,
        // where it moves no line (a diagnostic's line is the original's).
        let seesUIKit =
          !package.umbrellaImportsUIKit
          || text.range(
            of: #"(?m)^\s*(@_exported\s+)?import\s+UIKit\b"#, options: .regularExpression)
            != nil
        texts.append(
          (file, seesUIKit ? text : text + (text.hasSuffix("\n") ? "" : "\n") + "import UIKit\n"))
      }
      // A pod that declares no Swift version was built in the app's (CocoaPods' default for
      // such a pod): one that spells a name Swift 4.2 renamed was written for Swift 4, the mode
      // today's Xcode still builds it in.
      if package.languageModeIsUndeclared, package.languageMode == "5",
        let evidence = SwiftVersionNames.swift4Evidence(in: texts)
      {
        package.languageMode = "4"
        notes.append(
          "No Swift version is declared and the sources spell \(evidence.name) "
            + "(\(target.name)/\(evidence.file):\(evidence.line)), a Swift 4 name: built in "
            + "the Swift 4 language mode.")
      }
      var summary = SourcePorter.Report()
      var imports: Set<String> = []
      var products: Set<String> = []
      for file in texts {
        for use in SourcePorter.runtimeOnlyUses(in: file.text) {
          notes.append(
            "\(target.name)/\(file.path):\(use.line) uses \(use.name) (\(use.why)): that needs the "
              + "Objective-C runtime, which Linux does not have, so the file will not compile as it "
              + "is (docs/PORTING.md, \"The Objective-C runtime\").")
        }
      }
      let ownModules = Set(package.targets.map(\.name)).union(
        target.dependencies.compactMap { dependency -> String? in
          if case .product(let name, _) = dependency { return name }
          return nil
        })
      let supportsLinux =
        !package.umbrellaImportsUIKit
        && Self.supportsLinuxUpstream(texts.map(\.text), ownModules: ownModules)
      if supportsLinux {
        notes.append(
          "\(target.name) imports only what Linux has: its platform conditions are kept as "
            + "they are, so it builds as it does on Linux.")
      }
      for (file, result) in zip(
        texts, SourcePorter.portModule(texts, keepingPlatformConditions: supportsLinux))
      {
        outputs.append(
          OutputFile(
            path: "Sources/\(target.name)/\(file.path)", contents: Data(result.ported.text.utf8)))
        summary.add(result.ported.report)
        imports.formUnion(Self.importedModules(result.ported.text))
        products.formUnion(
          Self.importedModules(result.ported.text, guarded: true).intersection(
            Self.gestureTapeModules))
      }
      importsByTarget[target.name] = imports
      productsByTarget[target.name] = products
      for resource in target.resources {
        for file in files where file == resource.path || file.hasPrefix(resource.path + "/") {
          outputs.append(try Self.copied(file, of: target.name, from: folder))
        }
      }
      report.append("\(target.name): \(swift.count) Swift file(s): \(summary)")
      kept.append(target)
    }
    let keptNames = Set(kept.map(\.name))
    for index in kept.indices {
      kept[index].dependencies.removeAll {
        if case .target(let name) = $0 { return leftOut.contains(name) }
        return false
      }
    }
    // Modules imported that nothing provides, said once each.
    let provided =
      Self.toolchainModules.union(Self.gestureTapeModules).union(keptNames)
      .union(package.targets.map(\.name))
    for target in kept {
      let products = Set(
        target.dependencies.compactMap { dependency -> String? in
          if case .product(let name, _) = dependency { return name }
          return nil
        })
      let missing = (importsByTarget[target.name] ?? []).subtracting(provided).subtracting(
        products
      ).sorted()
      if !missing.isEmpty {
        notes.append(
          "\(target.name) imports \(missing.joined(separator: ", ")), which neither Linux nor "
            + "GestureTape provides: the files that need \(missing.count == 1 ? "it" : "them") "
            + "will not compile unless guarded by #if canImport (docs/PORTING.md).")
      }
    }
    portedTargets = kept.map(\.name)
    let manifest = try self.manifest(targets: kept, gestureTapeProducts: productsByTarget)
    outputs.append(OutputFile(path: "Package.swift", contents: Data(manifest.utf8)))
    for licence in Self.licences(in: input) {
      outputs.append(licence)
    }
    report += notes
    outputs.append(
      OutputFile(path: "PORTED.md", contents: Data(self.portedNotes(notes: notes).utf8)))
    return outputs.sorted { $0.path < $1.path }
  }

  /// The targets that need a package with no `--dependency` path, each with the first such
  /// package: directly, or through a target of this package that does.
  func unportedPackages() -> [String: String] {
    var needs: [String: String] = [:]
    for target in package.targets {
      for case .product(_, let packageName) in target.dependencies
      where dependencyPaths[packageName] == nil {
        needs[target.name] = packageName
        break
      }
    }
    var changed = true
    while changed {
      changed = false
      for target in package.targets where needs[target.name] == nil {
        for case .target(let name) in target.dependencies {
          if let packageName = needs[name] {
            needs[target.name] = packageName
            changed = true
            break
          }
        }
      }
    }
    return needs
  }

  /// Whether a target's sources build on Linux as they are: every module its files import,
  /// under any condition, is one Linux has (Foundation, Dispatch, the C library), another target
  /// of its package or a package it depends on — no UIKit, no framework GestureTape stands in
  /// for (swift-numerics, RxSwift's core, CryptoSwift). Such a target keeps its platform
  /// conditions: it builds as it does on Linux upstream, where forcing its iOS branches on would
  /// compile Darwin-only code (a C shim that only exists `#if __APPLE__`, a runtime call).
  static func supportsLinuxUpstream(_ texts: [String], ownModules: Set<String>) -> Bool {
    let pattern =
      #"(?m)^\s*(?:@[A-Za-z_]+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    for text in texts {
      let range = NSRange(text.startIndex..., in: text)
      for match in expression.matches(in: text, range: range) {
        guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else {
          continue
        }
        if !linuxModules.contains(name), !ownModules.contains(name) { return false }
      }
    }
    return true
  }

  /// `file` of the target `name`'s `folder`, copied unchanged to `Sources/NAME/FILE`.
  ///
  /// - Throws: ``Problem`` when the file cannot be read.
  static func copied(_ file: String, of name: String, from folder: URL) throws(Problem)
    -> OutputFile
  {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
    else { throw Problem(description: "\(folder.path)/\(file): cannot read") }
    return OutputFile(path: "Sources/\(name)/\(file)", contents: data)
  }

  /// The modules a Linux toolchain has, which a target may import and still build as it is.
  static let linuxModules: Set<String> = [
    "Foundation", "Dispatch", "Darwin", "Glibc", "Musl", "CoreFoundation", "Swift",
    "_Concurrency", "Synchronization", "os", "FoundationNetworking", "FoundationXML",
  ]

  /// The files a target compiles or carries, relative to its folder, sorted: its `sources`
  /// (files, or every file under a folder) or every file under the folder, less `exclude`.
  func files(of target: PortablePackage.Target, in folder: URL) throws(Problem) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Problem(
        description: "\(folder.path): the folder of target \(target.name) does not exist")
    }
    let all = Self.allFiles(under: folder)
    var chosen: [String]
    if let sources = target.sources {
      chosen = all.filter { file in
        sources.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
          || target.resources.contains { file == $0.path || file.hasPrefix($0.path + "/") }
      }
    } else {
      chosen = all
    }
    chosen.removeAll { file in
      target.exclude.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
    return chosen
  }

  /// Folders whose files a target neither compiles nor carries: a documentation catalogue
  /// (`.docc`, whose sample code is Swift that SwiftPM does not compile) and a playground.
  static let skippedFolderSuffixes = [".docc", ".playground"]

  /// Every regular file under `folder` (symbolic links to files followed), relative, sorted;
  /// hidden files and folders, documentation catalogues and playgrounds left out.
  public static func allFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      let components = path.split(separator: "/")
      if components.contains(where: { component in
        component.hasPrefix(".")
          || skippedFolderSuffixes.contains { component.hasSuffix($0) }
      }) {
        continue
      }
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files.append(path)
    }
    return files.sorted()
  }

  /// The licence files at the top of `folder` (LICENSE, LICENSE.md, COPYING, NOTICE …).
  static func licences(in folder: URL) -> [OutputFile] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard licenceNames.contains(name.lowercased()),
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return OutputFile(path: name, contents: data)
    }
  }

  static func suffix(_ file: String) -> String {
    guard let dot = file.lastIndex(of: ".") else { return "" }
    return String(file[dot...]).lowercased()
  }

  /// The modules a ported file imports outside `#if` blocks (`import X`, `@testable import X`,
  /// `import class X.Y`): those it needs whatever the platform (an import under `#if
  /// canImport(X)` is the file's own guard).
  ///
  /// - Parameter guarded: whether imports inside `#if` blocks count too (for the products a
  ///   target depends on: a dependency more than needed costs nothing).
  static func importedModules(_ text: String, guarded: Bool = false) -> Set<String> {
    var modules: Set<String> = []
    var depth = 0
    for line in text.split(separator: "\n") {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      if let first = words.first {
        if first == "#if" { depth += 1 }
        if first == "#endif" { depth = max(0, depth - 1) }
      }
      guard depth == 0 || guarded else { continue }
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      guard words.first == "import" else { continue }
      words = words.dropFirst()
      if let kind = words.first,
        ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind)
      {
        words = words.dropFirst()
      }
      guard let path = words.first else { continue }
      let module = path.split(separator: ".").first.map(String.init) ?? ""
      if !module.isEmpty { modules.insert(module) }
    }
    return modules
  }

  /// The generated `Package.swift`.
  func manifest(
    targets: [PortablePackage.Target], gestureTapeProducts: [String: Set<String>]
  ) throws(Problem) -> String {
    let keptNames = Set(targets.map(\.name))
    var externalPackages: [String] = []
    for target in targets {
      for case .product(_, let packageName) in target.dependencies
      where !externalPackages.contains(packageName) {
        guard dependencyPaths[packageName] != nil else {
          throw Problem(
            description: "\(package.name): target \(target.name) depends on package "
              + "\(packageName): port it too and say where with --dependency "
              + "\(packageName)=PATH")
        }
        externalPackages.append(packageName)
      }
    }
    // SwiftPM requires a default localization when resources are localized (`NAME.lproj`):
    // the original's, else English (a pod's podspec has no such setting; Xcode's default).
    let localized = targets.contains { target in
      target.resources.contains { $0.path.contains(".lproj") }
    }
    let localization = package.defaultLocalization ?? (localized ? "en" : nil)
    let localizationLine = localization.map { "\n  defaultLocalization: \(Self.quoted($0))," } ?? ""
    var text = """
      // swift-tools-version: 6.0
      // Generated by `gesturetape-port --package` from \(package.name): its library targets, each
      // Swift file ported by the contract of docs/PORTING.md. Do not edit; port again
      // (PORTED.md says what the port did).
      import PackageDescription

      let package = Package(
        name: \(Self.quoted(package.name)),\(localizationLine)
        products: [

      """
    for product in package.products where product.targets.allSatisfy(keptNames.contains) {
      let linkage = product.linkage.map { ", type: .\($0)" } ?? ""
      text +=
        "    .library(name: \(Self.quoted(product.name))\(linkage), targets: "
        + "[\(product.targets.map(Self.quoted).joined(separator: ", "))]),\n"
    }
    text += "  ],\n  dependencies: [\n"
    text += "    .package(name: \"GestureTape\", path: \(Self.quoted(gestureTapePath))),\n"
    for name in externalPackages.sorted() {
      text +=
        "    .package(name: \(Self.quoted(name)), path: \(Self.quoted(dependencyPaths[name]!))),\n"
    }
    text += "  ],\n  targets: [\n"
    for target in targets {
      var dependencies: [String] = []
      for dependency in target.dependencies {
        switch dependency {
        case .target(let name) where keptNames.contains(name):
          dependencies.append(".target(name: \(Self.quoted(name)))")
        case .target:
          continue
        case .product(let name, let packageName):
          dependencies.append(
            ".product(name: \(Self.quoted(name)), package: \(Self.quoted(packageName)))")
        }
      }
      let isC = cTargets.contains(target.name)
      for module in (gestureTapeProducts[target.name] ?? []).union(isC ? [] : ["HeadlessUI"])
        .sorted()
      {
        dependencies.append(".product(name: \(Self.quoted(module)), package: \"GestureTape\")")
      }
      text += "    .target(\n      name: \(Self.quoted(target.name)),\n"
      text += "      dependencies: [\n"
      for dependency in dependencies { text += "        \(dependency),\n" }
      text += "      ],\n      path: \(Self.quoted("Sources/\(target.name)")),\n"
      if !target.resources.isEmpty {
        text += "      resources: [\n"
        for resource in target.resources {
          text += "        .\(resource.rule)(\(Self.quoted(resource.path))),\n"
        }
        text += "      ],\n"
      }
      guard !isC else {
        text += "    ),\n"
        continue
      }
      let mode = package.languageMode.replacingOccurrences(of: ".", with: "_")
      var settings = ["      .swiftLanguageMode(.v\(mode))"]
      settings += target.defines.map { "      .define(\(Self.quoted($0)))" }
      text += "      swiftSettings: [\n  " + settings.joined(separator: ",\n  ") + ",\n      ]\n"
      text += "    ),\n"
    }
    text += "  ]\n)\n"
    return text
  }

  /// PORTED.md: where the package came from and what the port did.
  func portedNotes(notes: [String]) -> String {
    var text = """
      # \(package.name), ported to Linux

      Generated by `gesturetape-port --package` (GestureTape's docs/PORTING.md) from the
      package's own sources: each Swift file went through the porting contract (imports,
      `#selector`, Objective-C attributes, platform conditions, extension overrides); nothing
      was edited by hand. The original licence is beside this file. Port again rather than
      edit; `gesturetape-port --package --check` says when this copy is out of date.

      ## What the port did


      """
    for line in report where !notes.contains(line) { text += "- \(line)\n" }
    if !notes.isEmpty {
      text += "\n## Left out or needing attention\n\n"
      for note in notes { text += "- \(note)\n" }
    }
    return text
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension SourcePorter.Report {
  /// Adds `other`'s counts to this report's.
  mutating func add(_ other: Self) {
    imports += other.imports
    selectors += other.selectors
    attributes += other.attributes
    dynamicModifiers += other.dynamicModifiers
    conditions += other.conditions
    propertySelectorsLeft += other.propertySelectorsLeft
    mainBundles += other.mainBundles
    classDescriptions += other.classDescriptions
    filesJoined += other.filesJoined
    valueTypeMembers += other.valueTypeMembers
    networkingImports += other.networkingImports
    foundationGapImports += other.foundationGapImports
    extensionOverridesMoved += other.extensionOverridesMoved
    registrationInitializers += other.registrationInitializers
    extensionOverridesLeft += other.extensionOverridesLeft
    extensionMethodOverrides += other.extensionMethodOverrides
    runtimeOverrides += other.runtimeOverrides
    optionalRequirements += other.optionalRequirements
    swift4Overrides += other.swift4Overrides
    optionalPropertyReads += other.optionalPropertyReads
    stringWrapperBridges += other.stringWrapperBridges
    swift3AttributeKeys += other.swift3AttributeKeys
  }
}
