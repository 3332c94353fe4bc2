/// Prints a live view hierarchy back as SwiftLayout source: `root.sublayout { … }` with each
/// view's constraints in `anchors { … }`.
///
/// ```swift
/// print(ViewPrinter(root))
/// // root.sublayout {
/// //     child.anchors {
/// //         Anchors.top.bottom
/// //         Anchors.leading.trailing.equalToSuper(constant: 8.0)
/// //     }
/// // }
/// ```
///
/// Views are named by `accessibilityIdentifier`, or by type and position when they have none;
/// the output holds no addresses, so it can be kept as a snapshot. A subview placed by its frame
/// (`translatesAutoresizingMaskIntoConstraints`) is printed with its frame and autoresizing mask
/// as constraints, since `sublayout` turns the translation off.
@MainActor
public struct ViewPrinter: CustomStringConvertible {
  let root: SLView
  private let indent: String
  /// The source text.
  public nonisolated private(set) var description: String
  private var names: [ObjectIdentifier: String] = [:]
  private var constraintsByItem: [ObjectIdentifier: [SLLayoutConstraint]] = [:]
  private var usedNames: Set<String> = []

  /// Prepares the subtree of `root` for printing, indenting by `indentWidth` spaces (none when
  /// it is negative).
  public init(_ root: SLView, indentWidth: Int = 4) {
    self.root = root
    self.indent = String(repeating: " ", count: max(0, indentWidth))
    self.description = ""
    var counter = 0
    collect(root, counter: &counter)
    self.description = render()
  }

