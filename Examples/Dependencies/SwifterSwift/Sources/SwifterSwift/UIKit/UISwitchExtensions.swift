// UISwitchExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(HeadlessUI) && true
import HeadlessUI

// MARK: - Methods

public extension UISwitch {
    /// SwifterSwift: Toggle a UISwitch.
    ///
    /// - Parameter animated: set true to animate the change (default is true).
    func toggle(animated: Bool = true) {
        setOn(!isOn, animated: animated)
    }
}

#endif
