import Foundation
import HeadlessUI
import Testing

/// Declarations real apps stopped at, each with UIKit's or CoreFoundation's documented meaning:
/// an empty layout constraint, `NSIndexPath`'s row and section, a scene's coordinate space,
/// `NSShadow`, the CoreFoundation timer, and `responds(to:)` through `NSObjectProtocol`.
@MainActor
@Suite("Small UIKit declarations")
struct SmallUIKitDeclarationsTests {
  @Test func anEmptyConstraintIsAPlaceholderThatStaysInactive() {
    let constraint = NSLayoutConstraint()
    #expect(constraint.firstItem == nil && constraint.secondItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute && constraint.relation == .equal)
    #expect(constraint.multiplier == 1 && constraint.constant == 0)
    constraint.isActive = true
    #expect(!constraint.isActive, "no items, no common ancestor")
  }

  /// `UIColor()` is this project's choice (UIKit does not document it): clear black.
  @Test func aColorWithNothingSetIsClearBlack() {
    let color = UIColor()
    #expect(color == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(color != .black)
  }

  /// A cell registered by `classForCoder()` (an `AnyClass`, UIKit's parameter type) is made
  /// on dequeue as one registered by its type.
  @Test func aCellRegisteredAsAnyClassIsDequeued() {
    final class Cell: UITableViewCell {}
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(Cell.classForCoder(), forCellReuseIdentifier: "cell")
    #expect(table.dequeueReusableCell(withIdentifier: "cell") is Cell)
    table.register(NSObject.classForCoder(), forCellReuseIdentifier: "other")
    #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
  }

