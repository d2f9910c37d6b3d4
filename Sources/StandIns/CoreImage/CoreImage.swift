// `import CoreImage` in a ported file becomes `import CoreImageStandIn`. CoreImage's types
// (`CIColor`, `CIImage`, `CIFilter`, `CIContext`, `CIVector`) live in HeadlessUI, because on
// iOS `import UIKit` brings them too (UIKit imports CoreImage for `UIImage(ciImage:)` and
// `UIColor(ciColor:)`); this module only re-exports them.
@_exported import HeadlessUI
