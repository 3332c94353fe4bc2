import HeadlessUIKit
import Testing

/// `description` is nonisolated (it overrides `NSObject`'s) and views are `Sendable`, so any
/// thread may ask for it while the main actor changes what it shows.
@MainActor
@Suite("Descriptions read off the main actor")
struct DescriptionConcurrencyTests {
  @Test(
    "A task reading descriptions while the main actor changes identifiers and text reads no main-actor state"
  )
  func descriptionsReadWhileTheMainActorMutates() async {
    let root = makeRoot()
    let label = UILabel()
    label.text = "start"
    root.addSubview(label)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let width = label.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let stop = LockedFlag()
    let reader = Task.detached { () -> (reads: Int, texts: Set<String>) in
      var reads = 0
      var texts: Set<String> = []
      while !stop.isSet {
        texts.insert(label.description)
        texts.insert(root.description)
        texts.insert(guide.description)
        texts.insert(width.description)
        texts.insert(width.debugDescription)
        reads += 1
      }
      return (reads, texts)
    }
    let end = ContinuousClock.now + .milliseconds(500)
    var step = 0
    while ContinuousClock.now < end {
      // Long enough to live in heap buffers, which a racing reader would see freed.
      label.accessibilityIdentifier = "label identifier number \(step)"
      label.text = String(repeating: "text ", count: step % 16 + 4)
      root.accessibilityIdentifier = "root identifier number \(step)"
      guide.identifier = "guide identifier number \(step)"
      width.constant = CGFloat(step % 100)
      step += 1
      if step % 64 == 0 { await Task.yield() }
    }
    stop.set()
    let (reads, texts) = await reader.value
    #expect(reads > 0)
    // Off the main actor a description names the type only: everything else is the main
    // actor's state.
    #expect(
      texts == [
        "<UILabel; described off the main actor>", "<UIView; described off the main actor>",
        "<UILayoutGuide; described off the main actor>",
        "<NSLayoutConstraint; described off the main actor>",
      ])
    // On the main actor it is complete.
    #expect(label.description.contains("label identifier number \(step - 1)"))
    #expect(width.description.hasPrefix("label identifier number \(step - 1).width =="))
  }
}