  /// A configured button shows its configuration's title and image as its normal state's.
  @Test func aButtonConfigurationShowsItsTitleAndImage() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Next"
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePlacement = .trailing
    configuration.buttonSize = .large
    var tapped = 0
    let button = UIButton(
      configuration: configuration, primaryAction: UIAction { _ in tapped += 1 })
    #expect(button.title(for: .normal) == "Next")
    #expect(button.image(for: .normal) != nil)
    #expect(button.configuration?.style == "filled")
    button.sendActions(for: .touchUpInside)
    #expect(tapped == 1)
    var updates = 0
    button.configurationUpdateHandler = { _ in updates += 1 }
    button.setNeedsUpdateConfiguration()
    #expect(updates == 1)
  }

  /// A diffable data source's subclass overrides the other data-source methods.
  @Test func aDiffableDataSourceSubclassGivesFooterTitles() {
    final class Source: UITableViewDiffableDataSource<Int, String> {
      override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
        -> String?
      { "footer \(section)" }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source = Source(tableView: table) { _, _, _ in UITableViewCell() }
    #expect(source.tableView(table, titleForFooterInSection: 2) == "footer 2")
    #expect(source.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
  }

  /// `layoutIfNeeded()`, `tintColor`, `safeAreaInsets` and `systemLayoutSizeFitting` are
  /// members of UIView's class on iOS, which apps override (a cell that redraws a gradient in
  /// `layoutIfNeeded`, a cell sizing itself).
  @Test func viewMembersAppsOverrideAreOpen() {
    final class Cell: UIView {
      var layouts = 0
      override func layoutIfNeeded() {
        layouts += 1
        super.layoutIfNeeded()
      }
      override var tintColor: UIColor! {
        get { .red }
        set { super.tintColor = newValue }
      }
      override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      }
      override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
      ) -> CGSize { CGSize(width: targetSize.width, height: 44) }
    }
    let cell = Cell(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    cell.layoutIfNeeded()
    #expect(cell.layouts == 1)
    #expect(cell.tintColor == .red)
    #expect(cell.safeAreaInsets.left == 2)
    #expect(
      cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
    let plain = UIView()
    plain.tintColor = .green
    #expect(plain.tintColor == .green)
  }

  /// A layer's sublayers are settable as UIKit's are: what leaves the list leaves the layer.
  @Test func sublayersAreSettable() {
    let parent = CALayer()
    let (a, b) = (CALayer(), CALayer())
    parent.addSublayer(a)
    parent.addSublayer(b)
    let popped = parent.sublayers?.popLast()
    #expect(popped === b)
    #expect(b.superlayer == nil && a.superlayer === parent)
    let other = CALayer()
    other.sublayers = [a]
    #expect(a.superlayer === other)
    #expect(parent.sublayers?.isEmpty == true)
  }

  /// A table's drawing-only settings read back as set, from UIKit's defaults.
  @Test func aTablesLookSettingsAreKept() {
    let table = UITableView(frame: .zero)
    #expect(table.sectionIndexColor == nil && !table.cellLayoutMarginsFollowReadableWidth)
    table.sectionIndexColor = .darkGray
    table.sectionIndexBackgroundColor = .clear
    table.cellLayoutMarginsFollowReadableWidth = true
    #expect(table.sectionIndexColor == .darkGray)
    #expect(table.sectionIndexBackgroundColor == .clear)
    #expect(table.cellLayoutMarginsFollowReadableWidth)
  }

  /// The geometry structs' zero initializers, and a pattern colour (this project's choice:
  /// opaque white, the pattern not kept).
  @Test func zeroValuesAndPatternColours() {
    #expect(UIEdgeInsets() == .zero)
    #expect(
      NSDirectionalEdgeInsets()
        == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(UIOffset() == UIOffset(horizontal: 0, vertical: 0))
    let pattern = UIColor(patternImage: UIImage(size: CGSize(width: 4, height: 4)))
    #expect(pattern == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
  }

  /// A custom spinner calls `super.init(frame:)`, UIKit's designated initializer.
  @Test func aSpinnerSubclassCallsTheDesignatedFrameInitializer() {
    final class Spinner: UIActivityIndicatorView {
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(spinner.isHidden && spinner.style == .medium && spinner.bounds.width == 40)
  }

  @Test func anIndexPathObjectHasRowsAndSections() {
    let path = IndexPath(row: 4, section: 2) as NSIndexPath
    #expect(path.row == 4 && path.section == 2 && path.item == 4)
    let made = NSIndexPath(item: 7, section: 1)
    #expect(made.section == 1 && made.item == 7)
    #expect(NSIndexPath().row == 0)
  }

  @Test func viewsAndScreensAreCoordinateSpaces() {
    // A launched scene's space is its screen's (ApplicationLaunchTests checks it).
    let screen = UIScreen(size: CGSize(width: 390, height: 844))
    #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 20))
    let space: any UICoordinateSpace = view
    #expect(space.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test func aShadowKeepsItsValues() {
    let shadow = NSShadow()
    #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
    shadow.shadowOffset = CGSize(width: 0.1, height: -0.1)
    shadow.shadowBlurRadius = 4
    shadow.shadowColor = UIColor.red
    #expect(shadow.shadowBlurRadius == 4 && (shadow.shadowColor as? UIColor) == .red)
  }

  @Test func aCoreFoundationTimerIsAFoundationTimer() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let start = CFAbsoluteTimeGetCurrent() + 30
    let timer: Timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, start, 2, 0, 0) { _ in
      count.value += 1
    }
    #expect(timer.timeInterval == 2)
    #expect(abs(timer.fireDate.timeIntervalSinceReferenceDate - start) < 1e-3)
    timer.fire()
    #expect(count.value == 1)
    let once: Timer = CFRunLoopTimerCreateWithHandler(nil, start, 0, 0, 0) { _ in }
    #expect(once.timeInterval == 0)
    #expect(CFRunLoopGetMain() === RunLoop.main)
    #expect(kCFRunLoopDefaultMode == .default)
  }

  @Test func respondsThroughAnObjectProtocolExistential() {
    @MainActor final class Router: NSObject {
      var routed = 0
      func route() { routed += 1 }
    }
    let router = Router()
    let existential: any NSObjectProtocol = router
    #expect(existential.responds(to: Selector(Router.route)))
    #expect(!existential.responds(to: NSSelectorFromString("routeToNowhere")))
    existential.perform(Selector(Router.route))
    #expect(router.routed == 1)
  }
}

