import Foundation
import HeadlessUI
import Testing

/// Auto Layout against UIKit's documentation. Each expected frame follows from the constraint
/// equation `item1.attribute1 = multiplier × item2.attribute2 + constant` (Auto Layout Guide,
/// "Anatomy of a Constraint") and the rule cited beside the test:
/// - Auto Layout Guide: https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/
///   ("Anatomy of a Constraint", "Working with Scroll Views", "Views with Intrinsic Content
///   Size", "Changing Constraints", "Unsatisfiable Layouts", "Ambiguous Layouts");
/// - NSLayoutConstraint.priority ("higher-priority constraints are satisfied before
///   lower-priority constraints");
/// - UIView.translatesAutoresizingMaskIntoConstraints, UIView.safeAreaLayoutGuide,
///   UIView.layoutMarginsGuide, UIViewController.systemMinimumLayoutMargins,
///   UIView.systemLayoutSizeFitting(_:), UIView.hasAmbiguousLayout.
@MainActor
@Suite("Auto Layout: constraints laid out into frames")
struct AutoLayoutTests {
  /// A window of `size` with a controller whose root view fills it.
  func makeScene(_ size: CGSize = CGSize(width: 375, height: 667)) -> (UIWindow, UIViewController) {
    let window = UIWindow(screenSize: size)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  func constrainedView(in parent: UIView, id: String? = nil) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  // MARK: The table

  @Test("Pinned to the edges with constants (Anatomy of a Constraint)")
  func pinsToEdges() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 100, width: 335, height: 517))
    #expect(!box.hasAmbiguousLayout)
  }

  @Test("Centred with a fixed size")
  func centresWithFixedSize() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
      box.widthAnchor.constraint(equalToConstant: 120),
      box.heightAnchor.constraint(equalToConstant: 80),
    ])
    window.layoutIfNeeded()
    // centre = (187.5, 333.5 − 10); origin = centre − size / 2.
    #expect(box.frame == CGRect(x: 127.5, y: 283.5, width: 120, height: 80))
  }

  @Test("An aspect ratio through the multiplier")
  func aspectRatio() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let image = constrainedView(in: root)
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      image.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      image.topAnchor.constraint(equalTo: root.topAnchor),
      // height = 9/16 × width.
      image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0),
    ])
    window.layoutIfNeeded()
    #expect(image.frame.width == 375)
    #expect(abs(image.frame.height - 375 * 9 / 16) < 1e-9)
  }

  @Test("Two thirds of the superview: a dimension related to another view's")
  func proportionalWidth() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let panel = constrainedView(in: root)
    NSLayoutConstraint.activate([
      panel.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2.0 / 3.0, constant: -10),
      panel.heightAnchor.constraint(equalToConstant: 40),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(abs(panel.frame.width - (375 * 2 / 3 - 10)) < 1e-9)
    #expect(abs(panel.frame.maxX - 375) < 1e-9)
    #expect(panel.frame.minY == 627)
  }

  @Test("A required bound beats an optional wish; the higher optional wish wins (priority)")
  func inequalitiesWithPriorities() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root)
    let wish = box.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultHigh
    let weaker = box.widthAnchor.constraint(equalToConstant: 10)
    weaker.priority = .defaultLow
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
      wish, weaker,
    ])
    window.layoutIfNeeded()
    // 500 wanted at 750, but width ≤ 375 − 40 is required; the 250 wish loses to the 750 one.
    #expect(box.frame.width == 335)
    wish.priority = UILayoutPriority(100)
    window.layoutIfNeeded()
    // Now the 250 wish (10) leads, but width ≥ 50 is required.
    #expect(box.frame.width == 50)
  }

  @Test(
    "Hugging: the label that hugs harder keeps its intrinsic width (Views with Intrinsic Content Size)"
  )
  func huggingDecidesWhoStretches() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let name = UILabel()
    name.text = "Name"
    let value = UILabel()
    value.text = "Value"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(name.frame.width == name.intrinsicContentSize.width)
    #expect(value.frame.minX == 16 + name.intrinsicContentSize.width + 8)
    #expect(value.frame.maxX == 359)
    // Heights come from the intrinsic size (hugging and compression meet there).
    #expect(name.frame.height == name.intrinsicContentSize.height)
    #expect(value.frame.minY == name.frame.minY)
    #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    // Swap the priorities: the other label keeps its width.
    name.setContentHuggingPriority(.defaultLow, for: .horizontal)
    value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    window.layoutIfNeeded()
    #expect(value.frame.width == value.intrinsicContentSize.width)
    #expect(name.frame.width == 375 - 32 - 8 - value.intrinsicContentSize.width)
  }

  @Test("Compression resistance: in too little room the label that resists less is squeezed")
  func compressionResistanceDecidesWhoShrinks() {
    let (window, controller) = makeScene(CGSize(width: 200, height: 400))
    let root = controller.view!
    let first = UILabel()
    first.text = "A rather long first label"
    let second = UILabel()
    second.text = "Second label text"
    for label in [first, second] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    second.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(second.intrinsicContentSize.width < 200)
    #expect(first.intrinsicContentSize.width + second.intrinsicContentSize.width > 200)
    #expect(second.frame.width == second.intrinsicContentSize.width)
    #expect(first.frame.width == 200 - second.intrinsicContentSize.width)
  }

  @Test(
    "A stack view in a scroll view: the content size comes from the constraints (Working with Scroll Views)"
  )
  func stackViewInScrollView() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    var rows: [UIView] = []
    for index in 0..<20 {
      let row = UILabel()
      row.text = "Row \(index)"
      stack.addArrangedSubview(row)
      rows.append(row)
    }
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      // Edges to the scroll view mean its content area; the width pins to the frame.
      stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -8),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    window.layoutIfNeeded()
    // 375 × 667: the safe area starts under the 20-point status bar.
    #expect(scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    let rowHeight = rows[0].intrinsicContentSize.height
    let stackHeight = 20 * rowHeight + 19 * 10
    #expect(stack.frame == CGRect(x: 16, y: 8, width: 343, height: stackHeight))
    #expect(scrollView.contentSize == CGSize(width: 375, height: stackHeight + 16))
    #expect(rows[19].frame.minY == 19 * (rowHeight + 10))
    #expect(rows[19].frame.width == 343)
  }

  @Test(
    "A constraint animation: change the constant, then layoutIfNeeded inside UIView.animate (Changing Constraints)"
  )
  func animatedConstantChange() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let drawer = constrainedView(in: root)
    let top = drawer.topAnchor.constraint(equalTo: root.topAnchor, constant: 600)
    NSLayoutConstraint.activate([
      top, drawer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      drawer.widthAnchor.constraint(equalTo: root.widthAnchor),
      drawer.heightAnchor.constraint(equalToConstant: 300),
    ])
    window.layoutIfNeeded()
    #expect(drawer.frame.minY == 600)
    top.constant = 300
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        root.layoutIfNeeded()
      }, completion: nil)
    // The model moved at once; what is on screen moves along the curve.
    #expect(drawer.frame.minY == 300)
    window.clock.advance(to: VirtualInstant(nanoseconds: 500_000_000))
    #expect(abs(drawer.presentationState().center.y - (450 + 150)) < 1e-6)
    window.clock.advance(to: VirtualInstant(nanoseconds: 1_000_000_000))
    #expect(abs(drawer.presentationState().center.y - (300 + 150)) < 1e-6)
  }

  // MARK: Frames, masks and guides

  @Test(
    "An autoresizing view's frame becomes constraints others can use (translatesAutoresizingMaskIntoConstraints)"
  )
  func autoresizingFramesAsConstraints() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let card = UIView(frame: CGRect(x: 10, y: 40, width: 100, height: 50))
    root.addSubview(card)
    let badge = constrainedView(in: root)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
    ])
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 118, y: 55, width: 20, height: 20))
    // Moving the card (as a pan handler does) moves what is constrained to it.
    card.center.x += 50
    window.layoutIfNeeded()
    #expect(badge.frame.minX == 168)
    #expect(card.frame.minX == 60)
  }

  @Test("Inside a view that resizes with its superview (flexible width and height)")
  func flexibleContainer() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let container = UIView(frame: root.bounds.insetBy(dx: 20, dy: 20))
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(container)
    let footer = constrainedView(in: container)
    NSLayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      footer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      footer.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: 627 - 44, width: 335, height: 44))
    root.frame.size = CGSize(width: 300, height: 500)
    window.layoutIfNeeded()
    #expect(container.frame.size == CGSize(width: 260, height: 460))
    #expect(footer.frame == CGRect(x: 0, y: 460 - 44, width: 260, height: 44))
  }

  @Test(
    "Safe area per screen size: 20 under the status bar, 44/34 on a notched phone",
    arguments: [
      (CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
      (CGSize(width: 375, height: 812), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
      (CGSize(width: 393, height: 852), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
      (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
      (CGSize(width: 500, height: 500), UIEdgeInsets.zero),
    ])
  func safeAreaPerScreen(size: CGSize, insets: UIEdgeInsets) {
    let (window, controller) = makeScene(size)
    let root = controller.view!
    let content = constrainedView(in: root)
    let guide = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets == insets)
    #expect(content.frame == CGRect(origin: .zero, size: size).inset(by: insets))
    #expect(guide.layoutFrame == content.frame)
  }

  @Test("Under a navigation bar the safe area adds the bar's 44 points")
  func safeAreaUnderNavigationBar() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let label = UILabel()
    label.text = "Title"
    label.translatesAutoresizingMaskIntoConstraints = false
    child.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets.top == 88)
    // The root view's margins are the system minimum (16) on a 375-point-wide phone.
    #expect(label.frame.origin == CGPoint(x: 16, y: 96))
  }

  @Test("A multi-line label wraps at the width its constraints give it")
  func multilineLabelWraps() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 17)
    label.text = String(repeating: "word ", count: 40)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    let lines = TextMeasurement.lines(
      of: label.text ?? "", font: .systemFont(ofSize: 17), width: 335)
    #expect(lines.count > 1)
    #expect(label.frame.width == 335)
    #expect(
      label.frame.height
        == (CGFloat(lines.count) * 17 * TextMeasurement.lineHeightFactor).rounded(.up))
  }

  @Test("systemLayoutSizeFitting: the compressed size a cell's content asks for")
  func fittingSize() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    title.text = "Fitting"
    title.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      title.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
    ])
    let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size.height == title.intrinsicContentSize.height + 20)
    #expect(size.width == title.intrinsicContentSize.width + 24)
    let wide = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 320, height: title.intrinsicContentSize.height + 20))
  }

  // MARK: Diagnostics

  @Test(
    "Unsatisfiable constraints: one is broken and the conflict is logged as UIKit logs it (Unsatisfiable Layouts)"
  )
  func unsatisfiableIsReported() {
    LayoutDiagnostics.printsToStandardError = false
    defer { LayoutDiagnostics.printsToStandardError = true }
    LayoutDiagnostics.removeAll()
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root, id: "box")
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    let records = LayoutDiagnostics.records.filter { $0.kind == .unsatisfiable }
    #expect(records.count == 1)
    let record = records.first
    #expect(record?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    #expect(record?.broken == "<NSLayoutConstraint:'wide' UIView:box.width == 200   (active)>")
    #expect(
      record?.involved.contains("<NSLayoutConstraint:'narrow' UIView:box.width == 100   (active)>")
        == true)
    #expect(record?.message.contains("Will attempt to recover by breaking constraint") == true)
    // Relaxing the broken one lets it take part again.
    wide.priority = UILayoutPriority(999)
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    narrow.isActive = false
    window.layoutIfNeeded()
    #expect(box.frame.width == 200)
  }

  @Test(
    "Forgetting translatesAutoresizingMaskIntoConstraints = false conflicts with the frame's constraints"
  )
  func forgottenAutoresizingFlagIsReported() {
    LayoutDiagnostics.printsToStandardError = false
    defer { LayoutDiagnostics.printsToStandardError = true }
    LayoutDiagnostics.removeAll()
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 120).isActive = true
    window.layoutIfNeeded()
    let record = LayoutDiagnostics.records.last
    #expect(record?.kind == .unsatisfiable)
    #expect(
      record?.involved.contains { $0.contains("NSAutoresizingMaskLayoutConstraint h=--- v=---") }
        == true)
    #expect(box.frame.width == 50)
  }

  @Test("Ambiguity: a view with a position but no size is ambiguous (Ambiguous Layouts)")
  func ambiguousLayout() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    let width = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
    width.isActive = true
    box.heightAnchor.constraint(equalToConstant: 40).isActive = true
    #expect(box.hasAmbiguousLayout)  // width ≥ 40 alone leaves it free above 40
    width.isActive = false
    box.widthAnchor.constraint(equalToConstant: 40).isActive = true
    #expect(!box.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test("Constraints across hierarchies are refused, as UIKit refuses them")
  func noCommonAncestor() {
    LayoutDiagnostics.printsToStandardError = false
    defer { LayoutDiagnostics.printsToStandardError = true }
    LayoutDiagnostics.removeAll()
    let first = UIView()
    let second = UIView()
    let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(LayoutDiagnostics.records.last?.message.contains("no common ancestor") == true)
  }

  @Test("A position related to a constant is refused (UIKit raises) and the rest still lays out")
  func positionAgainstConstantIsReported() {
    LayoutDiagnostics.printsToStandardError = false
    defer { LayoutDiagnostics.printsToStandardError = true }
    LayoutDiagnostics.removeAll()
    let (window, controller) = makeScene()
    let root = controller.view!
    let box = constrainedView(in: root, id: "box")
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .leading, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 40),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
    let record = LayoutDiagnostics.records.first { $0.kind == .invalid }
    #expect(record?.message.contains("position attribute and a constant") == true)
  }

  // MARK: Life cycle

  @Test(
    "Removing a view removes the constraints that tie it to the rest (UIKit's removeFromSuperview)")
  func removalDropsExternalConstraints() {
    let (window, controller) = makeScene()
    let root = controller.view!
    let card = constrainedView(in: root)
    let inner = constrainedView(in: card)
    let outer = [
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    let inside = [
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
      inner.widthAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(outer + inside)
    window.layoutIfNeeded()
    card.removeFromSuperview()
    #expect(outer.allSatisfy { !$0.isActive })
    #expect(inside.allSatisfy { $0.isActive })
  }

  @Test("setNeedsUpdateConstraints runs updateConstraints before the next layout")
  func updateConstraintsPass() {
    final class Badge: UIView {
      var updates = 0
      lazy var width = widthAnchor.constraint(equalToConstant: 10)
      var wide = false
      override func updateConstraints() {
        updates += 1
        width.constant = wide ? 80 : 10
        width.isActive = true
        super.updateConstraints()
      }
    }
    let (window, controller) = makeScene()
    let root = controller.view!
    let badge = Badge()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    badge.wide = true
    badge.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(badge.updates == 1)
    #expect(badge.frame.width == 80)
    window.layoutIfNeeded()
    #expect(badge.updates == 1)
  }
}
