/// A font family named by a style's `android:fontFamily` (or AppCompat's
/// `fontFamily`): an app font (`@font/name`) or a system family (`sans-serif`,
/// `serif`, `monospace`, `sans-serif-medium`, …).
public enum AndroidFontReference: Sendable, Equatable {
  /// An app font: the name after `@font/`, a file or a family XML in `res/font`.
  case resource(String)
  /// A system family, as written (`sans-serif-medium`): Android looks it up
  /// in its `fonts.xml` case-sensitively (`Typeface.create`), and a name it
  /// does not have there, `Serif` too, is its default family.
  case system(String)
}

extension AndroidFontReference {
  /// As a style writes it: `@font/name`, or the system family's name.
  public var written: String {
    switch self {
    case .resource(let name): "@font/" + name
    case .system(let family): family
    }
  }
}
