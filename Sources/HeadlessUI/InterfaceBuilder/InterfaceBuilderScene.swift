import Foundation
import InterfaceBuilderDocuments

/// The storyboard scene a controller was made from: where its view loads from, and the segues
/// it can perform.
@MainActor
struct InterfaceBuilderScene {
  let storyboard: UIStoryboard
  let controllerNode: MarkupElement
  let scene: InterfaceBuilderDocument.Scene?

  /// The scene's segues that a controller performs (every `<segue>` with an identifier in the
  /// scene, whatever triggers it, as UIKit compiles them into the controller).
  func template(_ identifier: String) -> StoryboardSegueTemplate? {
    guard let document = storyboard.document else { return nil }
    var pending = scene?.objects ?? [controllerNode]
    while let node = pending.popLast() {
      if node.name == "segue", node["identifier"] == identifier,
        let template = Self.template(node, document: document)
      {
        return template
      }
      pending.append(contentsOf: node.children)
    }
    return nil
  }

  static func template(_ node: MarkupElement, document: InterfaceBuilderDocument)
    -> StoryboardSegueTemplate?
  {
    let kind: UIStoryboardSegue.Kind
    switch node["kind"] {
    case "show", "push": kind = .show
    case "presentation", "modal", "popoverPresentation": kind = .present
    case "showDetail", "replace": kind = .showDetail
    case "custom": kind = .custom
    case "unwind": kind = .unwind
    default: return nil
    }
    let style =
      node["modalPresentationStyle"].flatMap { InterfaceBuilderClasses.presentationStyles[$0] }
      ?? (node["kind"] == "popoverPresentation" ? .popover : nil)
    let transition = node["modalTransitionStyle"].flatMap {
      InterfaceBuilderClasses.transitionStyles[$0]
    }
    _ = node["popoverAnchorView"]
    return StoryboardSegueTemplate(
      identifier: node["identifier"], destinationID: node["destination"] ?? "", kind: kind,
      presentationStyle: style, transitionStyle: transition, animates: node["animates"] != "NO",
      customClass: node["customClass"], unwindAction: node["unwindAction"],
      place: document.place(of: node))
  }

  /// Loads `controller`'s view from the scene (false when the scene has no view): the view
  /// tree, the scene's other objects (gesture recognizers, custom objects), the controller's
  /// layout guides, then the connections and runtime attributes of all of them and of the
  /// controller's outlets into them, and `awakeFromNib()` on each.
  func loadView(of controller: UIViewController) -> Bool {
    guard let document = storyboard.document, let viewNode = controllerNode.child(key: "view")
    else {
      return false
    }
    let loading = InterfaceBuilderLoading(
      document: document, appModules: storyboard.appModules, storyboard: storyboard,
      bundle: storyboard.bundle)
    loading.owner = controller
    loading.isViewPhase = true
    if let id = controllerNode["id"] { loading.bind(id, to: controller) }
    guard let view = loading.instantiateRoot(viewNode) as? UIView else { return false }
    controller.view = view
    if let guides = controllerNode.child("layoutGuides") {
      guides.markUsed()
      for guide in guides.children {
        guide.markUsed()
        if let id = guide["id"] {
          loading.bind(id, to: ControllerLayoutGuide(view: view, isTop: guide["type"] == "top"))
        }
      }
    }
    for object in scene?.objects ?? [] where object !== controllerNode {
      loading.instantiateRoot(object)
    }
    loading.connectOnly(controllerNode)
    loading.finish()
    return true
  }
}

