// The assertions take replays and report their checks (`ReplayCheck`, the `verify…` functions,
// `Tolerance`, `ReplayExpectations`): a test that imports GestureTapeTesting sees Replay.
@_exported import Replay
