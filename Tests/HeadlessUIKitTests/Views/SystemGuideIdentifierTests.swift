import HeadlessUIKit
import Testing

@MainActor
@Suite("System guide identifiers")
struct SystemGuideIdentifierTests {
  @Test("The guides a view makes carry UIKit's identifiers; a new guide has none")
  func identifiers() {
    let view = UIView()
    let scrollView = UIScrollView()
    #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
    #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
    #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
    #expect(scrollView.contentLayoutGuide.identifier == "UIScrollView-contentLayoutGuide")
    #expect(scrollView.frameLayoutGuide.identifier == "UIScrollView-frameLayoutGuide")
    #expect(UILayoutGuide().identifier.isEmpty)
  }

  @Test("A system guide's identifier can be changed, as in UIKit, and stays changed")
  func renamed() {
    let view = UIView()
    view.safeAreaLayoutGuide.identifier = "safe"
    #expect(view.safeAreaLayoutGuide.identifier == "safe")
  }
}
