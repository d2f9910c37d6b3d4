// The Swift 4 spellings of UIKit's and Foundation's names that Swift 4.2 nested in their types
// (`UIControlState` → `UIControl.State`), declared as today's iOS SDK declares them: accepted in
// the Swift 4 language mode, and in Swift 4.2 and later an error that names the new spelling
// (the compiler's "'UIControlState' has been renamed to 'UIControl.State'"). An app or a pod
// whose target is Swift 4 (`SWIFT_VERSION = 4.0`, a podspec's `swift_version = '4.0'`) builds
// with them, as it does in today's Xcode; one in Swift 5 meets the error Xcode gives. The
// list is `SwiftVersionNames` (SourcePorting), the table the corpus tool classifies with.

@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

@available(swift, obsoleted: 4.2, renamed: "UIActivity.ActivityType")
public typealias UIActivityType = UIActivity.ActivityType

@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation

@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController
  .NavigationOrientation

@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation

@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

@available(swift, obsoleted: 4.2, renamed: "UIFontDescriptor.SymbolicTraits")
public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits

@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

@available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
