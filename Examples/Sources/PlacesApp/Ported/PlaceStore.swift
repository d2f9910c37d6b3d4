import Foundation

/// A place: its name, the asset catalog image that shows it, and a line about it.
struct Place {
  let name: String
  let imageName: String
  let caption: String
}

/// The places the app lists, loaded at launch.
final class PlaceStore {
  static let shared = PlaceStore()
  private(set) var places: [Place] = []

  func load() {
    places = [
      Place(name: "Lakes", imageName: "Lake", caption: "Still water under the hills."),
      Place(name: "Mountains", imageName: "Mountain", caption: "A ridge above the clouds."),
      Place(name: "Rivers", imageName: "River", caption: "A river bending to the sea."),
      Place(name: "Coasts", imageName: "Coast", caption: "Cliffs and a long beach."),
    ]
  }
}
