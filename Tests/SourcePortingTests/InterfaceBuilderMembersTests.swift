import SourcePorting
import Testing

/// What the port generates for storyboards and nibs: the members found after `@IBOutlet`,
/// `@IBAction` and `@IBInspectable`, their Objective-C selectors (as Swift exposes methods to
/// Objective-C: https://developer.apple.com/documentation/swift/using-objective-c-runtime-features-in-swift
/// — a first argument label `x` becomes `With` + `X`), and the Swift written for them.
@Suite("Interface Builder members")
struct InterfaceBuilderMembersTests {
  @Test(arguments: [
    ("func close() {}", "close", "close"),
    ("func close(_ sender: Any) {}", "close:", "close(_:)"),
    ("func handlePan(gr: UIPanGestureRecognizer) {}", "handlePanWithGr:", "handlePan(gr:)"),
    (
      "func touched(_ sender: UIButton, forEvent event: UIEvent) {}", "touched:forEvent:",
      "touched(_:forEvent:)"
    ),
    ("func pick(_ a: [Int: (String, Int)], _ b: Int) {}", "pick::", "pick(_:_:)"),
    (
      "func unwindToList(segue: UIStoryboardSegue) {}", "unwindToListWithSegue:",
      "unwindToList(segue:)"
    ),
  ])
  func actions(declaration: String, selector: String, reference: String) throws {
    let file = SourcePorter.portFile(
      "class A: UIViewController {\n  @IBAction \(declaration)\n}\n", fileName: "A.swift")
    let member = try #require(file.members.first)
    #expect(member.kind == .action)
    #expect(member.selector == selector)
    #expect(member.reference == reference)
  }

  @Test func membersBelongToTheirTypeNestedTypesAndExtensions() {
    let source = """
      import UIKit
      final class Outer: UIViewController {
        @IBOutlet private weak var title: UILabel!
        class func make() -> Outer { Outer() }
        final class Inner: UIView {
          @IBInspectable var radius: CGFloat = 0 { didSet { layer.cornerRadius = radius } }
        }
        @IBOutlet var cards: [UIView]!
      }
      extension Outer {
        @objc @IBAction private func close(_ sender: Any) {}
      }
      extension UIView {
        @IBInspectable var borderWidth: CGFloat {
          get { layer.borderWidth }
          set { layer.borderWidth = newValue }
        }
      }
      class Box<T>: UIView {
        @IBOutlet var label: UILabel!
      }
      """
    let file = SourcePorter.portFile(source, fileName: "Views/Outer.swift")
    #expect(
      file.members.map { "\($0.typePath.joined(separator: ".")).\($0.name)" } == [
        "Outer.title", "Outer.Inner.radius", "Outer.cards", "Outer.close", "UIView.borderWidth",
      ])
    #expect(file.memberTypes.map(\.typePath) == [["Outer"], ["Outer", "Inner"], ["UIView"]])
    #expect(
      file.text.contains(
        """
        extension Outer {
          func _ibSetValue_Outer_Outer(_ value: Any?, forKey key: String) -> Bool {
            switch key {
            case "title": return InterfaceBuilderAssignment.assign(value, to: &title)
            case "cards": return InterfaceBuilderAssignment.assign(value, to: &cards)
            default: return false
            }
          }

          static func _ibAction_Outer_Outer(_ selector: String) -> Selector? {
            switch selector {
            case "close:": return Selector(Outer.close(_:))
            default: return nil
            }
          }
        }
        """))
    #expect(file.text.contains("extension Outer.Inner {\n  func _ibSetValue_Outer_Inner_Outer("))
    #expect(
      !file.text.contains("extension Box"),
      "generic classes get no members (a document cannot name them)")
    // The rewrites themselves are unchanged by the generation.
    #expect(file.text.hasPrefix(SourcePorter.port(source).text))
  }

  @Test func theCompanionCallsEveryFilesMethods() {
    let first = SourcePorter.portFile(
      "class A: UIView {\n  @IBOutlet var x: UIView!\n}\n", fileName: "A.swift")
    let second = SourcePorter.portFile(
      "extension A {\n  @IBAction func tap() {}\n  @IBOutlet var y: UIView! { nil }\n}\n",
      fileName: "A+Actions.swift")
    let companion = InterfaceBuilderMembersWriter.companionFile(
      first.memberTypes + second.memberTypes)
    #expect(
      companion.contains(
        """
        final class _IBMembers_A: InterfaceBuilderMembers {
          static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
            guard let object = object as? A else { return false }
            return object._ibSetValue_A_A(value, forKey: key)
              || object._ibSetValue_A_A_Actions(value, forKey: key)
          }

          static func action(_ selector: String) -> Selector? {
            A._ibAction_A_A_Actions(selector)
          }
        }
        """))
  }

  @Test func aFileWithoutMembersIsOnlyRewritten() {
    let source = "import UIKit\nclass A: UIView { @objc func f() {} }\n"
    let file = SourcePorter.portFile(source, fileName: "A.swift")
    #expect(file.text == SourcePorter.port(source).text)
    #expect(file.memberTypes.isEmpty)
  }
}
