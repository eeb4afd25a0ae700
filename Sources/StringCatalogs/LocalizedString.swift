/// One user-visible string read from a string file, with where it came from.
///
/// A key with plural, device or array variants yields one value per variant,
/// each with its own ``variant``.
public struct LocalizedString: Sendable, Equatable, Hashable {
  /// The key (for plain text files, the 1-based line number as text).
  public var key: String
  /// The text as the file holds it with the format's escapes decoded. Format
  /// specifiers such as `%@` are kept; ``FormatSpecifierSubstitution`` replaces
  /// them with sample text. In `.stringsdict` and `.xcstrings` plural values,
  /// `%#@variable@` references are already replaced by the variant's form.
  public var value: String
  /// The BCP 47 language tag (`de`, `zh-Hans`, `pt-BR`), or `nil` when the file
  /// does not say (a `Base.lproj` or `values` folder, a plain file name).
  public var language: String?
  /// Which variant of the key this is, or `nil` for a plain string:
  /// `plural.one`, `plural.files.few` (one of several plural variables),
  /// `device.iphone`, `device.ipad.plural.other`, or an array index `0`, `1`….
  public var variant: String?
  /// The 1-based line in the file where the value starts, when the format has
  /// lines (binary plists have none).
  public var line: Int?
  /// The file path as it was given to ``StringFile/load(path:limits:)``.
  public var file: String
  /// `false` when the file marks the string as not to be translated
  /// (Android `translatable="false"`, String Catalog `shouldTranslate: false`).
  public var isTranslatable: Bool
  /// The string resource the whole value refers to (Android
  /// `<item>@string/never</item>`), or `nil` when the value is text.
  public var reference: Reference?
  /// In a plural form of a `.stringsdict` or String Catalog variable
  /// (``variant`` `plural.one`, `plural.posts.one`), the argument of
  /// ``value`` that is the count, numbered as printf numbers them (`%2$lld`:
  /// 2; the second of `%lld … %lld`: 2): the first integer specifier of the
  /// variable's form; 0 where the form shows no number (`a post`: the
  /// samples stay as they are). `nil` elsewhere.
  public var countArgument: Int?
  /// In a value of several plural variables, the counts (arguments, as
  /// ``countArgument``) of the variables it shows at their `other` form
  /// (Croatian `država` for `%#@countries@` beside a `one` or `other` form
  /// of `%#@servers@`): each is shown with a number of that category,
  /// not one another form takes. Empty elsewhere.
  public var otherCountArguments: [Int] = []
  /// `true` for a plain text file's string, whose ``key`` is its line
  /// number: messages name it by its text.
  public var isKeyedByLine = false

  /// The string as messages name it: its key, or a plain text file's line
  /// by its text (``isKeyedByLine``).
  public var shownName: String { isKeyedByLine ? value : key }

  /// A reference to another string resource, which the app shows in place
  /// of the value.
  public struct Reference: Sendable, Equatable, Hashable {
    /// The resource's name: `never` for `@string/never`, `android:ok` for the
    /// platform's `@android:string/ok`.
    public var name: String
    /// `true` when ``LocalizedString/value`` holds the referred string's
    /// text; `false` while it holds the reference as written (the string is
    /// in another file, or the platform's).
    public var isResolved: Bool

    /// Creates a reference.
    public init(name: String, isResolved: Bool) {
      self.name = name
      self.isResolved = isResolved
    }
  }

  /// `true` when the value is a reference as written (`@string/never`) that
  /// no file read with it resolves: not text the app shows.
  public var isUnresolvedReference: Bool { reference.map { !$0.isResolved } ?? false }

  /// Creates a string.
  public init(
    key: String, value: String, language: String?, variant: String? = nil, line: Int?,
    file: String, isTranslatable: Bool = true, reference: Reference? = nil,
    countArgument: Int? = nil, otherCountArguments: [Int] = []
  ) {
    self.key = key
    self.value = value
    self.language = language
    self.variant = variant
    self.line = line
    self.file = file
    self.isTranslatable = isTranslatable
    self.reference = reference
    self.countArgument = countArgument
    self.otherCountArguments = otherCountArguments
  }
}

extension LocalizedString {
  /// The Android resource type the string is of, from its variant: `string`
  /// (none), `plurals` (`plural.…`) or `array` (an item's index); one name
  /// of each type is three resources.
  package var androidResourceType: String {
    guard let variant else { return "string" }
    return variant.hasPrefix("plural.") ? "plurals" : "array"
  }

  /// The Android resource the string belongs to, as `type/name`:
  /// `string/title`, `plurals/items` or `array/days`.
  package var androidResource: String { androidResourceType + "/" + key }
}
