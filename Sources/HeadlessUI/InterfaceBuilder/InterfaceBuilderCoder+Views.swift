import Foundation
import InterfaceBuilderDocuments

/// What a view element holds, applied to the view its `init?(coder:)` is making.
@MainActor
extension InterfaceBuilderCoder {
  /// The properties every view has, its layout guides, subviews and constraints.
  func decodeView(_ view: UIView) {
    if let frame = rect("frame") { view.frame = frame }
    if let mask = child("autoresizingMask") { view.autoresizingMask = Self.autoresizing(mask) }
    if let mode = element["contentMode"].flatMap({ InterfaceBuilderValues.contentModes[$0] }) {
      view.contentMode = mode
    }
    if let alpha = number("alpha") { view.alpha = alpha }
    view.isHidden = bool("hidden", default: false)
    view.isOpaque = bool("opaque", default: true)
    view.clipsToBounds = bool("clipsSubviews", default: false)
    view.isUserInteractionEnabled = bool("userInteractionEnabled", default: true)
    view.isMultipleTouchEnabled = bool("multipleTouchEnabled", default: false)
    if let tag = integer("tag") { view.tag = tag }
    if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let priority = number("horizontalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .horizontal)
    }
    if let priority = number("verticalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .vertical)
    }
    if let priority = number("horizontalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(priority)), for: .horizontal)
    }
    if let priority = number("verticalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(priority)), for: .vertical)
    }
    if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
      view.insetsLayoutMarginsFromSafeArea = false
    }
    if element["preservesSuperviewLayoutMargins"] == "YES" {
      view.preservesSuperviewLayoutMargins = true
    }
    if let margins = insets("layoutMargins") { view.layoutMargins = margins }
    if let margins = child("directionalLayoutMargins") {
      let insets = InterfaceBuilderValues.insets(margins)
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
    if let color = color("backgroundColor") { view.backgroundColor = color }
    if let color = color("tintColor") { view.tintColor = color }
    if let accessibility = child("accessibilityConfiguration") {
      if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
      _ = accessibility["label"]
      _ = accessibility["hint"]
    }
    for guide in element.children("viewLayoutGuide") {
      guide.markUsed()
      guard let id = guide["id"] else { continue }
      switch guide["key"] {
      case "safeArea": loading.bind(id, to: view.safeAreaLayoutGuide)
      case "layoutMargins": loading.bind(id, to: view.layoutMarginsGuide)
      default: loading.bind(id, to: view.safeAreaLayoutGuide)
      }
    }
    if let subviews = element.child("subviews") {
      subviews.markUsed()
      for node in subviews.children {
        guard let subview = loading.instantiate(node) as? UIView else { continue }
        if let stack = view as? UIStackView {
          stack.addArrangedSubview(subview)
        } else {
          view.addSubview(subview)
        }
      }
    }
    if let constraints = element.child("constraints") {
      constraints.markUsed()
      for node in constraints.children { loading.pendingConstraints.append((view, node)) }
    }
  }

