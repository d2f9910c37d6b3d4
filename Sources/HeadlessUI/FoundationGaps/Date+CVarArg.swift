import Foundation

/// `Date` as a C variadic argument, as iOS's Foundation makes it (it bridges to `NSDate`, an
/// object): code writes `NSPredicate(format: "date >= %@", start as CVarArg)`, which HeadlessUI's
/// `NSPredicate` reads as the Swift value it is. Linux's Foundation has no `%@` for objects, so
/// in `String(format:)` the date is its `timeIntervalSinceReferenceDate`, a `Double` — this
/// project's choice, readable with `%f` only — where iOS would print the date's description.
/// Retroactive by necessity: iOS's Foundation declares the conformance, Linux's does not.
// swift-format-ignore: AvoidRetroactiveConformances
extension Date: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}
