import SwiftLayout
import Testing

@MainActor
@Suite("Visual effect views in a layout")
struct VisualEffectViewLayoutTests {
  @Test("Views in a visual effect view's sublayout go into its contentView, constrained to it")
  func contentView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let blur = SLVisualEffectView(effect: UIBlurEffect(style: .regular))
    let (title, icon, nested) = (makeView("title"), makeView("icon"), makeView("nested"))
    blur.contentView.accessibilityIdentifier = "content"
    var showsIcon = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        blur.anchors { Anchors.allSides.equalToSuper(inwardOffset: 20) }.sublayout {
          title.anchors {
            Anchors.center.equalToSuper()
            Anchors.size.equalTo(width: 100, height: 20)
          }.sublayout { nested }
          if showsIcon {
            icon.anchors {
              Anchors.bottom.equalTo(title, attribute: .top, constant: -10)
              Anchors.centerX.equalToSuper()
              Anchors.size.equalTo(width: 10, height: 10)
            }
          }
        }
      }
    }
    let activation = layout.active(mode: .forced)
    #expect(same(blur.subviews, [blur.contentView]))
    #expect(same(blur.contentView.subviews, [title, icon]))
    #expect(nested.superview === title)
    #expect(activation.diagnostics.isEmpty)
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 260, height: 160))
    #expect(title.frame == CGRect(x: 80, y: 70, width: 100, height: 20))
    #expect(icon.frame == CGRect(x: 125, y: 50, width: 10, height: 10))
    #expect(
      describe(activation.constraints).contains("title.centerX == content.centerX"))

    showsIcon = false
    layout.update(fromActivation: activation)
    #expect(icon.superview == nil)
    #expect(same(blur.contentView.subviews, [title]))
    activation.deactive()
    #expect(blur.superview == nil)
    #expect(blur.contentView.superview === blur)
    #expect(title.superview == nil)
  }

  @Test("The view printer lists an effect view's content as its sublayout, not its content view")
  func printing() {
    let root = makeView("root")
    let blur = SLVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.accessibilityIdentifier = "blur"
    let title = makeView("title")
    let activation = root.sublayout {
      blur.anchors { Anchors.allSides }.sublayout { title.anchors { Anchors.center } }
    }.active()
    let lines = ViewPrinter(root).description.split(separator: "\n").map(String.init)
    let blurLine = lines.firstIndex { $0.contains("blur") }
    let titleLine = lines.firstIndex { $0.contains("title") }
    #expect((blurLine ?? .max) < (titleLine ?? -1))
    #expect(!lines.contains { $0.lowercased().contains("view") })
    #expect(activation.constraints.count == 6)
  }
}