  static func autoresizing(_ node: MarkupElement) -> UIViewAutoresizing {
    node.markUsed()
    var mask: UIViewAutoresizing = []
    if node["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
    if node["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
    if node["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
    if node["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
    if node["flexibleMinY"] == "YES" { mask.insert(.flexibleTopMargin) }
    if node["flexibleMaxY"] == "YES" { mask.insert(.flexibleBottomMargin) }
    return mask
  }

  // MARK: Families

  func decodeLabel(_ label: UILabel) {
    if let text = string("text") { label.text = text }
    if let attributed = child("attributedText") {
      // The fragments' text; their attributes (fonts, colours, paragraph styles) are not kept.
      label.text = attributed.children("fragment").map {
        $0["content"] ?? $0.child("string")?.text ?? ""
      }.joined()
      attributed.markIgnored()
    }
    if let font = child("fontDescription") { label.font = InterfaceBuilderValues.font(font) }
    if let color = color("textColor") { label.textColor = color }
    if let color = color("highlightedColor") { label.highlightedTextColor = color }
    if let alignment = element["textAlignment"].flatMap({
      InterfaceBuilderValues.textAlignments[$0]
    }) {
      label.textAlignment = alignment
    }
    if let lines = integer("numberOfLines") { label.numberOfLines = lines }
    if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) {
      label.lineBreakMode = mode
    }
    label.adjustsFontSizeToFitWidth = bool("adjustsFontSizeToFit", default: false)
    if let scale = number("minimumScaleFactor") { label.minimumScaleFactor = scale }
    if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    label.isEnabled = bool("enabled", default: true)
    label.isHighlighted = bool("highlighted", default: false)
    _ = element["baselineAdjustment"]
    _ = element["minimumFontSize"]
    _ = element["usesAttributedText"]
  }

  static let lineBreakModes: [String: NSLineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
    "middleTruncation": .byTruncatingMiddle,
  ]

  func decodeImageView(_ imageView: UIImageView) {
    if let image = image("image") { imageView.image = image }
    _ = element["highlightedImage"]
  }

  func decodeControl(_ control: UIControl) {
    control.isEnabled = bool("enabled", default: true)
    control.isSelected = bool("selected", default: false)
    control.isHighlighted = bool("highlighted", default: false)
    if let alignment = element["contentHorizontalAlignment"].flatMap({
      Self.horizontalAlignments[$0]
    }) {
      control.contentHorizontalAlignment = alignment
    }
    if let alignment = element["contentVerticalAlignment"].flatMap({ Self.verticalAlignments[$0] })
    {
      control.contentVerticalAlignment = alignment
    }
  }

  static let horizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
    "center": .center, "left": .left, "right": .right, "leading": .leading, "trailing": .trailing,
    "fill": .fill,
  ]

  static let verticalAlignments: [String: UIControl.ContentVerticalAlignment] = [
    "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
  ]

  func decodeButton(_ button: UIButton) {
    switch element["buttonType"] {
    case "system", "roundedRect": button.buttonType = .system
    case "detailDisclosure": button.buttonType = .detailDisclosure
    case "infoLight": button.buttonType = .infoLight
    case "infoDark": button.buttonType = .infoDark
    case "contactAdd": button.buttonType = .contactAdd
    case "close": button.buttonType = .close
    default: button.buttonType = .custom
    }
    if let font = child("fontDescription") {
      button.titleLabel?.font = InterfaceBuilderValues.font(font)
    }
    for state in element.children("state") {
      state.markUsed()
      let controlState: UIControl.State =
        switch state["key"] {
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: .normal
        }
      if let title = state["title"] ?? state.child("string", key: "title")?.text {
        button.setTitle(title, for: controlState)
      }
      if let image = state["image"] {
        button.setImage(loading.values.image(named: image), for: controlState)
      }
      if let image = state["backgroundImage"] {
        button.setBackgroundImage(loading.values.image(named: image), for: controlState)
      }
      if let color = state.child(key: "titleColor").flatMap({ loading.values.color($0) }) {
        button.setTitleColor(color, for: controlState)
      }
      state.child(key: "titleShadowColor")?.markIgnored()
    }
    if let configuration = child("configuration") {
      if let title = configuration["title"] { button.setTitle(title, for: .normal) }
      if let image = configuration["image"] {
        button.setImage(loading.values.image(named: image), for: .normal)
      }
      _ = configuration["style"]
    }
    if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) {
      button.titleLabel?.lineBreakMode = mode
    }
    if let insets = insets("contentEdgeInsets") { button.contentEdgeInsets = insets }
    if let insets = insets("titleEdgeInsets") { button.titleEdgeInsets = insets }
    if let insets = insets("imageEdgeInsets") { button.imageEdgeInsets = insets }
  }

  func decodeScrollView(_ scroll: UIScrollView) {
    scroll.bounces = bool("bounces", default: true)
    scroll.alwaysBounceVertical = bool("alwaysBounceVertical", default: false)
    scroll.alwaysBounceHorizontal = bool("alwaysBounceHorizontal", default: false)
    scroll.isPagingEnabled = bool("pagingEnabled", default: false)
    scroll.isScrollEnabled = bool("scrollEnabled", default: true)
    scroll.showsVerticalScrollIndicator = bool("showsVerticalScrollIndicator", default: true)
    scroll.showsHorizontalScrollIndicator = bool("showsHorizontalScrollIndicator", default: true)
    scroll.isDirectionalLockEnabled = bool("directionalLockEnabled", default: false)
    scroll.delaysContentTouches = bool("delaysContentTouches", default: true)
    scroll.canCancelContentTouches = bool("canCancelContentTouches", default: true)
    scroll.bouncesZoom = bool("bouncesZoom", default: true)
    if let zoom = number("minimumZoomScale") { scroll.minimumZoomScale = zoom }
    if let zoom = number("maximumZoomScale") { scroll.maximumZoomScale = zoom }
    switch element["keyboardDismissMode"] {
    case "onDrag": scroll.keyboardDismissMode = .onDrag
    case "interactive": scroll.keyboardDismissMode = .interactive
    default: break
    }
    switch element["contentInsetAdjustmentBehavior"] {
    case "never": scroll.contentInsetAdjustmentBehavior = .never
    case "always": scroll.contentInsetAdjustmentBehavior = .always
    case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    default: break
    }
    if let insets = insets("contentInset") { scroll.contentInset = insets }
    _ = element["indicatorStyle"]
  }

  func decodeTableView(_ table: UITableView) {
    if let height = number("rowHeight"), height > 0 { table.rowHeight = height }
    if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
    if let height = number("sectionHeaderHeight"), height > 0 { table.sectionHeaderHeight = height }
    if let height = number("sectionFooterHeight"), height > 0 { table.sectionFooterHeight = height }
    switch element["separatorStyle"] {
    case "none": table.separatorStyle = .none
    case "default", "singleLine": table.separatorStyle = .singleLine
    default: break
    }
    if let color = color("separatorColor") { table.separatorColor = color }
    table.allowsSelection = bool("allowsSelection", default: true)
    table.allowsMultipleSelection = bool("allowsMultipleSelection", default: false)
    _ = element["dataMode"]
    // The views Interface Builder keeps by key under the table (`<searchBar
    // key="tableHeaderView">`, `<view key="tableFooterView">`, `<view key="backgroundView">`):
    // UITableView's properties of those names, laid out above and below the rows.
    if let node = child("tableHeaderView"), let view = loading.instantiate(node) as? UIView {
      table.tableHeaderView = view
    }
    if let node = child("tableFooterView"), let view = loading.instantiate(node) as? UIView {
      table.tableFooterView = view
    }
    if let node = child("backgroundView"), let view = loading.instantiate(node) as? UIView {
      table.backgroundView = view
    }
    if let prototypes = element.child("prototypes") {
      prototypes.markUsed()
      for cell in prototypes.children {
        guard let identifier = cell["reuseIdentifier"] else { continue }
        let prototype = loading.prototype(cell)
        table.register(forCellReuseIdentifier: identifier) {
          (prototype() as? UITableViewCell)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
      }
    }
    if let sections = element.child("sections") {
      sections.markUsed()
      table.staticSections = sections.children.map { section in
        section.markUsed()
        let cells = section.child("cells")
        cells?.markUsed()
        return StaticTableSection(
          headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
          cells: (cells?.children ?? []).compactMap { node in
            guard let cell = loading.instantiate(node) as? UITableViewCell else { return nil }
            return (cell, node["rowHeight"].flatMap(Double.init).map { CGFloat($0) })
          })
      }
    }
  }

  /// A cell's built-in style (`style="IBUITableViewCellStyleSubtitle"`), read before the
  /// cell's `init` finishes (it is a constant).
  static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
    switch coder.interfaceBuilder?.element["style"] {
    case "IBUITableViewCellStyleValue1": .value1
    case "IBUITableViewCellStyleValue2": .value2
    case "IBUITableViewCellStyleSubtitle": .subtitle
    default: .default
    }
  }

  static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
    switch coder.interfaceBuilder?.element["style"] {
    case "grouped": .grouped
    case "insetGrouped": .insetGrouped
    default: .plain
    }
  }

