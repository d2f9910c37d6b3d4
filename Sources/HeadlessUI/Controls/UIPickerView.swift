import Foundation

/// Supplies a picker's components and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// How many wheels.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// How many rows `component` has.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Titles a picker's rows and hears what is picked.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// A row's title (default nil).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// A row's attributed title (default nil).
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// A row's view (default nil: a label with the title).
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The user picked `row` of `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  /// A component's row height (default 32, UIKit's).
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// A component's width (default: the picker's width shared equally).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    let label = (view as? UILabel) ?? UILabel()
    label.text =
      self.pickerView(pickerView, titleForRow: row, forComponent: component)
      ?? self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
    label.textAlignment = .center
    return label
  }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 32 }
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
  }
}

/// A spinning-wheel picker, 216 pt tall (UIKit's). Its rows are the data source's; the selected
/// row of each component stands in the middle band. A vertical drag over a component turns
/// it: on release the row the drag moved to (the translation over the row height, rounded) is
/// selected and the delegate told, as a wheel that settles does (the wheel's deceleration is
/// not modelled: a flick moves it by its drag only — this project's simplification).
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// Its rows.
  open weak var dataSource: UIPickerViewDataSource?
  /// Its titles, and who hears what is picked.
  open weak var delegate: UIPickerViewDelegate?
  /// Accepted (a look).
  open var showsSelectionIndicator = true
  private var selected: [Int: Int] = [:]
  private var rowViews: [Int: UIView] = [:]
  private var dragStart: (component: Int, y: CGFloat, row: Int)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    if frame.height == 0 { self.frame.size.height = 216 }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

  /// How many components.
  open var numberOfComponents: Int { max(dataSource?.numberOfComponents(in: self) ?? 0, 0) }

  /// How many rows `component` has.
  open func numberOfRows(inComponent component: Int) -> Int {
    max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
  }

  /// The selected row of `component` (-1 when it has none).
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selected[component] ?? 0, rows - 1)
  }

  /// Selects `row` of `component` (the delegate is not told, as UIKit does not tell it).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return }
    selected[component] = min(max(row, 0), rows - 1)
    setNeedsLayout()
  }

  /// The view of `row` in `component`, when it is shown (the selected row's).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    selectedRow(inComponent: component) == row ? rowViews[component] : nil
  }

  /// Asks the data source and delegate again.
  open func reloadAllComponents() {
    for view in rowViews.values { view.removeFromSuperview() }
    rowViews = [:]
    setNeedsLayout()
  }

  /// Asks again for `component`.
  open func reloadComponent(_ component: Int) {
    rowViews[component]?.removeFromSuperview()
    rowViews[component] = nil
    setNeedsLayout()
  }

  /// The size of a row of `component`.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(
      width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width,
      height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
  }

  /// Shows each component's selected row in the middle band.
  open override func layoutSubviews() {
    super.layoutSubviews()
    var x: CGFloat = 0
    for component in 0..<numberOfComponents {
      let size = rowSize(forComponent: component)
      let row = selectedRow(inComponent: component)
      if row >= 0, let delegate {
        let view = delegate.pickerView(
          self, viewForRow: row, forComponent: component, reusing: rowViews[component])
        if view.superview !== self { addSubview(view) }
        view.frame = CGRect(
          x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        rowViews[component] = view
      }
      x += size.width
    }
  }

  private func component(at point: CGPoint) -> Int? {
    var x: CGFloat = 0
    for component in 0..<numberOfComponents {
      let width = rowSize(forComponent: component).width
      if point.x >= x && point.x < x + width { return component }
      x += width
    }
    return nil
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let component = component(at: touch.location(in: self))
    else { return }
    dragStart = (component, touch.location(in: self).y, selectedRow(inComponent: component))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { dragStart = nil }
    guard let start = dragStart, let touch = touches.first else { return }
    let height = rowSize(forComponent: start.component).height
    let moved = Int(((start.y - touch.location(in: self).y) / max(height, 1)).rounded())
    guard moved != 0 else { return }
    selectRow(start.row + moved, inComponent: start.component, animated: true)
    delegate?.pickerView(
      self, didSelectRow: selectedRow(inComponent: start.component), inComponent: start.component)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    dragStart = nil
  }
}
