import DataModelDocuments
import Foundation
import TestSupport
import Testing

@testable import SourcePorting

/// Core Data in the port: `@NSManaged` members become computed properties and accessor bodies
/// over CoreData's stand-in (Linux's Swift has no runtime to give them storage), and the
/// classes Xcode generates from a model (Codegen "Class Definition", "Category/Extension") are
/// written from the `.xcdatamodeld`. Xcode's generated code, for comparison:
/// https://developer.apple.com/documentation/coredata/generating-code.
@Suite("Core Data in the port")
struct CoreDataPortTests {
  private func port(_ text: String) -> String { SourcePorter.port(text).text }

  @Test("an @NSManaged property reads and writes the object's values")
  func managedProperties() {
    let ported = port(
      """
      import CoreData

      class Note: NSManagedObject {
        @NSManaged public var title: String?
        @NSManaged var count: Int64 // how many
        @NSManaged private(set) var tags: Set<Tag>?
      }
      """)
    #expect(ported.contains("import CoreDataStandIn"))
    #expect(!ported.contains("@NSManaged"))
    #expect(
      ported.contains(
        #"public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }"#
      ))
    #expect(
      ported.contains(
        #"var count: Int64 { get { managedValue(forKey: "count") } set { setManagedValue(newValue, forKey: "count") } } // how many"#
      ))
    #expect(
      ported.contains(#"private(set) var tags: Set<Tag>? { get { managedValue(forKey: "tags")"#))
  }

  @Test("Xcode's to-many accessors get bodies; @objc names go")
  func managedAccessors() {
    let ported = port(
      """
      extension Note {
        @objc(addTagsObject:)
        @NSManaged public func addToTags(_ value: Tag)
        @objc(removeTags:)
        @NSManaged public func removeFromTags(_ values: NSSet)
        @NSManaged public func insertIntoPages(_ value: Page, at idx: Int)
        @NSManaged public func removeFromPages(at idx: Int)
      }
      """)
    #expect(
      ported.contains(
        #"public func addToTags(_ value: Tag) { addManagedObjects(value, toKey: "tags") }"#))
    #expect(
      ported.contains(
        #"public func removeFromTags(_ values: NSSet) { removeManagedObjects(values, fromKey: "tags") }"#
      ))
    #expect(
      ported.contains(
        #"public func insertIntoPages(_ value: Page, at idx: Int) { insertManagedObjects(value, at: idx, intoKey: "pages") }"#
      ))
    #expect(
      ported.contains(
        #"public func removeFromPages(at idx: Int) { removeManagedObjects(at: idx, fromKey: "pages") }"#
      ))
    #expect(!ported.contains("@objc"))
  }

  @Test("a form the port does not know is left as written")
  func unknownForm() {
    #expect(ManagedMembers.port("public func replacePages(at idx: Int, with value: Page)") == nil)
    #expect(port("  @NSManaged func replace(at i: Int)\n").contains("@NSManaged"))
  }

  @Test("the classes Xcode generates are written from the model")
  func generatedClasses() throws {
    let model = try DataModel.read(contentsOf: Fixtures.fixture("CoreData/Library.xcdatamodeld"))
    let swift = try #require(model.generatedSwift(modelName: "Library"))
    // Codegen "Class Definition": the class and its properties.
    #expect(swift.contains("public class Author: NSManagedObject {}"))
    #expect(swift.contains("NSFetchRequest<Author>(entityName: \"Author\")"))
    #expect(swift.contains(#"public var name: String? { get { managedValue(forKey: "name") }"#))
    #expect(swift.contains(#"public var born: Date? {"#))
    #expect(swift.contains(#"public var books: NSSet? {"#))
    #expect(
      swift.contains(
        #"public func addToBooks(_ value: Book) { addManagedObjects([value], toKey: "books") }"#))
    // "Category/Extension": the properties only (the app writes the class).
    #expect(!swift.contains("public class Shelf"))
    #expect(swift.contains("extension Shelf {"))
    // "Manual/None": nothing.
    #expect(!swift.contains("extension Book {"))
    #expect(swift.hasPrefix("// Written by gesturetape-port from Library.xcdatamodeld"))
  }

  @Test("scalar and object types are Xcode's")
  func swiftTypes() {
    let model = DataModel()
    func type(_ kind: DataModel.AttributeType, scalar: Bool = true) -> String {
      model.swiftType(of: .init(name: "x", type: kind, usesScalarValueType: scalar))
    }
    #expect(type(.integer16) == "Int16")
    #expect(type(.integer64, scalar: false) == "NSNumber?")
    #expect(type(.boolean) == "Bool")
    #expect(type(.string) == "String?")
    #expect(type(.decimal) == "NSDecimalNumber?")
    #expect(type(.uuid) == "UUID?")
    #expect(type(.uri) == "URL?")
  }

  @Test("a model that cannot be read is an error with its file and line")
  func malformedModel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "model-\(UUID().uuidString).xcdatamodel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      "<model>\n  <entity name=\"A\">\n    <attribute name=\"x\" attributeType=\"Nope\"/>\n  </entity>\n</model>\n"
        .utf8
    ).write(to: folder.appendingPathComponent("contents"))
    #expect {
      try DataModel.read(contentsOf: folder)
    } throws: { error in
      let error = error as? DataModelError
      return error?.line == 3 && error?.message.contains("unknown type 'Nope'") == true
        && error?.path.hasSuffix("/contents") == true
    }
    #expect(throws: DataModelError.self) {
      try DataModel.read(contentsOf: folder.appendingPathComponent("missing.xcdatamodeld"))
    }
  }
}

