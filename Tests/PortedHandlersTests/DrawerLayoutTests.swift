import Foundation
import HeadlessUI
import SourcePorting
import Testing

/// An iOS drawer laid out with Auto Layout in every common spelling, ported by the fixed rule
/// and driven by drags: its frames follow from the constraint equations (Auto Layout Guide,
/// "Anatomy of a Constraint") on the 375 × 667 screen, whose safe area starts at 20.
@MainActor
@Suite("A ported controller that lays itself out with constraints")
struct DrawerLayoutTests {
  @Test func theScreenLaysOutFromItsConstraints() {
    LayoutDiagnostics.removeAll()
    let controller = DrawerViewController()
    let window = showing(controller)
    // Header: 200 high (999) and at least safe top + 100 = 120.
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    // Drawer: top 120 above the bottom, 0.75 × 667 high.
    #expect(controller.drawer.frame == CGRect(x: 0, y: 547, width: 375, height: 500.25))
    #expect(controller.handle.frame == CGRect(x: 169.5, y: 8, width: 36, height: 5))
    // Title at the header's margin (8), its bottom 12 above the header's; the count hugs its
    // text at the right margin, on the title's first baseline (8 points apart at least).
    let title = controller.titleLabel
    let count = controller.countLabel
    #expect(title.frame.minX == 8)
    #expect(title.frame.maxY == 188)
    #expect(count.frame.maxX == 367)
    #expect(count.frame.width == count.intrinsicContentSize.width)
    #expect(title.frame.maxX + 8 == count.frame.minX)
    #expect(controller.spacer.layoutFrame == CGRect(x: 0, y: 200, width: 1, height: 347))
    for view in [controller.header, controller.drawer, controller.handle, title, count] {
      #expect(!view.hasAmbiguousLayout)
    }
    #expect(LayoutDiagnostics.records.isEmpty)
    _ = window
  }

  @Test func aDragUpOpensTheDrawerAndASmallOneSnapsBack() {
    let controller = DrawerViewController()
    let window = showing(controller)
    // Up by 200 from inside the drawer: past the middle (260), so it opens.
    drag(in: window, from: CGPoint(x: 187, y: 600), by: -200)
    #expect(controller.drawerTop.constant == -400)
    #expect(controller.drawer.frame.minY == 267)
    window.clock.runUntilIdle(maxTime: .seconds(2))
    #expect(controller.drawer.presentationState().center.y == 267 + 500.25 / 2)
    // Down by 20 from the open position in 96 ms (about 208 points/s): the offset projected
    // 0.2 s ahead, 400 − 20 − 42, stays above the middle, so it stays open.
    drag(in: window, from: CGPoint(x: 187, y: 300), by: 20)
    #expect(controller.drawerTop.constant == -400)
    // The snap back animates; an animating view takes no touches (no .allowUserInteraction).
    window.clock.runUntilIdle(maxTime: .seconds(2))
    // Down by 250: closes.
    drag(in: window, from: CGPoint(x: 187, y: 300), by: 250)
    #expect(controller.drawerTop.constant == -120)
    #expect(controller.drawer.frame.minY == 547)
    // The spacer guide followed the drawer.
    #expect(controller.spacer.layoutFrame.height == 347)
  }

  @Test func thePortedCopyIsCurrent() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: folder.appendingPathComponent("iOS/DrawerViewController.swift"), encoding: .utf8)
    let ported = try String(
      contentsOf: folder.appendingPathComponent("Ported/DrawerViewController.swift"),
      encoding: .utf8)
    #expect(SourcePorter.port(source).text == ported)
  }
}
