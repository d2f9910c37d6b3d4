import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

@testable import HeadlessUI

/// Every storyboard and nib of Tests/Fixtures/InterfaceBuilder (documents Xcode wrote for
/// public apps, MIT; see the README there) loads through UIKit's API: every scene's controller
/// instantiates and its view loads with the document's frame, every nib instantiates its
/// top-level objects. The apps' own classes are not in this module, so each stands in as its
/// UIKit class, and their outlets are what UIKit raises for a class without them
/// (NSUnknownKeyException); nothing else may go wrong.
@MainActor
@Suite("Interface Builder documents of public apps")
struct InterfaceBuilderCorpusTests {
  nonisolated static let root = Fixtures.fixture("InterfaceBuilder")

  /// `Folder/File.storyboard` and `Folder/File.xib`, sorted.
  nonisolated static let documents: [String] = {
    let manager = FileManager.default
    var found: [String] = []
    for folder in ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
      for file
        in ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
        ?? []).sorted()
      where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
        found.append("\(folder)/\(file)")
      }
    }
    return found
  }()

  init() {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    InterfaceBuilderDiagnostics.removeAll()
  }

  @Test func thereAreAtLeastThirtyDocumentsFromFourRepositories() {
    #expect(Self.documents.count >= 30)
    #expect(Set(Self.documents.map { $0.split(separator: "/")[0] }).count >= 4)
  }

  @Test("Every scene and nib instantiates", arguments: documents)
  func everyDocumentLoads(_ relativePath: String) throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
      let parts = relativePath.split(separator: "/")
      let bundle = try #require(
        Bundle(path: Self.root.appendingPathComponent(String(parts[0])).path))
      let file = String(parts[1])
      if file.hasSuffix(".xib") {
        let name = String(file.dropLast(4))
        let document = try InterfaceBuilderDocument(
          contentsOfFile: Self.root.appendingPathComponent(relativePath).path)
        let expected = document.objects.filter { $0.name != "placeholder" }.count
        let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil)
        #expect(objects.count == expected)
      } else {
        let storyboard = UIStoryboard(name: String(file.dropLast(11)), bundle: bundle)
        let document = try #require(storyboard.document)
        var scenes = 0
        for scene in document.scenes {
          guard let node = scene.objects.first(where: { $0["sceneMemberID"] == "viewController" })
          else {
            continue
          }
          let controller = try #require(storyboard.instantiate(node), "scene \(scene.id)")
          if node.child(key: "view") != nil {
            let view = try #require(controller.view, "scene \(scene.id) has no view")
            if let frame = node.child(key: "view")?.child("rect", key: "frame") {
              #expect(
                view.frame.width == CGFloat(Double(frame["width"] ?? "") ?? -1), "scene \(scene.id)"
              )
              #expect(
                view.frame.height == CGFloat(Double(frame["height"] ?? "") ?? -1),
                "scene \(scene.id)"
              )
            }
          }
          scenes += 1
        }
        #expect(
          scenes
            == document.scenes.filter {
              $0.objects.contains { $0["sceneMemberID"] == "viewController" }
            }.count)
      }
      // The apps' own classes are not linked here: their outlets on UIKit's classes, and UIKit's
      // data sources and delegates connected to their unknown controllers, are what UIKit would
      // raise for an app missing its code; everything else is a fault of the loader.
      let exceptions = InterfaceBuilderDiagnostics.exceptions.filter {
        !$0.message.hasPrefix("NSUnknownKeyException: [<HeadlessUI.")
          && !$0.message.contains("is not in the app (Unknown class")
      }
      #expect(exceptions.isEmpty, "\(exceptions.map(\.description))")
    }
  }

  /// docs/STORYBOARDS.md, "What real documents hold that is read past, and why", names every
  /// element and attribute the loader reports as read past or not modelled in the corpus.
  @Test("Every part of a real document read past is justified in docs/STORYBOARDS.md")
  func everyPartReadPastIsJustified() throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      let docs = try String(
        contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/STORYBOARDS.md"),
        encoding: .utf8)
      var unjustified: Set<String> = []
      for relativePath in Self.documents where relativePath.hasSuffix(".storyboard") {
        InterfaceBuilderDiagnostics.removeAll()
        let document = try InterfaceBuilderDocument(
          contentsOfFile: Self.root.appendingPathComponent(relativePath).path)
        let storyboard = UIStoryboard(document: document, name: "Corpus")
        for scene in document.scenes {
          guard let node = scene.objects.first(where: { $0["sceneMemberID"] == "viewController" })
          else { continue }
          _ = storyboard.instantiate(node)?.view
        }
        for record in InterfaceBuilderDiagnostics.records where record.kind == .unsupported {
          guard let part = Self.part(of: record.message), !docs.contains("`\(part)`") else {
            continue
          }
          unjustified.insert("\(part) (\(relativePath))")
        }
      }
      #expect(unjustified.isEmpty, "\(unjustified.sorted())")
    }
  }

  /// The element (`<tabBar key="tabBar">`) or attribute (`minuteInterval`) a read-past report
  /// names.
  static func part(of message: String) -> String? {
    if message.hasPrefix("the attribute "), let end = message.firstIndex(of: " ", after: 14) {
      return String(message[message.index(message.startIndex, offsetBy: 14)..<end])
    }
    guard message.hasPrefix("<"), let close = message.firstIndex(of: ">") else { return nil }
    return String(message[...close])
  }

  @Test("SwipeCellKit's Main.storyboard: the mail cell, read by hand")
  func swipeCellKitMailCell() throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
      let bundle = try #require(Bundle(path: Self.root.appendingPathComponent("SwipeCellKit").path))
      let storyboard = UIStoryboard(name: "Main", bundle: bundle)
      let node = try #require(storyboard.document?.element(withID: "6la-Rf-5vT"))
      let controller = try #require(storyboard.instantiate(node) as? UITableViewController)
      let table = try #require(controller.view as? UITableView)
      #expect(controller.tableView === table)
      // <tableViewCell … reuseIdentifier="MailCell" rowHeight="141" …>
      let cell = table.dequeueReusableCell(withIdentifier: "MailCell")
      #expect(cell?.reuseIdentifier == "MailCell")
      let labels = (cell?.contentView).map(Self.labels(in:)) ?? []
      #expect(labels.map(\.text).contains("Fwd: Jane's independent studies"))
      // text="12:16 AM" textAlignment="right"; the preview label numberOfLines="2".
      #expect(labels.first { $0.text == "12:16 AM" }?.textAlignment == .right)
      #expect(labels.contains { $0.numberOfLines == 2 })
      #expect(labels.allSatisfy { !$0.isUserInteractionEnabled && !$0.isOpaque })
    }
  }

  @Test("SwipeCellKit's static table: its rows, and a tap on one performs the cell's show segue")
  func staticTableAndCellSegue() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let bundle = try #require(Bundle(path: Self.root.appendingPathComponent("SwipeCellKit").path))
    let storyboard = UIStoryboard(name: "Main", bundle: bundle)
    // initialViewController="LX8-Wu-PZs": a navigation controller whose root is the static
    // table zFa-bd-gz6 ("Examples": dataMode="static", one section, two rows, rowHeight 44).
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let examples = try #require(navigation.topViewController as? UITableViewController)
    #expect(examples.navigationItem.title == "Examples")
    let window = UIWindow(screenSize: CGSize(width: 414, height: 736))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let table = try #require(examples.tableView)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(Self.labels(in: second.contentView).map(\.text) == ["UICollectionView Example"])
    #expect(second.accessoryType == .disclosureIndicator)
    // The second row's <segue destination="w79-7A-sTS" kind="show"/>: a tap pushes the inbox.
    let point = table.convert(CGPoint(x: 100, y: second.frame.midY), to: nil)
    window.deliver([TouchPoint(id: 1, phase: .began, location: point)], at: .seconds(1))
    window.deliver([TouchPoint(id: 1, phase: .ended, location: point)], at: .seconds(1.1))
    window.clock.advance(by: .seconds(1))
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Inbox")
  }

  @Test("RxSwift's WikipediaImageCell.xib, read by hand")
  func rxSwiftImageCell() throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
      let bundle = try #require(Bundle(path: Self.root.appendingPathComponent("RxSwift").path))
      let objects = UINib(nibName: "WikipediaImageCell", bundle: bundle).instantiate(withOwner: nil)
      let cell = try #require(objects.first as? UICollectionViewCell)
      // reuseIdentifier="ImageCell", frame 112 × 112, clipsSubviews="YES".
      #expect(cell.reuseIdentifier == "ImageCell")
      #expect(cell.frame.size == CGSize(width: 112, height: 112))
      #expect(cell.clipsToBounds)
      // <view key="contentView"> with <color key="backgroundColor" white="0.0" alpha="0.0"/>.
      #expect(cell.contentView.backgroundColor == UIColor(white: 0, alpha: 0))
      let image = try #require(cell.contentView.subviews.first as? UIImageView)
      #expect(image.contentMode == .scaleAspectFit)
      #expect(image.frame == CGRect(x: 0, y: 0, width: 119, height: 119))
      // Its class CollectionViewImageCell is RxExample's: UIKit's line, and the outlet it lacks.
      #expect(
        InterfaceBuilderDiagnostics.records.contains {
          $0.message == "Unknown class CollectionViewImageCell in Interface Builder file."
        })
      #expect(
        InterfaceBuilderDiagnostics.exceptions.contains {
          $0.message.contains("for the key imageOutlet.")
        })
    }
  }

  static func labels(in view: UIView) -> [UILabel] {
    var found: [UILabel] = []
    var pending = [view]
    while let next = pending.popLast() {
      if let label = next as? UILabel { found.append(label) }
      pending.append(contentsOf: next.subviews)
    }
    return found
  }
}

extension String {
  /// The first index of `character` at or after offset `start`.
  fileprivate func firstIndex(of character: Character, after start: Int) -> Index? {
    guard start < count else { return nil }
    return self[index(startIndex, offsetBy: start)...].firstIndex(of: character)
  }
}
