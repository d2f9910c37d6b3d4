import Foundation
import HeadlessUI

/// Hero's table-view rule for `ignoreSubviewModifiers` and `cascade`: a table view's first
/// subview stands in for the table (Hero 1.6.4
/// Sources/Preprocessors/IgnoreSubviewModifiersPreprocessor.swift:38-40 and
/// CascadePreprocessor.swift:103-105). It was written for iOS 7–10, where that subview was
/// UIKit's `UITableViewWrapperView` holding the cells; since iOS 11 the cells are the table's
/// own subviews, so the rule picks whatever comes first. HeadlessUI's table view has no
/// wrapper either (header view, then cells in row order, then footer), so the engine picks its
/// first subview as Hero does on current iOS. UIKit does not document a table view's subview
/// order, so which view comes first on a device is not known here.
@preconcurrency @MainActor
enum HeroTableViewWrapper {
  /// The view whose subviews the rule walks: the first subview of a table view that has one,
  /// else the view itself.
  static func parent(of view: UIView) -> UIView {
    if view is UITableView, let first = view.subviews.first { return first }
    return view
  }
}
