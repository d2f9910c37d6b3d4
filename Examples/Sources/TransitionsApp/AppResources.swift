import Foundation

/// The app target's resources (Notes.storyboard), for the scenes and tests that load them:
/// `.storyboard("Notes", bundle: appResources)` (docs/PORTING.md, "how a test reaches an app
/// target's resources"). `Bundle.module` is internal to the target that SwiftPM generates it
/// for; this one line of glue hands it out.
public let appResources = Bundle.module
