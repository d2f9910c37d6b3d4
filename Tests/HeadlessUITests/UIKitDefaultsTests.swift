import Foundation
import HeadlessUI
import Testing

/// Every property default HeadlessUI's classes share with UIKit, checked against the page of
/// Apple's documentation that states it (each row's page, under
/// https://developer.apple.com/documentation/uikit/ or …/quartzcore/).
@MainActor
@Suite("UIKit's defaults")
struct UIKitDefaultsTests {
  struct Default: CustomTestStringConvertible, Sendable {
    let property: String
    let url: String
    let matches: @MainActor @Sendable () -> Bool
    var testDescription: String { property }
  }

  nonisolated static func row<Value: Equatable & Sendable>(
    _ property: String, _ page: String,
    _ expected: @autoclosure @escaping @MainActor @Sendable () -> Value,
    _ actual: @escaping @MainActor @Sendable () -> Value
  ) -> Default {
    let url =
      "https://developer.apple.com/documentation/"
      + (page.hasPrefix("quartzcore/") ? page : "uikit/" + page)
    return Default(property: property, url: url) { actual() == expected() }
  }

  nonisolated static let defaults: [Default] = [
    // UIView
    row("UIView.isUserInteractionEnabled", "uiview/isuserinteractionenabled", true) {
      UIView().isUserInteractionEnabled
    },
    row("UIView.isMultipleTouchEnabled", "uiview/ismultipletouchenabled", false) {
      UIView().isMultipleTouchEnabled
    },
    row("UIView.alpha", "uiview/alpha", CGFloat(1)) { UIView().alpha },
    row("UIView.isHidden", "uiview/ishidden", false) { UIView().isHidden },
    row("UIView.isOpaque", "uiview/isopaque", true) { UIView().isOpaque },
    row("UIView.clipsToBounds", "uiview/clipstobounds", false) { UIView().clipsToBounds },
    row("UIView.backgroundColor", "uiview/backgroundcolor", nil as UIColor?) {
      UIView().backgroundColor
    },
    row("UIView.contentMode", "uiview/contentmode", UIView.ContentMode.scaleToFill) {
      UIView().contentMode
    },
    row("UIView.tag", "uiview/tag", 0) { UIView().tag },
    row("UIView.autoresizingMask", "uiview/autoresizingmask", UIView.AutoresizingMask()) {
      UIView().autoresizingMask
    },
    row(
      "UIView.translatesAutoresizingMaskIntoConstraints",
      "uiview/translatesautoresizingmaskintoconstraints", true
    ) {
      UIView().translatesAutoresizingMaskIntoConstraints
    },
    row("UIView.insetsLayoutMarginsFromSafeArea", "uiview/insetslayoutmarginsfromsafearea", true) {
      UIView().insetsLayoutMarginsFromSafeArea
    },
    row("UIView.preservesSuperviewLayoutMargins", "uiview/preservessuperviewlayoutmargins", false) {
      UIView().preservesSuperviewLayoutMargins
    },
    row(
      "UIView.layoutMargins", "uiview/layoutmargins",
      UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    ) {
      UIView().layoutMargins
    },
    row("UIView.transform", "uiview/transform", CGAffineTransform.identity) { UIView().transform },
    // UIImageView, UILabel
    row("UIImageView.isUserInteractionEnabled", "uiimageview/isuserinteractionenabled", false) {
      UIImageView(image: nil).isUserInteractionEnabled
    },
    row("UILabel.isUserInteractionEnabled", "uilabel/isuserinteractionenabled", false) {
      UILabel().isUserInteractionEnabled
    },
    row("UILabel.numberOfLines", "uilabel/numberoflines", 1) { UILabel().numberOfLines },
    row("UILabel.textAlignment", "uilabel/textalignment", NSTextAlignment.natural) {
      UILabel().textAlignment
    },
    row("UILabel.lineBreakMode", "uilabel/linebreakmode", NSLineBreakMode.byTruncatingTail) {
      UILabel().lineBreakMode
    },
    row("UILabel.isEnabled", "uilabel/isenabled", true) { UILabel().isEnabled },
    row("UILabel.adjustsFontSizeToFitWidth", "uilabel/adjustsfontsizetofitwidth", false) {
      UILabel().adjustsFontSizeToFitWidth
    },
    row("UILabel.minimumScaleFactor", "uilabel/minimumscalefactor", CGFloat(0)) {
      UILabel().minimumScaleFactor
    },
    row("UILabel.font", "uilabel/font", CGFloat(17)) { UILabel().font.pointSize },
    // UIControl, UISwitch, UISlider
    row("UIControl.isEnabled", "uicontrol/isenabled", true) { UIControl().isEnabled },
    row("UIControl.isSelected", "uicontrol/isselected", false) { UIControl().isSelected },
    row("UIControl.isHighlighted", "uicontrol/ishighlighted", false) { UIControl().isHighlighted },
    row(
      "UIControl.contentVerticalAlignment", "uicontrol/contentverticalalignment",
      UIControl.ContentVerticalAlignment.center
    ) {
      UIControl().contentVerticalAlignment
    },
    row(
      "UIControl.contentHorizontalAlignment", "uicontrol/contenthorizontalalignment",
      UIControl.ContentHorizontalAlignment.center
    ) {
      UIControl().contentHorizontalAlignment
    },
    row("UISwitch.isOn", "uiswitch/ison", false) { UISwitch().isOn },
    row("UISlider.value", "uislider/value", Float(0)) { UISlider().value },
    row("UISlider.minimumValue", "uislider/minimumvalue", Float(0)) { UISlider().minimumValue },
    row("UISlider.maximumValue", "uislider/maximumvalue", Float(1)) { UISlider().maximumValue },
    row("UIStepper.maximumValue", "uistepper/maximumvalue", Double(100)) {
      UIStepper().maximumValue
    },
    // UIScrollView
    row("UIScrollView.isScrollEnabled", "uiscrollview/isscrollenabled", true) {
      UIScrollView().isScrollEnabled
    },
    row("UIScrollView.isPagingEnabled", "uiscrollview/ispagingenabled", false) {
      UIScrollView().isPagingEnabled
    },
    row("UIScrollView.bounces", "uiscrollview/bounces", true) { UIScrollView().bounces },
    row("UIScrollView.alwaysBounceVertical", "uiscrollview/alwaysbouncevertical", false) {
      UIScrollView().alwaysBounceVertical
    },
    row("UIScrollView.delaysContentTouches", "uiscrollview/delayscontenttouches", true) {
      UIScrollView().delaysContentTouches
    },
    row("UIScrollView.canCancelContentTouches", "uiscrollview/cancancelcontenttouches", true) {
      UIScrollView().canCancelContentTouches
    },
    row("UIScrollView.minimumZoomScale", "uiscrollview/minimumzoomscale", CGFloat(1)) {
      UIScrollView().minimumZoomScale
    },
    row("UIScrollView.maximumZoomScale", "uiscrollview/maximumzoomscale", CGFloat(1)) {
      UIScrollView().maximumZoomScale
    },
    row("UIScrollView.scrollsToTop", "uiscrollview/scrollstotop", true) {
      UIScrollView().scrollsToTop
    },
    row(
      "UIScrollView.contentInsetAdjustmentBehavior", "uiscrollview/contentinsetadjustmentbehavior",
      UIScrollView.ContentInsetAdjustmentBehavior.automatic
    ) {
      UIScrollView().contentInsetAdjustmentBehavior
    },
    row(
      "UIScrollView.keyboardDismissMode", "uiscrollview/keyboarddismissmode",
      UIScrollView.KeyboardDismissMode.none
    ) {
      UIScrollView().keyboardDismissMode
    },
    // UITableView, UITableViewCell
    row("UITableView.allowsSelection", "uitableview/allowsselection", true) {
      UITableView(frame: .zero, style: .plain).allowsSelection
    },
    row("UITableView.allowsMultipleSelection", "uitableview/allowsmultipleselection", false) {
      UITableView(frame: .zero, style: .plain).allowsMultipleSelection
    },
    row(
      "UITableView.separatorStyle", "uitableview/separatorstyle",
      UITableView.SeparatorStyle.singleLine
    ) {
      UITableView(frame: .zero, style: .plain).separatorStyle
    },
    row(
      "UITableView.estimatedRowHeight", "uitableview/estimatedrowheight",
      UITableView.automaticDimension
    ) {
      UITableView(frame: .zero, style: .plain).estimatedRowHeight
    },
    row(
      "UITableViewCell.selectionStyle", "uitableviewcell/selectionstyle",
      UITableViewCell.SelectionStyle.default
    ) {
      UITableViewCell(style: .default, reuseIdentifier: nil).selectionStyle
    },
    row(
      "UITableViewCell.accessoryType", "uitableviewcell/accessorytype",
      UITableViewCell.AccessoryType.none
    ) {
      UITableViewCell(style: .default, reuseIdentifier: nil).accessoryType
    },
    // UIStackView, UICollectionViewFlowLayout
    row("UIStackView.axis", "uistackview/axis", UIStackView.Axis.horizontal) { UIStackView().axis },
    row("UIStackView.distribution", "uistackview/distribution", UIStackView.Distribution.fill) {
      UIStackView().distribution
    },
    row("UIStackView.alignment", "uistackview/alignment", UIStackView.Alignment.fill) {
      UIStackView().alignment
    },
    row("UIStackView.spacing", "uistackview/spacing", CGFloat(0)) { UIStackView().spacing },
    row(
      "UICollectionViewFlowLayout.itemSize", "uicollectionviewflowlayout/itemsize",
      CGSize(width: 50, height: 50)
    ) {
      UICollectionViewFlowLayout().itemSize
    },
    row(
      "UICollectionViewFlowLayout.minimumLineSpacing",
      "uicollectionviewflowlayout/minimumlinespacing", CGFloat(10)
    ) {
      UICollectionViewFlowLayout().minimumLineSpacing
    },
    row(
      "UICollectionViewFlowLayout.minimumInteritemSpacing",
      "uicollectionviewflowlayout/minimuminteritemspacing", CGFloat(10)
    ) {
      UICollectionViewFlowLayout().minimumInteritemSpacing
    },
    row(
      "UICollectionViewFlowLayout.scrollDirection", "uicollectionviewflowlayout/scrolldirection",
      UICollectionViewFlowLayout.ScrollDirection.vertical
    ) {
      UICollectionViewFlowLayout().scrollDirection
    },
    // Gesture recognizers
    row("UIGestureRecognizer.isEnabled", "uigesturerecognizer/isenabled", true) {
      UIPanGestureRecognizer().isEnabled
    },
    row(
      "UIGestureRecognizer.cancelsTouchesInView", "uigesturerecognizer/cancelstouchesinview", true
    ) {
      UIPanGestureRecognizer().cancelsTouchesInView
    },
    row("UIGestureRecognizer.delaysTouchesBegan", "uigesturerecognizer/delaystouchesbegan", false) {
      UIPanGestureRecognizer().delaysTouchesBegan
    },
    row("UIGestureRecognizer.delaysTouchesEnded", "uigesturerecognizer/delaystouchesended", true) {
      UIPanGestureRecognizer().delaysTouchesEnded
    },
    row(
      "UIPanGestureRecognizer.minimumNumberOfTouches",
      "uipangesturerecognizer/minimumnumberoftouches", 1
    ) {
      UIPanGestureRecognizer().minimumNumberOfTouches
    },
    row(
      "UIPanGestureRecognizer.maximumNumberOfTouches",
      "uipangesturerecognizer/maximumnumberoftouches", Int.max
    ) {
      UIPanGestureRecognizer().maximumNumberOfTouches
    },
    row(
      "UITapGestureRecognizer.numberOfTapsRequired", "uitapgesturerecognizer/numberoftapsrequired",
      1
    ) {
      UITapGestureRecognizer().numberOfTapsRequired
    },
    row(
      "UITapGestureRecognizer.numberOfTouchesRequired",
      "uitapgesturerecognizer/numberoftouchesrequired", 1
    ) {
      UITapGestureRecognizer().numberOfTouchesRequired
    },
    row(
      "UILongPressGestureRecognizer.minimumPressDuration",
      "uilongpressgesturerecognizer/minimumpressduration", 0.5
    ) {
      UILongPressGestureRecognizer().minimumPressDuration
    },
    row(
      "UILongPressGestureRecognizer.allowableMovement",
      "uilongpressgesturerecognizer/allowablemovement", CGFloat(10)
    ) {
      UILongPressGestureRecognizer().allowableMovement
    },
    row(
      "UILongPressGestureRecognizer.numberOfTapsRequired",
      "uilongpressgesturerecognizer/numberoftapsrequired", 0
    ) {
      UILongPressGestureRecognizer().numberOfTapsRequired
    },
    row(
      "UISwipeGestureRecognizer.direction", "uiswipegesturerecognizer/direction",
      UISwipeGestureRecognizer.Direction.right
    ) {
      UISwipeGestureRecognizer().direction
    },
    row("UIPinchGestureRecognizer.scale", "uipinchgesturerecognizer/scale", CGFloat(1)) {
      UIPinchGestureRecognizer().scale
    },
    // UIViewController
    row(
      "UIViewController.modalPresentationStyle", "uiviewcontroller/modalpresentationstyle",
      UIModalPresentationStyle.automatic
    ) {
      UIViewController().modalPresentationStyle
    },
    row(
      "UIViewController.modalTransitionStyle", "uiviewcontroller/modaltransitionstyle",
      UIModalTransitionStyle.coverVertical
    ) {
      UIViewController().modalTransitionStyle
    },
    row(
      "UIViewController.definesPresentationContext", "uiviewcontroller/definespresentationcontext",
      false
    ) {
      UIViewController().definesPresentationContext
    },
    row("UIViewController.isModalInPresentation", "uiviewcontroller/ismodalinpresentation", false) {
      UIViewController().isModalInPresentation
    },
    row(
      "UIViewController.edgesForExtendedLayout", "uiviewcontroller/edgesforextendedlayout",
      UIRectEdge.all
    ) {
      UIViewController().edgesForExtendedLayout
    },
    row(
      "UIViewController.extendedLayoutIncludesOpaqueBars",
      "uiviewcontroller/extendedlayoutincludesopaquebars", false
    ) {
      UIViewController().extendedLayoutIncludesOpaqueBars
    },
    row("UIViewController.title", "uiviewcontroller/title", nil as String?) {
      UIViewController().title
    },
    // CALayer
    row("CALayer.cornerRadius", "quartzcore/calayer/cornerradius", CGFloat(0)) {
      CALayer().cornerRadius
    },
    row("CALayer.masksToBounds", "quartzcore/calayer/maskstobounds", false) {
      CALayer().masksToBounds
    },
    row("CALayer.opacity", "quartzcore/calayer/opacity", Float(1)) { CALayer().opacity },
    row("CALayer.anchorPoint", "quartzcore/calayer/anchorpoint", CGPoint(x: 0.5, y: 0.5)) {
      CALayer().anchorPoint
    },
    row("CALayer.shadowOpacity", "quartzcore/calayer/shadowopacity", Float(0)) {
      CALayer().shadowOpacity
    },
    row("CALayer.shadowOffset", "quartzcore/calayer/shadowoffset", CGSize(width: 0, height: -3)) {
      CALayer().shadowOffset
    },
    row("CALayer.shadowRadius", "quartzcore/calayer/shadowradius", CGFloat(3)) {
      CALayer().shadowRadius
    },
    row("CALayer.borderWidth", "quartzcore/calayer/borderwidth", CGFloat(0)) {
      CALayer().borderWidth
    },
    row("CALayer.zPosition", "quartzcore/calayer/zposition", CGFloat(0)) { CALayer().zPosition },
    row("CALayer.isDoubleSided", "quartzcore/calayer/isdoublesided", true) {
      CALayer().isDoubleSided
    },
  ]

  @Test("Each default is UIKit's", arguments: defaults)
  func uikitDefault(_ entry: Default) {
    #expect(entry.matches(), "\(entry.property): see \(entry.url)")
  }
}
