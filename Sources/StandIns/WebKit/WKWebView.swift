import Foundation
@_exported import HeadlessUI

// On iOS `URLRequest` comes with Foundation; on Linux with FoundationNetworking, which a file
// that imports WebKit sees as it would on iOS.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// A navigation a web view started.
@MainActor
open class WKNavigation: NSObject {}

/// Preferences of a web view's pages.
@MainActor
open class WKPreferences: NSObject {
  open var javaScriptCanOpenWindowsAutomatically = false
  open var minimumFontSize: CGFloat = 0
}

/// The scripts and message handlers of a web view's pages.
@MainActor
open class WKUserContentController: NSObject {
  /// Handlers by name (never called: no page runs).
  public private(set) var handlerNames: [String] = []
  open func add(_ handler: AnyObject, name: String) { handlerNames.append(name) }
  open func removeScriptMessageHandler(forName name: String) {
    handlerNames.removeAll { $0 == name }
  }
  open func removeAllUserScripts() {}
}

/// The configuration a web view is made with.
@MainActor
open class WKWebViewConfiguration: NSObject {
  open var preferences = WKPreferences()
  open var userContentController = WKUserContentController()
  open var allowsInlineMediaPlayback = false
  open var mediaTypesRequiringUserActionForPlayback: [String] = []
}

/// A navigation's policy.
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel, allow
}

/// The delegate of a web view's navigations (never called by the stand-in: no page loads).
@MainActor
public protocol WKNavigationDelegate: AnyObject {}

/// The delegate of a web view's user interface (never called by the stand-in).
@MainActor
public protocol WKUIDelegate: AnyObject {}

/// The error of a script evaluation the stand-in cannot run.
public struct WKWebViewStandInError: Error, CustomStringConvertible {
  public var description: String { "GestureTape's WKWebView stand-in runs no JavaScript" }
}

/// A stand-in for WebKit's web view: a view that lays out and takes touches, with a scroll view
/// inside as a web view has (its content, of the view's size, does not scroll until the app
/// sets a content size). It loads nothing: `load` records the request and its URL, no delegate
/// method is called, and `evaluateJavaScript` completes with an error.
open class WKWebView: UIView {
  public let configuration: WKWebViewConfiguration
  /// The scroll view that would hold the page.
  public let scrollView = UIScrollView()
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  open weak var uiDelegate: (any WKUIDelegate)?
  open var allowsBackForwardNavigationGestures = false
  open var customUserAgent: String?
  /// The URL of the last request or file loaded.
  public private(set) var url: URL?
  /// The HTML of the last `loadHTMLString(_:baseURL:)`.
  public private(set) var loadedHTML: String?
  /// Always nil: no page has a title.
  open var title: String? { nil }
  /// Always false: nothing loads.
  open var isLoading: Bool { false }
  /// Always 0.
  open var estimatedProgress: Double { 0 }
  private var history: [URL] = []
  private var position = -1

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
    scrollView.frame = bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
    addSubview(scrollView)
  }

  /// Records the request's URL; loads nothing.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    visit(request.url)
    return WKNavigation()
  }

  /// Records the HTML; renders nothing.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    loadedHTML = string
    visit(baseURL)
    return WKNavigation()
  }

  /// Records the file URL; reads nothing.
  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    visit(url)
    return WKNavigation()
  }

  open var canGoBack: Bool { position > 0 }
  open var canGoForward: Bool { position + 1 < history.count }

  @discardableResult
  open func goBack() -> WKNavigation? {
    guard canGoBack else { return nil }
    position -= 1
    url = history[position]
    return WKNavigation()
  }

  @discardableResult
  open func goForward() -> WKNavigation? {
    guard canGoForward else { return nil }
    position += 1
    url = history[position]
    return WKNavigation()
  }

  @discardableResult
  open func reload() -> WKNavigation? { WKNavigation() }
  open func stopLoading() {}

  /// Completes with an error: the stand-in runs no JavaScript.
  open func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil, WKWebViewStandInError())
  }

  private func visit(_ url: URL?) {
    self.url = url
    guard let url else { return }
    history.removeSubrange((position + 1)...)
    history.append(url)
    position = history.count - 1
  }
}
