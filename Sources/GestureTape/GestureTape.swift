@_exported import DemoScene
// The umbrella module: `import GestureTape` brings in everything a test of a gesture-driven
// transition needs.
@_exported import GestureLog
@_exported import GestureTapeTesting
@_exported import HeadlessUI
@_exported import HeroEngine
@_exported import InputDevices
@_exported import Replay