/// A share sheet presented and ended as a user would, and UIKit's geometry in `NSValue`.
@MainActor
@Suite("Share sheets and boxed geometry")
struct ShareSheetTests {
  @Test func aShareSheetEndsWithItsHandlerAfterItsDismissal() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
    sheet.excludedActivityTypes = [.airDrop]
    var heard: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in
      heard.append(
        "\(type?.rawValue ?? "cancel") \(completed) \(root.presentedViewController == nil)")
    }
    root.present(sheet, animated: false)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.activityItems.first as? String == "Hello")
    sheet.finish(with: .copyToPasteboard, completed: true)
    window.clock.advance(by: .seconds(1))
    #expect(heard == ["com.apple.UIKit.activity.CopyToPasteboard true true"])
    #expect(root.presentedViewController == nil)
  }

  @Test func geometryBoxesAsUIKitNamesIt() {
    #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.maxX == 4)
    #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
    #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue.height == 8)
  }
}

/// Accessibility's values and paragraph styles, kept as UIKit keeps them.
@MainActor
@Suite("Accessibility and paragraph styles")
struct AccessibilityAndParagraphStyleTests {
  final class Chart: UIView {
    override var accessibilityLabel: String? {
      get { "A chart" }
      set {}
    }
  }

  @Test func accessibilityValuesAreKeptAndOverridable() {
    let view = Chart()
    view.isAccessibilityElement = true
    view.accessibilityTraits = [.button, .selected]
    let element = UIAccessibilityElement(accessibilityContainer: view)
    element.accessibilityLabel = "bar 1"
    view.accessibilityElements = [element]
    #expect(view.accessibilityLabel == "A chart" && view.accessibilityTraits.contains(.button))
    #expect(element.accessibilityContainer === view && element.isAccessibilityElement)
    UIAccessibility.resetPostedNotifications()
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(UIAccessibility.postedNotifications.map(\.0) == [.layoutChanged])
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test func aParagraphStyleKeepsItsValuesAndCopies() throws {
    let style = NSMutableParagraphStyle()
    #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
    style.alignment = .center
    style.lineSpacing = 4
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    #expect(!(frozen is NSMutableParagraphStyle) && frozen.lineSpacing == 4)
    #expect(frozen.isEqual(style))
    let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
    again.lineSpacing = 8
    #expect(!again.isEqual(style) && style.lineSpacing == 4)
    let text = NSAttributedString(string: "a", attributes: [.paragraphStyle: style])
    #expect(
      (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment
        == .center)
  }
}

/// The keyboard dismissed by `endEditing`, the status bar's one style type, and the old
/// rotation callbacks an app overrides.
@MainActor
@Suite("Editing ends, status bar, rotation callbacks")
struct EndEditingAndStatusBarTests {
  final class Rotating: UIViewController {
    override func willRotate(
      to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
    ) {}
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  }

  @Test func endEditingResignsTheFieldInsideOnly() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let form = UIView()
    let field = UITextField()
    form.addSubview(field)
    window.rootViewController?.view.addSubview(form)
    let other = UIView()
    window.rootViewController?.view.addSubview(other)
    #expect(field.becomeFirstResponder())
    #expect(other.endEditing(true) && field.isFirstResponder, "not inside: left alone")
    #expect(form.endEditing(true) && !field.isFirstResponder)
  }

  @Test func theStatusBarHasOneStyleType() {
    let style: UIStatusBarStyle = .lightContent
    UIApplication.shared.statusBarStyle = style
    UIApplication.shared.setStatusBarStyle(.default, animated: true)
    #expect(UIApplication.shared.statusBarStyle == .default)
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    #expect(Rotating().supportedInterfaceOrientations == .portrait)
    #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    #expect(UIInterfaceOrientationMask.all.contains(.landscape))
  }
}

