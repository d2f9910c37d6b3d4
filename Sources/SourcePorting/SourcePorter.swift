/// The porting contract, applied to Swift source text: what turns an iOS view-controller file
/// into one that compiles against HeadlessUI and HeroEngine, and nothing more.
///
/// The rewrites, outside comments and string literals only:
/// - imports: `import UIKit` → `import HeadlessUI` (a UIKit submodule such as
///   `UIKit.UIGestureRecognizerSubclass` too), `import Hero` → `import HeroEngine`; kind imports
///   keep their kind (`import class UIKit.UIView` → `import class HeadlessUI.UIView`);
/// - `#selector(X)` → the method reference `X` names, unapplied so that the target passed
///   beside it is held weakly, as UIKit holds targets: `handlePan(_:)` and
///   `self.handlePan(_:)` → `Self.handlePan(_:)`; a type-qualified `ViewController.handlePan(_:)`
///   stays as it is; another receiver (`model.refresh`) stays bound to it; the
///   `#selector(getter: …)` and `#selector(setter: …)` forms name properties, not methods, and
///   are left as they are (the file then does not compile: see docs/PORTING.md);
/// - the attributes `@objc`, `@objc(name)`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` and `@main` are deleted, as is the
///   `dynamic` declaration modifier (`@objcMembers`, and identifiers that merely contain
///   "dynamic", stay);
/// - `Bundle.main` → `Bundle.launchedMain` (HeadlessUI: the launched app's bundle while its code
///   runs, so `Bundle.main.path(forResource:ofType:)` finds the app's resources; `Bundle.main`
///   otherwise).
///
/// An attribute or modifier is deleted with the spaces after it; a line left with only
/// whitespace is deleted whole. A file whose code names a type that Linux keeps in
/// FoundationNetworking (``networkingTypes``: `URLSession`, `URLRequest`, …; on iOS they come
/// with `import UIKit`) gets `import FoundationNetworking`, guarded by `#if canImport`, after its
/// last import. Every other byte of the file is kept.
public enum SourcePorter {
  /// What one port changed.
  public struct Report: Equatable, Sendable, CustomStringConvertible {
    /// Imports rewritten.
    public var imports = 0
    /// `#selector(…)` expressions replaced.
    public var selectors = 0
    /// Attributes deleted.
    public var attributes = 0
    /// `dynamic` modifiers deleted.
    public var dynamicModifiers = 0
    /// Platform tests of `#if`/`#elseif` conditions rewritten to choose as iOS does.
    public var conditions = 0
    /// `#selector(getter:/setter: …)` left as they are.
    public var propertySelectorsLeft = 0
    /// `Bundle.main` made `Bundle.launchedMain`.
    public var mainBundles = 0
    /// `import FoundationNetworking` added (0 or 1).
    public var networkingImports = 0
    /// `override` members of extensions moved into their class's body.
    public var extensionOverridesMoved = 0
    /// `init(registeredFor:)` added to cells made by `init(coder:)` only.
    public var registrationInitializers = 0
    /// `override` members of extensions of a class declared in another file, left in place
    /// (the file then does not compile: docs/PORTING.md).
    public var extensionOverridesLeft = 0

    /// A report of nothing changed.
    public init() {}

    /// Whether anything changed.
    public var changedAnything: Bool {
      imports + selectors + attributes + dynamicModifiers + networkingImports + mainBundles
        + extensionOverridesMoved + registrationInitializers + conditions > 0
    }

    /// `2 imports, 3 selectors, 4 attributes, 1 dynamic`.
    public var description: String {
      var parts = [
        "\(imports) import\(imports == 1 ? "" : "s")",
        "\(selectors) selector\(selectors == 1 ? "" : "s")",
        "\(attributes) attribute\(attributes == 1 ? "" : "s")",
        "\(dynamicModifiers) dynamic",
      ]
      if mainBundles > 0 { parts.append("\(mainBundles) Bundle.main") }
      if conditions > 0 {
        parts.append("\(conditions) platform condition\(conditions == 1 ? "" : "s")")
      }
      if networkingImports > 0 { parts.append("FoundationNetworking imported") }
      if registrationInitializers > 0 {
        parts.append("\(registrationInitializers) init(registeredFor:) added")
      }
      if extensionOverridesMoved > 0 {
        parts.append(
          "\(extensionOverridesMoved) override(s) moved from extensions into their class")
      }
      if extensionOverridesLeft > 0 {
        parts.append(
          "\(extensionOverridesLeft) override(s) in extensions of a class of another file left unported"
        )
      }
      if propertySelectorsLeft > 0 {
        parts.append("\(propertySelectorsLeft) getter/setter selector(s) left unported")
      }
      return parts.joined(separator: ", ")
    }
  }

