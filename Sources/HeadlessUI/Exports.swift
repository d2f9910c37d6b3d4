// What `import UIKit` gives a file on iOS besides UIKit itself: the Foundation, CoreGraphics
// (`CGPoint`, `CGFloat`, … come with Foundation on Linux) and Dispatch names. A ported file
// that says `import HeadlessUI` in place of `import UIKit` sees them too (docs/PORTING.md).
@_exported import Dispatch
@_exported import Foundation
// The virtual clock's time types and the velocity tracker live in Kinematics, which the input
// layer shares; HeadlessUI's API speaks them, so they come with it.
@_exported import Kinematics
// Security (the keychain, server trust, OSStatus), which Foundation brings on iOS.
@_exported import SecurityStandIn
