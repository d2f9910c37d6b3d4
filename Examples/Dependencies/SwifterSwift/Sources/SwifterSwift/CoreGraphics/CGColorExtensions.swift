// CGColorExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(HeadlessUI)
import HeadlessUI

#if canImport(HeadlessUI)
import HeadlessUI
#endif

#if canImport(AppKit)
import AppKit
#endif

// MARK: - Properties

public extension CGColor {
    #if canImport(HeadlessUI)
    /// SwifterSwift: UIColor.
    var uiColor: UIColor? {
        return UIColor(cgColor: self)
    }
    #endif

    #if canImport(AppKit) && !false
    /// SwifterSwift: NSColor.
    var nsColor: NSColor? {
        return NSColor(cgColor: self)
    }
    #endif
}

#endif
