// A replay's input is InputDevices' `TouchFrame` (with its `InputMapping`), timed on the
// virtual clock of Kinematics: code that replays builds and reads them, so they come with it.
@_exported import InputDevices
@_exported import Kinematics
