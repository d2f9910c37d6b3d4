import Foundation
import HeadlessUI
import Testing

@testable import GalleryApp

/// The example screens that lay themselves out with anchors (article, message, setting detail,
/// note) land where their frame-based versions put them: the equations are written beside each
/// check. None is ambiguous and none logs a conflict.
@MainActor
@Suite struct AnchorLayoutTests {
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  func expectSound(_ root: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
    var views: [UIView] = []
    func collect(_ view: UIView) {
      views.append(view)
      view.subviews.forEach(collect)
    }
    collect(root)
    let constrained = views.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    #expect(!constrained.isEmpty, sourceLocation: sourceLocation)
    for view in constrained {
      #expect(
        !view.hasAmbiguousLayout, "\(type(of: view)) is ambiguous", sourceLocation: sourceLocation)
    }
  }

  @Test func articleStacksHeaderTitleAndBody() {
    LayoutDiagnostics.removeAll()
    let article = ArticleViewController()
    let window = show(article)
    let labels = article.view.subviews.compactMap { $0 as? UILabel }
    #expect(labels.count == 2)
    let title = labels[0]
    let body = labels[1]
    // Header 240 high, title 20 below it and 20 from each side, body 12 below the title and
    // 20 above the bottom.
    #expect(article.headerView.frame == CGRect(x: 0, y: 0, width: 375, height: 240))
    let titleHeight = title.sizeThatFits(
      CGSize(width: 335, height: CGFloat.greatestFiniteMagnitude)
    ).height
    #expect(title.frame == CGRect(x: 20, y: 260, width: 335, height: titleHeight))
    #expect(body.frame.minY == title.frame.maxY + 12)
    #expect(body.frame.maxY == 647)
    expectSound(article.view)
    #expect(LayoutDiagnostics.records.isEmpty)
    _ = window
  }

  @Test func noteContentSizeComesFromItsConstraints() {
    LayoutDiagnostics.removeAll()
    let note = NoteViewController()
    let window = show(note)
    let card = note.scrollView.subviews[0]
    let text = note.scrollView.subviews[1]
    // A square card the scroll view's width; the text 20 below it and inset 20; the content
    // 20 below the text.
    #expect(note.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(card.frame == CGRect(x: 0, y: 0, width: 375, height: 375))
    #expect(text.frame.minX == 20 && text.frame.width == 335 && text.frame.minY == 395)
    #expect(
      text.frame.height
        == text.sizeThatFits(CGSize(width: 335, height: CGFloat.greatestFiniteMagnitude)).height)
    #expect(note.scrollView.contentSize == CGSize(width: 375, height: text.frame.maxY + 20))
    expectSound(note.view)
    #expect(LayoutDiagnostics.records.isEmpty)
    _ = window
  }

  @Test func messageAndSettingDetailMatchTheirFrameVersions() {
    LayoutDiagnostics.removeAll()
    let message = MessageViewController()
    let messageWindow = show(message)
    let subviews = message.view.subviews
    #expect(subviews[0].frame == CGRect(x: 147.5, y: 60, width: 80, height: 80))
    #expect(subviews[1].frame == CGRect(x: 20, y: 156, width: 335, height: 24))
    #expect(subviews[2].frame == CGRect(x: 16, y: 196, width: 343, height: 667 - 212))
    expectSound(message.view)
    let detail = SettingDetailViewController()
    let detailWindow = show(detail)
    let controls = detail.view.subviews
    #expect(controls[0].frame == CGRect(x: 375 - 20 - 51, y: 100, width: 51, height: 31))
    #expect(controls[1].frame == CGRect(x: 20, y: 160, width: 335, height: 34))
    expectSound(detail.view)
    #expect(LayoutDiagnostics.records.isEmpty)
    _ = (messageWindow, detailWindow)
  }
}
