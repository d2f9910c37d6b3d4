// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

// SwiftUIStandIn answers `import SwiftUI` in files that import it for what SwiftUI re-exports
// rather than for its views (Kingfisher's picker-item image source does so, for
// `PhotosPickerItem`'s `loadTransferable`). SwiftUI's views are not modelled: the port leaves
// `canImport(SwiftUI)` false, so SwiftUI-only code stays out as on a platform without it, and a
// SwiftUI view in a file that imports it stops at "cannot find type" (docs/PORTING.md).

/// A stand-in for CoreTransferable's protocol (re-exported by SwiftUI): a type whose values a
/// picker or a drag can hand over. Only `Data` is transferred here
/// (`PhotosPickerItem.loadTransferable(type:)`); Apple's `transferRepresentation` is not
/// modelled.
public protocol Transferable {}

extension Data: Transferable {}