  func decodeTableViewCell(_ cell: UITableViewCell) {
    if let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
    switch element["selectionStyle"] {
    case "none": cell.selectionStyle = .none
    case "blue": cell.selectionStyle = .blue
    case "gray": cell.selectionStyle = .gray
    default: break
    }
    switch element["accessoryType"] {
    case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
    case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
    case "checkmark": cell.accessoryType = .checkmark
    case "detailButton": cell.accessoryType = .detailButton
    default: break
    }
    _ = element["rowHeight"]
    _ = element["indentationWidth"]
    if let content = element.child(key: "contentView") {
      loading.adopt(content, as: cell.contentView)
    }
    // A built-in style's labels are the document's own labels in the content view.
    if let label = element["textLabel"].flatMap({ loading.object($0) }) as? UILabel {
      cell.textLabel = label
    }
    if let label = element["detailTextLabel"].flatMap({ loading.object($0) }) as? UILabel {
      cell.detailTextLabel = label
    }
  }

  func decodeCollectionView(_ collection: UICollectionView) {
    if let layoutNode = element.child(key: "collectionViewLayout"),
      let layout = loading.instantiate(layoutNode) as? UICollectionViewLayout
    {
      collection.collectionViewLayout = layout
    }
    _ = element["dataMode"]
    if let cells = element.child("cells") {
      cells.markUsed()
      for cell in cells.children {
        guard let identifier = cell["reuseIdentifier"] else { continue }
        let prototype = loading.prototype(cell)
        collection.register(forCellWithReuseIdentifier: identifier) {
          (prototype() as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
        }
      }
    }
  }

  func decodeCollectionViewCell(_ cell: UICollectionViewCell) {
    if let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
    if let content = element.child(key: "contentView") {
      loading.adopt(content, as: cell.contentView)
    }
  }

  func decodeFlowLayout(_ layout: UICollectionViewFlowLayout) {
    if let size = size("itemSize") { layout.itemSize = size }
    if let spacing = number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
    if let spacing = number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
    if let insets = insets("sectionInset") { layout.sectionInset = insets }
    if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
    _ = element["sectionInsetReference"]
    ignore("headerReferenceSize")
    ignore("footerReferenceSize")
    ignore("estimatedItemSize")
  }

  func decodeStackView(_ stack: UIStackView) {
    stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
    switch element["alignment"] {
    case "top", "leading": stack.alignment = .leading
    case "center": stack.alignment = .center
    case "bottom", "trailing": stack.alignment = .trailing
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline", "baseline": stack.alignment = .lastBaseline
    default: stack.alignment = .fill
    }
    switch element["distribution"] {
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    default: stack.distribution = .fill
    }
    if let spacing = number("spacing") { stack.spacing = spacing }
    stack.isBaselineRelativeArrangement = bool("baselineRelativeArrangement", default: false)
    stack.isLayoutMarginsRelativeArrangement =
      bool("layoutMarginsFollowReadableWidth", default: false)
      || bool("layoutMarginsRelativeArrangement", default: false)
  }

  func decodeTextField(_ field: UITextField) {
    if let text = string("text") { field.text = text }
    if let placeholder = string("placeholder") { field.placeholder = placeholder }
    switch element["borderStyle"] {
    case "line": field.borderStyle = .line
    case "bezel": field.borderStyle = .bezel
    case "roundedRect": field.borderStyle = .roundedRect
    default: break
    }
    if let font = child("fontDescription") { field.font = InterfaceBuilderValues.font(font) }
    if let color = color("textColor") { field.textColor = color }
    if let alignment = element["textAlignment"].flatMap({
      InterfaceBuilderValues.textAlignments[$0]
    }) {
      field.textAlignment = alignment
    }
    _ = element["minimumFontSize"]
    ignore("textInputTraits")
  }

  func decodeTextView(_ textView: UITextView) {
    if let text = string("text") { textView.text = text }
    textView.isEditable = bool("editable", default: true)
    if let font = child("fontDescription") { textView.font = InterfaceBuilderValues.font(font) }
    if let color = color("textColor") { textView.textColor = color }
    if let alignment = element["textAlignment"].flatMap({
      InterfaceBuilderValues.textAlignments[$0]
    }) {
      textView.textAlignment = alignment
    }
    ignore("textInputTraits")
  }

  func decodeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    if element["cancelsTouchesInView"] == "NO" { recognizer.cancelsTouchesInView = false }
    if element["delaysTouchesBegan"] == "YES" { recognizer.delaysTouchesBegan = true }
    if element["delaysTouchesEnded"] == "NO" { recognizer.delaysTouchesEnded = false }
    if element["enabled"] == "NO" { recognizer.isEnabled = false }
    switch recognizer {
    case let pan as UIPanGestureRecognizer:
      if let count = integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = count }
      if let count = integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = count }
    case let tap as UITapGestureRecognizer:
      if let count = integer("numberOfTapsRequired") { tap.numberOfTapsRequired = count }
      if let count = integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = count }
    case let press as UILongPressGestureRecognizer:
      if let duration = number("minimumPressDuration") {
        press.minimumPressDuration = Double(duration)
      }
    case let swipe as UISwipeGestureRecognizer:
      switch element["direction"] {
      case "left": swipe.direction = .left
      case "up": swipe.direction = .up
      case "down": swipe.direction = .down
      default: swipe.direction = .right
      }
    default:
      break
    }
    if let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer, let edges = child("edges") {
      // `<rectEdge key="edges" left="YES"/>`: the edges Interface Builder's checkboxes set.
      var value: UIRectEdge = []
      if edges["top"] == "YES" { value.insert(.top) }
      if edges["left"] == "YES" { value.insert(.left) }
      if edges["bottom"] == "YES" { value.insert(.bottom) }
      if edges["right"] == "YES" { value.insert(.right) }
      edgePan.edges = value
    }
  }
}

