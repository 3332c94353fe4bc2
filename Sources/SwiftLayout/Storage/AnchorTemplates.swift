/// The templates of an ``Anchors`` value: the first one stored inline, the others in a buffer
/// that values made from one another may share.
///
/// A statement such as `Anchors.top.equalToSuper()` allocates nothing, and a block of them
/// takes the thread's spare buffer (see `AnchorTemplateBuffer.reusable(capacity:)`), which
/// its value shares with that spare slot. Appending is safe without copying, the way a slice
/// grows: a value only reads the first `tailCount` elements of the buffer, and appends in
/// place only when no other value has appended past them. Changing a template in place copies
/// a shared buffer first.
struct AnchorTemplates: RandomAccessCollection {
  private var head: AnchorTemplate?
  /// The templates after `head`: the first `tailCount` elements of `buffer`.
  private var buffer: AnchorTemplateBuffer?
  private var tailCount = 0

  init() {}

  init(_ template: AnchorTemplate) {
    head = template
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  var isEmpty: Bool { head == nil }
  var count: Int { head == nil ? 0 : 1 + tailCount }

  subscript(position: Int) -> AnchorTemplate {
    if position == 0, let head { return head }
    // Out of range is a programming error: trap rather than read past the tail.
    guard let buffer, position > 0, position <= tailCount else {
      preconditionFailure("AnchorTemplates index out of range")
    }
    return buffer.withUnsafeMutablePointerToElements { $0[position - 1] }
  }

  /// Calls `body` with each template, in order.
  func forEachTemplate(_ body: (AnchorTemplate) -> Void) {
    guard let head else { return }
    body(head)
    guard let buffer, tailCount > 0 else { return }
    buffer.withUnsafeMutablePointerToElements { elements in
      for index in 0..<tailCount {
        body(elements[index])
      }
    }
  }

  /// Appends a record of each template to `arena`, retaining the objects their targets name.
  func appendRecords(to arena: LayoutArena) {
    guard let head else { return }
    arena.appendTemplate(head)
    guard tailCount > 0, let elements = tailElements else { return }
    for index in 0..<tailCount {
      arena.appendTemplate(elements[index])
    }
  }

  /// The tail's templates, read in place (valid while this value holds its buffer).
  private var tailElements: UnsafeMutablePointer<AnchorTemplate>? {
    buffer?.withUnsafeMutablePointerToElements { $0 }
  }

  /// Appends `template`; a first tail buffer is the thread's spare one when `reusingSpare` (a
  /// block's value, whose buffer is usually free again by the next block), otherwise a new one
  /// (a statement's, which the statement's relating methods then change in place).
  @inline(__always)
  mutating func append(_ template: AnchorTemplate, reusingSpare: Bool = false) {
    if head == nil {
      head = template
      return
    }
    // Nobody appended past this value's templates: grow in place, even when shared. (The
    // header is read through its pointer: the `header` property checks exclusivity.)
    let grewInPlace =
      buffer?.withUnsafeMutablePointers { header, elements in
        guard header.pointee.used == tailCount, tailCount < header.pointee.capacity else {
          return false
        }
        (elements + tailCount).initialize(to: template)
        header.pointee.used += 1
        return true
      } ?? false
    if !grewInPlace {
      let capacity = Swift.max(4, 2 * (tailCount + 1))
      // A block's first buffer is usually the one the previous block left behind.
      let grown =
        tailCount == 0 && reusingSpare
        ? AnchorTemplateBuffer.reusable(capacity: capacity)
        : AnchorTemplateBuffer.make(copying: buffer, count: tailCount, capacity: capacity)
      grown.withUnsafeMutablePointers { header, elements in
        (elements + tailCount).initialize(to: template)
        header.pointee.used += 1
      }
      buffer = grown
    }
    tailCount += 1
  }

  @inline(__always)
  mutating func append(contentsOf other: borrowing AnchorTemplates) {
    guard let otherHead = other.head else { return }
    guard head != nil else {
      self = copy other
      return
    }
    append(otherHead, reusingSpare: true)
    guard let otherBuffer = other.buffer, other.tailCount > 0 else { return }
    for index in 0..<other.tailCount {
      append(otherBuffer.withUnsafeMutablePointerToElements { $0[index] }, reusingSpare: true)
    }
  }

  /// Applies `transform` to every template in place.
  mutating func modifyEach(_ transform: (inout AnchorTemplate) -> Void) {
    guard var first = head else { return }
    transform(&first)
    head = first
    guard tailCount > 0 else { return }
    if !isKnownUniquelyReferenced(&buffer) {
      buffer = AnchorTemplateBuffer.make(copying: buffer, count: tailCount, capacity: tailCount)
    }
    guard let buffer else { return }
    // Uniquely held: whatever lies past `tailCount` is no other value's.
    buffer.withUnsafeMutablePointers { header, elements in
      header.pointee.used = tailCount
      for index in 0..<tailCount {
        transform(&elements[index])
      }
    }
  }
}

/// How much of an ``AnchorTemplateBuffer`` is in use.
struct AnchorTemplateBufferHeader {
  /// The initialized elements.
  var used: Int
  /// The elements there is room for.
  let capacity: Int
}

/// The storage of the templates after the first.
final class AnchorTemplateBuffer: ManagedBuffer<AnchorTemplateBufferHeader, AnchorTemplate> {
  /// A buffer holding the first `count` templates of `source`, with room for `capacity`.
  static func make(
    copying source: AnchorTemplateBuffer?, count: Int, capacity: Int
  ) -> AnchorTemplateBuffer {
    let copied = source == nil ? 0 : count
    let room = Swift.max(capacity, count)
    let buffer = UnretainedReference.cast(
      create(minimumCapacity: room) { _ in
        AnchorTemplateBufferHeader(used: copied, capacity: room)
      },
      to: AnchorTemplateBuffer.self)
    if copied > 0, let source {
      source.withUnsafeMutablePointerToElements { from in
        buffer.withUnsafeMutablePointerToElements { to in
          to.initialize(from: from, count: count)
        }
      }
    }
    return buffer
  }

  deinit {
    _ = withUnsafeMutablePointers { header, elements in
      elements.deinitialize(count: header.pointee.used)
    }
  }
}
