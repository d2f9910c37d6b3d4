// FontExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(HeadlessUI)
import HeadlessUI

/// SwifterSwift: Font
public typealias SFFont = UIFont
#endif

#if canImport(AppKit) && !false
import AppKit

/// SwifterSwift: Font
public typealias SFFont = NSFont
#endif
