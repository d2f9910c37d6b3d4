import CombineStandIn
import Dispatch
import Foundation
import Testing

/// The Combine stand-in (OpenCombine) with the spellings apps write against Apple's Combine:
/// a view model's `@Published` property, a subject mapped and erased, `receive(on:
/// DispatchQueue.main)`, `store(in:)`, `assign(to:on:)`, and a notification publisher. Apple's
/// pages: https://developer.apple.com/documentation/combine/published,
/// https://developer.apple.com/documentation/combine/anycancellable/store(in:)-3hyxs.
@Suite("Combine stand-in")
struct CombineStandInTests {
  final class ViewModel: ObservableObject {
    @Published var query = ""
  }

  final class Label {
    var text = ""
  }

  @Test func publishedValuesFlowThroughMapsAndAssign() {
    let model = ViewModel()
    let label = Label()
    var cancellables = Set<AnyCancellable>()
    var changes = 0
    model.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
    model.$query.map { $0.uppercased() }.eraseToAnyPublisher()
      .assign(to: \.text, on: label).store(in: &cancellables)
    model.query = "rome"
    #expect(label.text == "ROME")
    #expect(changes == 1)
    cancellables.removeAll()
    model.query = "oslo"
    #expect(label.text == "ROME")
  }

  @Test func subjectsDeliverOnTheMainQueueAndNotificationsPublish() async {
    let subject = PassthroughSubject<Int, Never>()
    let box = Box()
    let received: [Int] = await withCheckedContinuation { continuation in
      box.cancellable = subject.receive(on: DispatchQueue.main).collect(3).sink {
        continuation.resume(returning: $0)
      }
      subject.send(1)
      subject.send(2)
      subject.send(3)
    }
    box.cancellable = nil
    #expect(received == [1, 2, 3])

    let name = Notification.Name("gesturetape.test")
    var posted: [String] = []
    let cancellable = NotificationCenter.default.publisher(for: name)
      .compactMap { $0.object as? String }.sink { posted.append($0) }
    NotificationCenter.default.post(name: name, object: "a")
    cancellable.cancel()
    NotificationCenter.default.post(name: name, object: "b")
    #expect(posted == ["a"])
  }

  /// Keeps a subscription alive until the values arrive on the main queue.
  final class Box: @unchecked Sendable {
    var cancellable: AnyCancellable?
  }
}
