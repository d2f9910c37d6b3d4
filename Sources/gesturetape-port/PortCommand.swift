import ArgumentParser
import DataModelDocuments
import Foundation
import SourcePorting

/// `gesturetape-port`: applies the porting contract to Swift files, so a team keeps its iOS
/// view-controller files (and their storyboards and nibs) as the one source of truth and
/// generates the Linux copy (in CI).
@main
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturetape-port",
    abstract: "Port iOS Swift files to HeadlessUI and HeroEngine by the fixed mechanical rule.",
    discussion: """
      Rewrites, outside comments and strings: import UIKit → import HeadlessUI, import Hero → \
      import HeroEngine; #selector(X) → Self.X, the unapplied method (X as it is when it names \
      its type, ViewController.handlePan(_:)); deletes @objc, @objc(name), @IBOutlet, @IBAction, \
      @IBInspectable, @IBDesignable, @IBSegueAction, @UIApplicationMain, @main and the \
      dynamic modifier. A file that declares @IBOutlet, @IBAction or @IBInspectable members \
      gets, at its end, the extensions a storyboard or nib uses to set and find them by name, \
      and the folder gets \(InterfaceBuilderMembersWriter.companionFileName) with one \
      _IBMembers_ class per type (a single file gets them at its end). The type marked @main or \
      @UIApplicationMain gets an entry point, \(ApplicationEntryWriter.entryPointName), that \
      makes it and the app's scene delegates, so the app can be launched from its Info.plist. \
      Storyboards, nibs and an app's resources in a folder (Info.plist, asset catalogs, \
      .strings, images) are copied unchanged, in their folders (Base.lproj, …), except \
      Info.plist, written to \(ApplicationEntryWriter.infoPlistPath) because SwiftPM takes no \
      Info.plist at the top of a resource bundle; an app with an Info.plist also gets \
      `public let appResources = Bundle.module` for its tests. Nothing else changes (docs/PORTING.md, \
      docs/STORYBOARDS.md).

      INPUT is a .swift file or a folder (an app target's folder as Xcode keeps it, recursively). \
      OUTPUT is the file or folder to write (folders mirror INPUT's layout). With --check \
      nothing is written: the command exits 1 and names each output that is missing or \
      differs from what the port gives (for CI: the generated copy is up to date).

      With --package, INPUT is a dependency's folder — a SwiftPM package (its manifest \
      evaluated as a Mac evaluates it) or a CocoaPods pod (its .podspec or .podspec.json, also read when the manifest does \
      not evaluate today or names folders the checkout lacks) — and OUTPUT the \
      SwiftPM package to write: the same library products and modules, each target's Swift \
      files ported together (an extension's override of another file's class joins that file), \
      declared resources and the licence copied, a generated Package.swift whose targets depend \
      on HeadlessUI, and PORTED.md saying what was done and left out (test, binary, C and \
      Objective-C targets).
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

  @Flag(
    help: ArgumentHelp(
      "Port a dependency: INPUT is a package's folder (Package.swift, or a .podspec), OUTPUT the "
        + "SwiftPM package to write.",
      discussion: "docs/PORTING.md, \"Your app's dependencies\"."))
  var package = false

  @Option(
    name: .customLong("gesturetape"),
    help: ArgumentHelp(
      "With --package: GestureTape's folder, which the ported package depends on for HeadlessUI "
        + "(written as a path relative to OUTPUT; default: the folder Scripts/port-to-linux is "
        + "in).", valueName: "path"))
  var gestureTapePath: String?

  @Option(
    name: .customLong("dependency"),
    help: ArgumentHelp(
      "With --package: where the port of a package it depends on is, as NAME=PATH (repeatable).",
      valueName: "name=path"))
  var dependencies: [String] = []

  @Option(
    help: ArgumentHelp(
      "With --package: the podspec to read when the folder has several and the port reads a "
        + "podspec (no Package.swift, or one it cannot use).",
      valueName: "file"))
  var podspec: String?

  @Option(
    name: .customLong("exclude"),
    help: ArgumentHelp(
      "A file of the folder to leave out, relative to it (repeatable): one the Xcode target "
        + "does not build, such as a stale copy that redeclares another file's types.",
      valueName: "path"))
  var excluded: [String] = []

  /// The extensions of the files a folder's port handles: Swift files are ported, the others
  /// (an app's resources) copied.
  static let portedExtensions = [
    ".swift", ".storyboard", ".xib", ".plist", ".strings", ".stringsdict", ".png", ".jpg",
    ".jpeg", ".pdf", ".gif", ".json",
  ]

  /// Whether `relative` (a path in the input folder) is a file the port takes: a Swift file,
  /// storyboard or nib anywhere, an app resource (Info.plist, strings, images), or any file of
  /// an asset catalog (`*.xcassets/…`) or a Core Data model (`*.xcdatamodeld/…`).
  static func isPorted(_ relative: String) -> Bool {
    if relative.split(separator: "/").contains(where: {
      $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel")
    }) {
      return !relative.hasSuffix("/.DS_Store") && relative != ".DS_Store"
    }
    guard portedExtensions.contains(where: { relative.hasSuffix($0) }) else { return false }
    // A loose .json or .plist is a resource only at the app's level (not a package manifest's
    // neighbour such as Package.resolved); Info.plist and friends are kept.
    return true
  }

  /// Where a copied resource goes in the output folder: the same place, except the app's
  /// `Info.plist`, which SwiftPM does not take at the top of a resource bundle.
  static func outputPath(of relative: String) -> String {
    relative == "Info.plist" ? ApplicationEntryWriter.infoPlistPath : relative
  }

  func validate() throws {
    guard !package else { return }
    if gestureTapePath != nil || !dependencies.isEmpty || podspec != nil {
      throw ValidationError("--gesturetape, --dependency and --podspec go with --package")
    }
  }

  func run() throws {
    if package { return try runPackage() }
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
    let inputURL = URL(fileURLWithPath: input)
    let outputURL = URL(fileURLWithPath: output)
    let listed = isDirectory.boolValue ? try Self.files(in: inputURL) : [inputURL.lastPathComponent]
    for path in excluded where !listed.contains(path) {
      throw PortError("--exclude \(path): \(input) has no such file to leave out")
    }
    let relativePaths = listed.filter { !excluded.contains($0) }
    // The Swift files are ported together (``SourcePorter/portModule(_:)``): an extension that
    // overrides a member of another file's class joins that file.
    // A file that imports a pod sees UIKit through it (its umbrella header), as on iOS.
    let podModules =
      isDirectory.boolValue ? DependencyLockFiles.podModules(forAppIn: inputURL) : []
    // A file sees what the target's bridging header imports, as on iOS.
    let bridged = isDirectory.boolValue ? BridgingHeader.modules(forAppIn: inputURL) : []
    var texts: [(path: String, text: String)] = []
    for relative in relativePaths where relative.hasSuffix(".swift") {
      let source = isDirectory.boolValue ? inputURL.appendingPathComponent(relative) : inputURL
      do {
        let text = try String(contentsOf: source, encoding: .utf8)
        texts.append(
          (
            relative,
            BridgingHeader.addingImports(
              of: bridged,
              to: DependencyLockFiles.addingUIKitSeenThroughPods(to: text, podModules: podModules))
          ))
      } catch {
        throw PortError("\(source.path): cannot read as UTF-8 text")
      }
    }
    var portedFiles: [String: (text: String, ported: SourcePorter.PortedFile)] = [:]
    for (file, result) in zip(texts, SourcePorter.portModule(texts)) {
      portedFiles[result.path] = (file.text, result.ported)
    }
    var outputs: [(target: URL, contents: Data)] = []
    var memberTypes: [InterfaceBuilderMembersWriter.FileTypeMembers] = []
    var applicationDelegate: String?
    var sceneDelegates: [String] = []
    for relative in relativePaths {
      let source = isDirectory.boolValue ? inputURL.appendingPathComponent(relative) : inputURL
      let target =
        isDirectory.boolValue
        ? outputURL.appendingPathComponent(Self.outputPath(of: relative)) : outputURL
      guard relative.hasSuffix(".swift") else {
        guard let data = manager.contents(atPath: source.path) else {
          throw PortError("\(source.path): cannot read")
        }
        outputs.append((target, data))
        continue
      }
      guard let (text, portedFile) = portedFiles[relative] else { continue }
      var ported = portedFile
      if verbose || ported.report.propertySelectorsLeft > 0 {
        FileHandle.standardError.write(Data("\(source.path): \(ported.report)\n".utf8))
      }
      for use in SourcePorter.runtimeOnlyUses(in: text) {
        FileHandle.standardError.write(
          Data(
            ("\(source.path):\(use.line): warning: \(use.name) (\(use.why)) needs the Objective-C "
              + "runtime, which Linux does not have: this file will not compile as it is "
              + "(docs/PORTING.md, \"The Objective-C runtime\")\n").utf8))
      }
      memberTypes += ported.memberTypes
      let declared = ApplicationEntryWriter.declarations(in: text)
      applicationDelegate = applicationDelegate ?? declared.applicationDelegate
      sceneDelegates += declared.sceneDelegates
      if !isDirectory.boolValue, !ported.memberTypes.isEmpty {
        ported.text += InterfaceBuilderMembersWriter.membersClasses(ported.memberTypes)
      }
      if !isDirectory.boolValue, let app = declared.applicationDelegate {
        ported.text += ApplicationEntryWriter.entryPoint(
          applicationDelegate: app, sceneDelegates: declared.sceneDelegates)
      }
      outputs.append((target, Data(ported.text.utf8)))
    }
    if isDirectory.boolValue {
      outputs += try Self.dataModelClasses(relativePaths, input: inputURL, output: outputURL)
    }
    let hasInfoPlist = relativePaths.contains("Info.plist")
    if isDirectory.boolValue, !memberTypes.isEmpty || applicationDelegate != nil || hasInfoPlist {
      var companion = InterfaceBuilderMembersWriter.companionFile(memberTypes)
      if let applicationDelegate {
        companion += ApplicationEntryWriter.entryPoint(
          applicationDelegate: applicationDelegate, sceneDelegates: sceneDelegates)
      }
      if hasInfoPlist { companion += ApplicationEntryWriter.resourcesAccessor }
      outputs.append(
        (
          outputURL.appendingPathComponent(InterfaceBuilderMembersWriter.companionFileName),
          Data(companion.utf8)
        ))
    }
    if check {
      try checkOutputs(outputs, folder: isDirectory.boolValue ? outputURL : nil)
      print("\(outputs.count) file(s) up to date")
      return
    }
    try write(outputs)
    print("ported \(outputs.count) file(s) to \(output)")
  }

  /// The Swift Xcode generates for the Core Data models among `relativePaths` (the entities
  /// whose Codegen is "Class Definition" or "Category/Extension"), one file beside each model:
  /// `NAME+CoreDataModel.swift` for `NAME.xcdatamodeld`.
  ///
  /// - Throws: ``PortError`` with the model's file and line when a model cannot be read.
  static func dataModelClasses(
    _ relativePaths: [String], input: URL, output: URL
  ) throws -> [(target: URL, contents: Data)] {
    var roots: [String] = []
    for relative in relativePaths {
      let parts = relative.split(separator: "/").map(String.init)
      guard
        let index = parts.firstIndex(where: { $0.hasSuffix(".xcdatamodeld") })
          ?? parts.firstIndex(where: { $0.hasSuffix(".xcdatamodel") })
      else { continue }
      let root = parts[...index].joined(separator: "/")
      if !roots.contains(root) { roots.append(root) }
    }
    var outputs: [(target: URL, contents: Data)] = []
    for root in roots {
      let model: DataModel
      do {
        model = try DataModel.read(contentsOf: input.appendingPathComponent(root))
      } catch {
        throw PortError("\(error)")
      }
      let url = URL(fileURLWithPath: root)
      let name = url.deletingPathExtension().lastPathComponent
      guard let swift = model.generatedSwift(modelName: name) else { continue }
      let folder = url.deletingLastPathComponent().relativePath
      let file =
        (folder == "." || folder.isEmpty ? "" : folder + "/") + "\(name)+CoreDataModel.swift"
      outputs.append((output.appendingPathComponent(file), Data(swift.utf8)))
    }
    return outputs
  }

  /// Writes each output (its folders made first), atomically.
  func write(_ outputs: [(target: URL, contents: Data)]) throws {
    for (target, contents) in outputs {
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: target, options: .atomic)
      } catch {
        throw PortError("\(target.path): cannot write (\(error.localizedDescription))")
      }
    }
  }

  /// Exits 1, naming them, when outputs are missing or differ, or when the folder holds ported
  /// files that no source gives any more.
  func checkOutputs(
    _ outputs: [(target: URL, contents: Data)], folder: URL?, listing: [String]? = nil
  ) throws {
    var stale: [String] = []
    for (target, contents) in outputs
    where FileManager.default.contents(atPath: target.path) != contents {
      stale.append(target.path)
    }
    if let folder {
      let expected = Set(outputs.map { $0.target.standardizedFileURL.path })
      for extra in listing ?? (try? Self.files(in: folder)) ?? []
      where !expected.contains(folder.appendingPathComponent(extra).standardizedFileURL.path) {
        stale.append(folder.appendingPathComponent(extra).path + " (no source)")
      }
    }
    guard stale.isEmpty else {
      for path in stale { print("out of date: \(path)") }
      print("run: gesturetape-port \(package ? "--package " : "")\(input) \(output)")
      throw ExitCode.failure
    }
  }

  /// The files under `folder` the port takes (``isPorted(_:)``; folders themselves are not
  /// files), as paths relative to it, sorted.
  static func files(in folder: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      throw PortError("\(folder.path): cannot list the folder")
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      guard isPorted(path),
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files.append(path)
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
