import HeadlessUIKit
import Testing

@MainActor
@Suite("Visual format: layout direction options and margins")
struct VisualFormatDirectionTests {
  @Test("VFL |-[view]-| follows the superview's directional margins, also right-to-left")
  func visualFormatMargins() {
    let root = makeRoot(width: 300, height: 100)
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    let field = makeView("field", in: root)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[field]-|", options: [], metrics: nil, views: ["field": field])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[field(20)]", options: [], metrics: nil, views: ["field": field]))
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 30, y: 0, width: 260, height: 20))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 10, y: 0, width: 260, height: 20))
  }

  @Test("VFL: directionLeftToRight keeps left-to-right order in a right-to-left superview")
  func leftToRightOptionInRightToLeft() {
    // FormatOptions.directionLeftToRight: "Arrange objects in order based on the normal text
    // flow for the current user interface language" is directionLeadingToTrailing; the
    // left-to-right option orders "from left to right" whatever the language.
    let superview = makeRoot(width: 300, height: 100)
    superview.semanticContentAttribute = .forceRightToLeft
    let first = StackTestView(50, 10)
    let second = StackTestView(40, 10)
    add(first, second, to: superview)
    let views: [String: Any] = ["first": first, "second": second]
    activate("|-20-[first]-10-[second]", options: .directionLeftToRight, views)
    activate("V:|[first]", views)
    activate("V:|[second]", views)
    superview.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 80, y: 0, width: 40, height: 10))
  }

  @Test("VFL: directionRightToLeft orders a format from the right in a left-to-right superview")
  func rightToLeftOptionInLeftToRight() {
    // FormatOptions.directionRightToLeft: "Arrange objects in order from right to left."
    let superview = makeRoot(width: 300, height: 100)
    let first = StackTestView(50, 10)
    let second = StackTestView(40, 10)
    add(first, second, to: superview)
    let views: [String: Any] = ["first": first, "second": second]
    activate("|-20-[first]-10-[second]", options: .directionRightToLeft, views)
    activate("V:|[first]", views)
    activate("V:|[second]", views)
    superview.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 230, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 180, y: 0, width: 40, height: 10))
  }

  @Test("VFL: a vertical column aligned leading lines up on the right in right-to-left")
  func alignLeadingInRightToLeft() {
    let superview = makeRoot(width: 300, height: 200)
    superview.semanticContentAttribute = .forceRightToLeft
    let title = StackTestView(120, 20)
    let subtitle = StackTestView(80, 16)
    add(title, subtitle, to: superview)
    let views: [String: Any] = ["title": title, "subtitle": subtitle]
    activate("V:|-10-[title]-4-[subtitle]", options: .alignAllLeading, views)
    activate("H:|-16-[title]", views)
    superview.layoutIfNeeded()
    // Leading is the right edge: the title starts 16 from the right, the subtitle follows it.
    #expect(title.frame == CGRect(x: 164, y: 10, width: 120, height: 20))
    #expect(subtitle.frame == CGRect(x: 204, y: 34, width: 80, height: 16))
    // alignAllLeft keeps the left edges together whatever the direction.
    let caption = StackTestView(60, 12)
    add(caption, to: superview)
    activate(
      "V:[subtitle]-4-[caption]", options: .alignAllLeft,
      ["subtitle": subtitle, "caption": caption])
    superview.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 204, y: 54, width: 60, height: 12))
  }
}
