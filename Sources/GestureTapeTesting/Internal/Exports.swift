// The assertions take replays and report their checks (`ReplayCheck`, the `verify…` functions,
// `Tolerance`, `ReplayExpectations`) and write the viewer on a failure: a test that imports
// GestureTapeTesting sees ReplayCore, ReplayReports and ReplayHunt. It links no transition
// engine; a test of a Hero app also imports HeroReplay (or the Replay umbrella) for
// `engine: .hero`.
@_exported import ReplayCore
@_exported import ReplayHunt
@_exported import ReplayReports
