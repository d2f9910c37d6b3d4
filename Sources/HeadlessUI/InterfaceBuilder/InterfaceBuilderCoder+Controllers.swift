import Foundation
import InterfaceBuilderDocuments

/// What a view controller element holds, applied in `init?(coder:)`. The view itself loads
/// later, on first access (``InterfaceBuilderScene/loadView(of:)``), as in UIKit.
@MainActor
extension InterfaceBuilderCoder {
  func decodeViewController(_ controller: UIViewController) {
    _ = element["storyboardIdentifier"]
    _ = element["customClass"]
    _ = element["customModule"]
    if let title = element["title"] { controller.title = title }
    if let identifier = element["restorationIdentifier"] {
      controller.restorationIdentifier = identifier
    }
    if let style = element["modalPresentationStyle"].flatMap({
      InterfaceBuilderClasses.presentationStyles[$0]
    }) {
      controller.modalPresentationStyle = style
    }
    if let style = element["modalTransitionStyle"].flatMap({
      InterfaceBuilderClasses.transitionStyles[$0]
    }) {
      controller.modalTransitionStyle = style
    }
    if element["definesPresentationContext"] == "YES" {
      controller.definesPresentationContext = true
    }
    if element["automaticallyAdjustsScrollViewInsets"] == "NO" {
      controller.automaticallyAdjustsScrollViewInsets = false
    }
    if element["extendedLayoutIncludesOpaqueBars"] == "YES" {
      controller.extendedLayoutIncludesOpaqueBars = true
    }
    _ = element["providesPresentationContextTransitionStyle"]
    _ = element["hidesBottomBarWhenPushed"]
    _ = element["clearsSelectionOnViewWillAppear"]
    ignore("freeformSize")
    ignore("edgesForExtendedLayout")
    // The view and the layout guides load with the view; their elements are read then.
    element.child(key: "view")?.markUsed()
    element.child("layoutGuides")?.markIgnored()
    _ = element["toolbarHidden"]
    _ = element["navigationBarHidden"]
    if let item = child("navigationItem") {
      decodeNavigationItem(item, into: controller.navigationItem, of: controller)
    }
    if let item = child("tabBarItem") {
      controller.tabBarItem = UITabBarItem(
        title: item["title"], image: item["image"].map { loading.values.image(named: $0) },
        selectedImage: item["selectedImage"].map { loading.values.image(named: $0) })
      if let id = item["id"] { loading.bind(id, to: controller.tabBarItem) }
    }
    if let navigation = controller as? UINavigationController, let bar = child("navigationBar") {
      loading.adopt(bar, as: navigation.navigationBar)
      // The bar's look (translucency, bar style, large titles) draws nothing here.
      _ = bar["translucent"]
      _ = bar["barStyle"]
      _ = bar["largeTitles"]
    }
  }

  private func decodeNavigationItem(
    _ node: MarkupElement, into item: UINavigationItem, of controller: UIViewController
  ) {
    if let title = node["title"] { item.title = title }
    if let prompt = node["prompt"] { item.prompt = prompt }
    for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
      guard let buttonNode = node.child(key: key) else { continue }
      let button = barButtonItem(buttonNode, of: controller)
      switch key {
      case "leftBarButtonItem": item.leftBarButtonItem = button
      case "rightBarButtonItem": item.rightBarButtonItem = button
      default: item.backBarButtonItem = button
      }
    }
    for (key, assign) in [
      ("leftBarButtonItems", { (items: [UIBarButtonItem]) in item.leftBarButtonItems = items }),
      ("rightBarButtonItems", { (items: [UIBarButtonItem]) in item.rightBarButtonItems = items }),
    ] {
      guard let array = node.child(key: key) else { continue }
      array.markUsed()
      assign(array.children.map { barButtonItem($0, of: controller) })
    }
  }

  private func barButtonItem(
    _ node: MarkupElement, of controller: UIViewController
  ) -> UIBarButtonItem {
    node.markUsed()
    let item = UIBarButtonItem()
    item.segueOwner = controller
    item.title = node["title"]
    item.image = node["image"].map { loading.values.image(named: $0) }
    item.style = node["style"] == "done" ? .done : .plain
    if let name = node["systemItem"] {
      // Interface Builder's spellings: "add", "fastForward", "flexibleSpace", "pageCurl", …
      item.systemItem = UIBarButtonItem.SystemItem.allCases.first { "\($0)" == name }
    }
    if let width = node["width"].flatMap(Double.init) { item.width = CGFloat(width) }
    if let color = node.child(key: "tintColor").flatMap({ loading.values.color($0) }) {
      item.tintColor = color
    }
    if let id = node["id"] { loading.bind(id, to: item) }
    loading.record(node, item)
    return item
  }
}