/// The image picker ended as a user would, background fetch values, and a controller's input
/// accessory view (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview).
@MainActor
@Suite("Image picker, background fetch, input views")
struct ImagePickerAndInputViewTests {
  final class Chooser: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    var picked: UIImage?
    let bar = UIView()
    override var inputAccessoryView: UIView? { bar }
    override var canBecomeFirstResponder: Bool { true }
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      picked = (info[.editedImage] ?? info[.originalImage]) as? UIImage
      picker.dismiss(animated: false)
    }
  }

  @Test func aPickedImageReachesTheDelegateAndCancelDismisses() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let chooser = Chooser()
    window.rootViewController = chooser
    window.makeKeyAndVisible()
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    picker.delegate = chooser
    chooser.present(picker, animated: false)
    let image = UIImage(size: CGSize(width: 3, height: 2))
    picker.pick(image)
    #expect(chooser.picked === image && chooser.presentedViewController == nil)
    let second = UIImagePickerController()
    second.delegate = chooser
    chooser.present(second, animated: false)
    second.cancel()
    window.clock.advance(by: .seconds(1))
    #expect(chooser.presentedViewController == nil, "the default of didCancel dismisses")
    #expect(
      chooser.inputAccessoryView === chooser.bar && UIViewController().inputAccessoryView == nil)
    let field = UITextField()
    field.inputView = UIView()
    #expect(field.inputView != nil)
  }

  @Test func backgroundFetchIsKeptAsAValue() {
    UIApplication.shared.setMinimumBackgroundFetchInterval(
      UIApplication.backgroundFetchIntervalMinimum)
    #expect(UIApplication.shared.minimumBackgroundFetchInterval == 0)
    #expect(UIBackgroundFetchResult.noData.rawValue == 1)
  }
}

/// Menus and context-menu interactions: built and read back, opened by nothing (the replay
/// draws no menu), their actions run when performed.
@MainActor
@Suite("Menus and context menus")
struct MenuDeclarationsTests {
  final class Owner: UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []
    var chosen: [String] = []
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      asked.append(location)
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(
          title: "Share", options: .displayInline,
          children: [
            UIAction(title: "Copy", attributes: .destructive) { [weak self] action in
              self?.chosen.append(action.title)
            }
          ])
      }
    }
  }

  @Test func aContextMenuIsAskedForAndItsActionsRunWhenPerformed() throws {
    let owner = Owner()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let interaction = UIContextMenuInteraction(delegate: owner)
    view.addInteraction(interaction)
    #expect(interaction.view === view)
    #expect(view.interactions.count == 1)
    #expect(owner.asked.isEmpty, "nothing opens the menu by itself")
    let configuration = try #require(interaction.configuration(at: CGPoint(x: 5, y: 6)))
    #expect(owner.asked == [CGPoint(x: 5, y: 6)])
    let menu = try #require(configuration.actionProvider?([]))
    #expect(menu.title == "Share" && menu.options == .displayInline)
    let action = try #require(menu.children.first as? UIAction)
    #expect(action.attributes == .destructive && action.state == .off)
    action.performWithSender(nil)
    #expect(owner.chosen == ["Copy"])
    view.removeInteraction(interaction)
    #expect(interaction.view == nil && view.interactions.isEmpty)
  }
}

/// A text field's positioning overrides and caret, as UIKit's documentation lists them
/// (UITextField, "Drawing and positioning overrides"; UITextInput's positions and ranges): a
/// floating-label field overrides the rectangles, and moves the caret by positions.
@MainActor
@Suite("Text field rectangles and caret")
struct TextFieldInputTests {
  final class FloatingLabelField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect {
      let base = super.textRect(forBounds: bounds)
      return CGRect(x: base.minX, y: 14, width: base.width, height: base.height - 14)
    }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  }

  @Test func theRectanglesLeaveRoomForSideViewsAndSubclassesMoveThem() {
    let field = FloatingLabelField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    field.leftViewMode = .always
    field.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 12, width: 20, height: 20))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 14, width: 180, height: 30))
    #expect(field.placeholderRect(forBounds: field.bounds).minY == 14, "the text's, overridden")
    #expect(field.clearButtonRect(forBounds: field.bounds) == .zero)
  }

  @Test func theCaretMovesByPositionsWhileEditing() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.text = "héllo"
    #expect(field.hasText)
    #expect(field.selectedTextRange == nil, "not editing")
    field.becomeFirstResponder()
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty && caret.start.offset == 5)
    let beginning = field.beginningOfDocument
    field.selectedTextRange = field.textRange(from: beginning, to: beginning)
    #expect(field.selectedTextRange?.start.offset == 0)
    let two = try #require(field.position(from: beginning, offset: 2))
    #expect(field.offset(from: beginning, to: two) == 2)
    #expect(field.textRange(from: two, to: beginning).flatMap { field.text(in: $0) } == "hé")
    #expect(field.position(from: beginning, offset: 9) == nil)
    field.resignFirstResponder()
    #expect(field.selectedTextRange == nil)
  }
}
