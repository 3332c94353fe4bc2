import HeadlessUIKit
import Testing

@MainActor
@Suite("UIWindow(windowScene:) as a scene delegate makes it")
struct WindowSceneTests {
  @Test("a window made for a scene is as large as its screen, hidden, and in its windows")
  func windowForScene() throws {
    let scene = Headless.makeWindowScene()
    let window = UIWindow(windowScene: scene)
    #expect(window.frame == scene.screen.bounds)
    #expect(window.isHidden)
    #expect(window.windowScene === scene)
    #expect(scene.windows.count == 1 && scene.windows.first === window)
    #expect(scene.keyWindow == nil)
    window.makeKeyAndVisible()
    #expect(scene.keyWindow === window)
  }

  @Test("moving a window to another scene takes it out of the first")
  func moving() {
    let first = Headless.makeWindowScene()
    let second = Headless.makeWindowScene()
    let window = UIWindow(windowScene: first)
    window.windowScene = second
    #expect(first.windows.isEmpty)
    #expect(second.windows.first === window)
  }

  @Test("a scene does not keep its windows alive")
  func weakWindows() {
    let scene = Headless.makeWindowScene()
    do { _ = UIWindow(windowScene: scene) }
    #expect(scene.windows.isEmpty)
  }
}
