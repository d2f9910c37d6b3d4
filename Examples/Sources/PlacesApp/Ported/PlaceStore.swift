import Foundation
import HeadlessUI

/// A place: its name, the asset catalog image that shows it, and a line about it.
struct Place: Decodable {
  let name: String
  let imageName: String
  let caption: String
}

/// The places the app lists, loaded at launch from `Places.json` in the app's bundle.
final class PlaceStore {
  static let shared = PlaceStore()
  private(set) var places: [Place] = []

  func load() {
    guard let url = Bundle.launchedMain.url(forResource: "Places", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode([Place].self, from: data)
    else {
      places = []
      return
    }
    places = decoded
  }
}
