extension ScaleError: CustomStringConvertible {
  /// What is wrong, in one line, with the values that are accepted.
  public var description: String {
    switch self {
    case .unknownCategory(let name):
      let categories = ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ")
      return "unknown content-size category '\(name)'; use Apple's names (large, "
        + "accessibilityExtraLarge, …), raw values (UICTContentSizeCategoryL) or \(categories)"
    case .unknownStyle(let name):
      return "unknown text style '\(name)'; use one of "
        + TextStyle.allCases.map(\.name).joined(separator: ", ")
    case .unknownPlatform(let name):
      return "unknown platform '\(name)'; use ios, watchos, tvos, macos or android"
    case .unknownWeight(let name): return "unknown font weight '\(name)'"
    case .unknownScalingMode(let name): return "unknown scaling mode '\(name)'"
    case .unknownScalingCurve(let name): return "unknown scaling curve '\(name)'"
    case .unknownScaler(let name):
      return "unknown scaler '\(name)'; expected \(ScalerName.spelledOut)"
    case .invalidSize(let size) where size.isFinite && size > 0:
      // A size fine in itself whose scaled size is not (1e308 sp at a font scale of 2).
      return "size \(size) scales past the largest number a size can hold"
    case .invalidSize(let size): return "invalid size \(size): sizes must be finite and positive"
    case .invalidStep(let step): return "invalid point step \(step)"
    case .invalidLineHeightMultiple(let value): return "invalid line-height multiple \(value)"
    case .maximumBelowMinimum(let minimum, let maximum):
      return
        "the maximum size \(NumberText.string(maximum, fractionDigits: 4)) is below the minimum "
        + NumberText.string(minimum, fractionDigits: 4)
    case .invalidFontScale(let scale):
      return "invalid font scale \(scale): it must be finite and above 0"
    case .negativeScaledSize(let size):
      return "the scaled size \(NumberText.string(size, fractionDigits: 4)) is negative"
    case .styleNotOnPlatform(let style, let platform):
      let styles = (try? PlatformTable.table(for: platform))?.styles.map(\.name) ?? []
      return "the text style \(style.name) does not exist on \(platform.name)"
        + (styles.isEmpty ? "" : "; it has " + styles.joined(separator: ", "))
    case .categoryNotOnPlatform(let category, let platform):
      return "the category \(category.name) does not exist on \(platform.name)"
    case .noTextStyles(let platform): return "\(platform.name) has no text styles"
    case .optionNotApplicable(let option, let platform):
      return "\(option) does not apply to \(platform.name)"
    case .unitsPerEmNotPositive(let value): return "the font's unitsPerEm \(value) is not positive"
    case .lineMetricsRequired: return "this line-height rule needs the font's line metrics"
    }
  }
}
