// Touch frames and gesture segments are timed in Kinematics' `VirtualInstant`: code that reads
// them gets the type with them.
@_exported import Kinematics
