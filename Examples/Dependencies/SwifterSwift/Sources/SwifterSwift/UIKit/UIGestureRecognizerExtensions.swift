// UIGestureRecognizerExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(HeadlessUI) && !false
import HeadlessUI

// MARK: - Methods

public extension UIGestureRecognizer {
    /// SwifterSwift: Remove Gesture Recognizer from its view.
    func removeFromView() {
        view?.removeGestureRecognizer(self)
    }
}

#endif
