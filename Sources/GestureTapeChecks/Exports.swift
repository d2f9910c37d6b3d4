// GestureTapeChecks was merged into Replay (the checks are values now: `ReplayCheck`). This
// module keeps `import GestureTapeChecks` working for one release; import Replay instead.
@_exported import Replay
