import HeadlessUI

/// A view a scripted step taps, found in the scene's window when the step runs. The tap is
/// delivered at the view's centre as a recorded touch is (hit testing, recognizers, controls):
/// a cell's selection and segue, a button's action.
public enum ReplayTarget: Hashable, Sendable, CustomStringConvertible {
  /// The visible view whose `hero.id` is this.
  case heroID(String)
  /// The visible view whose `accessibilityIdentifier` is this.
  case accessibilityIdentifier(String)
  /// A point in window coordinates.
  case point(x: Double, y: Double)
  /// The visible view whose `accessibilityLabel` is this: what a user reads — a label's text,
  /// a button's title (UIKit's defaults), or a label the app set.
  case label(String)
  /// The cell at this row of this section of the frontmost visible table or collection view
  /// (scrolled to first when it is off screen, as a user would).
  case cell(row: Int, section: Int)
  /// The back button of the frontmost navigation bar (it pops), whatever its title.
  case backButton

  /// The cell at `row` of section 0 (`.cell(row: 2, section: 0)` is the third row).
  public static func row(_ row: Int) -> ReplayTarget { .cell(row: row, section: 0) }

  /// How messages name it.
  public var description: String {
    switch self {
    case .heroID(let id): "heroID \"\(id)\""
    case .accessibilityIdentifier(let id): "accessibility identifier \"\(id)\""
    case .point(let x, let y): "point \(ReplayPoint(x: x, y: y))"
    case .label(let text): "label \"\(text)\""
    case .cell(let row, let section): "cell at row \(row), section \(section)"
    case .backButton: "back button"
    }
  }
}
