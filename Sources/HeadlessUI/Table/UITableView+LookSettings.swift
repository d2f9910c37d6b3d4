import Foundation

extension UITableView {
  /// Where a table measures its separators' insets from (UIKit's
  /// `UITableView.SeparatorInsetReference`).
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges = 0
    case fromAutomaticInsets = 1
  }
}

/// Settings of a table that only change what is drawn (the section index's colours, readable
/// width margins, filler rows…): kept as plain values, read back as set, with UIKit's defaults
/// (Apple's UITableView documentation: nil colours mean the system's, a section index shows
/// from 0 rows, the readable-width margins are off by default since iOS 12, cells' content
/// views inset to the safe area).
final class TableLookSettings {
  var sectionIndexColor: UIColor?
  var sectionIndexBackgroundColor: UIColor?
  var sectionIndexTrackingBackgroundColor: UIColor?
  var sectionIndexMinimumDisplayRowCount = 0
  var cellLayoutMarginsFollowReadableWidth = false
  var insetsContentViewsToSafeArea = true
  var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
  var sectionHeaderTopPadding: CGFloat = 0
  var fillerRowHeight: CGFloat = 0
  var remembersLastFocusedIndexPath = false
}

extension UITableView {
  /// The section index's text colour (nil: the system's).
  public var sectionIndexColor: UIColor? {
    get { lookSettings.sectionIndexColor }
    set { lookSettings.sectionIndexColor = newValue }
  }
  /// The section index's background colour (nil: the system's).
  public var sectionIndexBackgroundColor: UIColor? {
    get { lookSettings.sectionIndexBackgroundColor }
    set { lookSettings.sectionIndexBackgroundColor = newValue }
  }
  /// The section index's background while it is touched (nil: the system's).
  public var sectionIndexTrackingBackgroundColor: UIColor? {
    get { lookSettings.sectionIndexTrackingBackgroundColor }
    set { lookSettings.sectionIndexTrackingBackgroundColor = newValue }
  }
  /// The fewest rows for the section index to show.
  public var sectionIndexMinimumDisplayRowCount: Int {
    get { lookSettings.sectionIndexMinimumDisplayRowCount }
    set { lookSettings.sectionIndexMinimumDisplayRowCount = newValue }
  }
  /// Whether cells' margins follow the readable content width (a plain value here).
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { lookSettings.cellLayoutMarginsFollowReadableWidth }
    set { lookSettings.cellLayoutMarginsFollowReadableWidth = newValue }
  }
  /// Whether cells' content views are inset to the safe area (a plain value here).
  public var insetsContentViewsToSafeArea: Bool {
    get { lookSettings.insetsContentViewsToSafeArea }
    set { lookSettings.insetsContentViewsToSafeArea = newValue }
  }
  /// Where separator insets are measured from.
  public var separatorInsetReference: SeparatorInsetReference {
    get { lookSettings.separatorInsetReference }
    set { lookSettings.separatorInsetReference = newValue }
  }
  /// Padding above each section header (iOS 15; a plain value here).
  public var sectionHeaderTopPadding: CGFloat {
    get { lookSettings.sectionHeaderTopPadding }
    set { lookSettings.sectionHeaderTopPadding = newValue }
  }
  /// The height of the empty rows below the last (iOS 15; a plain value here).
  public var fillerRowHeight: CGFloat {
    get { lookSettings.fillerRowHeight }
    set { lookSettings.fillerRowHeight = newValue }
  }
  /// Whether focus returns to the last focused row (a plain value).
  public var remembersLastFocusedIndexPath: Bool {
    get { lookSettings.remembersLastFocusedIndexPath }
    set { lookSettings.remembersLastFocusedIndexPath = newValue }
  }
}
