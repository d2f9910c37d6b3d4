import Foundation
import HeadlessUI
import Testing

/// Labels, buttons, stack views, autoresizing, tables, storyboards and images by name, against
/// UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uilabel/numberoflines ("0 … as many lines
///   as needed"), uilabel/preferredmaxlayoutwidth;
/// - https://developer.apple.com/documentation/uikit/uibutton/title(for:) (falls back to the
///   normal state's title);
/// - https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum and
///   alignment-swift.enum (fillEqually: "the same size along the axis"; equalSpacing; center);
/// - https://developer.apple.com/documentation/uikit/uiview/autoresizingmask;
/// - https://developer.apple.com/documentation/uikit/uitableview/rowheight (default 44 pt in
///   UIKit's `UITableView.automaticDimension` era, `register(_:forCellReuseIdentifier:)`,
///   `tableView(_:didSelectRowAt:)`);
/// - https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped;
/// - https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:).
/// Text sizes come from the documented model in `TextMeasurement`.
@MainActor
@Suite("Labels, buttons, stacks, tables, storyboards")
struct ViewsAndTablesTests {
  @Test func aOneLineLabelIsAsWideAsItsTextAndAMultiLineOneWraps() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "aaaa aaaa"
    // 8 × 0.52 em + 0.28 em = 4.44 em = 44.4 pt → 45; one 12 pt line.
    #expect(label.intrinsicContentSize == CGSize(width: 45, height: 12))
    #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 45, height: 12))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 21, height: 24))
    label.numberOfLines = 1
    label.sizeToFit()
    #expect(label.bounds.size == CGSize(width: 45, height: 12))
  }

  @Test func aButtonsTitleFallsBackToNormalAndSizesItsIntrinsicSize() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    #expect(button.title(for: .highlighted) == "Go")
    button.setTitle("Going", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Going")
    // "Go" at 15 pt: (0.65 + 0.52) em = 17.55 → 18 wide, 18 high, plus 6 + 6.
    #expect(button.intrinsicContentSize == CGSize(width: 18, height: 30))
    button.isHighlighted = true
    #expect(button.currentTitle == "Going")
  }

  @Test func aStackViewLaysOutByDistributionAndAlignment() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let views = (0..<3).map { _ in UIView() }
    for view in views { stack.addArrangedSubview(view) }
    stack.distribution = .fillEqually
    stack.spacing = 30
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 110, 220])
    #expect(views.allSatisfy { $0.frame.width == 80 && $0.frame.height == 100 })
    views[1].isHidden = true
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(views[2].frame.minX == 165)
    views[1].isHidden = false
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "aaaa aaaa"
    let column = UIStackView(arrangedSubviews: [label])
    column.axis = .vertical
    column.alignment = .center
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    column.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 27.5, y: 0, width: 45, height: 40))
  }

  @Test func autoresizingMasksFollowTheSuperviewsSize() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 50))
    child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    #expect(child.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
  }

  @Test func anActivityIndicatorHidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
  }

  @Test func hueSaturationBrightnessConvertsAsUIKit() {
    let color = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
    #expect(abs(color.green - 1) < 1e-9 && abs(color.red) < 1e-9 && abs(color.blue) < 1e-9)
    var h: CGFloat = 0
    var s: CGFloat = 0
    var b: CGFloat = 0
    #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: nil))
    #expect(abs(h - 30.0 / 360.0) < 1e-9 && s == 1 && b == 1)
  }

  @Test func imagesByNameComeFromTheRegistrationsAndMissesAreListed() {
    UIImage.register(named: "registration-test-photo", size: CGSize(width: 300, height: 200))
    #expect(UIImage(named: "registration-test-photo")?.size == CGSize(width: 300, height: 200))
    // swift-format-ignore: NoPlaygroundLiterals
    // (ported code keeps its image literals; this checks they resolve)
    let literal = #imageLiteral(resourceName: "registration-test-photo")
    #expect(literal.size == CGSize(width: 300, height: 200))
    #expect(UIImage(named: "registration-test-missing")?.size == .zero)
    #expect(UIImage.unregisteredNames.contains("registration-test-missing"))
    #expect(
      UIImageView(image: UIImage(named: "registration-test-photo")).frame.size
        == CGSize(width: 300, height: 200))
  }

  final class Row: UITableViewCell {
    static var made = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
      Row.made += 1
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not decoded headlessly") }
  }

  final class Rows: UITableViewController {
    var selected: [IndexPath] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(Row.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      100
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func aTableMakesRegisteredCellsReusesThemAndSelectsOnATap() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let rows = Rows(style: .plain)
    window.rootViewController = rows
    window.makeKeyAndVisible()
    let table = rows.tableView!
    #expect(table.contentSize.height == 4400)
    // The controller's table starts below the 20 pt status bar (its content inset adjusted for
    // the safe area): 647 points for rows of 44 → rows 0…14.
    #expect(table.adjustedContentInset.top == 20 && table.contentOffset.y == -20)
    #expect(table.indexPathsForVisibleRows?.count == 15)
    #expect(table.visibleCells.allSatisfy { $0 is Row })
    let made = Row.made
    table.contentOffset = CGPoint(x: 0, y: 440)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    // Scrolled-off cells were reused: one more row fits the full height (rows 10…25).
    #expect(Row.made == made + 1)
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 66))], at: .seconds(1))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 66))], at: .seconds(1.1))
    #expect(rows.selected == [IndexPath(row: 11, section: 0)])
  }

  final class Detail: UIViewController {
    var awoke = false
    override func awakeFromNib() { awoke = true }
  }

  @Test func storyboardsBuildRegisteredControllersAndRunRegisteredSegues() {
    UIStoryboard.register(name: "Tests", identifier: "Detail") { Detail() }
    UIStoryboard.registerSegue(
      "showDetail", destination: "Detail", kind: .present, storyboard: "Tests")
    let board = UIStoryboard(name: "Tests", bundle: nil)
    let detail = board.instantiateViewController(withIdentifier: "Detail")
    #expect((detail as? Detail)?.awoke == true)
    #expect(detail.storyboard === board)
    let unknown = board.instantiateViewController(withIdentifier: "Nowhere")
    #expect(unknown.title == "Nowhere")
    #expect(UIStoryboard.unregisteredIdentifiers.contains("Tests/Nowhere"))

    final class Source: UIViewController {
      var prepared: String?
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared = segue.identifier
      }
    }
    UIStoryboard.register(name: "Tests", identifier: "Source") { Source() }
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    guard let root = board.instantiateViewController(withIdentifier: "Source") as? Source else {
      Issue.record("the registered builder was not used")
      return
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.performSegue(withIdentifier: "showDetail", sender: nil)
    #expect(root.prepared == "showDetail")
    #expect(root.presentedViewController is Detail)
  }

  /// uipagecontrol/hidesforsinglepage, uitextfield/leftview + leftviewmode,
  /// uitableviewcell/accessoryview and selectedbackgroundview.
  @Test func sideViewsAccessoriesAndSinglePageHidingChangeWhatIsShown() {
    let pages = UIPageControl(frame: .zero)
    pages.hidesForSinglePage = true
    pages.numberOfPages = 1
    #expect(pages.isHidden)
    pages.numberOfPages = 3
    #expect(!pages.isHidden)

    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    field.leftViewMode = .whileEditing
    field.layoutIfNeeded()
    #expect(icon.superview === field && icon.isHidden)
    field.becomeFirstResponder()
    field.layoutIfNeeded()
    #expect(!icon.isHidden && icon.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
    field.resignFirstResponder()

    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    cell.accessoryView = badge
    let selection = UIView()
    cell.selectedBackgroundView = selection
    cell.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 280, y: 10, width: 24, height: 24))
    #expect(selection.isHidden)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(!selection.isHidden && selection.frame == cell.bounds)
  }
}
