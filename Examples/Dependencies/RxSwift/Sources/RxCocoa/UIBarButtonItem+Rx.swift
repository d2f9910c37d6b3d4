//
//  UIBarButtonItem+Rx.swift
//  RxCocoa
//
//  Created by Daniel Tartaglia on 5/31/15.
//  Copyright © 2015 Krunoslav Zaher. All rights reserved.
//

#if true || false || false

import RxSwift
import HeadlessUI

private var rx_tap_key: UInt8 = 0

public extension Reactive where Base: UIBarButtonItem {
    /// Reactive wrapper for target action pattern on `self`.
    var tap: ControlEvent<Void> {
        let source = lazyInstanceObservable(&rx_tap_key) { () -> Observable<Void> in
            Observable.create { [weak control = self.base] observer in
                guard let control else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                let target = BarButtonItemTarget(barButtonItem: control) {
                    observer.on(.next(()))
                }
                return target
            }
            .take(until: self.deallocated)
            .share()
        }

        return ControlEvent(events: source)
    }
}

final class BarButtonItemTarget: RxTarget {
    typealias Callback = () -> Void

    weak var barButtonItem: UIBarButtonItem?
    var callback: Callback!

    init(barButtonItem: UIBarButtonItem, callback: @escaping () -> Void) {
        self.barButtonItem = barButtonItem
        self.callback = callback
        super.init()
        barButtonItem.target = self
        barButtonItem.action = Selector(BarButtonItemTarget.action(_:))
    }

    override func dispose() {
        super.dispose()
        #if DEBUG
        MainScheduler.ensureRunningOnMainThread()
        #endif

        barButtonItem?.target = nil
        barButtonItem?.action = nil

        callback = nil
    }

    func action(_: AnyObject) {
        callback()
    }
}

#endif
