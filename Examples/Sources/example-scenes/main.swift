import GalleryApp
import GestureTapeCommands
import TransitionsApp

// `swift run example-scenes replay ../Examples/recordings/NAME.gtape --scene card`
// (the gallery's Hero scenes and the UIKit transitions app's scenes).
GestureTapeTool.main(scenes: GalleryScenes.entries + TransitionScenes.entries)
