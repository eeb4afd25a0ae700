/// A rule that turns one base font size into its size at a user setting.
///
/// Every scaler is a small value type that holds its base size and options;
/// `Setting` is a ``ContentSizeCategory`` for the Apple-style scalers
/// (results in points) and an Android font scale for ``AndroidFontScaler``
/// (results in dp). Use `any FontSizeScaler<ContentSizeCategory>` to treat the
/// Apple-style scalers alike.
public protocol FontSizeScaler<Setting>: Sendable {
  /// What the user changes: a content-size category or an Android font scale.
  associatedtype Setting: Sendable

  /// The scaled size at `setting`: points for categories, dp for font scales.
  /// - Throws: ``ScaleError`` when the setting is invalid or not on the platform.
  func scaledSize(at setting: Setting) throws(ScaleError) -> Double
}
