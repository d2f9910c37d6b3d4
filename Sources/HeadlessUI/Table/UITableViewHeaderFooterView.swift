import Foundation

/// A reusable header or footer view of a table section: a content view that fills it, a text
/// label and a detail label.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier it was made for.
  public let reuseIdentifier: String?
  /// The view to add content to; it fills the view.
  public let contentView = UIView()
  /// The title label.
  public let textLabel: UILabel? = UILabel()
  /// The detail label.
  public let detailTextLabel: UILabel? = UILabel()
  /// The background view (kept).
  open var backgroundView: UIView?

  /// A view for `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A view as a nib would decode it.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A view made for a registered class: calls the class's own `init(reuseIdentifier:)`.
  /// Required and convenience, so every class that overrides both designated initializers
  /// (or none) inherits it.
  public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Called before the view is handed out again.
  open func prepareForReuse() {}

  /// Keeps ``contentView`` filling the bounds, then lays out as usual.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

extension UITableView {
  /// Registers how header and footer views for `identifier` are made (the class's
  /// `init(reuseIdentifier:)`); nil unregisters.
  public func register(
    _ aClass: UITableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let aClass else {
      headerFooterFactories[identifier] = nil
      return
    }
    headerFooterFactories[identifier] = { aClass.init(registeredFor: identifier) }
  }

  /// Registers a nib for header and footer views: each is the nib's first top-level
  /// `UITableViewHeaderFooterView`; nil unregisters.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib else {
      headerFooterFactories[identifier] = nil
      return
    }
    headerFooterFactories[identifier] = {
      nib.firstObject(of: UITableViewHeaderFooterView.self)
        ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
  }

  /// A header or footer view for `identifier`, made as registered; nil when nothing is
  /// registered for it, as UIKit answers.
  ///
  /// HeadlessUI's tables lay out no section headers or footers, so the table never asks its
  /// delegate for one and never reuses one: a view the app dequeues itself is new each time.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterFactories[identifier]?()
  }
}
