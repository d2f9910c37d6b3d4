import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

@testable import HeadlessUI

/// Storyboards and nibs loaded from the XML Xcode writes, through UIKit's own API, checked
/// against values read from the documents by hand and against UIKit's documented order:
/// - https://developer.apple.com/documentation/uikit/uistoryboard (instantiateInitialViewController,
///   instantiateViewController(withIdentifier:), "you must use the init(coder:) method");
/// - https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib ("the
///   nib-loading infrastructure sends an awakeFromNib message to each object recreated from a nib
///   archive, but only after all the objects in the archive have been loaded and initialized.
///   When an object receives an awakeFromNib message, it is guaranteed to have all its outlet
///   and action connections already established");
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/1621454-loadview ("if you
///   use Interface Builder ... you must not override this method"): the view loads on first use;
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/1621413-performsegue
///   ("Receiver ... has no segue with identifier" when the identifier is unknown).
@MainActor
@Suite("Interface Builder documents")
struct InterfaceBuilderTests {
  static let heroFolder = Fixtures.fixture("InterfaceBuilder/Hero")

  init() {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    InterfaceBuilderDiagnostics.removeAll()
    InterfaceBuilderModules.register("HeadlessUITests")
  }

  // MARK: The XML reader

  @Test("The reader keeps attributes in order, decodes entities and text")
  func readsXML() throws {
    let root = try XMLReader.read(
      "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x='1' y=\"&lt;&amp;&#65;&#x42;\"><b key=\"k\">t&gt;u</b><c/></a>"
    )
    #expect(root.name == "a")
    #expect(root.attributes.map(\.name) == ["x", "y"])
    #expect(root["y"] == "<&AB")
    #expect(root.child("b", key: "k")?.text == "t>u")
    #expect(root.children.map(\.name) == ["b", "c"])
    #expect(root.child("c")?.location == XMLLocation(line: 3, column: 56))
  }

  @Test(
    "Malformed XML is an error with its line and column",
    arguments: [
      ("<a>\n  <b>\n</a>", "3:1", "does not close '<b>'"),
      ("<a x=1/>", "1:6", "quoted value"),
      ("<a>\n<b x=\"1\" x=\"2\"/></a>", "2:10", "appears twice"),
      ("<a>&nope;</a>", "1:4", "unknown entity"),
      ("<a><b></b>", "1:11", "is not closed"),
    ])
  func malformedXML(text: String, place: String, message: String) {
    #expect {
      _ = try XMLReader.read(text)
    } throws: { error in
      guard let error = error as? XMLReadError else { return false }
      return error.location.description == place && error.message.contains(message)
    }
  }

  // MARK: Real documents

  @Test("ImageGallery.storyboard: the values the XML holds, read by hand")
  func imageGalleryByHand() throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
      let bundle = try #require(Bundle(path: Self.heroFolder.path))
      let storyboard = UIStoryboard(name: "ImageGallery", bundle: bundle)
      // initialViewController="fQX-WD-0mm": a navigation controller whose root (relationship
      // segue qgi-yy-J4N) is the scene duR-aT-0jd, storyboardIdentifier "imageGallery".
      let initial = try #require(
        storyboard.instantiateInitialViewController() as? UINavigationController)
      #expect(initial.viewControllers.count == 1)
      let gallery = try #require(initial.viewControllers.first)
      #expect(gallery.storyboard === storyboard)
      // Its class ImageGalleryViewController is not in this module: UIKit's log line, base class.
      #expect(type(of: gallery) == UIViewController.self)
      #expect(
        InterfaceBuilderDiagnostics.records.contains {
          $0.message == "Unknown class ImageGalleryViewController in Interface Builder file."
        })
      // <navigationItem>: two bar buttons, images ic_close and ic_view_module (24×24 resources).
      #expect(
        gallery.navigationItem.leftBarButtonItem?.image?.size == CGSize(width: 24, height: 24))
      #expect(gallery.navigationItem.rightBarButtonItem?.image?.name == "ic_view_module")
      #expect(!gallery.isViewLoaded)
      let root = try #require(gallery.view)
      #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
      let collection = try #require(root.subviews.first as? UICollectionView)
      // clipsSubviews="YES" multipleTouchEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO"
      #expect(collection.clipsToBounds)
      #expect(collection.isMultipleTouchEnabled)
      #expect(!collection.translatesAutoresizingMaskIntoConstraints)
      // <color key="backgroundColor" red="0.2192357513" … alpha="1"/>
      #expect(abs((collection.backgroundColor?.red ?? 0) - 0.2192357513) < 1e-9)
      // <collectionViewFlowLayout minimumLineSpacing="0.0" …><size key="itemSize" 183×166/>
      let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
      #expect(layout.itemSize == CGSize(width: 183, height: 166))
      #expect(layout.minimumLineSpacing == 0)
      // Four constraints on the root view (GQ0-0U-IwK with the bottom layout guide, eFy, iap, py0).
      #expect(root.constraints.count == 4)
      let bottom = try #require(
        root.constraints.first { $0.secondAttribute == .bottom && $0.secondItem === collection })
      #expect(bottom.firstItem === root.safeAreaLayoutGuide)
      #expect(bottom.firstAttribute == .bottom)
      // The prototype cell "item" dequeues with its image view and four constraints on the cell.
      let cell = collection.dequeueReusableCell(
        withReuseIdentifier: "item", for: IndexPath(item: 0, section: 0))
      #expect(cell.frame.size == CGSize(width: 183, height: 166))
      let image = try #require(cell.contentView.subviews.first as? UIImageView)
      #expect(image.contentMode == .scaleAspectFill)
      #expect(!image.isUserInteractionEnabled)
      #expect(cell.constraints.count == 4)
    }
  }

  // MARK: A storyboard of this module: outlets, actions, runtime attributes, segues

  @Test("Outlets, collections, actions, runtime attributes, then awakeFromNib, in UIKit's order")
  func connectionsAndOrder() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let storyboard = try Self.storyboard(Self.sampleStoryboard)
    let controller = try #require(
      storyboard.instantiateViewController(withIdentifier: "detail") as? SampleDetailController)
    #expect(controller.awoke)
    #expect(controller.title == "Detail")
    #expect(controller.modalPresentationStyle == .overFullScreen)
    #expect(controller.imageView == nil)
    controller.loadViewIfNeeded()
    let imageView = try #require(controller.imageView)
    #expect(imageView.layer.cornerRadius == 12)
    #expect(imageView.accessibilityIdentifier == "photo")
    #expect(controller.labels.map(\.text) == ["one", "two"])
    #expect(controller.outletsAtViewDidLoad)
    #expect(controller.badge?.tint == 0.5)
    #expect(controller.badge?.awokeWithTint == 0.5)
    // The pan recognizer declared in the scene, attached by the view's gestureRecognizers
    // outlet collection, sends handlePan: to the controller.
    let pan = try #require(imageView.gestureRecognizers?.first as? UIPanGestureRecognizer)
    pan.state = .began
    #expect(controller.pans == 1)
    // The button's touchUpInside action (close:) reaches the controller.
    let button = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
    button.sendActions(for: .touchUpInside)
    #expect(controller.closes == 1)
    #expect(button.title(for: .normal) == "Close")
  }

  @Test("A present-modally segue makes the destination, prepares it, presents it")
  func segues() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let storyboard = try Self.storyboard(Self.sampleStoryboard)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let list = try #require(storyboard.instantiateInitialViewController() as? SampleListController)
    window.rootViewController = list
    window.makeKeyAndVisible()
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    let detail = try #require(list.presentedViewController as? SampleDetailController)
    #expect(list.prepared === detail)
    #expect(detail.modalPresentationStyle == .fullScreen)
    InterfaceBuilderDiagnostics.removeAll()
    expectRaise("has no segue with identifier 'nowhere'") {
      list.performSegue(withIdentifier: "nowhere", sender: nil)
    }
    #expect(
      InterfaceBuilderDiagnostics.exceptions.first?.message.hasSuffix(
        "has no segue with identifier 'nowhere'") == true)
  }

  // MARK: Bad documents

  @Test("A missing identifier is UIKit's exception, a placeholder, and no trap")
  func missingIdentifier() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let storyboard = try Self.storyboard(Self.sampleStoryboard)
    let controller = expectRaise("doesn't contain a view controller with identifier 'nope'") {
      storyboard.instantiateViewController(withIdentifier: "nope")
    }
    #expect(controller.title == "nope")
    let record = try #require(InterfaceBuilderDiagnostics.exceptions.last)
    #expect(record.message.contains("doesn't contain a view controller with identifier 'nope'"))
  }

  @Test("Malformed XML names the file, line and column")
  func malformedDocument() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    // The test fails at the document's place, as any test that loads it would.
    let made = expectRaise("Main.storyboard:3:1: error: '</document>' does not close") {
      try? Self.storyboard(
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>"
      )
    }
    let storyboard = try #require(made)
    #expect(storyboard.document == nil)
    let record = try #require(InterfaceBuilderDiagnostics.exceptions.last)
    #expect(
      record.description.hasSuffix(
        "Main.storyboard:3:1: error: '</document>' does not close '<scenes>' (opened at 2:1)"))
  }

  @Test("An unknown class logs UIKit's line; a broken outlet is UIKit's NSUnknownKeyException")
  func unknownClassAndBrokenOutlet() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let storyboard = try Self.storyboard(Self.brokenStoryboard)
    let controller = storyboard.instantiateViewController(withIdentifier: "broken")
    #expect(type(of: controller) == UIViewController.self)
    expectRaise("Main.storyboard:10:17: error: NSUnknownKeyException") {
      controller.loadViewIfNeeded()
    }
    let messages = InterfaceBuilderDiagnostics.records.map(\.description)
    #expect(
      messages.contains {
        $0.hasSuffix(
          "Main.storyboard:5:9: Unknown class NoSuchController in Interface Builder file.")
      })
    #expect(
      messages.contains {
        $0.contains("Main.storyboard:10:17: error: NSUnknownKeyException")
          && $0.contains("for the key missing.")
      },
      "\(messages)")
    #expect(
      messages.contains {
        $0.contains("Main.storyboard:7:17: warning: <wibble> is not applied here")
      })
    #expect(!messages.contains { $0.contains("contentMode") })
    #expect(
      messages.contains {
        $0.hasSuffix(
          "Main.storyboard:6:13: warning: the attribute frobnicate of <view> is not applied here (read past)"
        )
      })
  }

  @Test("A weak reference to an instantiated controller lives until the run-loop turn ends")
  func autorelease() throws {
    InterfaceBuilderDiagnostics.removeAll()  // other suites run between init and body
    let storyboard = try Self.storyboard(Self.sampleStoryboard)
    weak let detail = storyboard.instantiateViewController(withIdentifier: "detail")
    #expect(detail != nil)
    AutoreleasePool.drain()
    #expect(detail == nil)
  }

  // MARK: Helpers

  /// Writes `text` as `Main.storyboard` in a new folder and opens it as a bundle.
  static func storyboard(_ text: String) throws -> UIStoryboard {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ib-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try text.write(
      to: folder.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true,
      encoding: .utf8)
    let bundle = try #require(Bundle(path: folder.path))
    return UIStoryboard(name: "Main", bundle: bundle)
  }

  static let sampleStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="L1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="L1" customClass="SampleListController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="LV">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <connections>
                            <segue destination="D1" kind="presentation" identifier="showDetail" modalPresentationStyle="fullScreen" id="g1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="detail" title="Detail" modalPresentationStyle="overFullScreen" id="D1" customClass="SampleDetailController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="DV">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="IV">
                                    <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                                    <accessibility key="accessibilityConfiguration" identifier="photo"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="12"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="P1" appends="YES" id="c1"/>
                                    </connections>
                                </imageView>
                                <label opaque="NO" userInteractionEnabled="NO" text="one" id="T1">
                                    <rect key="frame" x="0.0" y="420" width="100" height="20"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" text="two" id="T2">
                                    <rect key="frame" x="0.0" y="450" width="100" height="20"/>
                                </label>
                                <view contentMode="scaleToFill" id="B1" customClass="SampleBadge" customModule="Gallery" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="500" width="20" height="20"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="tint">
                                            <real key="value" value="0.5"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="X1">
                                    <rect key="frame" x="300" y="40" width="60" height="30"/>
                                    <state key="normal" title="Close"/>
                                    <connections>
                                        <action selector="close:" destination="D1" eventType="touchUpInside" id="a2"/>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="IV" firstAttribute="leading" secondItem="DV" secondAttribute="leading" id="k1"/>
                                <constraint firstItem="IV" firstAttribute="height" constant="300" priority="750" id="k2"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="imageView" destination="IV" id="o1"/>
                            <outlet property="badge" destination="B1" id="o2"/>
                            <outletCollection property="labels" destination="T1" collectionClass="NSMutableArray" id="o3"/>
                            <outletCollection property="labels" destination="T2" collectionClass="NSMutableArray" id="o4"/>
                        </connections>
                    </viewController>
                    <panGestureRecognizer minimumNumberOfTouches="1" id="P1">
                        <connections>
                            <action selector="handlePan:" destination="D1" id="a1"/>
                        </connections>
                    </panGestureRecognizer>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let brokenStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="broken" id="C1" customClass="NoSuchController" customModule="Gallery" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" frobnicate="1" id="V1">
                    <wibble/>
                </view>
                <connections>
                    <outlet property="missing" destination="V1" id="o1"/>
                </connections>
            </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}

