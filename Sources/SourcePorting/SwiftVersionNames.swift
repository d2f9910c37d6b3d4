/// Names of UIKit, Foundation and Core Animation that an older Swift spelled differently, with
/// the name today's SDK uses and the newest Swift language mode in which today's iOS SDK still
/// accepts the old one.
///
/// The source is the SDK's own annotations as the compiler reports them: the Swift 4.2 renames
/// are declared `@available(swift, obsoleted: 4.2, renamed: …)` in today's UIKit overlay, so a
/// target whose `SWIFT_VERSION` is 4 still builds with them in today's Xcode; the Swift 3 names
/// are obsoleted in Swift 4 and Swift 3 is no longer a language mode, so no build of today's
/// Xcode accepts them (Apple, "Migrating to Swift 4.2" in Xcode's release notes; the
/// compiler's "'X' has been renamed to 'Y'" fix-its). The table is this project's reading of
/// those annotations, kept to the names real apps use (the corpus); a name not in it is
/// classified by the compiler's message alone.
public enum SwiftVersionNames {
  /// An old name.
  public struct Entry: Hashable, Sendable {
    /// The name today's SDK uses.
    public var current: String
    /// The newest language mode that still accepts the old name with today's SDK: "4" (the
    /// Swift 4.2 renames), or nil when none does (Swift 3's names; Swift 3 mode is gone).
    public var acceptedUpTo: String?
  }

  /// Renamed in Swift 4.2: nested in their types.
  static let swift42: [String: String] = [
    "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
    "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
    "UIApplicationState": "UIApplication.State",
    "UIControlState": "UIControl.State",
    "UIControlEvents": "UIControl.Event",
    "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
    "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
    "UIViewContentMode": "UIView.ContentMode",
    "UIViewAnimationOptions": "UIView.AnimationOptions",
    "UIViewAnimationCurve": "UIView.AnimationCurve",
    "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
    "UIViewAutoresizing": "UIView.AutoresizingMask",
    "UITableViewCellStyle": "UITableViewCell.CellStyle",
    "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
    "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
    "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
    "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
    "UITableViewRowAnimation": "UITableView.RowAnimation",
    "UITableViewScrollPosition": "UITableView.ScrollPosition",
    "UITableViewStyle": "UITableView.Style",
    "UITableViewAutomaticDimension": "UITableView.automaticDimension",
    "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
    "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
    "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
    "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
    "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
    "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
    "UIBarButtonItemStyle": "UIBarButtonItem.Style",
    "UITabBarSystemItem": "UITabBarItem.SystemItem",
    "UIAlertControllerStyle": "UIAlertController.Style",
    "UIAlertActionStyle": "UIAlertAction.Style",
    "UINavigationControllerOperation": "UINavigationController.Operation",
    "UIButtonType": "UIButton.ButtonType",
    "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
    "UIActivityType": "UIActivity.ActivityType",
    "UIStackViewAlignment": "UIStackView.Alignment",
    "UIStackViewDistribution": "UIStackView.Distribution",
    "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
    "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
    "NSLayoutRelation": "NSLayoutConstraint.Relation",
    "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
    "UIGestureRecognizerState": "UIGestureRecognizer.State",
    "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
    "UIImageRenderingMode": "UIImage.RenderingMode",
    "UIImageOrientation": "UIImage.Orientation",
    "UIImagePickerControllerSourceType": "UIImagePickerController.SourceType",
    "UIImagePickerControllerInfoKey": "UIImagePickerController.InfoKey",
    "UITextFieldViewMode": "UITextField.ViewMode",
    "UITextBorderStyle": "UITextField.BorderStyle",
    "UIBlurEffectStyle": "UIBlurEffect.Style",
    "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
    "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
    "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
    "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
    "UIDatePickerMode": "UIDatePicker.Mode",
    "UIProgressViewStyle": "UIProgressView.Style",
    "UIWindowLevel": "UIWindow.Level",
    "UIWindowLevelNormal": "UIWindow.Level.normal",
    "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
    "UIWindowLevelAlert": "UIWindow.Level.alert",
    "UIFontTextStyle": "UIFont.TextStyle",
    "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
    "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
    "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
    "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
    "UIEdgeInsetsInsetRect": "CGRect.inset(by:)",
    "UIEdgeInsetsZero": "UIEdgeInsets.zero",
    "UIImageJPEGRepresentation": "UIImage.jpegData(compressionQuality:)",
    "UIImagePNGRepresentation": "UIImage.pngData()",
    "UIAccessibilityTraitButton": "UIAccessibilityTraits.button",
    "NSAttributedStringKey": "NSAttributedString.Key",
    "RunLoopMode": "RunLoop.Mode",
    "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
    "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
    "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
    "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
    "kCAFillModeForwards": "CAMediaTimingFillMode.forwards",
    "kCAFillModeBoth": "CAMediaTimingFillMode.both",
    "kCATransitionFade": "CATransitionType.fade",
    "kCATransitionPush": "CATransitionType.push",
    "kCAGravityResizeAspectFill": "CALayerContentsGravity.resizeAspectFill",
    "addChildViewController": "addChild(_:)",
    "removeFromParentViewController": "removeFromParent()",
    "childViewControllers": "children",
    "didMove(toParentViewController:)": "didMove(toParent:)",
    "willMove(toParentViewController:)": "willMove(toParent:)",
    "bringSubview(toFront:)": "bringSubviewToFront(_:)",
    "sendSubview(toBack:)": "sendSubviewToBack(_:)",
    "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
    "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
    "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
    "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
    "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
    "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
    "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
    "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
    "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
    "UIApplicationWillChangeStatusBarOrientation":
      "UIApplication.willChangeStatusBarOrientationNotification",
    "UIApplicationDidChangeStatusBarFrame": "UIApplication.didChangeStatusBarFrameNotification",
    "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
    "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
    "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
    "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
    "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
    "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
    "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
    "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
    "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
    "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
    "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification",
    "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
  ]

