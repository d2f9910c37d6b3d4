// The assertions wrap the checks (`verify…` functions, `Tolerance`, `ReplayExpectations`) and
// take replays: a test that imports GestureTapeTesting sees both.
@_exported import GestureTapeChecks
@_exported import Replay
