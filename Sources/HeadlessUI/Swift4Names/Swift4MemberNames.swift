import Foundation

// The Swift 4 spellings of UIKit's constants, functions, notification names and methods that
// Swift 4.2 moved into types, declared as today's iOS SDK declares them: accepted in the Swift
// 4 language mode, an error naming the new spelling in Swift 4.2 and later (see
// Swift4TypeNames.swift). Each forwards to the new spelling. The methods are declared in
// extensions, so code can call them; a Swift 4 subclass that overrides `didMove(toParentViewController:)`
// (which iOS would call, being the same Objective-C method) is not supported: override
// `didMove(toParent:)`.

@available(swift, obsoleted: 4.2, renamed: "UIBackgroundTaskIdentifier.invalid")
public let UIBackgroundTaskInvalid = UIBackgroundTaskIdentifier.invalid

@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = UITableView.automaticDimension

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter

@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey

@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey

@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey

@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
@MainActor
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}

@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
@MainActor
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
  image.pngData()
}

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

extension NSNotification.Name {
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification

  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
  public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
  public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification

  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification

  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
  public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification

  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
  public static let UIApplicationDidReceiveMemoryWarning = UIApplication
    .didReceiveMemoryWarningNotification

  @available(
    swift, obsoleted: 4.2, renamed: "UIApplication.willChangeStatusBarOrientationNotification"
  )
  public static let UIApplicationWillChangeStatusBarOrientation = UIApplication
    .willChangeStatusBarOrientationNotification

  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didChangeStatusBarFrameNotification")
  public static let UIApplicationDidChangeStatusBarFrame = UIApplication
    .didChangeStatusBarFrameNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
  public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
  public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification

  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
  public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification

  @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
  public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
  public static let UITextFieldTextDidBeginEditing = UITextField.textDidBeginEditingNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
  public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
  public static let UITextFieldTextDidEndEditing = UITextField.textDidEndEditingNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
  public static let UITextViewTextDidBeginEditing = UITextView.textDidBeginEditingNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
  public static let UITextViewTextDidChange = UITextView.textDidChangeNotification

  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
  public static let UITextViewTextDidEndEditing = UITextView.textDidEndEditingNotification

  @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
  public static let UIContentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
}

extension UIViewController {
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }

  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }

  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }

  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }
}

extension UIView {
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal

@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar

@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert
