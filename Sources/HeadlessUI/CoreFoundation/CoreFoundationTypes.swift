// Linux's CoreFoundation declares these names too, with its own (unbridged) types: importing
// it here makes HeadlessUI's declarations shadow them in a file that imports both.
import CoreFoundation
import Foundation

// CoreFoundation's types as iOS code names them through UIKit. Linux's Foundation does not
// export CoreFoundation, and there is no toll-free bridging; each type here is the Foundation
// type it bridges to on iOS, so the casts iOS code writes (`data as CFData`,
// `options as CFDictionary`, `url as CFURL`, `key as String`) compile and mean what they mean
// there.

/// CoreFoundation's string: `String` (bridged on iOS as `NSString`).
public typealias CFString = String
/// CoreFoundation's immutable data: `NSData`.
public typealias CFData = NSData
/// CoreFoundation's mutable data: `NSMutableData` (functions that fill one, such as
/// ImageIO's `CGImageDestinationCreateWithData`, append to it).
public typealias CFMutableData = NSMutableData
/// CoreFoundation's dictionary: `NSDictionary` (a Swift dictionary converts with `as`).
public typealias CFDictionary = NSDictionary
/// CoreFoundation's array: `NSArray`.
public typealias CFArray = NSArray
/// CoreFoundation's URL: `URL`.
public typealias CFURL = URL
/// CoreFoundation's allocator: accepted and ignored (Swift manages memory).
public typealias CFAllocator = AnyObject
/// CoreFoundation's index or count.
public typealias CFIndex = Int
/// A time interval in seconds, as `CACurrentMediaTime()` and display links give it.
public typealias CFTimeInterval = Double
/// Seconds since 1 January 2001, 00:00 UTC.
public typealias CFAbsoluteTime = Double

/// An empty mutable data of at most `capacity` bytes (0: no limit); the allocator is ignored.
/// Never nil.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData? {
  NSMutableData(capacity: max(0, capacity))
}

/// The number of bytes in `data`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataGetLength(_ data: CFData) -> CFIndex { data.length }

// The Info.plist keys CoreFoundation names (`Bundle.main.object(forInfoDictionaryKey:)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFBundleNameKey: CFString = "CFBundleName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
