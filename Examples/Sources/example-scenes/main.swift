import GalleryApp
import GestureTapeCommands

// `swift run example-scenes replay ../Examples/recordings/NAME.gtape --scene card`
GestureTapeTool.main(scenes: GalleryScenes.entries)
