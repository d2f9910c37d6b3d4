// The umbrella module, kept for one release: `import GestureTape` brings in what a test of a
// gesture-driven transition needs. Depend on the products you use instead (GestureTapeTesting
// re-exports ReplayCore, which re-exports InputDevices; HeroReplay brings `engine: .hero`;
// HeroEngine re-exports HeadlessUI).
@_exported import GestureLog
@_exported import GestureTapeTesting
@_exported import HeroEngine
@_exported import HeroReplay
