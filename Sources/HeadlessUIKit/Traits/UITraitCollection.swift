/// The traits that describe the environment of a view or view controller: the layout-relevant
/// subset (size classes, idiom, display scale, layout direction, content size category).
///
/// HeadlessUIKit's model: a ``UIWindow`` is an iPhone — phone idiom, the screen's scale, the
/// large content size, left to right, and size classes from its bounds: compact width and
/// regular height when it is taller than wide (portrait), compact in both when it is not
/// (landscape). Views inherit their superview's traits, a view controller's root view its
/// controller's, and ``UIView/traitOverrides`` / ``UIViewController/traitOverrides`` override
/// them for a subtree. A view outside a window has the same traits with unspecified size classes.
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitcollection>
@MainActor
open class UITraitCollection: NSObject {
  let values: TraitValues

  init(values: TraitValues) {
    self.values = values
    super.init()
  }

  /// Creates a trait collection with no traits specified.
  public override convenience init() {
    self.init(values: TraitValues())
  }

  /// Creates a trait collection that contains only a specified horizontal size class.
  ///
  /// - Parameter horizontalSizeClass: The horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
  }

  /// Creates a trait collection that contains only a specified vertical size class.
  ///
  /// - Parameter verticalSizeClass: The vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
  }

  /// Creates a trait collection that contains only a specified interface style.
  ///
  /// - Parameter userInterfaceStyle: The interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
  }

  /// Creates a trait collection that contains only the specified user interface idiom.
  ///
  /// - Parameter idiom: The idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(values: TraitValues(userInterfaceIdiom: idiom))
  }

  /// Creates a trait collection that contains only a specified display scale.
  ///
  /// - Parameter scale: The display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(values: TraitValues(displayScale: scale))
  }

  /// Creates a trait collection that contains only a specified layout direction.
  ///
  /// - Parameter layoutDirection: The layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: TraitValues(layoutDirection: layoutDirection))
  }

  /// Creates a trait collection that contains only a specified content size category.
  ///
  /// - Parameter preferredContentSizeCategory: The content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// Creates a trait collection that consists of traits merged from a specified array: where
  /// several specify a trait, the last one's value wins.
  ///
  /// - Parameter traitCollections: The trait collections to merge.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var values = TraitValues()
    for collection in traitCollections { values = collection.values.overriding(values) }
    self.init(values: values)
  }

  /// Creates a trait collection by setting traits in a closure.
  ///
  /// - Parameter mutations: A closure that sets the traits.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    self.init(values: (traits as? UITraitOverrides)?.values ?? TraitValues())
  }

  /// Returns a new trait collection with the traits the closure sets changed.
  ///
  /// - Parameter mutations: A closure that sets the traits.
  /// - Returns: The modified trait collection.
  open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var overrides = UITraitOverrides()
    overrides.values = values
    var traits: any UIMutableTraits = overrides
    mutations(&traits)
    return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
  }

  /// The horizontal size class of the trait collection.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
  /// The vertical size class of the trait collection.
  open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
  /// The user interface idiom of the trait collection.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }

  /// The style associated with the user interface (light unless a view or view controller
  /// overrides it with `overrideUserInterfaceStyle`; unspecified outside a window).
  open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  /// The display scale of the trait collection (0 when unspecified).
  open var displayScale: CGFloat { values.displayScale }
  /// The layout direction of the trait collection.
  open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
  /// The preferred content size category (Dynamic Type size) of the trait collection.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    values.preferredContentSizeCategory
  }

  /// Returns whether the trait collection contains every trait specified in another.
  ///
  /// - Parameter trait: The trait collection whose specified traits to look for.
  /// - Returns: `true` when each trait `trait` specifies has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return trait.values.overriding(values) == values
  }

  /// Whether two trait collections have the same traits.
  ///
  /// - Parameter object: Another object.
  /// - Returns: `true` for a trait collection with equal traits.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return other.values == values
  }

  /// A hash of the traits, consistent with ``isEqual(_:)``.
  nonisolated open override var hash: Int {
    values.hashValue
  }

  /// The traits as `<UITraitCollection compact×regular phone @3x L ltr>`.
  nonisolated open override var description: String {
    // Reads only `values`, which never changes: safe on any thread.
    let sizes = [values.horizontalSizeClass, values.verticalSizeClass].map { sizeClass in
      switch sizeClass {
      case .compact: "compact"
      case .regular: "regular"
      case .unspecified: "any"
      }
    }
    let direction =
      switch values.layoutDirection {
      case .leftToRight: "ltr"
      case .rightToLeft: "rtl"
      case .unspecified: "any"
      }
    return
      "<UITraitCollection \(sizes[0])×\(sizes[1]) idiom=\(values.userInterfaceIdiom.rawValue)"
      + " @\(NumberText.format(values.displayScale))x"
      + " \(values.preferredContentSizeCategory.rawValue) \(direction)>"
  }
}
