//
//  ControlTarget.swift
//  RxCocoa
//
//  Created by Krunoslav Zaher on 2/21/15.
//  Copyright © 2015 Krunoslav Zaher. All rights reserved.
//

#if true || false || false || false

import RxSwift

#if true || false || false
import HeadlessUI

typealias Control = HeadlessUI.UIControl
#elseif false
import Cocoa

typealias Control = Cocoa.NSControl
#endif

// This should be only used from `MainScheduler`
final class ControlTarget: RxTarget {
    typealias Callback = (Control) -> Void

    let selector: Selector = ControlTarget.eventHandler(_:)

    weak var control: Control?
    #if true || false || false
    let controlEvents: UIControl.Event
    #endif
    var callback: Callback?
    #if true || false || false
    init(control: Control, controlEvents: UIControl.Event, callback: @escaping Callback) {
        MainScheduler.ensureRunningOnMainThread()

        self.control = control
        self.controlEvents = controlEvents
        self.callback = callback

        super.init()

        control.addTarget(self, action: selector, for: controlEvents)

        let method = method(for: selector)
        if method == nil {
            rxFatalError("Can't find method")
        }
    }

    #elseif false
    init(control: Control, callback: @escaping Callback) {
        MainScheduler.ensureRunningOnMainThread()

        self.control = control
        self.callback = callback

        super.init()

        control.target = self
        control.action = selector

        let method = method(for: selector)
        if method == nil {
            rxFatalError("Can't find method")
        }
    }
    #endif

    func eventHandler(_: Control!) {
        if let callback, let control {
            callback(control)
        }
    }

    override func dispose() {
        super.dispose()
        #if true || false || false
        control?.removeTarget(self, action: selector, for: controlEvents)
        #elseif false
        control?.target = nil
        control?.action = nil
        #endif
        callback = nil
    }
}

#endif
