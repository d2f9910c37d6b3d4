// The checks are about replays: a module that imports GestureTapeChecks sees `ReplayResult`.
@_exported import Replay
