import Foundation

// CoreFoundation's functions that iOS networking code calls (Alamofire's response
// serialization, parameter encoding and timelines), with the types of CoreFoundationTypes.swift.

/// A set of option bits (`kSecRevocation…`, stream options).
public typealias CFOptionFlags = UInt
/// Any CoreFoundation object: an object here.
public typealias CFTypeRef = AnyObject
/// The identifier of a CoreFoundation type.
public typealias CFTypeID = UInt
/// A CoreFoundation string encoding (`kCFStringEncoding…`), Apple's values.
public typealias CFStringEncoding = UInt32

/// The encoding no name names.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCFStringEncodingInvalidId: CFStringEncoding = 0xFFFF_FFFF

/// The current time, in seconds since 1 January 2001 (the machine's clock, as `Date()` reads it;
/// not the replay's virtual clock, which `CACurrentMediaTime()` reads).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}

/// The type identifier of CoreFoundation's booleans.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFBooleanGetTypeID() -> CFTypeID { 21 }

/// The type identifier of CoreFoundation's numbers.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFNumberGetTypeID() -> CFTypeID { 22 }

/// The type identifier of `object`: ``CFBooleanGetTypeID()`` for a number made from a `Bool`
/// (Linux's Foundation keeps such a number's type as `c`, as Darwin's `CFBoolean` does), else
/// ``CFNumberGetTypeID()`` for another number, else 1. Code compares the two to tell `true`
/// from `1`; other identifiers are not modelled.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFGetTypeID(_ object: CFTypeRef?) -> CFTypeID {
  guard let number = object as? NSNumber else { return 1 }
  return String(cString: number.objCType) == "c" ? CFBooleanGetTypeID() : CFNumberGetTypeID()
}

/// CoreFoundation's encodings by IANA charset name (lowercased), with Apple's values, and the
/// `String.Encoding` raw value each converts to (CFStringConvertEncodingToNSStringEncoding).
let ianaEncodings: [String: (cf: CFStringEncoding, ns: UInt)] = [
  "utf-8": (0x0800_0100, 4), "utf8": (0x0800_0100, 4),
  "us-ascii": (0x0600, 1), "ascii": (0x0600, 1),
  "iso-8859-1": (0x0201, 5), "latin1": (0x0201, 5),
  "iso-8859-2": (0x0202, 9),
  "utf-16": (0x0100, 10),
  "utf-16be": (0x1000_0100, 0x9000_0100), "utf-16le": (0x1400_0100, 0x9400_0100),
  "utf-32": (0x0C00_0100, 0x8C00_0100), "utf-32be": (0x1800_0100, 0x9800_0100),
  "utf-32le": (0x1C00_0100, 0x9C00_0100),
  "windows-1250": (0x0501, 15), "windows-1251": (0x0502, 11), "windows-1252": (0x0500, 12),
  "windows-1253": (0x0503, 13), "windows-1254": (0x0504, 14),
  "shift_jis": (0x0A01, 8), "euc-jp": (0x0920, 3), "iso-2022-jp": (0x0820, 21),
  "macintosh": (0, 30), "x-mac-roman": (0, 30),
]

/// The CoreFoundation encoding an IANA charset name (`"utf-8"`, `"ISO-8859-1"`, any case)
/// names, or ``kCFStringEncodingInvalidId`` for a name outside the table of common charsets.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFStringConvertIANACharSetNameToEncoding(_ name: CFString) -> CFStringEncoding {
  ianaEncodings[name.lowercased()]?.cf ?? kCFStringEncodingInvalidId
}

/// The `String.Encoding` raw value of a CoreFoundation encoding; for one outside the table,
/// Apple's rule for the encodings it has no older number for: the bits with the top bit set.
/// ``kCFStringEncodingInvalidId`` gives 0xFFFF_FFFF, which no `String.Encoding` is.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFStringConvertEncodingToNSStringEncoding(_ encoding: CFStringEncoding) -> UInt {
  if encoding == kCFStringEncodingInvalidId { return 0xFFFF_FFFF }
  if let known = ianaEncodings.values.first(where: { $0.cf == encoding }) { return known.ns }
  return UInt(encoding) | 0x8000_0000
}

/// CoreFoundation's error: `NSError` (bridged on iOS), as Security's `…WithError` functions
/// give it.
public typealias CFError = NSError
