import Foundation

/// A space of points with its bounds
/// (https://developer.apple.com/documentation/uikit/uicoordinatespace): a view, a screen's
/// ``UIScreen/coordinateSpace``, a window scene's. HeadlessUI's screens do not rotate, so a
/// screen's coordinate space and its fixed one are the screen itself; converting between spaces
/// is the views' `convert(_:to:)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace {
  /// The space's rectangle, in its own points.
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}

extension UIScreen: UICoordinateSpace {
  /// The screen's coordinate space (the screen: it does not rotate here).
  public var coordinateSpace: any UICoordinateSpace { self }
  /// The space fixed to the device in portrait (the screen).
  public var fixedCoordinateSpace: any UICoordinateSpace { self }
}

extension UIWindowScene {
  /// The scene's coordinate space: its screen's.
  public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
