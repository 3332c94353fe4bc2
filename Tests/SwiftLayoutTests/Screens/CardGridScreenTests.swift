import SwiftLayout
import Testing

/// A grid of cards built with `for` in `sublayout`; the column count follows the window width.
@MainActor
private final class CardGridViewController: UIViewController, Layoutable {
  var activation: Activation?
  private var pool: [UIView] = []
  @LayoutProperty var columns = 2
  @LayoutProperty var cardCount = 6
  var updates = 0

  /// The cards on screen, made once each and reused.
  var cards: [UIView] {
    while pool.count < cardCount { pool.append(makeView("card \(pool.count)")) }
    return Array(pool.prefix(cardCount))
  }

  @LayoutBuilder var layout: some Layout {
    let cards = self.cards
    let safe = view.safeAreaLayoutGuide
    view.sublayout {
      for (index, card) in cards.enumerated() {
        card.anchors {
          Anchors.height.equalTo(card, attribute: .width).multiplier(0.5)
          if index % columns == 0 {
            Anchors.leading.equalTo(safe, constant: 20)
          } else {
            Anchors.leading.equalTo(cards[index - 1], attribute: .trailing, constant: 10)
          }
          if index > 0 { Anchors.width.equalTo(cards[0]) }
          if index % columns == columns - 1 { Anchors.trailing.equalTo(safe, constant: -20) }
          if index < columns {
            Anchors.top.equalTo(safe, constant: 20)
          } else {
            Anchors.top.equalTo(cards[index - columns], attribute: .bottom, constant: 10)
          }
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.sl.updateLayout()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    updates += 1
    columns = size.width > 600 ? 3 : 2
  }

  /// Releases the cards the screen made (for the leak check).
  func dropPool() { pool.removeAll() }
}

@MainActor
@Suite("A card grid whose columns follow the width")
struct CardGridScreenTests {
  private func present() -> (UIWindow, CardGridViewController) {
    presentInPhoneWindow(CardGridViewController())
  }

  /// The frame of card `index` in a grid of `columns` with the given card size and origin.
  private func expected(
    _ index: Int, columns: Int, origin: CGPoint, size: CGSize
  ) -> CGRect {
    let column = CGFloat(index % columns)
    let row = CGFloat(index / columns)
    return CGRect(
      x: origin.x + column * (size.width + 10), y: origin.y + row * (size.height + 10),
      width: size.width, height: size.height)
  }

  @Test("Portrait: two columns of (390 − 40 − 10) / 2 = 170 by 85 points")
  func portrait() {
    let (_, controller) = present()
    for (index, card) in controller.cards.enumerated() {
      #expect(
        card.frame
          == expected(
            index, columns: 2, origin: CGPoint(x: 20, y: 67),
            size: CGSize(width: 170, height: 85)))
    }
  }

  @Test("Rotation: three columns in the 750-point safe width, then back to two")
  func rotation() {
    let (window, controller) = present()
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(controller.columns == 3)
    // (750 − 40 − 20) / 3 = 230 wide, 115 tall, from (47 + 20, 0 + 20).
    for (index, card) in controller.cards.enumerated() {
      #expect(
        card.frame
          == expected(
            index, columns: 3, origin: CGPoint(x: 67, y: 20),
            size: CGSize(width: 230, height: 115)))
    }
    window.headless.transition(
      to: CGSize(width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(controller.columns == 2)
    #expect(controller.cards[5].frame == CGRect(x: 200, y: 257, width: 170, height: 85))
    // Per card: height, leading, top; widths for cards 1–5; trailings for the 3 row ends.
    #expect(controller.activation?.constraints.count == 26)
    let installed =
      controller.view.constraints.count
      + controller.cards.reduce(0) { $0 + $1.constraints.count }
    #expect(installed == 26)
  }

  @Test("A seventh card starts a new row; removing it restores the grid")
  func addCard() {
    let (window, controller) = present()
    controller.cardCount = 7
    window.layoutIfNeeded()
    #expect(controller.view.subviews.count == 7)
    #expect(controller.cards[6].frame == CGRect(x: 20, y: 352, width: 170, height: 85))
    controller.columns = 3
    window.layoutIfNeeded()
    // Three columns in 390: (390 − 40 − 20) / 3 = 110 wide, 55 tall.
    #expect(controller.cards[6].frame == CGRect(x: 20, y: 197, width: 110, height: 55))
    controller.cardCount = 6
    window.layoutIfNeeded()
    #expect(controller.view.subviews.count == 6)
    #expect(controller.cards[5].frame == CGRect(x: 260, y: 132, width: 110, height: 55))
  }

  @Test("Tearing the grid down frees every card, including one removed earlier")
  func teardown() {
    weak var weakController: CardGridViewController?
    weak var weakCard: UIView?
    weak var weakExtra: UIView?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let controller = CardGridViewController()
      weakController = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.cardCount = 7
      weakCard = controller.cards[0]
      weakExtra = controller.cards[6]
      controller.cardCount = 6
      controller.dropPool()
      window.rootViewController = nil
    }
    #expect(weakController == nil)
    #expect(weakCard == nil)
    #expect(weakExtra == nil)
  }
}
