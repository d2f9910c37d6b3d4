// What `import UIKit` gives a file on iOS besides UIKit itself: the Foundation, CoreGraphics
// (`CGPoint`, `CGFloat`, … come with Foundation on Linux) and Dispatch names. A ported file
// that says `import HeadlessUI` in place of `import UIKit` sees them too (docs/PORTING.md).
@_exported import Dispatch
@_exported import Foundation