  /// Names the views and guides of the subtree, parents before children, siblings in order
  /// (iteratively: a tree may be deeper than the stack allows recursion).
  private mutating func collect(_ root: SLView, counter: inout Int) {
    var stack = [root]
    while let view = stack.popLast() {
      names[ObjectIdentifier(view)] = name(for: view, counter: &counter)
      for guide in view.layoutGuides {
        names[ObjectIdentifier(guide)] = name(for: guide, counter: &counter)
      }
      for constraint in view.constraints where Self.isPrintable(constraint) {
        guard let first = constraint.firstItem else { continue }
        constraintsByItem[ObjectIdentifier(first), default: []].append(constraint)
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  private mutating func name(for item: AnyObject, counter: inout Int) -> String {
    let named = itemName(item)
    var name: String
    if named != String(describing: type(of: item)) {
      name = Self.swiftName(named)
    } else {
      counter += 1
      name = Self.variableName(forType: String(describing: type(of: item))) + "\(counter)"
    }
    // Two items named alike (one identifier on two views, or one that reads like another's
    // name once made a Swift name) get distinct names.
    if usedNames.contains(name) {
      var suffix = 2
      while usedNames.contains(name + "\(suffix)") { suffix += 1 }
      name += "\(suffix)"
    }
    usedNames.insert(name)
    return name
  }

  /// `identifier` as a Swift variable name: kept when it is one (`titleLabel`), otherwise its
  /// words in lower camel case (`login.email` → `loginEmail`, `Sign In` → `signIn`), starting
  /// with a letter, and in backticks when it is a keyword.
  static func swiftName(_ identifier: String) -> String {
    func isHead(_ character: Character) -> Bool {
      character == "_" || (character.isLetter && character.isASCII)
    }
    func isBody(_ character: Character) -> Bool {
      isHead(character) || (character.isNumber && character.isASCII)
    }
    var name: String
    if let first = identifier.first, isHead(first), identifier.allSatisfy(isBody) {
      name = identifier
    } else {
      let words = identifier.split { !isBody($0) }.map(String.init)
      name = words.enumerated().map { index, word in
        index == 0
          ? word.prefix(1).lowercased() + word.dropFirst()
          : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
      if name.isEmpty { name = "view" }
      if let first = name.first, !isHead(first) { name = "view" + name }
    }
    return swiftKeywords.contains(name) ? "`\(name)`" : name
  }

  /// Swift's keywords that cannot name a variable without backticks.
  private static let swiftKeywords: Set<String> = [
    "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
    "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
    "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open",
    "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]

  /// `UIView` → `uiView`, `Spacer` → `spacer`.
  static func variableName(forType typeName: String) -> String {
    let capitals = typeName.prefix { $0.isUppercase }.count
    let lowered = capitals > 1 && capitals < typeName.count ? capitals - 1 : max(capitals, 1)
    return typeName.prefix(lowered).lowercased() + typeName.dropFirst(lowered)
  }

  /// Leaves out the constraints UIKit makes for itself (autoresizing, content size, stacks).
  static func isPrintable(_ constraint: SLLayoutConstraint) -> Bool {
    guard type(of: constraint) == SLLayoutConstraint.self else { return false }
    if let identifier = constraint.identifier,
      identifier.hasPrefix("UISV-") || identifier.hasPrefix("_UI")
    {
      return false
    }
    return true
  }

  /// The source text, built iteratively: a tree may be deeper than the stack allows recursion.
  private func render() -> String {
    enum Step {
      case open(SLView, level: Int, isPlainInStack: Bool)
      case close(level: Int)
    }
    var lines: [String] = []
    var steps: [Step] = [.open(root, level: 0, isPlainInStack: false)]
    while let step = steps.popLast() {
      switch step {
      case .close(let level):
        lines.append(padding(level) + "}")
      case .open(let view, let level, let isPlainInStack):
        let children = appendHead(
          of: view, level: level, isPlainInStack: isPlainInStack, into: &lines)
        guard let children else { continue }
        steps.append(.close(level: level))
        for child in children.reversed() {
          steps.append(.open(child.view, level: level + 1, isPlainInStack: child.isPlain))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  private func padding(_ level: Int) -> String {
    indent.isEmpty ? "" : String(repeating: indent, count: level)
  }

  /// Appends the lines of `view` up to its subviews; returns the subviews to print inside its
  /// `sublayout { … }` (whose closing brace the caller appends after them), or `nil` when it
  /// has none.
  private func appendHead(
    of view: SLView, level: Int, isPlainInStack: Bool, into lines: inout [String]
  ) -> [(view: SLView, isPlain: Bool)]? {
    let pad = padding(level)
    let name = names[ObjectIdentifier(view)] ?? "view"
    let anchors = frameLines(of: view) + anchorLines(of: view)
    let guides = view.layoutGuides.filter { guide in
      !(constraintsByItem[ObjectIdentifier(guide)] ?? []).isEmpty && !isSystemGuide(guide)
    }
    let children = Self.children(of: view)
    var head = pad + name + (isPlainInStack ? ".asPlainSubview()" : "")
    if !anchors.isEmpty {
      lines.append(head + ".anchors {")
      lines.append(contentsOf: anchors.map { pad + indent + $0 })
      head = pad + "}"
    }
    if children.isEmpty && guides.isEmpty {
      lines.append(head)
      return nil
    }
    lines.append(head + ".sublayout {")
    for guide in guides {
      let guideName = names[ObjectIdentifier(guide)] ?? "guide"
      lines.append(pad + indent + guideName + ".anchors {")
      lines.append(contentsOf: anchorLines(of: guide).map { pad + indent + indent + $0 })
      lines.append(pad + indent + "}")
    }
    return children
  }

  /// The subviews of `view` in the order that, declared in `sublayout`, makes them again.
  ///
  /// A stack view's `sublayout` arranges its children in declaration order, so there the
  /// arranged subviews are listed in `arrangedSubviews` order (taking the places arranged
  /// subviews have among `subviews`) and the others are marked plain.
  /// A visual effect view's `sublayout` fills its `contentView`, so its children are the
  /// content view's subviews.
  private static func children(of view: SLView) -> [(view: SLView, isPlain: Bool)] {
    #if SWIFTLAYOUT_UIKIT_API
    if let effectView = view as? SLVisualEffectView {
      return effectView.contentView.subviews.map { ($0, false) }
    }
    #endif
    guard let stack = view as? SLStackView else { return view.subviews.map { ($0, false) } }
    let arranged = stack.arrangedSubviews
    let arrangedIDs = Set(arranged.map(ObjectIdentifier.init))
    var nextArranged = arranged.makeIterator()
    return view.subviews.map { subview in
      guard arrangedIDs.contains(ObjectIdentifier(subview)) else { return (subview, true) }
      return (nextArranged.next() ?? subview, false)
    }
  }

  private func isSystemGuide(_ guide: SLLayoutGuide) -> Bool {
    guard let owner = guide.owningView else { return false }
    return systemGuideProperty(guide, of: owner) != nil
  }

  private func superItem(of item: AnyObject) -> AnyObject? {
    if let view = item as? SLView { return view.superview }
    if let guide = item as? SLLayoutGuide { return guide.owningView }
    return nil
  }

  /// One line per constraint; plain "equal to the superview" ones are grouped per axis.
  private func anchorLines(of item: AnyObject) -> [String] {
    let constraints = constraintsByItem[ObjectIdentifier(item)] ?? []
    let parent = superItem(of: item)
    var vertical: [String] = []
    var horizontal: [String] = []
    var dimensions: [String] = []
    var others: [String] = []
    for constraint in constraints {
      let attribute = constraint.firstAttribute
      let isBare =
        constraint.secondItem != nil && constraint.secondItem === parent
        && constraint.secondAttribute == attribute && constraint.relation == .equal
        && constraint.multiplier == 1 && constraint.constant == 0
        && constraint.priority == .required && constraint.identifier == nil
      if isBare {
        let kind = AttributeKind(attribute)
        if kind == .y {
          vertical.append(attributeName(attribute))
        } else if kind == .dimension {
          dimensions.append(attributeName(attribute))
        } else {
          horizontal.append(attributeName(attribute))
        }
      } else {
        others.append(line(for: constraint, parent: parent))
      }
    }
    let groups = [vertical, horizontal, dimensions].filter { !$0.isEmpty }
    return groups.map { "Anchors." + $0.joined(separator: ".") } + others
  }

  private func line(for constraint: SLLayoutConstraint, parent: AnyObject?) -> String {
    let relation =
      switch constraint.relation {
      case .lessThanOrEqual: "lessThanOrEqualTo"
      case .greaterThanOrEqual: "greaterThanOrEqualTo"
      default: "equalTo"
      }
    var arguments: [String] = []
    var text = "Anchors.\(attributeName(constraint.firstAttribute))."
    if let second = constraint.secondItem {
      if second === parent {
        text += relation.replacingOccurrences(of: "To", with: "ToSuper")
      } else {
        text += relation
        arguments.append(reference(to: second))
      }
      if constraint.secondAttribute != constraint.firstAttribute {
        arguments.append("attribute: .\(attributeName(constraint.secondAttribute))")
      }
      if constraint.constant != 0 { arguments.append("constant: \(Double(constraint.constant))") }
    } else {
      text += relation
      arguments.append("constant: \(Double(constraint.constant))")
    }
    text += "(" + arguments.joined(separator: ", ") + ")"
    if constraint.secondItem != nil && constraint.multiplier != 1 {
      text += ".multiplier(\(Double(constraint.multiplier)))"
    }
    if constraint.priority != .required {
      text += ".priority(\(Self.priority(constraint.priority)))"
    }
    if let identifier = constraint.identifier { text += ".identifier(\(Self.literal(identifier)))" }
    return text
  }

  /// `priority` as source: UIKit's named priorities by name, others by raw value.
  static func priority(_ priority: SLLayoutPriority) -> String {
    switch priority.rawValue {
    case SLLayoutPriority.defaultHigh.rawValue: return ".defaultHigh"
    case SLLayoutPriority.defaultLow.rawValue: return ".defaultLow"
    default: break
    }
    #if SWIFTLAYOUT_UIKIT_API
    if priority.rawValue == SLLayoutPriority.fittingSizeLevel.rawValue {
      return ".fittingSizeLevel"
    }
    #endif
    return "SLLayoutPriority(rawValue: \(priority.rawValue))"
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  private func reference(to item: AnyObject) -> String {
    if let guide = item as? SLLayoutGuide, let owner = guide.owningView {
      let ownerName = names[ObjectIdentifier(owner)] ?? itemName(owner)
      if let property = systemGuideProperty(guide, of: owner) {
        return ownerName + "." + property
      }
    }
    return names[ObjectIdentifier(item)] ?? itemName(item)
  }
}