  /// What a platform test in an `#if` / `#elseif` condition becomes, so that the port compiles
  /// what iOS compiles: UIKit and Hero can be imported (as HeadlessUI and HeroEngine), the OS is
  /// iOS — not tvOS (whose branches hold what only a TV does), Linux, macOS, watchOS or
  /// visionOS — and the target is a device, not a simulator or Mac Catalyst. Other tests (`canImport(Darwin)`,
  /// `arch(…)`, `swift(…)`, `compiler(…)`, flags) are left as they are.
  public static let platformConditions: [String: String] = [
    "canImport(UIKit)": "canImport(HeadlessUI)", "canImport(Hero)": "canImport(HeroEngine)",
    "os(iOS)": "true", "os(tvOS)": "false", "os(Linux)": "false", "os(macOS)": "false",
    "os(OSX)": "false", "os(watchOS)": "false", "os(visionOS)": "false",
    "targetEnvironment(simulator)": "false", "targetEnvironment(macCatalyst)": "false",
  ]

  /// The module an import is rewritten to, by the module it names.
  public static let moduleRenames: [String: String] = [
    "UIKit": "HeadlessUI", "Hero": "HeroEngine",
  ]

  /// The types of FoundationNetworking (swift-corelibs-foundation keeps them out of Foundation
  /// so that Foundation does not link libcurl): naming one makes the port import it.
  public static let networkingTypes: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask",
    "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionTaskDelegate",
    "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "NSURLRequest",
    "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
    "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
    "URLProtocol", "HTTPCookie", "HTTPCookieStorage",
  ]

  /// The attributes the port deletes.
  public static let deletedAttributes: Set<String> = [
    "objc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
    "UIApplicationMain", "main",
  ]

  /// `source` after the port's rewrites, and what changed.
  public static func port(_ source: String) -> (text: String, report: Report) {
    let (rewriter, output) = rewrite(source)
    return (String(decoding: output, as: UTF8.self), rewriter.report)
  }

  /// Runs the rewrites, then moves `override` members of extensions into their class.
  static func rewrite(_ source: String) -> (SourceRewriter, [UInt8]) {
    var rewriter = SourceRewriter(Array(source.utf8))
    rewriter.run()
    guard !rewriter.extensionOverrides.isEmpty else { return (rewriter, rewriter.output) }
    // A second pass over the rewritten text (which it leaves as it is) finds the places again
    // in the final text's coordinates.
    var places = SourceRewriter(rewriter.output)
    places.run()
    var bytes = places.output
    var edits: [(at: Int, remove: Int, insert: [UInt8])] = []
    var moved: [[String]: [UInt8]] = [:]
    for (path, range) in places.extensionOverrides {
      guard places.classBodyEnds[path] != nil else {
        rewriter.report.extensionOverridesLeft += 1
        continue
      }
      // Each moved member after a blank line, as members are usually separated.
      moved[path, default: []].append(UInt8(ascii: "\n"))
      moved[path, default: []].append(contentsOf: bytes[range])
      edits.append((range.lowerBound, range.count, []))
      rewriter.report.extensionOverridesMoved += 1
    }
    for (path, text) in moved {
      if let end = places.classBodyEnds[path] { edits.append((end, 0, text)) }
    }
    for edit in edits.sorted(by: { $0.at > $1.at }) {
      bytes.replaceSubrange(edit.at..<(edit.at + edit.remove), with: edit.insert)
    }
    return (rewriter, bytes)
  }

  /// A file after the port: the rewrites, then, when it declares `@IBOutlet`, `@IBAction` or
  /// `@IBInspectable` members, the extensions that set and find them by name
  /// (``InterfaceBuilderMembersWriter``).
  public struct PortedFile: Equatable, Sendable {
    /// The ported text.
    public var text: String
    /// What the rewrites changed.
    public var report: Report
    /// The members found.
    public var members: [InterfaceBuilderMember]
    /// The types whose members the appended extensions define (for the `_IBMembers_` classes).
    public var memberTypes: [InterfaceBuilderMembersWriter.FileTypeMembers]
  }

  /// Ports the file named `fileName` (its stem names the generated methods).
  public static func portFile(_ source: String, fileName: String) -> PortedFile {
    let (rewriter, output) = rewrite(source)
    var text = String(decoding: output, as: UTF8.self)
    let stem = InterfaceBuilderMembersWriter.identifier(
      String(fileName.split(separator: "/").last ?? "").replacingSuffix(".swift"))
    let (extensions, types) = InterfaceBuilderMembersWriter.fileExtensions(
      rewriter.members, fileStem: stem)
    if !extensions.isEmpty {
      if !text.hasSuffix("\n") { text += "\n" }
      text += extensions
    }
    return PortedFile(
      text: text, report: rewriter.report, members: rewriter.members, memberTypes: types)
  }
}

extension String {
  /// The string without `suffix` at its end, if it has it.
  func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
