import FirebaseStandIn
import Foundation
import TestSupport
import Testing

/// Firebase's stand-in answers as a device with no network and nobody signed in: Auth fails
/// with its network error, the Realtime Database and Firestore serve what the app wrote locally
/// (their offline caches) and never what only a server knows, Storage fails. Firebase's pages:
/// https://firebase.google.com/docs/database/ios/offline-capabilities (writes raise local
/// events at once; a location the cache does not hold is not answered offline),
/// https://firebase.google.com/docs/firestore/manage-data/enable-offline (reads come from the
/// cache), https://firebase.google.com/docs/reference/swift/firebaseauth/api/reference/Enums/AuthErrorCode
/// (`networkError` 17020), https://firebase.google.com/docs/reference/swift/firebasestorage/api/reference/Enums/StorageErrorCode.
@MainActor
@Suite("Firebase stand-in", .serialized)
struct FirebaseStandInTests {
  @Test func nobodySignsInWithoutANetwork() async {
    FirebaseApp.configure()
    #expect(FirebaseApp.app() != nil)
    #expect(Auth.auth().currentUser == nil)
    var signInError: NSError?
    Auth.auth().signIn(withEmail: "a@b.c", password: "x") { _, error in
      signInError = error as NSError?
    }
    var listenerSaw: [String?] = []
    Auth.auth().addStateDidChangeListener { _, user in listenerSaw.append(user?.uid) }
    #expect(signInError == nil, "answers come later, on the main queue")
    await MainQueue.drain()
    #expect(signInError?.code == AuthErrorCode.networkError.rawValue)
    #expect(listenerSaw == [nil])
    #expect(FIRAuth.auth()?.currentUser == nil)
  }

  @Test func whatTheAppWroteIsServedAndWhatOnlyAServerKnowsIsNot() async {
    let root = Database.database().reference().child("test-\(UUID().uuidString)")
    var unknownTold = false
    root.child("never-written").observeSingleEvent(of: .value) { _ in unknownTold = true }
    let users = root.child("users")
    users.child("ada").setValue(["name": "Ada", "age": 36])
    users.child("bob").setValue(["name": "Bob", "age": 17])
    var values: [[String: Any]] = []
    users.observe(.value) { snapshot in
      values.append((snapshot.value as? [String: Any]) ?? [:])
    }
    await MainQueue.drain()
    #expect(!unknownTold)
    #expect(values.count == 1)
    #expect((values.first?["ada"] as? [String: Any])?["name"] as? String == "Ada")
    users.child("cy").updateChildValues(["name": "Cy", "age": 40])
    await MainQueue.drain()
    #expect(values.count == 2, "a value observer is told every change")

    var adults: [String] = []
    users.queryOrdered(byChild: "age").queryStarting(atValue: 18).observeSingleEvent(of: .value) {
      snapshot in
      for child in snapshot.children {
        adults.append((child as? DataSnapshot)?.key ?? "?")
      }
    }
    await MainQueue.drain()
    #expect(adults == ["ada", "cy"])

    var added: [String] = []
    users.observe(.childAdded) { added.append($0.key) }
    await MainQueue.drain()
    let pushed = users.childByAutoId()
    let second = users.childByAutoId()
    pushed.setValue(["name": "Dee"])
    await MainQueue.drain()
    #expect(added == ["ada", "bob", "cy", pushed.key!])
    #expect(pushed.key! < second.key!, "push IDs sort in the order they were made")

    root.child("list").setValue(["a", "b", "c"])
    var list: [String] = []
    root.child("list").observeSingleEvent(of: .value) { list = ($0.value as? [String]) ?? [] }
    await MainQueue.drain()
    #expect(list == ["a", "b", "c"], "keys 0…n-1 read as an array")
    #expect(Database.database().reference().child("x").key == "x")
  }

  @Test func firestoreReadsItsCache() async {
    let db = Firestore.firestore()
    let notes = db.collection("notes-\(UUID().uuidString)")
    var changes: [[DocumentChangeType]] = []
    let registration = notes.addSnapshotListener { snapshot, _ in
      changes.append(snapshot?.documentChanges.map(\.type) ?? [])
    }
    await MainQueue.drain()
    #expect(changes == [[]], "told at once, from the cache, with nothing")
    notes.addDocument(data: ["title": "b", "rank": 2, "at": FieldValue.serverTimestamp()])
    notes.document("first").setData(["title": "a", "rank": 1])
    await MainQueue.drain()
    #expect(changes.last == [.added, .added])
    var titles: [String] = []
    notes.order(by: "rank").getDocuments { snapshot, _ in
      titles = snapshot?.documents.compactMap { $0.data()["title"] as? String } ?? []
    }
    await MainQueue.drain()
    #expect(titles == ["a", "b"])
    var failure: NSError?
    notes.document("nobody-wrote").getDocument { _, error in failure = error as NSError? }
    await MainQueue.drain()
    #expect(failure?.code == FirestoreErrorCode.unavailable.rawValue)
    var timestamp: Any?
    notes.whereField("title", isEqualTo: "b").getDocuments { snapshot, _ in
      timestamp = snapshot?.documents.first?.data()["at"]
    }
    await MainQueue.drain()
    #expect(timestamp is NSNull, "a server timestamp the server has not set reads as null")
    registration.remove()
  }

  @Test func storageFailsWithoutANetwork() async {
    var error: NSError?
    Storage.storage().reference().child("a/b.png").putData(Data([1, 2, 3])) { _, failure in
      error = failure as NSError?
    }
    await MainQueue.drain()
    #expect(error?.code == StorageErrorCode.retryLimitExceeded.rawValue)
  }

  @Test func theFirebase2ClientObservesTheSameCache() async {
    let base = Firebase(url: "https://example.firebaseio.com/test-\(UUID().uuidString)")!
    base.child(byAppendingPath: "score").setValue(7)
    var seen: Any?
    base.child(byAppendingPath: "score").observeSingleEvent(of: .value, with: { seen = $0?.value })
    var remote = false
    base.child(byAppendingPath: "remote").queryLimited(toFirst: 3)?.observeSingleEvent(
      of: .value, with: { _ in remote = true }, withCancel: { _ in })
    await MainQueue.drain()
    #expect(seen as? Int == 7)
    #expect(!remote)
  }
}
