import Foundation

/// The bitmap image contexts of `UIGraphicsBeginImageContextWithOptions` (deprecated in iOS 17
/// for `UIGraphicsImageRenderer`, still in UIKit). Nothing is drawn headlessly: the image a
/// context gives has the context's size and scale.
@MainActor
enum UIGraphicsImageContexts {
  static var stack: [(size: CGSize, scale: CGFloat)] = []
}

/// Starts an image context of `size` points (`scale` 0: the screen's).
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  UIGraphicsImageContexts.stack.append((size, scale == 0 ? UIScreen.main.scale : scale))
}

/// Starts an image context of `size` points at scale 1.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of the current context (nil when there is none).
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  UIGraphicsImageContexts.stack.last.map { UIImage(size: $0.size, scale: $0.scale) }
}

/// Ends the current image context.
@MainActor
public func UIGraphicsEndImageContext() {
  _ = UIGraphicsImageContexts.stack.popLast()
}
