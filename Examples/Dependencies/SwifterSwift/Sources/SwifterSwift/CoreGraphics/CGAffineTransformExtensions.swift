// CGAffineTransformExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(HeadlessUI)
import HeadlessUI

#if canImport(HeadlessUI) && !false

import HeadlessUI

// MARK: - Methods

public extension CGAffineTransform {
    /// SwifterSwift: Returns a transform with the same effect as the receiver.
    @inlinable
    func transform3D() -> CATransform3D { CATransform3DMakeAffineTransform(self) }
}

#endif

#endif
