/// Names the views (and layout guides) stored in an object's properties after those properties,
/// so that printers and diagnostics show `titleLabel` rather than `UILabel`.
///
/// ```swift
/// IdentifierUpdater(self).update()                        // "titleLabel"
/// IdentifierUpdater(self, options: .withTypeName).update() // "titleLabel:UILabel"
/// ```
///
/// Only views without an identifier are named, unless `overwrites` is set. Properties are
/// read with `Mirror`, in declaration order.
@MainActor
public struct IdentifierUpdater {
  /// How identifiers are formed from property names.
  public struct Options: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Appends `:` and the type name (`titleLabel:UILabel`).
    public static let withTypeName = Options(rawValue: 1)
    /// Prefixes the name of the object's type and a dot (`MenuView.titleLabel`).
    public static let withOwnerPrefix = Options(rawValue: 2)
  }

  let object: Any
  let options: Options
  let overwrites: Bool

  /// Prepares to name the views stored in `object`'s properties.
  public init(_ object: Any, options: Options = [], overwrites: Bool = false) {
    self.object = object
    self.options = options
    self.overwrites = overwrites
  }

  /// Sets the identifiers and returns how many items were named.
  @discardableResult
  public func update() -> Int {
    var named = 0
    let owner = String(describing: type(of: object))
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label else { continue }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        if let view = child.value as? SLView {
          if assign(view: view, name, owner: owner) { named += 1 }
        } else if let guide = child.value as? SLLayoutGuide {
          if assign(guide: guide, name, owner: owner) { named += 1 }
        }
      }
      mirror = current.superclassMirror
    }
    return named
  }

  private func identifier(for name: String, of item: AnyObject, owner: String) -> String {
    var text = options.contains(.withOwnerPrefix) ? "\(owner).\(name)" : name
    if options.contains(.withTypeName) { text += ":\(type(of: item))" }
    return text
  }

  private func assign(view: SLView, _ name: String, owner: String) -> Bool {
    #if SWIFTLAYOUT_UIKIT_API
    let current = view.accessibilityIdentifier ?? ""
    guard overwrites || current.isEmpty else { return false }
    view.accessibilityIdentifier = identifier(for: name, of: view, owner: owner)
    #else
    guard overwrites || view.accessibilityIdentifier().isEmpty else { return false }
    view.setAccessibilityIdentifier(identifier(for: name, of: view, owner: owner))
    #endif
    return true
  }

  private func assign(guide: SLLayoutGuide, _ name: String, owner: String) -> Bool {
    #if SWIFTLAYOUT_UIKIT_API
    guard overwrites || guide.identifier.isEmpty else { return false }
    guide.identifier = identifier(for: name, of: guide, owner: owner)
    #else
    guard overwrites || guide.identifier.rawValue.isEmpty else { return false }
    guide.identifier = NSUserInterfaceItemIdentifier(identifier(for: name, of: guide, owner: owner))
    #endif
    return true
  }
}
