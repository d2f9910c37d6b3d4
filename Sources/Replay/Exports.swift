// The umbrella module: everything a replay needs, with Hero's engine. A test of an app that
// uses only UIKit's transitions may import ReplayCore (and ReplayReports) instead and link no
// Hero.
@_exported import HeroReplay
@_exported import ReplayCore
@_exported import ReplayHunt
@_exported import ReplayReports