/// Selectors where the port must write `Selector(…)`: assigned to a property, or passed to
/// HeadlessUI's `perform`/`cancelPreviousPerformRequests`/`responds(to:)`; and a module's own
/// comparisons of two `NSNumber`s, which Linux's Foundation already declares.
@Suite("Selectors as values, and NSNumber's operators")
struct SelectorValuePortTests {
  @Test func aSelectorAssignedOrPerformedIsASelector() {
    let ported = SourcePorter.port(
      """
      navigationItem.rightBarButtonItem?.action = #selector(showDetail)
      if button.action == #selector(showDetail) {}
      NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(loadSearch), object: nil)
      perform(#selector(loadSearch), with: nil, afterDelay: 0.5)
      button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
      """
    ).text
    #expect(ported.contains("action = Selector(Self.showDetail)"))
    #expect(ported.contains("action == Selector(named: \"showDetail\")"), "compared: a name")
    #expect(ported.contains("selector: Selector(Self.loadSearch), object: nil)"))
    #expect(ported.contains("perform(Selector(Self.loadSearch), with: nil, afterDelay: 0.5)"))
    #expect(ported.contains("action: Self.tapped, for:"))
  }

  /// Alamofire 4's `responds(to:)` override: compared selectors become names, the override of
  /// NSObject's runtime method is renamed (HeadlessUI's answers), `isEqual` on `AnyObject`
  /// becomes HeadlessUI's `objectIsEqual`.
  @Test func aRespondsOverrideComparesNamesAndIsRenamed() {
    let ported = SourcePorter.port(
      """
      open class SessionDelegate: NSObject {
        open override func responds(to selector: Selector) -> Bool {
          if selector == #selector(URLSessionDelegate.urlSessionDidFinishEvents(forBackgroundURLSession:)) {
            return true
          }
          switch selector {
          case #selector(URLSessionDelegate.urlSession(_:didBecomeInvalidWithError:)), #selector(a):
            return true
          default:
            return type(of: self).instancesRespond(to: selector)
          }
        }
        func same(_ key: AnyObject, _ other: AnyObject) -> Bool {
          key.isEqual(other) && self.key.isEqual(other) && f(x).isEqual(other)
            && key.isEqual(to: other)
        }
      }
      """
    ).text
    #expect(ported.contains("func overriddenOnIOS_responds(to selector: Selector)"))
    #expect(!ported.contains("override func"))
    #expect(
      ported.contains(
        "selector == Selector(named: \"URLSessionDelegate.urlSessionDidFinishEvents(forBackgroundURLSession:)\")"
      ))
    #expect(
      ported.contains(
        "case Selector(named: \"URLSessionDelegate.urlSession(_:didBecomeInvalidWithError:)\"), Selector(named: \"a\"):"
      ))
    #expect(ported.contains("objectIsEqual(key)(other) && objectIsEqual(self.key)(other)"))
    #expect(ported.contains("f(x).isEqual(other)"), "a call's result is left alone")
    #expect(ported.contains("key.isEqual(to: other)"), "a labelled isEqual is another method")
    #expect(ported.contains("import HeadlessUI"))
  }

  /// A dictionary of attributes declared without a type gets iOS's inferred key type: on iOS
  /// its values (colours, fonts) are objects; here they are values, which Swift does not join.
  @Test func anAttributeDictionaryDeclaredWithoutATypeGetsOne() {
    let ported = SourcePorter.port(
      """
      var fontAttribute = [NSAttributedString.Key.foregroundColor : UIColor.red, NSAttributedString.Key.font : UIFont.systemFont(ofSize: 17)]
      let typed: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 1)]
      """
    ).text
    #expect(
      ported.contains(
        "var fontAttribute: [NSAttributedString.Key: Any] = [NSAttributedString.Key.foregroundColor"
      ))
    #expect(ported.contains("let typed: [NSAttributedString.Key: Any] = [.font:"))
  }

  @Test func aModulesOwnNumberComparisonsGiveWayToFoundations() {
    let ported = SourcePorter.port(
      """
      func <(lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.doubleValue < rhs.doubleValue }
      public func ==(lhs: NSNumber, rhs: NSNumber) -> Bool { true }
      func <(lhs: JSON, rhs: JSON) -> Bool { false }
      """
    ).text
    #expect(ported.contains("@_disfavoredOverload func <(lhs: NSNumber, rhs: NSNumber)"))
    #expect(ported.contains("@_disfavoredOverload public func ==(lhs: NSNumber"))
    #expect(!ported.contains("@_disfavoredOverload func <(lhs: JSON"))
  }
}
