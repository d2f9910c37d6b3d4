import Foundation
import HeadlessUI
import Testing

/// Appearance proxies, as apps style their bars at launch
/// (https://developer.apple.com/documentation/uikit/uiappearance): the lines real app delegates
/// write compile and run; each proxy keeps what was set on it, per class and per containment;
/// nothing is drawn, so no instance changes.
@MainActor
@Suite("Appearance proxies")
struct AppearanceProxyTests {
  /// What app delegates write, line for line.
  func styleAsAppsDo() {
    let bar = UINavigationBarAppearance()
    bar.configureWithOpaqueBackground()
    bar.backgroundColor = .systemBlue
    bar.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = bar
    UINavigationBar.appearance().scrollEdgeAppearance = bar
    UINavigationBar.appearance().barTintColor = .red
    UINavigationBar.appearance().tintColor = .white
    UINavigationBar.appearance().titleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17),
    ]
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().isTranslucent = false
    UINavigationBar.appearance().shadowImage = UIImage()
    UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
    UITabBar.appearance().tintColor = .red
    UITabBar.appearance().barTintColor = .white
    UITabBar.appearance().unselectedItemTintColor = .gray
    UIBarButtonItem.appearance().tintColor = .white
    UIBarButtonItem.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.white], for: .normal)
    UITabBarItem.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.red], for: .selected)
    UITableView.appearance().separatorStyle = .none
    UITableView.appearance().backgroundColor = .clear
    UITableViewCell.appearance().selectionStyle = .none
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
    UIButton.appearance().tintColor = .orange
    UISegmentedControl.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.white], for: .selected)
    UISwitch.appearance().onTintColor = .green
    UIPageControl.appearance().pageIndicatorTintColor = .gray
    UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
  }

  @Test func whatAppDelegatesWriteRunsAndIsKept() {
    styleAsAppsDo()
    #expect(UINavigationBar.appearance().tintColor == .white)
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy a class")
    #expect(UITableView.appearance().separatorStyle == .none)
    #expect(
      UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor
        == .white)
    // Per containment: the label proxy inside bars is not the plain label proxy.
    #expect(
      UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor == .white)
    #expect(UILabel.appearance().textColor != .white)
    // Nothing is applied: a new bar keeps its own tint.
    #expect(UINavigationBar(frame: .zero).tintColor != .white)
  }
}
