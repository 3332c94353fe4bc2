import SwiftLayout
import Testing

@MainActor
@Suite("update(fromActivation:) through if, switch and for-in")
struct UpdateControlFlowTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  /// The constraints the DSL leaves installed on `root` and its subviews, described.
  private func installed() -> [String] {
    var all = root.constraints
    for view in root.subviews { all += view.constraints }
    return describe(all.filter(\.isActive))
  }

  @Test("if/else toggled many times leaves exactly one branch's constraints installed")
  func ifElseToggles() {
    let empty = makeView("empty")
    let list = makeView("list")
    var isEmpty = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if isEmpty {
          empty.anchors {
            Anchors.center()
            Anchors.size(width: 100, height: 40)
          }
        } else {
          list.anchors { Anchors.allSides(offset: 10) }
        }
      }
    }
    var activation = layout.active()
    let emptyConstraints = installed()
    isEmpty = false
    activation = layout.update(fromActivation: activation)
    let listConstraints = installed()
    for _ in 0..<6 {
      isEmpty.toggle()
      activation = layout.update(fromActivation: activation)
      #expect(installed() == (isEmpty ? emptyConstraints : listConstraints))
    }
    root.layoutIfNeeded()
    #expect(same(root.subviews, [list]))
    #expect(empty.superview == nil && empty.constraints.isEmpty)
    #expect(list.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
    #expect(
      listConstraints == [
        "list.bottom == root.bottom - 10", "list.leading == root.leading + 10",
        "list.top == root.top + 10", "list.trailing == root.trailing - 10",
      ])
    activation.deactive()
    #expect(root.constraints.isEmpty)
  }

  @Test("for-in over rows that are reordered, added and removed chains each row to the last")
  func forInChain() {
    let pool = ["a", "b", "c", "d", "e"].map { makeView($0) }
    var order = [0, 1, 2]
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for (position, index) in order.enumerated() {
          pool[index].anchors {
            if position == 0 {
              Anchors.top
            } else {
              Anchors.top.equalTo(pool[order[position - 1]], attribute: .bottom)
            }
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 20 + CGFloat(index) * 10)
          }
        }
      }
    }
    var activation = layout.active()
    func check() {
      root.layoutIfNeeded()
      #expect(same(root.subviews, order.map { pool[$0] }))
      var y: CGFloat = 0
      for index in order {
        #expect(
          pool[index].frame == CGRect(x: 0, y: y, width: 320, height: 20 + CGFloat(index) * 10))
        y += 20 + CGFloat(index) * 10
      }
      #expect(activation.constraints.count == order.count * 4)
      #expect(root.constraints.filter(\.isActive).count == order.count * 3)
      #expect(pool.allSatisfy { $0.superview != nil || $0.constraints.isEmpty })
    }
    check()
    for next in [[2, 1, 0], [2, 3, 1, 0, 4], [4], [1, 4, 0], [], [3, 0]] {
      order = next
      activation = layout.update(fromActivation: activation)
      check()
    }
    activation.deactive()
  }

  @Test("for-in reorders: after an update the subviews stand in the declared order")
  func reorderWithFor() {
    let views = ["a", "b", "c", "d"].map { makeView($0) }
    var order = [0, 1, 2, 3]
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for index in order {
          views[index].anchors {
            Anchors.leading
            Anchors.size.equalTo(width: 10, height: 10)
          }
        }
      }
    }
    var activation = layout.active()
    order = [3, 1, 0]
    activation = layout.update(fromActivation: activation)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["d", "b", "a"])
    #expect(views[2].superview == nil)
    order = [2, 0, 3, 1]
    activation = layout.update(fromActivation: activation)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["c", "a", "d", "b"])
    #expect(activation.constraints.count == 12)
    activation.deactive()
    #expect(root.subviews.isEmpty)
  }

  enum ScreenState {
    case loading
    case content(String)
    case failed
  }

  @Test("switch over screen states swaps the views and their constraints")
  func switchStates() {
    let spinner = makeView("spinner")
    let list = makeView("list")
    let errorLabel = makeView("error")
    var state = ScreenState.loading
    var configured: [String] = []
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        switch state {
        case .loading:
          spinner.anchors {
            Anchors.center
            Anchors.size.equalTo(width: 40, height: 40)
          }
        case .content(let title):
          list.config { configured.append(title + ":\($0.accessibilityIdentifier ?? "")") }
            .anchors { Anchors.allSides() }
        case .failed:
          errorLabel.anchors {
            Anchors.horizontal(offset: 20)
            Anchors.centerY
            Anchors.height.equalTo(constant: 30)
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 140, y: 220, width: 40, height: 40))
    state = .content("Menu")
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [list]))
    #expect(list.frame == root.bounds)
    #expect(configured == ["Menu:list"])
    state = .failed
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [errorLabel]))
    #expect(errorLabel.frame == CGRect(x: 20, y: 225, width: 280, height: 30))
    #expect(activation.constraints.count == 4)
    activation.deactive()
  }
}
