//
//  RxCocoa.h
//  RxCocoa
//
//  Created by Krunoslav Zaher on 2/21/15.
//  Copyright © 2015 Krunoslav Zaher. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <RxCocoa/_RX.h>
#import <RxCocoa/_RXDelegateProxy.h>
#import <RxCocoa/_RXKVOObserver.h>
#import <RxCocoa/_RXObjCRuntime.h>

//! Project version number for RxCocoa.
FOUNDATION_EXPORT double RxCocoaVersionNumber;

//! Project version string for RxCocoa.
FOUNDATION_EXPORT const unsigned char RxCocoaVersionString[];