@MainActor
extension InterfaceBuilderLoading {
  /// A maker of fresh copies of the prototype `cell` (each its own instantiation, as UIKit
  /// instantiates a prototype's nib for every cell it makes).
  func prototype(_ cell: MarkupElement) -> @MainActor () -> AnyObject? {
    let document = document
    let modules = appModules
    let storyboard = storyboard
    let bundle = bundle
    weak let owner = owner
    return {
      let loading = InterfaceBuilderLoading(
        document: document, appModules: modules, storyboard: storyboard, bundle: bundle)
      // The cell's segues perform from the controller whose view holds the table.
      loading.owner = owner
      loading.isViewPhase = true
      let cell = loading.instantiateRoot(cell)
      loading.finish()
      return cell
    }
  }
}

@MainActor
extension InterfaceBuilderCoder {
  /// The families whose classes do no work of their own after `super.init(coder:)`, decoded
  /// at the end of `UIView.init?(coder:)` (the others decode at the end of their own
  /// `init?(coder:)`, after their set-up).
  func decodeFamilies(of view: UIView) {
    switch view {
    case let label as UILabel: decodeLabel(label)
    case let imageView as UIImageView: decodeImageView(imageView)
    case let stack as UIStackView: decodeStackView(stack)
    default: break
    }
    guard let control = view as? UIControl else { return }
    decodeControl(control)
    switch control {
    case let field as UITextField: decodeTextField(field)
    case let toggle as UISwitch: toggle.isOn = bool("on", default: false)
    case let picker as UIDatePicker: decodeDatePicker(picker)
    case let slider as UISlider:
      if let value = number("minValue") { slider.minimumValue = Float(value) }
      if let value = number("maxValue") { slider.maximumValue = Float(value) }
      if let value = number("value") { slider.value = Float(value) }
    case let stepper as UIStepper:
      if let value = number("minimumValue") { stepper.minimumValue = Double(value) }
      if let value = number("maximumValue") { stepper.maximumValue = Double(value) }
      if let value = number("value") { stepper.value = Double(value) }
    case let pages as UIPageControl:
      if let count = integer("numberOfPages") { pages.numberOfPages = count }
      if let page = integer("currentPage") { pages.currentPage = page }
    case let segments as UISegmentedControl:
      _ = element["segmentControlStyle"]
      for (index, segment) in (element.child("segments")?.children ?? []).enumerated() {
        element.child("segments")?.markUsed()
        segment.markUsed()
        segments.insertSegment(withTitle: segment["title"], at: index, animated: false)
      }
      if let selected = integer("selectedSegmentIndex") { segments.selectedSegmentIndex = selected }
    default:
      break
    }
  }
}

@MainActor
extension InterfaceBuilderCoder {
  /// A date picker's mode, minute interval, count-down duration and dates
  /// (`<date key="date" timeIntervalSinceReferenceDate="…">`, `minimumDate`, `maximumDate`).
  func decodeDatePicker(_ picker: UIDatePicker) {
    let modes: [String: UIDatePicker.Mode] = [
      "time": .time, "date": .date, "dateAndTime": .dateAndTime,
      "countDownTimer": .countDownTimer,
    ]
    if let mode = element["datePickerMode"].flatMap({ modes[$0] }) { picker.datePickerMode = mode }
    if let interval = integer("minuteInterval") { picker.minuteInterval = interval }
    if let duration = number("countDownDuration") { picker.countDownDuration = Double(duration) }
    _ = element["style"]
    func date(_ key: String) -> Date? {
      child(key).flatMap { $0["timeIntervalSinceReferenceDate"] }.flatMap(Double.init).map {
        Date(timeIntervalSinceReferenceDate: $0)
      }
    }
    picker.minimumDate = date("minimumDate")
    picker.maximumDate = date("maximumDate")
    if let shown = date("date") { picker.date = shown }
  }
}
