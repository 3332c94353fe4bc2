import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// The product's name and price, as a reusable part of the screen's layout.
@MainActor
private struct InfoSection: ModularLayout {
  let hero: UIView
  let title: UILabel
  let price: UILabel

  var layout: some Layout {
    title.anchors {
      Anchors.top.equalTo(hero, attribute: .bottom, constant: 16)
      Anchors.leading.equalToSuper(constant: 16)
    }
    price.anchors {
      Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
      Anchors.leading.equalToSuper(constant: 16)
    }
  }
}

/// A product page: a stretchy hero image, a modular info section, and an add-to-cart button
/// laid out with `hook` by older code on the same screen.
@MainActor
private final class ProductDetail {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 700))
  let hero = makeView("hero")
  let title = UILabel(frame: .zero)
  let price = UILabel(frame: .zero)
  let cart = UIButton(type: .system)
  var activation: Activation?

  init() {
    root.accessibilityIdentifier = "root"
    title.accessibilityIdentifier = "title"
    title.font = .systemFont(ofSize: 20)
    title.text = "Trail Runner 2"
    price.accessibilityIdentifier = "price"
    price.font = .systemFont(ofSize: 17)
    price.text = "$129.00"
    cart.accessibilityIdentifier = "cart"
    cart.setTitle("Add to cart", for: .normal)
    activation = layout.active()
    root.addSubviews(cart)
    cart.hook
      .leading(to: root.leadingAnchor, constant: 16)
      .trailing(to: root.trailingAnchor, constant: -16)
      .bottom(to: root.bottomAnchor, constant: -20)
      .height(constant: 50)
    root.layoutIfNeeded()
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      hero.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 250).identifier("heroHeight")
      }
      InfoSection(hero: hero, title: title, price: price)
    }
  }

  /// A pull-down of `distance` points stretches the hero, as a stretchy header does.
  func stretch(by distance: CGFloat) {
    activation?.updateConstraints(identifier: "heroHeight", constant: 250 + distance)
    root.layoutIfNeeded()
  }
}

@MainActor
@Suite("A product page mixing modules, Hook and identifiers")
struct ProductDetailScreenTests {
  @Test("The page lays out: hero, modular info under it, hooked button at the bottom")
  func layout() {
    let page = ProductDetail()
    #expect(page.hero.frame == CGRect(x: 0, y: 0, width: 375, height: 250))
    // "Trail Runner 2" at 20 pt is 6.11 em = 122.2 → 123 wide, 24 tall.
    #expect(page.title.frame == CGRect(x: 16, y: 266, width: 123, height: 24))
    // "$129.00" at 17 pt is 3.55 em = 60.35 → 61 wide; 20.4 → 21 tall.
    #expect(page.price.frame == CGRect(x: 16, y: 298, width: 61, height: 21))
    #expect(page.cart.frame == CGRect(x: 16, y: 630, width: 343, height: 50))
    #expect(page.cart.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test("Stretching by identifier moves the info; an update brings the declared height back")
  func stretchyHeader() {
    let page = ProductDetail()
    page.stretch(by: 80)
    #expect(page.hero.frame.height == 330)
    #expect(page.title.frame.minY == 346)
    #expect(page.price.frame.minY == 378)
    #expect(page.cart.frame.minY == 630)
    page.activation = page.layout.update(fromActivation: page.activation)
    page.root.layoutIfNeeded()
    #expect(page.hero.frame.height == 250)
    #expect(page.title.frame.minY == 266)
    // The hooked button is not part of the activation and keeps its constraints.
    #expect(page.cart.frame == CGRect(x: 16, y: 630, width: 343, height: 50))
  }

  @Test("The live page prints back as SwiftLayout source, hooked constraints included")
  func printsBack() {
    let page = ProductDetail()
    assertSnapshot(ViewPrinter(page.root).description, named: "product-page")
  }

  @Test("Deactivating the page's layout leaves only the hooked button")
  func deactivate() {
    weak var weakHero: UIView?
    let page = ProductDetail()
    weakHero = page.hero
    page.activation?.deactive()
    page.activation = nil
    #expect(page.root.subviews.map(\.accessibilityIdentifier) == ["cart"])
    #expect(page.root.constraints.count == 3)
    page.root.layoutIfNeeded()
    #expect(page.cart.frame == CGRect(x: 16, y: 630, width: 343, height: 50))
    #expect(weakHero != nil, "the page still owns its hero view")
    #expect(page.hero.superview == nil)
  }
}
