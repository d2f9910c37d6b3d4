import HeadlessUI
import Testing

/// The Objective-C runtime's associated objects, as libraries use them on iOS
/// (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`), following
/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject and
/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy (the policies'
/// raw values).
@Suite("objc_setAssociatedObject")
struct ObjectiveCAssociationTests {
  final class Owner {}
  final class Token {}
  nonisolated(unsafe) static var keyA: UInt8 = 0
  nonisolated(unsafe) static var keyB: UInt8 = 0

  @Test func valuesAreKeptByObjectAndKey() {
    let owner = Owner()
    let other = Owner()
    objc_setAssociatedObject(owner, &Self.keyA, "a", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(owner, &Self.keyB, 2, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(owner, &Self.keyA) as? String == "a")
    #expect(objc_getAssociatedObject(owner, &Self.keyB) as? Int == 2)
    #expect(objc_getAssociatedObject(other, &Self.keyA) == nil)
    objc_setAssociatedObject(owner, &Self.keyA, "b", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, &Self.keyA) as? String == "b")
    objc_setAssociatedObject(owner, &Self.keyA, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, &Self.keyA) == nil)
    #expect(objc_getAssociatedObject(owner, &Self.keyB) as? Int == 2)
    objc_removeAssociatedObjects(owner)
    #expect(objc_getAssociatedObject(owner, &Self.keyB) == nil)
  }

  @Test func aRetainedValueLivesAsLongAsItsObject() {
    weak var weakToken: Token?
    do {
      let owner = Owner()
      do {
        let token = Token()
        weakToken = token
        objc_setAssociatedObject(owner, &Self.keyA, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      #expect(weakToken != nil)
      #expect(objc_getAssociatedObject(owner, &Self.keyA) as AnyObject? === weakToken)
    }
    // The owner is gone: its entry is stale and goes at the next access of its identity or
    // sweep; a new object at the same address never sees it.
    let fresh = Owner()
    #expect(objc_getAssociatedObject(fresh, &Self.keyA) == nil)
  }

  @Test func anAssignedObjectIsNotKeptAlive() {
    let owner = Owner()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      objc_setAssociatedObject(owner, &Self.keyA, token, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(owner, &Self.keyA) as AnyObject? === token)
    }
    #expect(weakToken == nil)
    #expect(objc_getAssociatedObject(owner, &Self.keyA) == nil)
  }

  @Test func thePoliciesHaveTheRuntimesValues() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
  }
}

/// The layout direction: left to right unless a view forces right to left, following
/// https://developer.apple.com/documentation/uikit/uiview/1622423-userinterfacelayoutdirection
/// and https://developer.apple.com/documentation/uikit/uiview/1622422-effectiveuserinterfacelayoutdir.
@MainActor
@Suite("Layout direction")
struct LayoutDirectionTests {
  @Test func forcedRightToLeftIsInheritedBySubviews() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    child.semanticContentAttribute = .forceLeftToRight
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }
}
