/// When Android applies its non-linear font-scaling curves; the two AOSP
/// versions of `FontScaleConverterFactory` disagree.
///
/// Both rules give the same dp values, because a scale below the first table
/// (1.15) gets a linear table anyway; they differ only in whether a
/// converter is active (``isNonlinearScalingActive(atFontScale:)``).
public enum AndroidCurveRule: String, CaseIterable, Sendable, Hashable {
  /// The earlier code (commit 066094fa): any font scale above 1. Which
  /// Android release shipped it is unverified.
  case aboveOne = "above-one"
  /// The newer code (commit 2d05430b), the default: font scales from
  /// `1.15 − 0.02 = 1.13` (`sMinScaleBeforeCurvesApplied`).
  case fromMinimumScale = "from-minimum-scale"

  /// True when Android uses a font-scale converter at `fontScale`.
  public func isNonlinearScalingActive(atFontScale fontScale: Double) -> Bool {
    switch self {
    case .aboveOne: Float(fontScale) > 1
    case .fromMinimumScale: Float(fontScale) >= Float(1.15) - Float(0.02)
    }
  }
}

/// How sp becomes dp on Android.
public enum AndroidScalingMethod: Sendable, Hashable {
  /// Before Android 14: `dp = sp × fontScale`.
  case linear
  /// Android 14 and later: the non-linear tables, with the given threshold rule.
  case nonlinear(AndroidCurveRule)

  /// Android 14's non-linear scaling with the newer threshold rule.
  public static let `default` = AndroidScalingMethod.nonlinear(.fromMinimumScale)
}
