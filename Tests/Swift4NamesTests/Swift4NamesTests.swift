import HeadlessUI
import Testing

/// Code as a Swift 4 target writes it, compiled in the Swift 4 language mode: the names Swift 4.2
/// nested in their types mean what the new names mean. (In Swift 5 mode each is the compiler's
/// "has been renamed" error, as with today's iOS SDK: each is declared
/// `@available(swift, obsoleted: 4.2, renamed:)`, which `SwiftVersionNamesTests` checks
/// against the table the corpus tool classifies with.)
@Suite("Swift 4 names, in the Swift 4 language mode")
@MainActor
struct Swift4NamesTests {
  @Test func theOldTypeNamesAreTheNewTypes() {
    let state: UIControlState = .highlighted
    #expect(state == UIControl.State.highlighted)
    let options: UIViewAnimationOptions = [.curveEaseOut, .allowUserInteraction]
    #expect(options == UIView.AnimationOptions([.curveEaseOut, .allowUserInteraction]))
    let key: NSAttributedStringKey = .font
    #expect(key == NSAttributedString.Key.font)
    let launchKey: UIApplicationLaunchOptionsKey? = nil
    #expect(launchKey == nil)
    let operation: UINavigationControllerOperation = .push
    #expect(operation == UINavigationController.Operation.push)
    #expect(RunLoopMode.common == RunLoop.Mode.common)
  }

  /// Swift 4's notification names are today's, raw value and all (AlamofireImage observes
  /// `.UIApplicationDidReceiveMemoryWarning`, InputBarAccessoryView the text view's).
  @Test func theOldNotificationNamesAreTheNewOnes() {
    #expect(
      NSNotification.Name.UIApplicationDidReceiveMemoryWarning
        == UIApplication.didReceiveMemoryWarningNotification)
    #expect(NSNotification.Name.UITextViewTextDidChange == UITextView.textDidChangeNotification)
    #expect(
      NSNotification.Name.UITextViewTextDidChange.rawValue == "UITextViewTextDidChangeNotification")
    #expect(
      NSNotification.Name.UIContentSizeCategoryDidChange
        == UIContentSizeCategory.didChangeNotification)
    #expect(NSNotification.Name.UIKeyboardWillChangeFrame.rawValue.hasPrefix("UIKeyboard"))
  }

  @Test func theOldGlobalsForwardToTheNewSpellings() {
    #expect(UITableViewAutomaticDimension == UITableView.automaticDimension)
    #expect(UIEdgeInsetsMake(1, 2, 3, 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let rect = UIEdgeInsetsInsetRect(
      CGRect(x: 0, y: 0, width: 100, height: 50), UIEdgeInsetsMake(10, 20, 10, 20))
    #expect(rect == CGRect(x: 20, y: 10, width: 60, height: 30))
    #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
    #expect(UIKeyboardFrameEndUserInfoKey == UIResponder.keyboardFrameEndUserInfoKey)
    #expect(kCAMediaTimingFunctionEaseInEaseOut == CAMediaTimingFunctionName.easeInEaseOut)
  }

  @Test func theOldContainmentAndOrderingMethodsDoWhatTheNewOnesDo() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChildViewController(child)
    parent.view.addSubview(child.view)
    child.didMove(toParentViewController: parent)
    #expect(parent.childViewControllers.first === child)
    let other = UIView()
    parent.view.addSubview(other)
    parent.view.bringSubview(toFront: child.view)
    #expect(parent.view.subviews.last === child.view)
    parent.view.sendSubview(toBack: child.view)
    #expect(parent.view.subviews.first === child.view)
    child.willMove(toParentViewController: nil)
    child.removeFromParentViewController()
    #expect(parent.childViewControllers.isEmpty)
  }
}