// MARK: The app classes of the sample storyboard, with the members the port tool generates

final class SampleListController: UIViewController {
  var prepared: UIViewController?
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared = segue.destination
  }
}

final class SampleDetailController: UIViewController {
  weak var imageView: UIImageView!
  weak var badge: SampleBadge?
  var labels: [UILabel]!
  var awoke = false
  var outletsAtViewDidLoad = false
  var pans = 0
  var closes = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    outletsAtViewDidLoad = imageView != nil && labels?.count == 2
  }

  func handlePan(_ sender: UIPanGestureRecognizer) { pans += 1 }
  func close(_ sender: Any) { closes += 1 }
}

final class SampleBadge: UIView {
  var tint: Double = 0
  var awokeWithTint: Double?
  override func awakeFromNib() {
    super.awakeFromNib()
    awokeWithTint = tint
  }
}

final class _IBMembers_SampleDetailController: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
    guard let object = object as? SampleDetailController else { return false }
    switch key {
    case "imageView": return InterfaceBuilderAssignment.assign(value, to: &object.imageView)
    case "badge": return InterfaceBuilderAssignment.assign(value, to: &object.badge)
    case "labels": return InterfaceBuilderAssignment.assign(value, to: &object.labels)
    default: return false
    }
  }

  static func action(_ selector: String) -> Selector? {
    switch selector {
    case "handlePan:": return Selector(SampleDetailController.handlePan(_:))
    case "close:": return Selector(SampleDetailController.close(_:))
    default: return nil
    }
  }
}

final class _IBMembers_SampleBadge: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
    guard let object = object as? SampleBadge else { return false }
    switch key {
    case "tint": return InterfaceBuilderAssignment.assign(value, to: &object.tint)
    default: return false
    }
  }

  static func action(_ selector: String) -> Selector? { nil }
}
