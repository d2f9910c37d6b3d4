//
//  RxCollectionViewDelegateProxy.swift
//  RxCocoa
//
//  Created by Krunoslav Zaher on 6/29/15.
//  Copyright © 2015 Krunoslav Zaher. All rights reserved.
//

#if true || false || false

import RxSwift
import HeadlessUI

/// For more information take a look at `DelegateProxyType`.
open class RxCollectionViewDelegateProxy:
    RxScrollViewDelegateProxy
{
    /// Typed parent object.
    public private(set) weak var collectionView: UICollectionView?

    /// Initializes `RxCollectionViewDelegateProxy`
    ///
    /// - parameter collectionView: Parent object for delegate proxy.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
    }
}

extension RxCollectionViewDelegateProxy: UICollectionViewDelegateFlowLayout {}

#endif
