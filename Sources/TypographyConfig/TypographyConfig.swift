// TypographyConfig: reading, modelling and validating TypographyKit configs.
//
// (Module overview; the types named here carry their own documentation.)
//
// ## Entry points
// - ``ConfigValidator/validate(files:)`` loads one or more configs (JSON, XML
//   plist or binary plist, detected from the content), merges them in order
//   (later files win; a style defined twice is a `duplicate-style` warning),
//   resolves colours and `extends`, checks font names against a
//   ``FontNameResolver`` and returns a ``ValidationReport``: the merged
//   ``TypographyConfiguration``, the resolved palette and styles, and the
//   ``Finding`` values, sorted by file, line, key path and code.
// - The text, JSON and GitHub outputs of `typometer validate` are worded by
//   ``FindingWording`` here and rendered by `FindingRenderer` in TypometerChecks
//   (the output layer, beside `check`'s `CheckRenderer`).
// - ``LetterCase``, ``ColorLiteral``, ``BoldTextMapping`` and ``IOSSystemFonts``
//   are usable on their own.
// - JSON, XML and binary plists are read by the StructuredText module into
//   `DocumentNode` trees; name suggestions come from its `NameSuggestions`.
//
// ## Units and values
// Sizes and letter spacing are in points. Colours are ``RGBAColor`` values with
// components in 0…1; `rgb()`/`rgba()` components (alpha included) are 0–255
// and divided by 255, as in TypographyKit.
//
// ## Limits on untrusted input
// Files above 16 MiB are refused unread (`parse-error`); arrays and
// dictionaries nest at most 64 deep; alias chains are followed at most 64
// deep; a binary plist may produce at most a million values and 64 MiB of
// decoded tree, counting each reference to a shared object. Parsing never
// recurses beyond these bounds, `extends` chains are walked without recursion
// and each style is resolved once (linear in the length of a chain), and input
// files are only read. Binary plists are read by StructuredText, not by
// Foundation, whose Linux reader can crash on malformed input.
//
// ## Where this differs from TypographyKit (deliberately)
// - `letter-spacing` is dropped by `extends`, as TypographyKit's `extend()`
//   drops it (a warning says where a value is lost).
// - `train` letter case gives TRAIN-CASE; LetterCase 2.0.0 returns the text
//   unchanged (``LetterCase/typographyKitOutput(for:)`` reproduces that).
// - Spaces inside `rgb()`/`rgba()`/tuples are accepted, with a `color-invalid`
//   warning because TypographyKit refuses them; so is a shade expression in a
//   style's `text-color` (TypographyKit resolves shades only in the palette).
// - Shading a `{light, dark}` colour shades both variants.
// - `labels` accepts both `line-break` (README, examples) and
//   `line-break-mode` (what the code reads). TypographyKit ignores both
//   `labels` and `buttons` values at runtime; they are still validated.
//
// ## Finding codes
// The twelve codes of the command-line contract, plus `value-invalid` (wrong
// type or enumeration value for keys without a code of their own) and
// `duplicate-style` (warning), and `colorset-invalid` (warning: a malformed
// `*.colorset` in an asset catalog, see ``AssetCatalog``); see ``FindingCode``. Sizes: `size-invalid` for
// a non-number, NaN, infinity, or a value ≤ 0 (letter spacing may be
// negative: a `size-range` warning, as TypographyKit ignores it); `size-range`
// for values above 1000 pt or a minimum above the maximum (errors), and for a
// base point size outside its clamps (a warning: the size is clamped even at
// Large).
//
// ## Fonts
// A `font-name` is, in order: a TypographyKit system alias (case-insensitive;
// `font-system-only` warning); a face in the catalog (exact, case-sensitive);
// an iOS system face not in the catalog (`font-system-only` warning; hidden
// `.SFUI-*` names say they may not load); else `font-not-found`, with
// suggestions from the catalog, then from the iOS list, and a note when the
// face no longer ships with iOS. With ``ValidationOptions/boldText`` the face
// ``BoldTextMapping`` gives must be in the catalog too.
