import SwiftLayout
import Testing

/// A card that pins itself to whatever superview it is put in, from its own layout.
@MainActor
private final class SelfPinningCard: UIView, Layoutable {
  var activation: Activation?
  let title = makeView("title")
  @LayoutProperty var inset: CGFloat = 8

  @LayoutBuilder var layout: some Layout {
    self.anchors {
      Anchors.horizontal(offset: inset)
      Anchors.top.equalToSuper(constant: inset)
      Anchors.height.equalTo(constant: 60)
    }.sublayout {
      title.anchors { Anchors.allSides(offset: inset) }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "card"
    // `sublayout` never changes a root's translatesAutoresizingMaskIntoConstraints: a view
    // that constrains itself to its superview turns it off, as in UIKit.
    translatesAutoresizingMaskIntoConstraints = false
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// A controller whose banner slides in with an animatable property.
@MainActor
final class BannerController: UIViewController, Layoutable {
  var activation: Activation?
  let banner = makeView("banner")
  @AnimatableLayoutProperty(duration: 0.4) var isShown = false
  @LayoutProperty(.deferred) var bannerHeight: CGFloat = 50

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      banner.anchors {
        Anchors.horizontal()
        Anchors.height.equalTo(constant: bannerHeight)
        if isShown {
          Anchors.top.equalTo(view.safeAreaLayoutGuide)
        } else {
          Anchors.bottom.equalTo(view, attribute: .top)
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "screen"
    self.sl.updateLayout(.forced)
  }
}

@MainActor
@Suite("Activations, roots and their lifetimes")
struct ActivationOwnershipTests {
  @Test("A Layoutable view pinning itself before it has a superview: a diagnostic, then it pins")
  func selfPinningCard() {
    var diagnostics: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    let card = SelfPinningCard(frame: .zero)
    #expect(
      diagnostics.contains { $0.message.contains("card") && $0.message.contains("superview") })
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    container.addSubview(card)
    diagnostics = []
    card.sl.updateLayout()
    container.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
    #expect(card.activation?.diagnostics.isEmpty == true)
    #expect(card.frame == CGRect(x: 8, y: 8, width: 304, height: 60))
    #expect(card.title.frame == CGRect(x: 8, y: 8, width: 288, height: 44))
    card.inset = 16
    container.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 16, width: 288, height: 60))
    #expect(card.title.frame == CGRect(x: 16, y: 16, width: 256, height: 28))
  }

  @Test("Cells made afresh on every update: the old ones leave and are freed")
  func freshViewsEachUpdate() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var titles = ["a", "b", "c"]
    weak var firstCell: UIView?
    func layout() -> some Layout {
      root.sublayout {
        for (index, title) in titles.enumerated() {
          makeView(title).anchors {
            Anchors.top.equalToSuper(constant: CGFloat(index) * 30)
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 30)
          }
        }
      }
    }
    var activation = layout().active()
    firstCell = root.subviews.first
    #expect(firstCell != nil)
    titles = ["b", "c"]
    activation = layout().update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(firstCell == nil)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["b", "c"])
    #expect(root.subviews.map(\.frame.minY) == [0, 30])
    #expect(root.constraints.count == 6)
    #expect(activation.constraints.count == 8)
    activation.deactive()
    #expect(root.subviews.isEmpty)
  }

  @Test("A root released while its activation lives: deactivating and updating never crash")
  func rootReleasedFirst() {
    let child = makeView("child")
    weak var released: UIView?
    var activation: Activation?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      released = root
      activation = root.sublayout {
        child.anchors { Anchors.allSides(offset: 5) }
      }.active()
      root.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
      child.removeFromSuperview()
    }
    #expect(released == nil)
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    activation = other.sublayout {
      child.anchors { Anchors.allSides(offset: 5) }
    }.update(fromActivation: activation)
    other.layoutIfNeeded()
    #expect(child.superview === other)
    #expect(child.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
    activation?.deactive()
    #expect(child.superview == nil)
  }

  @Test("Roots released and made again, as screens are: no constraint of a dead root is kept")
  func rootsReleasedRepeatedly() {
    // A new root is often allocated where the released one was: the activation must not take
    // it for the old one (found as constraints left with a nil second item).
    let child = makeView("child")
    var activation: Activation?
    func layout(_ root: UIView) -> some Layout {
      root.sublayout { child.anchors { Anchors.allSides(offset: 5) } }
    }
    for size in [100, 60, 80, 40, 120] as [CGFloat] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
      activation = layout(root).update(fromActivation: activation)
      root.layoutIfNeeded()
      #expect(child.superview === root)
      #expect(child.frame == CGRect(x: 5, y: 5, width: size - 10, height: size - 10))
      #expect(activation?.constraints.allSatisfy { $0.secondItem === root } == true)
    }
    activation?.deactive()
    #expect(child.superview == nil)
  }
}
