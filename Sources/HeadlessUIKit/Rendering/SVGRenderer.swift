extension Headless {
  /// Draws a laid-out view tree as a deterministic SVG document: the headless screen.
  /// (HeadlessUIKit only; not part of UIKit.)
  ///
  /// Each visible view becomes a group with a `<title>` (its name, shown on hover) holding a
  /// rectangle at its frame (background colour, border and corner radius from its layer; a
  /// visual effect view's blur as a translucent fill), plus its content: a label's lines as `<text>`, an image as a crossed placeholder with its name, a
  /// button's title. A view's group encloses its subviews when its `alpha` is below 1 (so the
  /// opacity reaches them, as in UIKit) and they are clipped to its frame when it
  /// `clipsToBounds`. Each text line is fitted to its ``Headless/TextMeasurement`` width (`textLength` with
  /// `lengthAdjust="spacingAndGlyphs"`, plus a horizontal condensation for viewers that ignore
  /// `textLength`), so it stays inside the frame the layout measured for it whatever font the
  /// viewer substitutes. Coordinates are absolute in the root's bounds; numbers use a fixed format, so
  /// the same layout always gives the same text — tests compare it as a snapshot.
  ///
  /// ```swift
  /// root.layoutIfNeeded()
  /// let svg = SVGRenderer.render(root)
  /// let halfway = SVGRenderer.render(root, at: 0.15)  // sampled during recorded animations
  /// ```
  @MainActor
  public enum SVGRenderer {
    /// Renders a view tree.
    ///
    /// - Parameters:
    ///   - view: The root of the tree; the document is the size of its bounds.
    ///   - time: When given, each view is drawn at its frame `time` seconds into its latest
    ///     recorded animation (see ``Headless/AnimationRecorder``).
    ///   - outlines: Whether to outline views that have neither background nor border, so the
    ///     layout shows (default true).
    /// - Returns: The SVG document.
    public static func render(_ view: UIView, at time: TimeInterval? = nil, outlines: Bool = true)
      -> String
    {
      let size = view.bounds.size
      var out: [String] = []
      out.append(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\" "
          + "height=\"\(number(size.height))\" viewBox=\"0 0 \(number(size.width)) "
          + "\(number(size.height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">")
      out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
      enum Step {
        /// A view, the absolute origin of its superview's bounds space, whether it is the root.
        case view(UIView, CGPoint, Bool)
        /// Closes a group opened around a view's subviews.
        case close
      }
      var stack: [Step] = [.view(view, .zero, true)]
      var clipCount = 0
      while let step = stack.popLast() {
        guard case .view(let current, let parentOrigin, let isRoot) = step else {
          out.append("</g>")
          continue
        }
        guard !current.isHidden else { continue }
        var frame = current.frame
        if let time { frame = AnimationRecorder.frame(of: current, at: time) }
        let origin =
          isRoot
          ? CGPoint.zero : CGPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        let box = CGRect(origin: origin, size: frame.size)
        var drawn = drawView(current, in: box, outlines: outlines)
        let subviews = current.subviews
        if subviews.contains(where: { !$0.isHidden }) {
          // A view's alpha reaches its subviews, and clipsToBounds clips them: its group stays
          // open around them (only then, so that other views draw as flat groups).
          if current.alpha < 1 {
            drawn.removeLast()
            stack.append(.close)
          }
          if current.clipsToBounds {
            clipCount += 1
            drawn.append(
              "<clipPath id=\"clip\(clipCount)\"><rect x=\"\(number(box.minX))\" "
                + "y=\"\(number(box.minY))\" width=\"\(number(box.width))\" "
                + "height=\"\(number(box.height))\"/></clipPath>")
            drawn.append("<g clip-path=\"url(#clip\(clipCount))\">")
            stack.append(.close)
          }
        }
        out.append(contentsOf: drawn)
        let childOrigin = CGPoint(
          x: origin.x - current.bounds.minX, y: origin.y - current.bounds.minY)
        for child in subviews.reversed() { stack.append(.view(child, childOrigin, false)) }
      }
      out.append("</svg>")
      return out.joined(separator: "\n") + "\n"
    }

    private static func drawView(_ view: UIView, in box: CGRect, outlines: Bool) -> [String] {
      var lines: [String] = []
      let opacity = view.alpha < 1 ? " opacity=\"\(number(view.alpha))\"" : ""
      lines.append("<g\(opacity)><title>\(escape(view.itemName))</title>")
      var rect =
        "<rect x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" "
        + "width=\"\(number(box.width))\" height=\"\(number(box.height))\""
      let layer = view.layer
      if layer.cornerRadius > 0 { rect += " rx=\"\(number(layer.cornerRadius))\"" }
      if let blur = (view as? UIVisualEffectView)?.effect as? UIBlurEffect {
        // A blur shows what lies behind it through a tint: a translucent fill.
        rect += " fill=\"\(blur.isDark ? "#1c1c1e" : "#f2f2f7")\""
        rect += " fill-opacity=\"\(number(blur.tintOpacity))\""
      } else if let background = view.backgroundColor, background.rgba.alpha > 0 {
        rect += " fill=\"\(background.hexString)\""
        if background.rgba.alpha < 1 {
          rect += " fill-opacity=\"\(number(background.rgba.alpha))\""
        }
      } else {
        rect += " fill=\"none\""
      }
      if layer.borderWidth > 0 {
        let color = layer.borderColor.map(hex) ?? "#000000"
        rect += " stroke=\"\(color)\" stroke-width=\"\(number(layer.borderWidth))\""
      } else if outlines && view.backgroundColor == nil
        && !((view as? UIVisualEffectView)?.effect is UIBlurEffect)
      {
        rect += " stroke=\"#c8c8c8\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\""
      }
      lines.append(rect + "/>")
      if let label = view as? UILabel {
        lines.append(
          contentsOf: drawText(
            label.renderedLines, font: label.font, color: label.textColor,
            alignment: physicalAlignment(label), in: box))
      } else if let button = view as? UIButton {
        if let image = button.currentImage {
          let imageBox = CGRect(
            x: box.minX + button.contentEdgeInsets.left, y: box.midY - image.size.height / 2,
            width: image.size.width, height: image.size.height)
          lines.append(contentsOf: drawImage(image, in: imageBox))
        }
        if let title = button.currentTitle, let font = button.titleLabel?.font {
          lines.append(
            contentsOf: drawText(
              [title], font: font, color: button.currentTitleColor, alignment: .center, in: box))
        }
      } else if let imageView = view as? UIImageView, let image = imageView.image {
        lines.append(contentsOf: drawImage(image, in: box))
      }
      lines.append("</g>")
      return lines
    }

    /// A label's alignment on the page: natural (and justified, for its last line) is the
    /// leading edge, the right one under right-to-left.
    private static func physicalAlignment(_ label: UILabel) -> NSTextAlignment {
      switch label.textAlignment {
      case .natural, .justified:
        return label.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
      default:
        return label.textAlignment
      }
    }

    private static func drawText(
      _ textLines: [String], font: UIFont, color: UIColor, alignment: NSTextAlignment,
      in box: CGRect
    ) -> [String] {
      guard !textLines.isEmpty, textLines != [""] else { return [] }
      let textHeight = CGFloat(textLines.count) * font.lineHeight
      var baseline = box.minY + (box.height - textHeight) / 2 + font.ascender
      let anchor: String
      let x: CGFloat
      switch alignment {
      case .center:
        anchor = "middle"
        x = box.midX
      case .right:
        anchor = "end"
        x = box.maxX
      default:
        anchor = "start"
        x = box.minX
      }
      var lines: [String] = []
      let weight =
        font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? " font-weight=\"bold\"" : ""
      for line in textLines {
        lines.append(
          "<text\(fitted(line, font: font, at: CGPoint(x: x, y: baseline), in: box)) "
            + "font-size=\"\(number(font.pointSize))\"\(weight) fill=\"\(color.hexString)\" "
            + "text-anchor=\"\(anchor)\">\(escape(line))</text>"
        )
        baseline += font.lineHeight
      }
      return lines
    }

    /// How much narrower than ``Headless/TextMeasurement`` a viewer that ignores `textLength` draws its
    /// fallback sans-serif (DejaVu Sans, the usual one on Linux, is about 17% wider).
    static let fallbackCondensation: CGFloat = 0.85

    /// The position and width attributes of a `<text>` element holding one line, so that it is
    /// drawn exactly as wide as ``Headless/TextMeasurement`` measured it (never wider than the box).
    ///
    /// The line is placed with `transform="translate(x y) scale(0.85 1)"` and given
    /// `textLength` = width / 0.85 with `lengthAdjust="spacingAndGlyphs"`: viewers that honour
    /// `textLength` (browsers, Inkscape) draw it exactly at the measured width; viewers that ignore
    /// it (librsvg) draw the fallback font condensed, which comes out at about the same width.
    private static func fitted(_ line: String, font: UIFont, at point: CGPoint, in box: CGRect)
      -> String
    {
      var length = TextMeasurement.width(of: line[...], font: font)
      if box.width > 0 { length = min(length, box.width) }
      let scale = fallbackCondensation
      guard length > 0 else { return " x=\"\(number(point.x))\" y=\"\(number(point.y))\"" }
      return
        " transform=\"translate(\(number(point.x)) \(number(point.y))) scale(\(number(scale)) 1)\""
        + " textLength=\"\(number(length / scale))\" lengthAdjust=\"spacingAndGlyphs\""
    }

    private static func drawImage(_ image: UIImage, in box: CGRect) -> [String] {
      let x0 = number(box.minX)
      let y0 = number(box.minY)
      let x1 = number(box.maxX)
      let y1 = number(box.maxY)
      var lines = [
        "<rect x=\"\(x0)\" y=\"\(y0)\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" "
          + "fill=\"#eef2f7\" stroke=\"#8a9bb0\" stroke-width=\"0.5\"/>",
        "<path d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x1) \(y0)L\(x0) \(y1)\" stroke=\"#8a9bb0\" stroke-width=\"0.5\"/>",
      ]
      if let name = image.name {
        lines.append(
          "<text\(fitted(name, font: .systemFont(ofSize: 8), at: CGPoint(x: box.midX, y: box.maxY - 2), in: box)) "
            + "font-size=\"8\" fill=\"#51606f\" text-anchor=\"middle\">\(escape(name))</text>")
      }
      return lines
    }

    private static func hex(_ color: CGColor) -> String {
      guard let parts = color.components, parts.count >= 3 else { return "#000000" }
      return UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: 1).hexString
    }

    static func number(_ value: CGFloat) -> String { NumberText.format(value) }

    static func escape(_ text: String) -> String {
      var result = ""
      for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
      }
      return result
    }
  }
}

extension UIView {
  /// The view tree drawn as SVG by ``Headless/SVGRenderer/render(_:at:outlines:)``, after laying it out.
  /// (HeadlessUIKit only.)
  ///
  /// - Returns: The SVG document.
  func svgRepresentation() -> String {
    layoutIfNeeded()
    return SVGRenderer.render(self)
  }
}