  /// The Swift 3 names of the attributed-string keys (global `String` constants then, Swift 4
  /// made them `NSAttributedStringKey`'s members), each with today's spelling: all of UIKit's
  /// and Foundation's keys on iOS. No build of today's Xcode accepts the old names (Swift 3
  /// mode is gone), but their meaning is fixed, so the port respells them as Xcode's Swift 4
  /// migrator did; a dictionary the app declared `[String: Any]` around them still needs the
  /// migrator's other change (`[NSAttributedString.Key: Any]`), which the port does not make.
  public static let swift3AttributeKeys: [String: String] = [
    "NSFontAttributeName": "font", "NSParagraphStyleAttributeName": "paragraphStyle",
    "NSForegroundColorAttributeName": "foregroundColor",
    "NSBackgroundColorAttributeName": "backgroundColor", "NSLigatureAttributeName": "ligature",
    "NSKernAttributeName": "kern", "NSStrikethroughStyleAttributeName": "strikethroughStyle",
    "NSUnderlineStyleAttributeName": "underlineStyle", "NSStrokeColorAttributeName": "strokeColor",
    "NSStrokeWidthAttributeName": "strokeWidth", "NSShadowAttributeName": "shadow",
    "NSTextEffectAttributeName": "textEffect", "NSAttachmentAttributeName": "attachment",
    "NSLinkAttributeName": "link", "NSBaselineOffsetAttributeName": "baselineOffset",
    "NSUnderlineColorAttributeName": "underlineColor",
    "NSStrikethroughColorAttributeName": "strikethroughColor",
    "NSObliquenessAttributeName": "obliqueness", "NSExpansionAttributeName": "expansion",
    "NSWritingDirectionAttributeName": "writingDirection",
    "NSVerticalGlyphFormAttributeName": "verticalGlyphForm",
  ].mapValues { "NSAttributedString.Key.\($0)" }

  /// Removed with Swift 4 (the Swift 3 spellings of attributed-string keys, and Swift 2's).
  static let swift3: [String: String] = swift3AttributeKeys.merging([
    "characters": "the String itself",
    "CGRectMake": "CGRect(x:y:width:height:)",
    "CGPointMake": "CGPoint(x:y:)",
    "CGSizeMake": "CGSize(width:height:)",
  ]) { old, _ in old }

  /// A Swift 4 spelling found in an app's sources: the evidence that its target's language mode
  /// is Swift 4 (Xcode builds such a file only with `SWIFT_VERSION = 4`).
  public struct Evidence: Hashable, Sendable, CustomStringConvertible {
    /// The old name.
    public var name: String
    /// The file, relative to the app folder.
    public var file: String
    /// The line, from 1.
    public var line: Int

    public var description: String { "the app spells \(name) (\(file):\(line)), a Swift 4 name" }
  }

  /// The Swift 4.2 renames that are one identifier (types, globals, properties, and the
  /// methods' base names), longest first.
  static let swift42Identifiers: [String] = swift42.keys.compactMap { name in
    let base = name.split(separator: "(").first.map(String.init) ?? name
    return base.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? base : nil
  }.sorted { ($0.count, $0) > ($1.count, $1) }

  /// The first Swift 4.2-renamed name written in `sources` (path and text, searched in the
  /// order given, line comments skipped), or nil. A whole identifier only: `RunLoop.Mode`
  /// is no evidence of `RunLoopMode`. A method's old base name counts only where it is called
  /// or overridden with its old label (`didMove(toParentViewController:`).
  public static func swift4Evidence(in sources: [(path: String, text: String)]) -> Evidence? {
    let words = Set(swift42Identifiers)
    for (path, text) in sources {
      for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let line = rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine[...]
        var word = ""
        for character in line + " " {
          if character.isLetter || character.isNumber || character == "_" {
            word.append(character)
            continue
          }
          if words.contains(word), !isCurrentMethodName(word, followedBy: character, in: line) {
            return Evidence(name: word, file: path, line: index + 1)
          }
          word = ""
        }
      }
    }
    return nil
  }

  /// Whether `word` is the base of a method whose name did not change in 4.2 (`didMove` and
  /// `bringSubview` are current names too; only their old labels are Swift 4's).
  private static func isCurrentMethodName(
    _ word: String, followedBy character: Character, in line: Substring
  ) -> Bool {
    let oldLabels = [
      "didMove": "toParentViewController", "willMove": "toParentViewController",
      "bringSubview": "toFront", "sendSubview": "toBack",
    ]
    guard let label = oldLabels[word] else { return false }
    return !line.contains("\(word)(\(label)")
  }

  /// The entry for `name` (a type, a global or a method as `name(label:)`), or nil.
  public static func entry(for name: String) -> Entry? {
    if let current = swift42[name] { return Entry(current: current, acceptedUpTo: "4") }
    if let current = swift3[name] { return Entry(current: current, acceptedUpTo: nil) }
    return nil
  }
}
