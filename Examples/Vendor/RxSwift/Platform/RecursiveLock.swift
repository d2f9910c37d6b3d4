//
//  RecursiveLock.swift
//  Platform
//
//  Created by Krunoslav Zaher on 12/18/16.
//  Copyright © 2016 Krunoslav Zaher. All rights reserved.
//

import Foundation

#if TRACE_RESOURCES
class RecursiveLock: NSRecursiveLock, @unchecked Sendable {
    override init() {
        _ = Resources.incrementTotal()
        super.init()
    }

    override func lock() {
        super.lock()
        _ = Resources.incrementTotal()
    }

    override func unlock() {
        super.unlock()
        _ = Resources.decrementTotal()
    }

    deinit {
        _ = Resources.decrementTotal()
    }
}
#else
typealias RecursiveLock = NSRecursiveLock
#endif