extension UIStoryboard {
  /// Performs `template` from `source`: makes the destination, asks `prepare(for:sender:)`, then
  /// shows it as the segue's kind says.
  func perform(_ template: StoryboardSegueTemplate, from source: UIViewController, sender: Any?) {
    if template.kind == .unwind {
      performUnwind(template, from: source, sender: sender)
      return
    }
    guard let node = document?.element(withID: template.destinationID),
      let destination = instantiate(node)
    else {
      InterfaceBuilderDiagnostics.report(
        .exception, "the segue '\(template.identifier ?? "")' has no destination",
        at: template.place)
      return
    }
    if let style = template.presentationStyle { destination.modalPresentationStyle = style }
    if let transition = template.transitionStyle { destination.modalTransitionStyle = transition }
    let segue = makeSegue(template, source: source, destination: destination)
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  private func makeSegue(
    _ template: StoryboardSegueTemplate, source: UIViewController, destination: UIViewController
  ) -> UIStoryboardSegue {
    var type: UIStoryboardSegue.Type = UIStoryboardSegue.self
    if let name = template.customClass {
      if let found = InterfaceBuilderModules.lookUp(name, in: appModules + ["HeadlessUI"])
        as? UIStoryboardSegue.Type
      {
        type = found
      } else {
        InterfaceBuilderDiagnostics.report(
          .log, "Unknown class \(name) in Interface Builder file.", at: template.place)
      }
    }
    let segue = type.init(identifier: template.identifier, source: source, destination: destination)
    segue.kind = template.kind
    segue.animates = template.animates
    return segue
  }

  /// An unwind segue: the first controller back along the navigation stack and the
  /// presentation chain whose class has the unwind action gets it (with the segue), then the
  /// controllers above it are popped or dismissed.
  private func performUnwind(
    _ template: StoryboardSegueTemplate, from source: UIViewController, sender: Any?
  ) {
    guard let action = template.unwindAction else { return }
    var candidates: [UIViewController] = []
    var current: UIViewController? = source
    while let controller = current {
      if let navigation = controller.navigationController,
        let index = navigation.viewControllers.firstIndex(ofIdentical: controller)
      {
        candidates += navigation.viewControllers[..<index].reversed()
      }
      current = (controller.navigationController ?? controller).presentingViewController
      if let presenter = current { candidates.append(presenter) }
      if let navigation = current as? UINavigationController, let top = navigation.topViewController
      {
        candidates.append(top)
      }
    }
    for target in candidates {
      for members in InterfaceBuilderModules.members(of: type(of: target), appModules: appModules) {
        guard let selector = members.action(action) else { continue }
        let segue = makeSegue(template, source: source, destination: target)
        segue.unwind = {
          if let navigation = target.navigationController,
            navigation === source.navigationController
          {
            _ = navigation.popToViewController(target, animated: template.animates)
          } else {
            target.dismiss(animated: template.animates)
          }
        }
        source.prepare(for: segue, sender: sender)
        selector.body(target, segue, nil)
        segue.perform()
        return
      }
    }
    InterfaceBuilderDiagnostics.report(
      .log,
      "no controller back from \(type(of: source)) has the unwind action '\(action)'; nothing happens",
      at: template.place)
  }

  /// Attaches a `<segue>` element to its source when an instantiation connects it:
  /// relationship segues set a container's children, embed segues add a child controller in a
  /// container view, triggered segues (from a control, a recognizer, a bar button) perform on
  /// their trigger.
  func attachSegue(_ node: MarkupElement, to source: AnyObject, loading: InterfaceBuilderLoading) {
    guard let document else { return }
    _ = node["identifier"]
    switch node["kind"] {
    case "relationship":
      guard !loading.isViewPhase,
        let destinationNode = node["destination"].flatMap({ document.element(withID: $0) }),
        let destination = instantiate(destinationNode)
      else { return }
      switch (node["relationship"], source) {
      case ("rootViewController", let navigation as UINavigationController):
        navigation.setViewControllers([destination], animated: false)
      case ("viewControllers", let tabs as UITabBarController):
        tabs.viewControllers = (tabs.viewControllers ?? []) + [destination]
      default:
        InterfaceBuilderDiagnostics.report(
          .unsupported, "the relationship '\(node["relationship"] ?? "")' is not made here",
          at: document.place(of: node))
      }
    case "embed":
      guard let container = source as? UIView, let parent = loading.owner,
        let destinationNode = node["destination"].flatMap({ document.element(withID: $0) }),
        let child = instantiate(destinationNode)
      else { return }
      parent.addChild(child)
      child.view.frame = container.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(child.view)
      child.didMove(toParent: parent)
    default:
      if node["key"] == "preview" || node["key"] == "commit" {
        // 3D Touch's peek and pop (no force touch here).
        node.markIgnored()
        return
      }
      guard let template = InterfaceBuilderScene.template(node, document: document) else {
        InterfaceBuilderDiagnostics.report(
          .unsupported, "segues of kind '\(node["kind"] ?? "")' are not performed here",
          at: document.place(of: node))
        return
      }
      // A bar button item's segue is attached with its controller (its navigation item is
      // read with the controller, not with the view), and performs from that controller.
      if let item = source as? UIBarButtonItem, !loading.isViewPhase {
        attachTrigger(template, to: item, owner: item.segueOwner, at: node)
        return
      }
      // A controller's segues are performed by identifier; the others by their trigger.
      guard loading.isViewPhase, !(source is UIViewController) else { return }
      attachTrigger(template, to: source, owner: loading.owner, at: node)
    }
  }

  private func attachTrigger(
    _ template: StoryboardSegueTemplate, to source: AnyObject, owner: UIViewController?,
    at node: MarkupElement
  ) {
    weak let owner = owner
    let fire: @MainActor (Any) -> Void = { [weak self] sender in
      guard let self, let owner else { return }
      if let identifier = template.identifier,
        !owner.shouldPerformSegue(withIdentifier: identifier, sender: sender)
      {
        return
      }
      self.perform(template, from: owner, sender: sender)
    }
    switch source {
    case let control as UIControl:
      control.addTarget(
        nil, action: Selector(needsTarget: false) { _, sender, _ in fire(sender) },
        for: .touchUpInside)
    case let recognizer as UIGestureRecognizer:
      recognizer.addTarget(
        recognizer,
        action: Selector(needsTarget: false) { _, sender, _ in
          if (sender as? UIGestureRecognizer)?.state == .ended { fire(sender) }
        })
    case let item as UIBarButtonItem:
      item.target = nil
      item.action = Selector(needsTarget: false) { _, sender, _ in fire(sender) }
    case let cell as UITableViewCell:
      cell.selectionSegue = fire
    case let cell as UICollectionViewCell:
      cell.selectionSegue = fire
    default:
      InterfaceBuilderDiagnostics.report(
        .unsupported,
        "a segue triggered by a \(_typeName(type(of: source), qualified: false)) is not performed on its own here; call performSegue(withIdentifier:sender:)",
        at: document?.place(of: node))
    }
  }
}
