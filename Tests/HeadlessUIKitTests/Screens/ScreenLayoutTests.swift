import HeadlessUIKit
import Testing

@MainActor
@Suite("Whole screens laid out with UIKit's API")
struct ScreenLayoutTests {
  @Test("Sign-in form: a vertical stack in a scroll view, sized by the content and frame guides")
  func signInForm() {
    let (window, controller, root) = makeScreen()
    let scroll = add(UIScrollView(), "scroll", to: root)
    let stack = add(UIStackView(), "stack", to: scroll)
    stack.axis = .vertical
    stack.spacing = 12
    let title = UILabel()
    title.text = "Sign in"
    let email = UIView()
    let password = UIView()
    let button = UIButton()
    button.setTitle("Continue", for: .normal)
    for field in [email, password] {
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    for view in [title, email, password, button] { stack.addArrangedSubview(view) }
    let content = scroll.contentLayoutGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    let titleHeight = title.intrinsicContentSize.height
    let buttonHeight = button.intrinsicContentSize.height
    let stackHeight = titleHeight + 12 + 44 + 12 + 44 + 12 + buttonHeight
    #expect(stack.frame == CGRect(x: 20, y: 20, width: 350, height: stackHeight))
    #expect(email.frame == CGRect(x: 0, y: titleHeight + 12, width: 350, height: 44))
    #expect(button.frame.maxY == stackHeight)
    #expect(scroll.contentSize == CGSize(width: 390, height: stackHeight + 40))
    #expect(!scroll.hasAmbiguousLayout && !stack.hasAmbiguousLayout)

    // A keyboard-like bottom inset: the controller's additional safe area shrinks the scroll
    // view; the content keeps its size (UIViewController.additionalSafeAreaInsets).
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 260, right: 0)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets.bottom == CGFloat(34 + 260))
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763 - 260))
    #expect(scroll.contentSize == CGSize(width: 390, height: stackHeight + 40))
  }

  @Test("Table-cell row: a multi-line subtitle wraps at the width the layout gives it")
  func cellRow() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let icon = add(
      UIImageView(image: Headless.makeImage(size: CGSize(width: 40, height: 40))), "icon", to: cell)
    let title = add(UILabel(), "title", to: cell)
    title.text = "Cold Brew"
    let subtitle = add(UILabel(), "subtitle", to: cell)
    subtitle.numberOfLines = 0
    subtitle.text = "Steeped for twenty hours in cool water, smooth and naturally sweet, over ice"
    let accessory = add(UIView(), "accessory", to: cell)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      icon.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 12),
      icon.widthAnchor.constraint(equalToConstant: 40),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: accessory.leadingAnchor, constant: -8),
      subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
      accessory.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      accessory.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      accessory.widthAnchor.constraint(equalToConstant: 24),
      accessory.heightAnchor.constraint(equalToConstant: 24),
    ])
    // The subtitle is 320 − 16 − 40 − 12 − 8 − 24 − 16 = 204 points wide.
    let wrapped = Headless.TextMeasurement.size(
      of: subtitle.text ?? "", font: subtitle.font, maxWidth: 204, numberOfLines: 0)
    #expect(wrapped.height > subtitle.font.lineHeight * 2)
    let titleHeight = title.intrinsicContentSize.height
    // What UITableView asks of a self-sizing cell: the width is required, the height fits.
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 12 + titleHeight + 4 + wrapped.height + 12))
    cell.frame.size = size
    cell.layoutIfNeeded()
    #expect(
      subtitle.frame == CGRect(x: 68, y: 16 + titleHeight, width: 204, height: wrapped.height))
    #expect(accessory.frame == CGRect(x: 280, y: (size.height - 24) / 2, width: 24, height: 24))
    #expect(icon.frame == CGRect(x: 16, y: (size.height - 40) / 2, width: 40, height: 40))
  }

  @Test("Card grid: two equal columns from multipliers, with an aspect ratio")
  func cardGrid() {
    let root = makeRoot(width: 375, height: 600)
    let grid = makeView("grid", in: root)
    let cards = (0..<4).map { makeView("card\($0)", in: grid) }
    var constraints = [
      grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      grid.bottomAnchor.constraint(equalTo: cards[3].bottomAnchor),
    ]
    for (index, card) in cards.enumerated() {
      constraints += [
        card.widthAnchor.constraint(equalTo: grid.widthAnchor, multiplier: 0.5, constant: -7.5),
        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.25),
        index.isMultiple(of: 2)
          ? card.leadingAnchor.constraint(equalTo: grid.leadingAnchor)
          : card.trailingAnchor.constraint(equalTo: grid.trailingAnchor),
        index < 2
          ? card.topAnchor.constraint(equalTo: grid.topAnchor)
          : card.topAnchor.constraint(equalTo: cards[index - 2].bottomAnchor, constant: 15),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(grid.frame == CGRect(x: 20, y: 20, width: 335, height: 415))
    #expect(
      cards.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 160, height: 200),
        CGRect(x: 175, y: 0, width: 160, height: 200),
        CGRect(x: 0, y: 215, width: 160, height: 200),
        CGRect(x: 175, y: 215, width: 160, height: 200),
      ])
  }

  @Test("Safe-area header and footer follow the device, additionalSafeAreaInsets and rotation")
  func safeAreaHeader() {
    let (window, controller, root) = makeScreen()
    let header = makeView("header", in: root)
    let footer = makeView("footer", in: root)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safe.topAnchor),
      header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(footer.frame == CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
    // A subview entirely inside the safe area has no safe-area insets of its own
    // (UIView.safeAreaInsets).
    #expect(header.safeAreaInsets == .zero)

    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(header.frame.minY == 57)
    #expect(safe.layoutFrame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57 - 34))

    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 47, y: 10, width: 750, height: 44))
    #expect(footer.frame == CGRect(x: 47, y: 390 - 21 - 50, width: 750, height: 50))
  }
}
