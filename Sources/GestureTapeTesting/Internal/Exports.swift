@_exported import Replay
