import Foundation
import HeadlessUI
import Kingfisher
import Testing

@testable import ProfileApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The card's photo, loaded by Kingfisher (its real source, ported with `--package`): from the
/// network, which the replay keeps offline, and from a file.
@MainActor
@Suite(.serialized)
struct ProfilePhotoTests {
  /// Sets the card's photo from `url` again and waits for Kingfisher's answer.
  func load(_ url: URL?, into card: ProfileCardViewController) async
    -> Result<RetrieveImageResult, KingfisherError>
  {
    await withCheckedContinuation { continuation in
      card.avatar.kf.setImage(
        with: url, placeholder: UIImage(systemName: "person.crop.circle"),
        options: [.cacheMemoryOnly]
      ) { result in
        continuation.resume(returning: result)
      }
    }
  }

  /// Grace Hopper's card, laid out in a 375 × 667 window.
  func card(photoURL: URL?) -> (UIWindow, ProfileCardViewController) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let card = ProfileCardViewController(
      person: "Grace Hopper", workplace: PeopleViewController().workplaces[1],
      photoURL: photoURL)
    window.rootViewController = card
    window.makeKeyAndVisible()
    card.view.layoutIfNeeded()
    return (window, card)
  }

  @Test func offlineTheCardKeepsItsPlaceholderThroughKingfishersErrorPath() async throws {
    ProfileScenes.makeKingfisherOffline()
    let people = PeopleViewController()
    let (window, card) = card(photoURL: people.photoURLs[1])
    defer { withExtendedLifetime(window) {} }
    let placeholder = UIImage(systemName: "person.crop.circle")
    // Kingfisher shows the placeholder as the request starts...
    #expect(card.avatar.image == placeholder)
    // ...and the request fails as an offline one does on iOS: URLSession's error, reported as
    // Kingfisher's response error.
    let result = await load(people.photoURLs[1], into: card)
    guard case .failure(let error) = result,
      case .responseError(reason: .URLSessionError(let underlying)) = error
    else {
      Issue.record("expected URLSession's error, got \(result)")
      return
    }
    #expect((underlying as? URLError)?.code == .notConnectedToInternet)
    #expect(card.avatar.image == placeholder)
    #expect(card.avatar.frame.size == CGSize(width: 96, height: 96))
  }

  @Test func aPhotoFromAFileComesAtItsSizeAndTheLayoutKeepsItsFrame() async throws {
    // A PNG's signature and header chunk: 64 × 48 pixels (all HeadlessUI reads of an image).
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 48, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("profile-photo-\(UUID().uuidString).png")
    try Data(png).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let (window, card) = card(photoURL: file)
    defer { withExtendedLifetime(window) {} }
    let result = await load(file, into: card)
    let loaded = try result.get()
    #expect(loaded.image.size == CGSize(width: 64, height: 48))
    #expect(card.avatar.image?.size == CGSize(width: 64, height: 48))
    // The constraints, not the photo, size the avatar.
    #expect(card.avatar.frame.size == CGSize(width: 96, height: 96))
  }
}
