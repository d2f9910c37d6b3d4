import SourcePorting
import Testing

/// `@objc` protocols as iOS delegates declare them: class-bound (a `weak var delegate: P?`
/// needs it) and with optional requirements, which Swift without the Objective-C runtime has
/// neither of.
@Suite("Objective-C protocols")
struct ObjCProtocolPortTests {
  static let source = """
    import UIKit

    @objc public protocol PageMenuDelegate {
        @objc optional func willMoveToPage(_ controller: UIViewController, index: Int)
        @objc optional func didFinish() throws -> Void // a comment
        @objc optional func heightFor(_ index: Int) -> CGFloat
        func required()
    }
    @objc protocol Bound: NSObjectProtocol {}
    @objc(Named) protocol Listed : Equatable {}

    class Menu {
        weak var delegate: PageMenuDelegate?
        var willMoveToPage: (() -> Void)?
        func go() {
            delegate?.willMoveToPage?(UIViewController(), index: 1)
            let height = delegate?.heightFor?(1) ?? 44
            try? delegate?.didFinish?()
        }
    }
    """

  @Test func anObjectiveCProtocolIsClassBound() {
    let ported = SourcePorter.port(Self.source).text
    #expect(ported.contains("public protocol PageMenuDelegate: AnyObject {"))
    #expect(ported.contains("protocol Bound: NSObjectProtocol {}"), "class-bound already")
    #expect(ported.contains("protocol Listed : AnyObject, Equatable {}"))
  }

  @Test func anOptionalVoidRequirementGetsADefaultAndItsCallsLoseTheQuestionMark() {
    let ported = SourcePorter.port(Self.source)
    let text = ported.text
    #expect(text.contains("    func willMoveToPage(_ controller: UIViewController, index: Int)\n"))
    #expect(text.contains("delegate?.willMoveToPage(UIViewController(), index: 1)"))
    #expect(text.contains("try? delegate?.didFinish()"))
    #expect(text.contains("extension PageMenuDelegate {\n  public func willMoveToPage("))
    #expect(text.contains("  public func didFinish() throws {}\n"))
    // A requirement with a result keeps `optional` (it still needs the runtime), and so do its
    // calls.
    #expect(text.contains("optional func heightFor(_ index: Int) -> CGFloat"))
    #expect(text.contains("delegate?.heightFor?(1)"))
    #expect(ported.report.optionalRequirements == 2)
    // The original's lines keep their numbers: the defaults come after the last line.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[15].contains("delegate?.willMoveToPage("))
  }
}
