import Testing

@testable import AppCompatibility

@Suite("What stopped an app: build errors classified")
struct CauseClassifierTests {
  let classifier = CauseClassifier(
    appDeclarations: ["PlaceStore", "reload"],
    knownModules: ["SnapKit": "a ported copy (SnapKit) exists"])

  func cause(_ message: String, line: String? = nil, dependency: String? = nil) -> Cause {
    classifier.cause(
      of: CompilerDiagnostic(file: "/w/Sources/App/A.swift", line: 3, column: 1, message: message),
      sourceLine: line, dependency: dependency)
  }

  @Test func aMissingModuleSaysWhetherACopyExists() {
    let ported = cause("no such module 'SnapKit'")
    #expect(ported.kind == .missingModule)
    #expect(ported.subject == "SnapKit")
    #expect(ported.note?.contains("ported copy (SnapKit) exists") == true)
    let absent = cause("no such module 'Firebase'")
    #expect(absent.note?.contains("no ported copy and no stand-in") == true)
  }

  @Test func anOldSwiftNameSaysWhichModeAcceptsIt() {
    let renamed = cause("cannot find type 'UIControlState' in scope")
    #expect(renamed.kind == .swiftVersion)
    #expect(renamed.subject == "UIControlState → UIControl.State")
    #expect(renamed.note?.contains("Swift 4 mode") == true)
    let swift3 = cause("cannot find 'NSForegroundColorAttributeName' in scope")
    #expect(swift3.note?.contains("no language mode") == true)
    let member = cause("value of type 'ViewController' has no member 'addChildViewController'")
    #expect(member.subject == "addChildViewController → addChild(_:)")
    let unavailable = cause("'characters' is unavailable: Please use String directly")
    #expect(unavailable.kind == .swiftVersion)
  }

  /// A folder holding an old copy of a file its Xcode target leaves out: the type is declared
  /// twice, and the error says which files.
  @Test func aTypeDeclaredInTwoFilesIsTheAppFoldersNotHeadlessUIs() {
    var twice = classifier
    twice.typesDeclaredTwice = ["UTV": ["UTV.swift", "ViewController.swift"]]
    let ambiguous = twice.cause(
      of: CompilerDiagnostic(
        file: "/w/Sources/App/A.swift", line: 3, column: 1,
        message: "'UTV' is ambiguous for type lookup in this context"),
      sourceLine: "let show: UTV")
    #expect(ambiguous.kind == .appFiles)
    #expect(ambiguous.note?.contains("UTV.swift and ViewController.swift") == true)
    #expect(cause("'Other' is ambiguous for type lookup in this context").kind == .other)
    #expect(
      ExploreHost.topLevelTypes(
        in: "import UIKit\nfinal class A: UIView {\n  struct Nested {}\n}\npublic enum B {}\n"
      ) == ["A", "B"])
  }

  @Test func theObjectiveCRuntimeIsNamedFromTheMessageOrTheLine() {
    #expect(
      cause("cannot find 'method_exchangeImplementations' in scope")
        == Cause(.objectiveCRuntime, "method swizzling"))
    let kvc = cause(
      "value of type 'UIView' has no member 'setValue'", line: "view.setValue(1, forKey: \"x\")")
    #expect(kvc.kind == .objectiveCRuntime)
  }

  @Test func portRulesAreNamed() {
    #expect(
      cause("cannot assign value of type '() -> ()' to type 'Selector'").subject
        == "#selector as a value")
    #expect(
      cause("some error", line: "item.action = #selector(showDetail)").kind == .portRule)
    #expect(
      cause(
        "non-'@objc' instance method 'x' is declared in extension of 'UIView' and cannot be "
          + "overridden; overriding declarations in extensions is not supported"
      ).subject
        == "override in an extension")
    let generated = classifier.cause(
      of: CompilerDiagnostic(
        file: "/w/_InterfaceBuilderMembers.swift", line: 1, column: 1, message: "x"),
      sourceLine: nil, generated: true)
    #expect(generated.kind == .portRule)
  }

  @Test func aMissingUIKitDeclarationIsNamedUnlessTheAppDeclaresIt() {
    let member = cause("value of type 'UIView' has no member 'snapshotView'")
    #expect(member == Cause(.missingDeclaration, "UIView.snapshotView"))
    let global = cause("cannot find 'UIAccessibilityPostNotification' in scope")
    #expect(global == Cause(.missingDeclaration, "UIAccessibilityPostNotification"))
    let own = cause("cannot find 'PlaceStore' in scope")
    #expect(own.kind == .other, "the app's own type is not HeadlessUI's gap")
    let nested = cause(
      "'OpenURLOptionsKey' is not a member type of class 'HeadlessUI.UIApplication'")
    #expect(nested == Cause(.missingDeclaration, "UIApplication.OpenURLOptionsKey"))
    let darwin = cause(
      "'background(withIdentifier:)' is unavailable: Not available on non-Darwin platforms")
    #expect(darwin.kind == .missingDeclaration)
    #expect(darwin.note?.contains("Linux") == true)
    let inDependency = cause("value of type 'UIView' has no member 'snp'", dependency: "SnapKit")
    #expect(inDependency == Cause(.dependency, "SnapKit: UIView.snp"))
  }

  @Test func anOverrideOfWhatHeadlessUILacksIsNamed() {
    let method = cause(
      "method does not override any method from its superclass",
      line: "  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: "
        + "IndexPath) -> IndexPath? {")
    #expect(method == Cause(.missingDeclaration, "override of tableView(_:willSelectRowAt:)"))
    let property = cause(
      "property does not override any property from its superclass",
      line: "override var prefersStatusBarHidden: Bool { true }")
    #expect(property == Cause(.missingDeclaration, "override of prefersStatusBarHidden"))
  }

  @Test func twoSwiftFilesOfOneNameAreTheFoldersNotTheCompilers() {
    let cause = ExploreHost.cause(
      ofUnplaced: "couldn't build /w/.build/debug/App.build/Cell.swift.o because of multiple "
        + "producers: Compiling Swift Module 'App' (3 sources)")
    #expect(cause.kind == .portRule)
    #expect(cause.note?.contains("two files named Cell.swift") == true)
  }

  @Test func otherErrorsCountByTheirShape() {
    let one = cause("cannot convert value of type 'Int' to expected argument type 'CGFloat'")
    let two = cause("cannot convert value of type 'Double' to expected argument type 'Float'")
    #expect(one == two)
    #expect(one.subject == "cannot convert value of type '…' to expected argument type '…'")
  }

  @Test func compilerOutputIsReadOncePerError() {
    let output = """
      [3/9] Compiling App A.swift
      /w/Sources/App/A.swift:3:7: error: cannot find 'x' in scope
      /w/Sources/App/A.swift:3:7: error: cannot find 'x' in scope
      /w/Sources/App/B.swift:10:1: warning: unused
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      error: 'gesturetapeexplore': product 'Nope' required by package not found
      error: cancelled
      error: cancelled
      error: ExitCode(rawValue: 1)
      error: 'gesturetapeexplore': product 'Nope' required by package not found
      """
    let errors = CompilerDiagnostic.errors(in: output)
    #expect(
      errors.placed == [
        CompilerDiagnostic(
          file: "/w/Sources/App/A.swift", line: 3, column: 7, message: "cannot find 'x' in scope")
      ])
    #expect(
      errors.unplaced == ["'gesturetapeexplore': product 'Nope' required by package not found"])
  }
}
