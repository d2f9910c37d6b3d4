import Foundation
import InterfaceBuilderDocuments

/// The UIKit class each element of a document stands for, and the parts of documents that
/// exist only for Interface Builder's canvas.
@MainActor
enum InterfaceBuilderClasses {
  /// An element's UIKit class, and how to make one for classes without `init?(coder:)`.
  struct Base {
    let type: AnyClass
    let make: (@MainActor () -> AnyObject)?
  }

  static func base(for element: String) -> Base? {
    if let type = coderClasses[element] { return Base(type: type, make: nil) }
    return madeClasses[element]
  }

  /// Elements whose class is made with `init?(coder:)`.
  static let coderClasses: [String: AnyClass] = [
    "view": UIView.self, "containerView": UIView.self, "imageView": UIImageView.self,
    "label": UILabel.self, "button": UIButton.self, "scrollView": UIScrollView.self,
    "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
    "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
    "collectionReusableView": UICollectionReusableView.self, "stackView": UIStackView.self,
    "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
    "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self,
    "segmentedControl": UISegmentedControl.self, "pageControl": UIPageControl.self,
    "stepper": UIStepper.self, "slider": UISlider.self, "progressView": UIProgressView.self,
    "activityIndicatorView": UIActivityIndicatorView.self,
    "visualEffectView": UIVisualEffectView.self, "navigationBar": UINavigationBar.self,
    "tabBar": UITabBar.self, "control": UIControl.self, "searchBar": UISearchBar.self,
    "viewController": UIViewController.self,
    "navigationController": UINavigationController.self,
    "tableViewController": UITableViewController.self,
    "collectionViewController": UICollectionViewController.self,
    "tabBarController": UITabBarController.self,
    "pageViewController": UIPageViewController.self,
  ]

  /// What stands in for an element of a class HeadlessUI does not have: a controller for
  /// `…Controller` elements, a view for any element with a frame.
  static func standIn(for node: MarkupElement) -> Base? {
    if node.name.hasSuffix("Controller") { return Base(type: UIViewController.self, make: nil) }
    if node.child("rect", key: "frame") != nil || node.parent?.name == "subviews" {
      return Base(type: UIView.self, make: nil)
    }
    return nil
  }

  /// Elements whose objects are made by a plain initializer.
  static let madeClasses: [String: Base] = [
    "panGestureRecognizer": Base(type: UIPanGestureRecognizer.self) {
      UIPanGestureRecognizer(target: nil, action: nil)
    },
    "tapGestureRecognizer": Base(type: UITapGestureRecognizer.self) {
      UITapGestureRecognizer(target: nil, action: nil)
    },
    "pinchGestureRecognizer": Base(type: UIPinchGestureRecognizer.self) {
      UIPinchGestureRecognizer(target: nil, action: nil)
    },
    "rotationGestureRecognizer": Base(type: UIRotationGestureRecognizer.self) {
      UIRotationGestureRecognizer(target: nil, action: nil)
    },
    "swipeGestureRecognizer": Base(type: UISwipeGestureRecognizer.self) {
      UISwipeGestureRecognizer(target: nil, action: nil)
    },
    "longPressGestureRecognizer": Base(type: UILongPressGestureRecognizer.self) {
      UILongPressGestureRecognizer(target: nil, action: nil)
    },
    "screenEdgePanGestureRecognizer": Base(type: UIScreenEdgePanGestureRecognizer.self) {
      UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    },
    "collectionViewFlowLayout": Base(type: UICollectionViewFlowLayout.self) {
      UICollectionViewFlowLayout()
    },
  ]

  /// Elements that describe Interface Builder's canvas, not the app: read past silently.
  static let designTimeElements: Set<String> = [
    "simulatedMetricsContainer", "simulatedScreenMetrics", "simulatedStatusBarMetrics",
    "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
    "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "inferredMetricsTieBreakers",
    "variation", "mask", "point", "canvasLocation", "designable", "nil",
  ]

  /// Elements that only hold others (an empty one says nothing).
  static let containers: Set<String> = [
    "subviews", "constraints", "gestureRecognizers", "connections", "cells", "prototypes",
    "sections", "userDefinedRuntimeAttributes", "layoutGuides", "objects",
  ]

  /// Attributes that describe Interface Builder's canvas or bookkeeping: read past silently.
  static let designTimeAttributes: Set<String> = [
    "id", "key", "userLabel", "misplaced", "ambiguous", "fixedFrame", "sceneMemberID",
    "customModuleProvider", "colorLabel", "placeholderIntrinsicWidth",
    "placeholderIntrinsicHeight", "verifyAmbiguity", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority", "horizontalHuggingPriority", "verticalHuggingPriority",
  ]

  /// `modalPresentationStyle` values (of controllers and segues).
  static let presentationStyles: [String: UIModalPresentationStyle] = [
    "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
    "currentContext": .currentContext, "overFullScreen": .overFullScreen,
    "overCurrentContext": .overCurrentContext, "custom": .custom, "popover": .popover,
  ]

  /// `modalTransitionStyle` values (of controllers and segues).
  static let transitionStyles: [String: UIModalTransitionStyle] = [
    "coverVertical": .coverVertical, "crossDissolve": .crossDissolve,
    "flipHorizontal": .flipHorizontal, "partialCurl": .partialCurl,
  ]

  /// `eventType` values of `<action>` elements.
  static let controlEvents: [String: UIControl.Event] = [
    "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
    "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
    "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
    "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
    "touchCancel": .touchCancel, "valueChanged": .valueChanged,
    "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
    "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
    "editingDidEndOnExit": .editingDidEndOnExit,
  ]
}
