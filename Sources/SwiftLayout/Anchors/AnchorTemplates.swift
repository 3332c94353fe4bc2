/// The templates of an ``Anchors`` value, the first one stored inline: a statement such as
/// `Anchors.top.equalToSuper()` allocates nothing, and a block of them allocates once.
struct AnchorTemplates: RandomAccessCollection {
  private var head: AnchorTemplate?
  /// The templates after `head` (empty when `head` is `nil`).
  private var tail: [AnchorTemplate] = []

  init() {}

  init(_ template: AnchorTemplate) {
    head = template
  }

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + tail.count }
  var isEmpty: Bool { head == nil }
  var count: Int { head == nil ? 0 : 1 + tail.count }

  subscript(position: Int) -> AnchorTemplate {
    if position == 0, let head { return head }
    return tail[position - 1]
  }

  mutating func append(_ template: AnchorTemplate) {
    if head == nil {
      head = template
    } else {
      reserve(1)
      tail.append(template)
    }
  }

  mutating func append(contentsOf other: AnchorTemplates) {
    guard let otherHead = other.head else { return }
    guard head != nil else {
      self = other
      return
    }
    reserve(other.count)
    tail.append(otherHead)
    if !other.tail.isEmpty {
      tail.append(contentsOf: other.tail)
    }
  }

  /// Grows `tail` ahead, so that a block of statements reallocates rarely.
  private mutating func reserve(_ extra: Int) {
    let needed = tail.count + extra
    if tail.capacity < needed {
      tail.reserveCapacity(Swift.max(4, 2 * needed))
    }
  }

  /// Applies `transform` to every template in place.
  mutating func modifyEach(_ transform: (inout AnchorTemplate) -> Void) {
    guard var first = head else { return }
    transform(&first)
    head = first
    for index in tail.indices {
      transform(&tail[index])
    }
  }

  /// How many templates both lists hold when they declare the same constraints, in the same
  /// order, but for their constants, none of them naming an anchor; `nil` otherwise.
  func countMatchingIgnoringConstants(_ other: AnchorTemplates) -> Int? {
    guard let first = head else { return other.head == nil ? 0 : nil }
    guard let otherFirst = other.head, tail.count == other.tail.count,
      first.matchesIgnoringConstant(otherFirst), !first.target.namesAnchor
    else { return nil }
    for index in tail.indices {
      guard tail[index].matchesIgnoringConstant(other.tail[index]), !tail[index].target.namesAnchor
      else { return nil }
    }
    return 1 + tail.count
  }
}
