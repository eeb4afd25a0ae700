import AndroidResources
import FileAccess
import Foundation
import StringCatalogs
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

/// What an Xcode or Android project holds that a check spec names: string
/// files, TypographyKit configs, font folders, asset catalogs and the styles
/// the configs define. `typometer init` writes a spec from it.
public struct ProjectScan: Sendable {
  /// The project folder; every path below is relative to it.
  public var root: String
  /// TypographyKit configs (`TypographyKit.json`, `TypographyKit.plist`).
  public var configs: [String] = []
  /// TypographyKit configs left out: a `TypographyKit.plist` beside a
  /// `TypographyKit.json`, which TypographyKit loads first (it reads one).
  public internal(set) var configsLeftOut: [String] = []
  /// `.strings`/`.stringsdict` in `.lproj` folders and `.xcstrings`; in an
  /// Android project, the string files `check` reads in its `res` folders
  /// (`strings.xml` and any other values file that defines strings, in
  /// `values` and each language's `values-xx`; not of a Gradle test source
  /// set). Then, in either, Kotlin Multiplatform's moko-resources string
  /// files (``mokoStrings``).
  public var strings: [String] = []
  /// The string files of Kotlin Multiplatform's moko-resources
  /// (`moko-resources/base/strings.xml`, `…/de/plurals.xml`; see
  /// `StringFile.isMokoStringFile`), which a shared module gives the apps of
  /// every platform: among ``strings``, `base` first. An Android spec that
  /// has them names its string files (`strings`), as its res folders alone
  /// do not hold them.
  public var mokoStrings: [String] = []
  /// String files of an Xcode project whose text the system shows, in its
  /// own font and place, not the app: `InfoPlist` (the app's name, the
  /// permission prompts), `AppShortcuts` and a `.intentdefinition`'s
  /// (Siri and Shortcuts), and the `Settings.bundle`'s (the Settings app).
  /// They are left out of ``strings``.
  public var systemStrings: [String] = []
  /// String files of translatewiki's message documentation (`qqq.lproj`,
  /// Android `values-qq`: see ``StringFile/isMessageDocumentation(language:)``),
  /// notes for translators that no device shows; left out of ``strings``
  /// (`check` does not read an Android res folder's either).
  public var documentationStrings: [String] = []
  /// Apple string files of text VoiceOver speaks and no view draws (named
  /// for it: Rocket.Chat's `VoiceOver.strings`, whose strings only set
  /// `accessibilityLabel` and `accessibilityHint`); left out of ``strings``.
  public var spokenStrings: [String] = []
  /// Apple string files in a Swift package's folder outside its `Sources`
  /// and `Tests` folders (the package neither the scan's folder nor one
  /// holding an Xcode project): no target of it builds them, as a tool's
  /// input (Mastodon's `Localization/StringsConvertor/input`, whose output
  /// the app's package ships); left out of ``strings``.
  public var packageStringsLeftOut: [String] = []
  /// `.strings` and `.stringsdict` files of a table whose String Catalog
  /// sits in the folder above their `.lproj` (`Resources/Localizable.xcstrings`
  /// beside `Resources/de.lproj/Localizable.strings`): a target builds the
  /// catalog or the files, not both (both make the same `.lproj` output),
  /// and migrating to a catalog leaves the files behind; left out.
  public var catalogReplacedStrings: [String] = []
  /// With ``catalogReplacedStrings``, the catalogs that replace them.
  public var replacingCatalogs: [String] = []
  /// With ``packageStringsLeftOut``, the packages' folders.
  public var packageFoldersLeftOut: [String] = []
  /// Apple string files in the folder of a target whose `Info.plist` says
  /// it runs in the background only (`LSBackgroundOnly`: Hidden Bar's
  /// launcher, whose template main menu no one sees); left out of
  /// ``strings``.
  public var backgroundOnlyStrings: [String] = []
  /// Apple string files in the folders an Xcode project's
  /// `DEVELOPMENT_ASSET_PATHS` names (SwiftUI previews' mock data, mlem's
  /// `Preview Content/PreviewLocalizable.xcstrings`), where other string
  /// files are the app's; left out of ``strings``.
  public var previewStrings: [String] = []
  /// With ``previewStrings``, the folders holding them.
  public var developmentAssetFolders: [String] = []
  /// Apple string files that are copies, byte for byte, of another of the
  /// same name and language found before (``Copy/original``): Zashi's app
  /// target keeps a copy of its package's `Localizable.strings`. Measuring
  /// both would say each finding twice; left out of ``strings``.
  public var copiedStrings: [Copy] = []

  /// `Base.lproj` string files beside the development language's own file
  /// of the table (``Copy/original``: Mastodon's package keeps both
  /// `Base.lproj` and `en.lproj` `Localizable.strings`): a bundle looks a
  /// table up in the user's languages, then the development language, whose
  /// file it finds, so the `Base.lproj` one is never read. Measuring both
  /// would say each English finding twice; left out of ``strings``.
  public var baseStringsShadowed: [Copy] = []

  /// A string file and the one it is a copy of.
  public struct Copy: Sendable, Equatable {
    /// The copy, left out.
    public var path: String
    /// The file kept, of the same name and language and the same bytes.
    public var original: String
  }
  /// In a project with Apple string files and an Android app beside them
  /// (React Native, Kotlin Multiplatform, a repository of both apps): the
  /// Android string files, left out of ``strings`` (the spec is the Apple
  /// app's, and the Android one needs a spec of its own).
  public var androidStringsLeftOut: [String] = []
  /// With ``androidStringsLeftOut``, the folders of the Android app's Gradle
  /// builds (holding `settings.gradle` or `settings.gradle.kts`; `.` for the
  /// project's own), outermost only.
  public var androidProjects: [String] = []
  /// In an Android project of several Gradle builds (a repository of
  /// several apps), the folders of those holding the res folders, sorted;
  /// empty for one. The spec takes the strings of all.
  public var androidBuilds: [String] = []
  /// Folders holding font files.
  public var fontFolders: [String] = []
  /// Folders of fonts given on init's command line (`--fonts`), as the
  /// spec names them: written after ``fontFolders``.
  public var givenFontFolders: [String] = []
  /// The system font's family given on init's command line
  /// (`--system-font`), written as the spec's `systemFont`.
  public var systemFont: String?
  /// Folders of font files that are a web page's: beside web fonts (`.woff`,
  /// `.woff2`, `.eot`), which a browser loads and an app does not
  /// (Confetti's landing page, `landing-page/public/assets/fonts`), and
  /// holding no font the app registers (`UIAppFonts`). Left out of
  /// ``fontFolders``.
  public var webFontFolders: [String] = []
  /// Folders of font files that are another app's in an Apple app's
  /// repository: an Android res folder's `font` (a Kotlin Multiplatform
  /// app's `shared/src/androidMain/res/font`), or a JavaScript app's (under
  /// a folder holding `package.json`: a desktop app's
  /// `desktop/assets/fonts` beside `ios/`) outside every Xcode project's
  /// folder; holding no font the app registers (`UIAppFonts`) and none a
  /// project names. Left out of an Apple spec's ``fontFolders``.
  public var otherAppFontFolders: [String] = []
  /// `UIAppFonts` names of the `Info.plist` files that no font file matches.
  public var missingAppFonts: [String] = []
  /// `UIAppFonts` names found among the font files.
  public var appFonts: [String] = []
  /// The development language the Xcode projects name
  /// (`developmentRegion`; the one most name), as a language tag; nil for
  /// none. An Apple spec names it, so that the check knows which strings
  /// are the development language's (`en.lproj`'s where there is no
  /// `Base.lproj`).
  public var developmentLanguage: String?
  /// The development language's string files that translations have and
  /// the project does not (`DuckDuckGo/en.lproj/Localizable.strings` beside
  /// `de.lproj`'s and `fr.lproj`'s, with no `Base.lproj`'s): the app shows
  /// its code's text there (`NSLocalizedString`'s `value:`), which no spec
  /// can measure (`missingDevelopmentStrings(among:developmentLanguage:interfaceFiles:)`).
  public var missingDevelopmentStrings: [String] = []
  /// Apple string files keyed by Interface Builder's object IDs
  /// (`4kz-Xh-2Ui.text`) of a table no storyboard or xib of the project, nor
  /// a development language's file, holds: the exports of an interface file
  /// the project no longer has (Monal's `id.lproj/ContactDetails.strings`),
  /// which no build holds; left out of ``strings``.
  public var orphanInterfaceStrings: [String] = []
  /// `.xcassets` folders.
  public var assetCatalogs: [String] = []
  /// Where the Swift code sets text in fonts by name (SwiftUI's
  /// `.custom("Inter-SemiBold", size: 16)`, `UIFont(name:size:)`,
  /// `NSFont(name:size:)`), and the names it gives: an app that sets its
  /// text so, with no TypographyKit config, is not measured in those faces
  /// by a spec of text styles. Read only when the project has no config
  /// (within ``maximumSwiftBytes``).
  public var fontsNamedInCode = FontsInCode()
  /// In an Apple project: how many of its Swift and Objective-C files were
  /// read for whether one imports SwiftUI (up to the first that does,
  /// within ``maximumSwiftBytes``; ``importsSwiftUI``).
  public internal(set) var codeFilesRead = 0
  /// Whether one of the files read imports SwiftUI (`importsSwiftUI(_:)`).
  /// With files and no import, the app's text is UIKit's or AppKit's, which
  /// show a string's Markdown (`**`, `_`) as written: the spec says
  /// `"markdown": false` (``drawsNoSwiftUI``).
  public internal(set) var importsSwiftUI = false
  /// Whether the Apple app's code was read whole and imports no SwiftUI.
  public var drawsNoSwiftUI: Bool { !isAndroid && codeFilesRead > 0 && !importsSwiftUI }
  /// Whether an iOS app without a TypographyKit config follows Dynamic Type
  /// nowhere: its code read whole imports no SwiftUI, sets no text style's
  /// font (``FontsInCode/scaledSites``) and names no content size category
  /// (``FontsInCode/namesContentSizeCategory``), no storyboard or xib that
  /// shows text sets a text style's font, and three places or more set a
  /// font of a fixed size (Kodi Remote's 87 `systemFontOfSize:` and 107
  /// interface elements). Its text keeps the size it has at the default
  /// setting at every other: the spec measures it at `large` alone.
  public internal(set) var followsNoDynamicType = false
  /// Whether a module's Gradle build file depends on a Markdown library
  /// (`dependsOnMarkdownLibrary(_:aliases:)`: Markwon, `io.noties.markwon`,
  /// or a dependency named `markdown`, directly or by a version catalog's
  /// alias): init says that where the app shows its strings through it, the
  /// spec's `"markdown": true` reads them so. It does not write it: an app
  /// may render only remote text so (Kotatsu's changelog), and read as
  /// Markdown, its other strings would lose their escapes (`¯\_(ツ)_/¯`).
  public internal(set) var rendersMarkdown = false
  /// How many of the development language's strings hold a placeholder in
  /// single braces (`{app_name}`, Square's Phrase, florisboard's 82), which
  /// the app fills in: from ``bracePlaceholderMinimum`` on, the spec names
  /// `{…}` among its `placeholders` (`readStrings()` counts them).
  public var bracePlaceholderStrings = 0
  /// The fewest strings holding `{name}` for the spec to take it as a
  /// placeholder: a few braces may be text.
  public static let bracePlaceholderMinimum = 5
  /// The `placeholders` the spec writes: none (the check's defaults) unless
  /// ``bracePlaceholderStrings`` is at ``bracePlaceholderMinimum``.
  var placeholdersLine: [String] {
    bracePlaceholderStrings >= Self.bracePlaceholderMinimum
      ? ["  \"placeholders\": [\"{{…}}\", \"${…}\", \"{…}\"],"] : []
  }
  /// Interface Builder files (`.storyboard`, `.xib`; not a test target's).
  /// In an Apple app's spec, those that show text are string files of
  /// ``strings`` too (`interfaceStrings(_:strings:root:developmentLanguage:platform:launchScreens:)`);
  /// the others are ``interfaceFilesLeftOut``.
  public var interfaceFiles: [String] = []
  /// The Interface Builder files an Apple app's spec leaves out, each with
  /// why (``InterfaceLeftOut``).
  public var interfaceFilesLeftOut: [(path: String, reason: InterfaceLeftOut)] = []
  /// The `.strings` translations of the tables of ``interfaceFilesLeftOut``
  /// (but those the development language's file gives), left out with them.
  public var interfaceTranslationsLeftOut: [String] = []
  /// Apple string files in a `.lproj` the Xcode project around them builds
  /// none of (`localizations(inXcodeProject:)`), outside a Swift package
  /// of their own: no build ships them. Left out of the spec.
  public var unbuiltStrings: [String] = []
  /// Apple `.strings` and `.stringsdict` files whose `.lproj` folder names
  /// no language (`-rf.lproj`, `Old copy.lproj`; not `Base.lproj`), which no
  /// device's language picks: left out of the spec.
  public var noLanguageStrings: [String] = []
  /// The Apple platform the spec is for: `ios` when a target of the Xcode
  /// projects (test targets' aside) builds for iOS or none says, else
  /// `macos`, `tvos` or `watchos` when the targets build for that one (their
  /// `SDKROOT` and `SUPPORTED_PLATFORMS` values; when no project sets either,
  /// the platforms whose deployment targets they set).
  public var platform = "ios"
  /// The Apple platforms the Xcode projects' targets build for, in
  /// `applePlatformOrder` (empty when there is no Xcode project, or none
  /// says).
  public internal(set) var xcodePlatforms: [String] = []
  /// The styles the configs define, in order; in an Android project, the
  /// text appearances its `res` folders define and the styles its layouts
  /// set on views (`style="@style/…"`), those that set a text size, sorted.
  public var styles: [String] = []
  /// In an Android project, how many times its layouts (those of a test
  /// source set aside) name each style in `style` or
  /// `android:textAppearance`, by style name; a theme attribute
  /// (`?attr/textAppearanceBodyLarge`) counts for the style it stands for
  /// (`AndroidResources/themeStyle(forAttribute:)`).
  public var layoutUses: [String: Int] = [:]
  /// In an Android project, the styles its layouts name (in ``layoutUses``)
  /// that neither its res folders nor the platform define: a library's,
  /// whose res folder is not in the project. The most named first.
  public var undefinedLayoutStyles: [String] = []
  /// In an Android project, the ``styles`` the container that takes every
  /// string is not set in, by style name, with why: those in capitals
  /// (`textAllCaps`: a button's, a keyboard key's, a chip's; `in capitals`),
  /// those in an app font (`@font/name`) the res folders do not hold,
  /// which `check` could not measure (`in the app font 'name', which the
  /// res folders do not hold`), and those sized in another unit than sp,
  /// which no font scale changes.
  public internal(set) var notForEveryString: [String: String] = [:]
  /// In an Android project whose layouts' text views are sized in a unit
  /// the font scale does not change (dp, px), by their styles or their own
  /// `android:textSize`, in three of four and at least 20 (one of no style or
  /// size of its own takes the theme's, in sp), those views and all of
  /// them: the app's text is of one size at every font scale, so a style
  /// sized so is not set aside (``notForEveryString``).
  public internal(set) var appTextOfFixedSize: (fixed: Int, all: Int)?
  /// The style of the container that takes every string in an Android
  /// spec: the one `catchAllStyle(among:uses:)` chooses; when that one is
  /// ``notForEveryString``, the other named like body text the layouts name
  /// most (the first of a tie), else
  /// Material 3's `bodyLarge` (the next most named is as likely a button's
  /// or a toolbar's as running text). With no text appearance in the res
  /// folders, an app of layouts and no Compose (``drawsWithViews``) whose
  /// layouts name no library's style is set in ``plainTextViewStyle``, what
  /// a TextView of no style of its own takes; another in `bodyLarge`,
  /// Compose's `Text` default.
  public var androidCatchAllStyle: String {
    if let style = textViewStyle { return style }
    guard
      let plain = Self.catchAllStyle(among: styles, uses: layoutUses, emphasized: emphasizedStyles)
    else {
      // (Views set in a library's styles are not of no style.)
      return drawsWithViews && undefinedLayoutStyles.isEmpty ? Self.plainTextViewStyle : "bodyLarge"
    }
    if composeSetsText(over: plain) { return "bodyLarge" }
    guard notForEveryString[plain] != nil else { return plain }
    // Of those named like body text, the one the layouts name most (the
    // app's own `Typography.DuckDuckGo.Body1` over Material Components'
    // `TextAppearance.MaterialComponents.Body1`, first by name), the first.
    let body = styles.filter { notForEveryString[$0] == nil && $0.lowercased().contains("body") }
    let most = body.map { layoutUses[$0] ?? 0 }.max() ?? 0
    return body.first { (layoutUses[$0] ?? 0) == most } ?? "bodyLarge"
  }
  /// In an Android project, how many of its Kotlin files (a test source
  /// set's aside) declare a `@Composable` (counted to 1,000, within
  /// ``maximumSwiftBytes``), and how many layout XML files it has: an app
  /// that draws its text with Compose sets it in Material 3's `bodyLarge`
  /// by default (`Text`'s `LocalTextStyle`), not in a style its few layouts
  /// name.
  public internal(set) var composeFiles = 0
  /// In an Android project, the measurable styles that set a header's or a
  /// title's text: of more than regular weight (`textStyle` bold, a weight
  /// of 500 or more, a family of such a weight, `sans-serif-medium`) or
  /// above 18 sp. Of styles the
  /// layouts name equally often, the catch-all takes another first (Orbot's
  /// `BottomSheetTextView`, not its bold 16 sp `BottomSheetRadioHeader`).
  public internal(set) var emphasizedStyles: Set<String> = []
  public internal(set) var layoutFiles = 0
  /// In an Android project, the strings (by name) its layouts set as a
  /// hint shown on one line (`oneLineHints(in:)`: a `TextInputLayout`'s,
  /// an edit field's of one line) and set nowhere else, sorted. The spec
  /// measures them in containers of one line, where a hint too wide is
  /// cut, not wrapped (the app's code may set them elsewhere too, which
  /// init does not read). ``specJSON()`` writes those of
  /// ``developmentKeys``.
  public internal(set) var oneLineHints: [String] = []
  /// The style of the text of a field of ``oneLineHints``, by string: the
  /// field's own where `check` can measure it, else Material 3's
  /// `bodyLarge` for Material's fields, else the theme's `editTextStyle`
  /// where the app sets one `check` can measure, else the platform's
  /// `?android:attr/textAppearanceMedium` (18 sp); none (the style of the
  /// container that takes every string) where the field sets its own
  /// `android:textSize`, which no style of the spec's names.
  public internal(set) var oneLineHintStyles: [String: String] = [:]
  /// Its Swift and Objective-C files (not a test target's), and Kotlin and
  /// Java ones (not a test source set's), which `voiceOverOnlyKeys(among:)`
  /// and `talkBackOnlyKeys(among:whyNone:)` read.
  public internal(set) var codeFiles: [String] = []
  /// In an Apple project, its JSON and property list files (not a test
  /// target's), which `unusedKeys(byTable:whyNone:)` reads for keys they name.
  var keyDocuments: [String] = []
  /// The keys of an Apple app's tables that no file of the app names
  /// (`unusedKeys(byTable:whyNone:)`), which the spec's first container skips.
  public var unusedKeys: [String] = []
  /// Whether an Xcode project or configuration file of the app has Xcode
  /// make symbols of its String Catalogs' keys
  /// (`STRING_CATALOG_GENERATE_SYMBOLS = YES`: `Button(.done)`), which
  /// `unusedKeys(byTable:whyNone:)` reads as their uses.
  var generatesStringSymbols = false
  /// In an Android project, the strings its layouts set as a view's content
  /// description and no layout, menu, navigation graph, `xml/` file or
  /// manifest shows (`talkBackOnlyKeys(among:whyNone:)`).
  var contentDescriptionStrings: Set<String> = []
  /// In an Android project, the strings its layouts, menus, navigation
  /// graphs, `xml/` files and manifests show (not as a content description).
  var shownResourceStrings: Set<String> = []
  /// In an Android project, every string, plural and string array its
  /// layouts, menus, navigation graphs, `xml/` files, manifests, drawables
  /// and the like, build scripts and values files of any res folder name
  /// (`@string/`, `@plurals/`, `@array/`), or tell Lint to keep, for
  /// `unusedKeys(byTable:whyNone:)`; nil where a file could not be read whole.
  var referencedResourceStrings: Set<String>?
  /// In an Android project, the beginnings of names Lint is told to keep
  /// (`tools:keep="@string/qari_*"`), for `unusedKeys(byTable:whyNone:)`.
  var keptResourcePrefixes: Set<String> = []
  /// The keys the code uses only for what VoiceOver or TalkBack speaks
  /// (`voiceOverOnlyKeys(among:)`, `talkBackOnlyKeys(among:whyNone:)`), which
  /// the spec's first container skips.
  public var voiceOverKeys: [String] = []
  /// In an Android project, the keys its code hands only to the system to
  /// draw, in the system's style (a toast, a notification, a share sheet:
  /// `codeOnlyKeys(among:whyNone:)`), which a container of their own
  /// skips, after the TalkBack one.
  public var systemDrawnKeys: [String] = []
  /// In an Apple project, by key (`XPH-R3-7bO.placeholder`), how its
  /// storyboards and xibs lay out their UIKit objects' text
  /// (`interfaceLayouts(in:root:)`): the spec measures it in containers of
  /// those layouts.
  public internal(set) var interfaceLayouts: [String: InterfaceLayout] = [:]
  /// In an Apple project, by key, how its SwiftUI code lays out the strings
  /// its views take as literals, where it says more than the catch-all
  /// (`swiftUILayouts(among:)`; init sets them): the spec measures them
  /// in containers of those layouts, after the interface files'.
  public var swiftUILayouts: [String: InterfaceLayout] = [:]
  /// Whether the Apple app shows large titles somewhere
  /// (`prefersLargeTitles(codeFiles:interfaceFiles:root:)`): its
  /// storyboards' navigation titles are laid out in `largeTitle`, else
  /// skipped.
  public internal(set) var showsLargeTitles = false
  /// The keys of the development language's strings (`values/`), once
  /// `readStrings()` has read them (init sets them); nil takes every key.
  public var developmentKeys: Set<String>?
  /// The keys of ``oneLineHints`` that ``developmentKeys`` hold, sorted:
  /// those the spec names.
  public var oneLineHintKeys: [String] {
    oneLineHints.filter { developmentKeys?.contains($0) ?? true }
  }
  /// The layouts of the app's widgets (`appWidgetLayouts(named:among:)`),
  /// which the styles' count leaves out: a launcher draws them.
  public internal(set) var widgetLayouts = 0

  /// Whether the app draws its text in layouts' views, not Compose: it has
  /// three layouts or more (a home-screen widget's aside; a Compose app
  /// keeps one for a crash dialog, florisboard's) and fewer Kotlin files of
  /// Compose than them.
  public var drawsWithViews: Bool { layoutFiles >= 3 && composeFiles < layoutFiles }

  /// The style a TextView of no style of its own takes: the platform's
  /// `Widget.TextView` sets the theme's `textAppearanceSmall` (14 sp in
  /// the platform's, AppCompat's and so Material's themes).
  public static let plainTextViewStyle = "?android:attr/textAppearanceSmall"

  /// Whether the container that takes every string is Compose's default
  /// (`bodyLarge`) rather than `style`, which the layouts name: the app has
  /// more Kotlin files of Compose than layouts, and they name `style` fewer
  /// than five times.
  public func composeSetsText(over style: String) -> Bool {
    composeFiles > layoutFiles && (layoutUses[style] ?? 0) < 5
  }

  /// The style the layouts name that the container that takes every
  /// string is not set in, as Compose draws the app's text
  /// (``composeSetsText(over:)``); nil when it is, or a theme's TextView
  /// style sets it.
  public var composeSetAside: String? {
    guard textViewStyle == nil,
      let plain = Self.catchAllStyle(among: styles, uses: layoutUses, emphasized: emphasizedStyles),
      composeSetsText(over: plain)
    else { return nil }
    return plain
  }

  /// In an Android project, the theme the app's manifest applies
  /// (`<application android:theme="@style/AppTheme">`), written as the
  /// spec's `themes` where a text appearance's size is a theme attribute
  /// the res folders' themes set differently (Conversations' Body1,
  /// `?TextSizeBody1`: 14, 16 or 18 sp by theme), which `check` cannot
  /// measure without one; empty otherwise.
  public internal(set) var themes: [String] = []
  /// The theme the app's manifest applies, if any (``themes``).
  var applicationTheme: String?
  /// In an Android project, the style the app's themes give every
  /// TextView (`android:textViewStyle`, `Theme.App.TextView`) when `check`
  /// can measure it and it is not ``notForEveryString`` (a size in dp does
  /// not set it aside: it is what the app shows): a view set in no style of
  /// its own takes it, so the container that takes every string is set in it.
  public internal(set) var textViewStyle: String?
  /// Whether ``textViewStyle`` sets an app font (`@font/inter_regular`), so
  /// that the spec as written needs no Roboto.
  public internal(set) var textViewStyleInAppFont = false
  /// The style the container that takes every string would be set in but
  /// for ``notForEveryString``, and why it is not; nil when it is.
  public var androidCatchAllSetAside: (style: String, why: String)? {
    guard textViewStyle == nil,
      let plain = Self.catchAllStyle(among: styles, uses: layoutUses, emphasized: emphasizedStyles),
      let why = notForEveryString[plain], plain != androidCatchAllStyle
    else { return nil }
    return (plain, why)
  }
  /// In an Android project, the res folders of a debug build's source set
  /// (`src/debug`, `src/freeDebug`) that hold strings, left out of
  /// ``resources``: a debug build (its name, "App Debug") is not what users
  /// get.
  public var debugResourcesLeftOut: [String] = []
  /// In an Android project, the res folders of a pre-release channel's
  /// source set (`src/beta`, `src/alpha`, `src/focusNightly`: see
  /// `isPreReleaseSourceSet(_:)`) that hold strings, left out of
  /// ``resources`` when their module's release res are there (a module
  /// whose strings are all a pre-release build's keeps them): their strings (the app's
  /// name as "App Beta", screens for testers) are not what the release's
  /// users get.
  public var preReleaseResourcesLeftOut: [String] = []
  /// In an Android project, the res folders holding strings of modules that
  /// only a debug, test or pre-release build depends on (see
  /// `modulesOnlyOtherBuildsTake(_:moduleFolders:)`), left out of
  /// ``resources``: DuckDuckGo's `*-internal` modules, its developers'
  /// screens.
  public var otherBuildsResourcesLeftOut: [String] = []
  /// In an Android project, res folders holding strings outside `src`, in a
  /// module whose build file names its res folders (`res.srcDirs`) but not
  /// them, left out of ``resources``: Lawnchair's `tests/res` and `go/res`,
  /// which only AOSP's own build takes.
  public var undeclaredResourcesLeftOut: [String] = []
  /// In an Android project, the font folders of Gradle modules that build
  /// for the JVM alone (no manifest, no `src/androidMain` or `src/main/res`,
  /// a JVM plugin or target and no word of Android in the build file),
  /// whose assets no APK holds: left out of ``fontFolders``.
  public var nonAndroidFontFolders: [String] = []
  /// Android `res` folders: those holding `values*/strings.xml` or a
  /// `values` file of another name that defines strings
  /// (`strings-feature.xml`), then those of `src/main` whose `values` define
  /// text appearances but no strings (a module of shared styles).
  public var resources: [String] = []
  /// Whether the spec is an Android app's: asked for, or the project's
  /// string files are all Android values files.
  public internal(set) var isAndroid = false
  /// In the spec of a project whose Xcode projects build apps for several
  /// platforms (an iOS app and its watch app, a Mac app beside an iOS one):
  /// the string files in the folders of the targets that build for other
  /// platforms alone, left out of ``strings``. An iOS spec leaves out the
  /// watch app's (a watch shows them at watchOS's sizes, on a narrower
  /// screen; `init --platform watchos` writes their spec) and a Mac or tvOS
  /// app's, a watchOS or macOS spec the iOS app's; strings elsewhere (a framework built for
  /// both, a package) stay in both. The targets' settings are read from the
  /// `project.pbxproj` and the `.xcconfig` files its configurations are
  /// based on.
  public var otherAppStringsLeftOut: [String] = []
  /// The string files ``otherAppStringsLeftOut`` would hold when they are
  /// every string file there is (the spec's targets have none of their
  /// own, as a watch app that shows the iOS app's through target
  /// membership): kept in ``strings``, and said.
  public var otherAppStringsKept: [String] = []
  /// With ``otherAppStringsLeftOut`` (or ``otherAppStringsKept``), the
  /// folders holding them.
  public var otherAppFolders: [String] = []
  /// With ``otherAppStringsLeftOut`` in an Apple project, the platforms the
  /// targets of ``otherAppFolders`` build for (`macos`, `watchos`), in the
  /// order `ios`, `macos`, `tvos`, `watchos`.
  public var otherAppPlatforms: [String] = []
  /// Other Apple platforms whose targets share the app's string files: in a
  /// folder the string files' folder holds (a Mac app sharing the iOS app's
  /// `.lproj` files), or the string files in no target's folder (NetNewsWire's
  /// `Shared`, also when the platform's targets have files of their own,
  /// ``otherAppPlatforms``), or a watch app with no string file of its own
  /// (it shows the phone app's): the spec measures those strings at its own
  /// platform's sizes.
  public var sharedStringPlatforms: [String] = []
  /// Whether the spec is a Wear OS app's (`init --platform wearos`, or a
  /// project whose only app is a Wear OS app, unless `--platform android`):
  /// its containers are a round watch's width (``defaultWearWidth``) and its
  /// font scales Wear OS's (``wearFontScales``).
  public internal(set) var isWearOS = false
  /// Whether the Android project builds a Wear OS app (a module whose
  /// manifest requires `android.hardware.type.watch`) beside another app:
  /// each spec leaves out the other app's res folders, and their string files
  /// are ``otherAppStringsLeftOut``.
  public internal(set) var hasWearOSApp = false
  /// In an Android build of several apps of the spec's kind (Bitwarden's
  /// `app`, `authenticator` and `testharness`, each with a launcher
  /// activity): the string files of the apps the spec is not for (all but
  /// the module named `app`, else the first not named like a sample or
  /// test app), left out with those apps' res and font folders; strings of
  /// libraries stay.
  public internal(set) var otherAndroidAppStringsLeftOut: [String] = []
  /// With ``otherAndroidAppStringsLeftOut``, those apps' module folders.
  public internal(set) var otherAndroidApps: [String] = []
  /// Whether a Wear OS spec was asked for in a project where no module's
  /// manifest requires a watch (the spec then takes every app's strings).
  public internal(set) var noWearOSApp = false
  /// With an Android spec asked for in a project with Apple string files
  /// too, those Apple files, left out of ``strings``.
  public var appleStringsLeftOut: [String] = []
  /// Whether the scan stopped at a limit (the project is larger than
  /// ``maximumEntries`` entries or deeper than ``maximumDepth``, its
  /// layouts than ``maximumLayoutBytes``, its other values files than
  /// ``maximumValuesBytes`` or its Xcode projects than
  /// ``maximumProjectBytes``).
  public var stoppedEarly = false
  /// Entries named like a string file that are no file (a FIFO, a socket, a
  /// device, a folder, a link that leads nowhere): skipped, and named.
  public var notFiles: [String] = []
  /// The Xcode projects' `project.pbxproj` files that could not be read or
  /// are not one (empty, other text, cut short), each with why
  /// (`App.xcodeproj/project.pbxproj: …`): their platforms, languages and
  /// targets are unknown, said rather than taken for a project of none.
  public var unreadableProjects: [String] = []
  /// Where no Xcode project is, the manifests a project generator makes one
  /// from (XcodeGen's `project.yml`, Tuist's `Project.swift`), which init
  /// does not read: the targets, platforms and languages they give are not
  /// known.
  public var generatorManifests: [String] = []

  /// Whether the `Project.swift` at `path` is Tuist's manifest (it imports
  /// `ProjectDescription`; 256 KiB at most), not an app's source file of
  /// that name.
  static func isTuistManifest(_ path: String) -> Bool {
    guard let bytes = try? InputFile.read(path, limit: 256 << 10) else { return false }
    return bytes.holds(Array("import ProjectDescription".utf8))
  }

  /// Folders never entered: build products, dependencies, the store
  /// listing's (`fastlane`: screenshots, their frames' fonts, metadata),
  /// documentation's (`doc`, `docs`: ownCloud's screenshot frames keep their
  /// fonts in `doc/images/fonts`); and, not listed here, every hidden folder,
  /// whose name starts with a dot (version control's, `.build`, `.gradle`,
  /// tools' own, `.github`, `.scripts`). Xcode's localization exports (`NAME.xcloc`: a copy of the
  /// app's strings for translators) are not entered either. Names are
  /// matched in any case, as a Mac's file system does (VLC keeps its
  /// store listing in `Buildsystem/Fastlane`); they are written here in
  /// lower case.
  static let skipped: Set<String> = [
    "build", "deriveddata", "pods", "carthage", "node_modules", "out", "fastlane", "doc", "docs",
  ]
  /// The most bytes of layout files read to count the styles views name
  /// (64 MiB; one file at most 4 MiB).
  public static let maximumLayoutBytes = 64 << 20
  /// The most bytes of Swift files read for the fonts the code names
  /// (``fontsNamedInCode``), and the largest file read.
  public static let maximumSwiftBytes = 64 << 20
  static let maximumSwiftFileBytes = 4 << 20
  /// The most bytes of Xcode project files read for their platforms (16 MiB).
  public static let maximumProjectBytes = 16 << 20
  /// The most bytes of `values` files not named `strings.xml` read to find
  /// the res folders whose strings are in files of other names (64 MiB;
  /// one file at most 4 MiB).
  public static let maximumValuesBytes = 64 << 20
  /// The deepest folder entered below the root.
  public static let maximumDepth = 24
  /// The most entries looked at.
  public static let maximumEntries = 200_000

  /// Scans the folder at `root` (links to files are read as their files;
  /// links to folders are not entered).
  ///
  /// - Parameter platform: The platform to write the spec for: Android
  ///   takes the Android string files only, an Apple platform the Apple
  ///   ones only (and is the spec's platform); nil tells it from the files.
  /// - Throws: `FileError` when `root` cannot be listed.
  package static func scan(
    _ root: String, platform wanted: Platform? = nil, wearOS: Bool = false
  ) throws(FileError) -> ProjectScan {
    _ = try Folder.list(root)
    var scan = ProjectScan(root: root)
    var fontFiles: [String] = []
    var infoPlists: [String] = []
    var swiftFiles: [String] = []
    var swiftPackages: [String] = []  // folders holding a Package.swift
    // Kotlin files (not of a test source set): a Compose app draws its text there.
    var kotlinFiles: [String] = []
    // Precompiled script plugins of the build's conventions (`buildSrc`,
    // `build-logic`): `android-app.gradle.kts`.
    var conventionScripts: [String] = []
    var folders: Set<String> = []
    var webFolders: Set<String> = []
    // Res font folders of family XMLs (`res/font/name.xml`), which may hold
    // no font file (a fonts module's stand-ins for fonts the open build lacks).
    var familyFolders: Set<String> = []
    // Folders holding `values/*.xml` (or `values-vNN`): the res folders
    // that may define styles.
    var valuesParents: Set<String> = []
    // `layout*/*.xml` files, whose views name the styles they are set in.
    var layouts: [String] = []
    // `xml*/*.xml` files: an app widget's provider names its layouts.
    var xmlResources: [String] = []
    // Android XML files of no kind read otherwise that may name strings (a
    // drawable's, an animator's), and the default values files of every
    // res folder, a flavour's too: for ``referencedResourceStrings``.
    var referenceFiles: [String] = []
    // Menus and navigation graphs (`res/menu`, `res/navigation`), whose
    // titles and labels show strings.
    var menusAndGraphs: [String] = []
    // `AndroidManifest.xml` files (not of a test source set): which modules
    // are apps, and which of them Wear OS apps.
    var manifests: [String] = []
    // The base names of `.intentdefinition` files: their translations are
    // `xx.lproj/NAME.strings`.
    var intentDefinitions: Set<String> = []
    // Folders of JavaScript apps (holding `package.json`).
    var packageFolders: [String] = []
    // `NAME.xcodeproj/project.pbxproj` files: the platforms they build for.
    var xcodeProjects: [String] = []
    // XcodeGen's `project.yml` and Tuist's `Project.swift`: a project made
    // from them (not read).
    var generatorManifests: [String] = []
    // `.xcconfig` files: the build settings configurations are based on.
    var xcconfigs: [String] = []
    // Folders holding a Gradle build's settings.
    var gradleBuilds: [String] = []
    // The folders of Gradle modules (a build.gradle or build.gradle.kts).
    var gradleModules: Set<String> = []
    // `values/*.xml` files not named `strings.xml` (not of a test source
    // set): a module may keep its strings in `strings-feature.xml`.
    var otherValues: [String] = []
    // The same in each language's `values-xx`.
    var languageValues: [String] = []
    // moko-resources string files (Kotlin Multiplatform).
    var mokoStrings: [String] = []
    // Other `.json` and `.plist` files: a TypographyKit config an app loads
    // by URL may have any name.
    var otherDocuments: [String] = []
    var seen = 0
    var queue: [(path: String, depth: Int)] = [("", 0)]
    while !queue.isEmpty {
      let (relative, depth) = queue.removeFirst()
      let absolute = relative.isEmpty ? root : Paths.join(root, relative)
      guard let names = Folder.names(absolute) else { continue }
      let folderName = (relative as NSString).lastPathComponent
      for name in names {
        seen += 1
        if seen > maximumEntries {
          scan.stoppedEarly = true
          queue.removeAll()
          break
        }
        let path = relative.isEmpty ? name : relative + "/" + name
        var kind = FileKind.ofLink(Paths.join(root, path))
        // A link to a file is taken as that file (a translation shared by two
        // targets, `fr.lproj/Localizable.strings -> ../../Shared/fr.strings`,
        // which `check` reads through the link); a link to a folder is not
        // entered (it may loop, or lead out of the project).
        if kind == .symbolicLink, let target = FileKind.of(Paths.join(root, path)),
          target != .directory
        {
          kind = target
        }
        // A folder or a link that leads nowhere named like a string file
        // (`values-de/strings.xml`): check stops at it, as a build would.
        let stringLike: Bool = {
          let ext = (name as NSString).pathExtension.lowercased()
          return ["strings", "stringsdict", "xcstrings"].contains(ext)
            || (ext == "xml" && StringFile.isAndroidStringFolder(folderName))
        }()
        if stringLike, kind == .directory || kind == .symbolicLink {
          scan.notFiles.append(path)
          continue
        }
        switch kind {
        case .directory:
          if name.hasSuffix(".xcassets") {
            scan.assetCatalogs.append(path)
          } else if !skipped.contains(name.lowercased()), !name.hasPrefix("."),
            !name.hasSuffix(".xcloc"),
            // A test target's or test module's folder holds none of the app's files.
            !Self.isTestFolder(name)
          {
            if depth + 1 <= maximumDepth {
              queue.append((path, depth + 1))
            } else {
              scan.stoppedEarly = true
            }
          }
        case .regular:
          let ext = (name as NSString).pathExtension.lowercased()
          if name == "TypographyKit.json" || name == "TypographyKit.plist" {
            scan.configs.append(path)
          } else if folderName.hasSuffix(".lproj"), ext == "strings" || ext == "stringsdict" {
            if StringFile.isMessageDocumentation(
              language: StringFile.language(forPath: path, format: .strings))
            {
              scan.documentationStrings.append(path)
            } else {
              scan.strings.append(path)
            }
          } else if ext == "xcstrings" {
            scan.strings.append(path)
          } else if name == "strings.xml", LanguageFromPath.isValuesFolder(folderName) {
            // A test source set's strings are not the app's.
            if Self.isTestSourceSet(relative) { continue }
            if StringFile.isAndroidStringFolder(folderName) { referenceFiles.append(path) }
            if StringFile.isMessageDocumentation(
              language: StringFile.androidLanguage(ofValuesFolder: folderName))
            {
              scan.documentationStrings.append(path)
            } else {
              scan.strings.append(path)
            }
          } else if ext == "xml", StringFile.isMokoStringFile(path) {
            if !Self.isTestSourceSet(relative) {
              mokoStrings.append(path)
            }
          } else if ext == "xml", AndroidResources.readsValues(folderName) {
            valuesParents.insert(Paths.deletingLastComponent(relative))
            // `values` and its folders for newer API levels (`values-v29`).
            if StringFile.isAndroidStringFolder(folderName), !Self.isTestSourceSet(relative) {
              otherValues.append(path)
              referenceFiles.append(path)
            }
          } else if ext == "xml", folderName.hasPrefix("values-"),
            let language = StringFile.androidLanguage(ofValuesFolder: folderName),
            !Self.isTestSourceSet(relative)
          {
            // Message documentation's other files are left out with its
            // strings.xml, as check does not read them.
            if StringFile.isMessageDocumentation(language: language) {
              scan.documentationStrings.append(path)
            } else {
              languageValues.append(path)
            }
          } else if ext == "xml", folderName.hasPrefix("values-"), !Self.isTestSourceSet(relative) {
            // Values for other devices (`values-night`, `values-sw600dp`):
            // not read for strings, but they may name one.
            referenceFiles.append(path)
          } else if ext == "xml", folderName == "layout" || folderName.hasPrefix("layout-") {
            layouts.append(path)
          } else if ext == "xml", !Self.isTestSourceSet(relative),
            ["menu", "navigation"].contains(where: {
              folderName == $0 || folderName.hasPrefix($0 + "-")
            })
          {
            menusAndGraphs.append(path)
          } else if ext == "xml", folderName == "xml" || folderName.hasPrefix("xml-"),
            !Self.isTestSourceSet(relative)
          {
            xmlResources.append(path)
          } else if ext == "xml", folderName == "font" || folderName.hasPrefix("font-"),
            !Self.isTestSourceSet(relative)
          {
            familyFolders.insert(relative)
          } else if ext == "xml", !Self.isTestSourceSet(relative),
            Self.namesStringsIn.contains(where: {
              folderName == $0 || folderName.hasPrefix($0 + "-")
            })
          {
            // (A vector's `android:pathData="@string/…"`, an animator's values.)
            referenceFiles.append(path)
          } else if Paths.isFontFile(name), !Self.isTestSourceSet(relative) {
            fontFiles.append(path)
            folders.insert(relative.isEmpty ? "." : relative)
          } else if ext == "woff" || ext == "woff2" || ext == "eot" {
            webFolders.insert(relative.isEmpty ? "." : relative)
          } else if ext == "storyboard" || ext == "xib" {
            // A string file too, through the rules the others take, but the
            // platform's vote (``interfaceStrings``, once it is known).
            scan.interfaceFiles.append(path)
            scan.strings.append(path)
          } else if ext == "swift" || ext == "m" || ext == "mm" {
            if name == "Project.swift", Self.isTuistManifest(Paths.join(root, path)) {
              generatorManifests.append(path)
            }
            swiftFiles.append(path)
            if !Self.isTestFolder(relative) { scan.codeFiles.append(path) }
            if name == "Package.swift", !relative.isEmpty { swiftPackages.append(relative) }
          } else if ext == "kt" || ext == "java", !Self.isTestSourceSet(relative) {
            if ext == "kt" { kotlinFiles.append(path) }
            scan.codeFiles.append(path)
          } else if ext == "kts" || ext == "gradle", Self.isConventionSource(relative),
            name != "build.gradle", name != "build.gradle.kts"
          {
            conventionScripts.append(path)
          } else if name == "Info.plist" {
            infoPlists.append(path)
            // (Its services' menu titles are keys of a table: `NSServices`.)
            if !Self.isTestFolder(relative) { scan.keyDocuments.append(path) }
          } else if name == "AndroidManifest.xml", !Self.isTestSourceSet(relative) {
            manifests.append(path)
          } else if name == "settings.gradle" || name == "settings.gradle.kts" {
            gradleBuilds.append(relative.isEmpty ? "." : relative)
          } else if name == "build.gradle" || name == "build.gradle.kts" {
            gradleModules.insert(relative)
            // (`manifestPlaceholders = [appLabel: "@string/app_name_debug"]`.)
            referenceFiles.append(path)
          } else if name == "project.pbxproj", folderName.hasSuffix(".xcodeproj") {
            xcodeProjects.append(path)
          } else if name == "project.yml" || name == "project.yaml" {
            generatorManifests.append(path)
          } else if ext == "xcconfig" {
            xcconfigs.append(path)
          } else if name == "package.json" {
            packageFolders.append(relative)
          } else if ext == "intentdefinition" {
            intentDefinitions.insert((name as NSString).deletingPathExtension.lowercased())
          } else if ext == "json" || ext == "plist", !Self.isTestSourceSet(relative) {
            otherDocuments.append(path)
            if !Self.isTestFolder(relative) { scan.keyDocuments.append(path) }
          } else if ext == "h", !Self.isTestFolder(relative) {
            // (An Objective-C header's literals: `#define kTitle @"title"`.)
            scan.codeFiles.append(path)
          }
        case .fifo, .socket, .characterDevice, .blockDevice:
          let ext = (name as NSString).pathExtension.lowercased()
          if ["strings", "stringsdict", "xcstrings", "xml", "json", "plist"].contains(ext) {
            scan.notFiles.append(path)
          }
        default: continue
        }
      }
    }
    scan.webFontFolders = folders.intersection(webFolders).sorted()
    scan.fontFolders = folders.subtracting(webFolders).sorted()
    if wanted == .android {
      scan.appleStringsLeftOut = scan.strings.filter { !$0.hasSuffix(".xml") }
      scan.strings.removeAll { !$0.hasSuffix(".xml") }
    }
    if xcodeProjects.isEmpty { scan.generatorManifests = generatorManifests }
    let (platforms, folderPlatforms, developmentLanguage, developmentAssets, localizations) =
      Self.readXcodeProjects(
        xcodeProjects, xcconfigs: xcconfigs, root: root, stoppedEarly: &scan.stoppedEarly,
        unreadable: &scan.unreadableProjects)
    // Whether Xcode makes symbols of the String Catalogs' keys.
    let symbols = Array("STRING_CATALOG_GENERATE_SYMBOLS = YES".utf8)
    scan.generatesStringSymbols = (xcodeProjects + xcconfigs).contains { path in
      (try? InputFile.read(Paths.join(root, path), limit: Self.maximumSwiftBytes))?.holds(symbols)
        ?? false
    }
    // String files in a `.lproj` no Xcode project builds: the project
    // around them names them in no file reference (a variant group's
    // children, ``localizations(inXcodeProject:)``), nor, for a table no
    // reference names, their language in `knownRegions`, and copies no
    // folder holding them; and they are in no Swift package of their own
    // (whose resources SwiftPM builds; a package at the root holds everything).
    // Mastodon's stray `pt-BR.lproj`, English text, and Nextcloud Talk's
    // `es-AR.lproj`… had been measured.
    if !localizations.isEmpty, FileKind.of(Paths.join(root, "Package.swift")) != .regular {
      func isUnbuilt(_ path: String) -> Bool {
        guard !path.hasSuffix(".xml"),
          // A language's `.lproj` (not `Base.lproj`), its language read once.
          let language = StringFile.language(forPath: path, format: .strings),
          path.split(separator: "/").contains(where: { $0.hasSuffix(".lproj") }),
          // The innermost project folder holding it.
          let project = localizations.keys.filter({ $0.isEmpty || path.hasPrefix($0 + "/") })
            .max(by: { $0.count < $1.count }),
          let built = localizations[project],
          !built.builds(
            project.isEmpty ? path : String(path.dropFirst(project.count + 1)),
            language: language)
        else { return false }
        return !swiftPackages.contains { package in
          path.hasPrefix(package + "/") && (project.isEmpty || package.hasPrefix(project + "/"))
        }
      }
      let unbuilt = Set(scan.strings.filter(isUnbuilt))
      scan.unbuiltStrings = scan.strings.filter(unbuilt.contains)
      scan.strings.removeAll(where: unbuilt.contains)
    }
    // An `.lproj` named for no language (a copy's `-rf.lproj`) is no
    // localization a device loads.
    func isOfNoLanguage(_ path: String) -> Bool {
      let format = StringFileFormat.detect(path: path)
      guard format == .strings || format == .stringsdict,
        let lproj = path.split(separator: "/").dropLast().last(where: { $0.hasSuffix(".lproj") }),
        lproj.lowercased() != "base.lproj"
      else { return false }
      return StringFile.language(forPath: path, format: format) == nil
    }
    scan.noLanguageStrings = scan.strings.filter(isOfNoLanguage)
    if !scan.noLanguageStrings.isEmpty { scan.strings.removeAll(where: isOfNoLanguage) }
    // SwiftUI previews' assets: string files of their own beside the app's
    // (mlem's `Preview Content/PreviewLocalizable.xcstrings`). Where the
    // folders named hold every Apple string file, they are the app's (Ice
    // Cubes names its whole `Resources` folder, and ships the catalog in it
    // localized): none is left out.
    func inDevelopmentAssets(_ path: String) -> Bool {
      !path.hasSuffix(".xml") && developmentAssets.contains { path.hasPrefix($0 + "/") }
    }
    // (Of the app's own: those the system shows, InfoPlist's, do not count.)
    let apple = scan.strings.filter {
      !$0.hasSuffix(".xml") && !Self.isShownBySystem($0, intentDefinitions: intentDefinitions)
    }
    if apple.contains(where: { !inDevelopmentAssets($0) }) {
      scan.previewStrings = scan.strings.filter(inDevelopmentAssets)
      scan.strings.removeAll(where: inDevelopmentAssets)
    }
    scan.developmentAssetFolders = developmentAssets.filter { folder in
      scan.previewStrings.contains { $0.hasPrefix(folder + "/") }
    }
    scan.platform = Self.applePlatformOrder.first { platforms.contains($0) } ?? "ios"
    scan.xcodePlatforms = Self.applePlatformOrder.filter(platforms.contains)
    scan.developmentLanguage = developmentLanguage
    // A project XcodeGen makes (no Xcode project in the repository): its
    // manifest's development language, else XcodeGen's, `en`.
    if xcodeProjects.isEmpty, developmentLanguage == nil,
      let manifest = generatorManifests.first(where: {
        $0.hasSuffix(".yml") || $0.hasSuffix(".yaml")
      }),
      let bytes = try? InputFile.read(Paths.join(root, manifest), limit: 1 << 20)
    {
      scan.developmentLanguage = Self.developmentLanguage(inXcodeGenManifest: bytes)
    }
    var shownBySystem = scan.strings.map {
      Self.isShownBySystem($0, intentDefinitions: intentDefinitions)
        || Self.holdsInfoPlistKeysOnly(Paths.join(root, $0))
    }
    // A table is the system's in its files of no text too, where another
    // language's is the system's (UTM's English `Info-RemotePlist.strings`,
    // `"" = "";`, beside translations of its Info.plist's keys); a file of
    // text stays what it is (a language whose `Localizable.strings` has only
    // its camera key translated makes no other language's the system's).
    let systemTables = Set(
      zip(scan.strings, shownBySystem).filter(\.1).compactMap { StringFile.tablePath(of: $0.0) })
    if !systemTables.isEmpty {
      for (i, path) in scan.strings.enumerated() where !shownBySystem[i] {
        shownBySystem[i] =
          (StringFile.tablePath(of: path).map(systemTables.contains) ?? false)
          && Self.holdsNoText(Paths.join(root, path))
      }
    }
    scan.systemStrings = zip(scan.strings, shownBySystem).filter(\.1).map(\.0)
    scan.strings = zip(scan.strings, shownBySystem).filter { !$0.1 }.map(\.0)
    scan.spokenStrings = scan.strings.filter(Self.isSpokenOnly)
    scan.strings.removeAll(where: Self.isSpokenOnly)
    // A Swift package's string files outside its Sources (and Tests) are
    // no target's resources: a tool's input. A package folder holding an
    // Xcode project, or without a Sources folder (its targets' paths set
    // in its manifest), is left alone.
    let projectFolders = xcodeProjects.map { Paths.folder(of: Paths.folder(of: $0)) }
    let toolPackages = swiftPackages.filter { package in
      FileKind.of(Paths.join(root, Paths.join(package, "Sources"))) == .directory
        && !projectFolders.contains { $0 == package || $0.hasPrefix(package + "/") }
    }
    if !toolPackages.isEmpty {
      // Each file is its innermost package's (a package may hold others).
      func isOutsideSources(_ path: String) -> Bool {
        guard !path.hasSuffix(".xml"),
          let package = swiftPackages.filter({ path.hasPrefix($0 + "/") }).max(by: {
            $0.count < $1.count
          }),
          toolPackages.contains(package)
        else { return false }
        return !path.hasPrefix(package + "/Sources/") && !path.hasPrefix(package + "/Tests/")
      }
      scan.packageStringsLeftOut = scan.strings.filter(isOutsideSources)
      scan.strings.removeAll(where: isOutsideSources)
      scan.packageFoldersLeftOut = toolPackages.filter { package in
        scan.packageStringsLeftOut.contains { $0.hasPrefix(package + "/") }
      }.sorted()
    }
    // A table's String Catalog replaces its `.lproj` files beside it.
    let catalogs = Set(scan.strings.filter { $0.hasSuffix(".xcstrings") })
    func replacingCatalog(_ path: String) -> String? {
      guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else { return nil }
      let lproj = Paths.folder(of: path)
      guard lproj.hasSuffix(".lproj") else { return nil }
      let table = (Paths.name(of: path) as NSString).deletingPathExtension
      let folder = Paths.folder(of: lproj)
      let catalog = folder == "." ? table + ".xcstrings" : Paths.join(folder, table + ".xcstrings")
      return catalogs.contains(catalog) ? catalog : nil
    }
    scan.catalogReplacedStrings = scan.strings.filter { replacingCatalog($0) != nil }
    scan.replacingCatalogs = Set(scan.catalogReplacedStrings.compactMap(replacingCatalog)).sorted()
    scan.strings.removeAll { replacingCatalog($0) != nil }
    let backgroundFolders = infoPlists.filter {
      InfoPlist.isBackgroundOnly(path: Paths.join(root, $0))
    }.compactMap(Self.targetFolder(ofInfoPlist:))
    if !backgroundFolders.isEmpty {
      func inBackgroundApp(_ path: String) -> Bool {
        !path.hasSuffix(".xml") && backgroundFolders.contains { path.hasPrefix($0 + "/") }
      }
      scan.backgroundOnlyStrings = scan.strings.filter(inBackgroundApp)
      scan.strings.removeAll(where: inBackgroundApp)
    }
    // A project that builds apps for several platforms (an iOS app and a
    // watch app, a Mac app beside an iOS one): each spec leaves out the
    // folders of the targets that build for other platforms alone (a folder
    // holding, or held by, one that builds for the spec's is the spec's). A
    // target whose project does not say either builds for the spec's
    // platform as chosen from all the projects.
    let specPlatform = wanted.flatMap { $0 == .android ? nil : $0.rawValue } ?? scan.platform
    func builds(_ folder: String) -> Set<String> {
      var builds = folderPlatforms[folder] ?? []
      if builds.remove("") != nil { builds.insert(scan.platform) }
      return builds
    }
    let mine = folderPlatforms.keys.filter { builds($0).contains(specPlatform) }
    let others = folderPlatforms.keys.filter { !builds($0).contains(specPlatform) }
    if !mine.isEmpty, !others.isEmpty, wanted != .android {
      func overlaps(_ a: String, _ b: String) -> Bool {
        a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/")
      }
      let apart = others.filter { folder in !mine.contains { overlaps($0, folder) } }
      func isApart(_ path: String) -> Bool { apart.contains { path.hasPrefix($0 + "/") } }
      let leftOut = scan.strings.filter { !$0.hasSuffix(".xml") && isApart($0) }
      if !leftOut.isEmpty, leftOut.count == scan.strings.count(where: { !$0.hasSuffix(".xml") }) {
        // The spec's targets have no string file of their own: they show
        // the other app's, which a target takes by its membership (Home
        // Assistant's WatchApp takes the iOS app's Localizable.strings
        // through a synchronized folder's exception), which is not read.
        scan.otherAppStringsKept = leftOut
      } else {
        scan.otherAppStringsLeftOut = leftOut
        scan.strings.removeAll { !$0.hasSuffix(".xml") && isApart($0) }
      }
      scan.otherAppFolders = apart.filter { folder in
        leftOut.contains { $0.hasPrefix(folder + "/") }
      }.sorted()
      let otherPlatforms = scan.otherAppFolders.reduce(into: Set<String>()) {
        $0.formUnion(builds($1))
      }
      scan.otherAppPlatforms = Self.applePlatformOrder.filter(otherPlatforms.contains)
    }
    // Targets of other platforms in a folder the app's string files' folder
    // holds (WireGuard's `UI/macOS` under the `.lproj` folders' parent):
    // those strings are theirs too.
    if wanted != .android {
      let stringFolders = Set(
        scan.strings.filter { !$0.hasSuffix(".xml") }.map { path in
          let parts = path.split(separator: "/")
          let lproj = parts.lastIndex { $0.hasSuffix(".lproj") } ?? (parts.count - 1)
          return parts[..<lproj].joined(separator: "/")
        })
      var shared: Set<String> = []
      for folder in folderPlatforms.keys
      where stringFolders.contains(where: {
        $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/")
      }) {
        shared.formUnion(builds(folder))
      }
      // String files in no target's folder, nor holding one, nor in a Swift
      // package or a package's layout (`…/Sources/…`: a framework's, built
      // for its own platforms) (Swiftfin's `Translations`, which its iOS and
      // tvOS apps both take): every target's.
      let inNoTarget = stringFolders.contains { strings in
        !strings.isEmpty
          && !folderPlatforms.keys.contains {
            strings == $0 || strings.hasPrefix($0 + "/") || $0.hasPrefix(strings + "/")
          }
          && !swiftPackages.contains { strings == $0 || strings.hasPrefix($0 + "/") }
          && !strings.split(separator: "/").contains("Sources")
      }
      if inNoTarget {
        for folder in folderPlatforms.keys { shared.formUnion(builds(folder)) }
      }
      // A watch app whose targets hold no string file of their own shows
      // the phone app's, in a folder of the phone app's targets (Home
      // Assistant's WatchApp takes the iOS app's Localizable.strings
      // through its membership, which is not read).
      let watchFolders = folderPlatforms.keys.filter { builds($0) == ["watchos"] }
      let allStrings = scan.strings + scan.otherAppStringsLeftOut
      func inFolder(_ folders: [String]) -> (String) -> Bool {
        { path in folders.contains { path.hasPrefix($0 + "/") } }
      }
      if specPlatform != "watchos", !watchFolders.isEmpty,
        !allStrings.contains(where: inFolder(watchFolders)),
        scan.strings.contains(where: inFolder(mine))
      {
        shared.insert("watchos")
      }
      shared.remove(specPlatform)
      scan.sharedStringPlatforms = Self.applePlatformOrder.filter(shared.contains)
    }
    if wanted != .android {
      // TypographyKit loads TypographyKit.json, else TypographyKit.plist: a
      // plist beside a JSON one in the same folder is never read.
      let jsonFolders = Set(
        scan.configs.filter { Paths.name(of: $0) == "TypographyKit.json" }.map(Paths.folder))
      let unread = scan.configs.filter {
        Paths.name(of: $0) == "TypographyKit.plist" && jsonFolders.contains(Paths.folder(of: $0))
      }
      scan.configsLeftOut = unread
      scan.configs.removeAll { unread.contains($0) }
      scan.configs += Self.typographyKitConfigs(among: otherDocuments, root: root)
    }
    // Whether the code imports SwiftUI: from the font scan's reading of the
    // Swift files where it reads them, else read for that alone.
    if scan.configs.isEmpty, wanted != .android {
      scan.fontsNamedInCode = Self.fontsNamed(inSwiftFiles: swiftFiles, root: root)
      (scan.codeFilesRead, scan.importsSwiftUI) = scan.fontsNamedInCode.swiftUI
    } else if wanted != .android {
      (scan.codeFilesRead, scan.importsSwiftUI) = Self.swiftUIImport(in: swiftFiles, root: root)
    }
    // Copies of a string file kept twice, once every other rule has taken
    // what it leaves out (a copy kept for another platform's target is not
    // this spec's).
    scan.copiedStrings = Self.copies(among: scan.strings, root: root)
    let copied = Set(scan.copiedStrings.map(\.path))
    scan.strings.removeAll { copied.contains($0) }
    if let developmentLanguage {
      scan.baseStringsShadowed = Self.baseTablesShadowed(
        among: scan.strings, developmentLanguage: developmentLanguage)
      let shadowed = Set(scan.baseStringsShadowed.map(\.path))
      scan.strings.removeAll { shadowed.contains($0) }
    }
    if let developmentLanguage {
      scan.missingDevelopmentStrings = Self.missingDevelopmentStrings(
        among: scan.strings, developmentLanguage: developmentLanguage,
        interfaceFiles: scan.interfaceFiles, present: scan.copiedStrings.map(\.path),
        isEmpty: { Self.holdsNoText(Paths.join(root, $0)) })
      // Of those tables, the ones whose translations are keyed by Interface
      // Builder's object IDs (`4kz-Xh-2Ui.text`): a storyboard's or xib's
      // that the project no longer has (Monal's `ContactDetails.strings`),
      // which no build holds.
      let missing = Set(scan.missingDevelopmentStrings)
      func table(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let lproj = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        let folder = parts[..<lproj].joined(separator: "/")
        return (folder.isEmpty ? "" : folder + "/") + developmentLanguage + ".lproj/"
          + parts[(lproj + 1)...].joined(separator: "/")
      }
      var orphans: Set<String> = []
      for path in scan.strings where path.hasSuffix(".strings") {
        guard let own = table(path), missing.contains(own), !orphans.contains(own),
          Self.holdsInterfaceBuilderKeys(Paths.join(root, path))
        else { continue }
        orphans.insert(own)
      }
      if !orphans.isEmpty {
        scan.orphanInterfaceStrings = scan.strings.filter {
          table($0).map(orphans.contains) ?? false
        }
        scan.strings.removeAll { table($0).map(orphans.contains) ?? false }
        scan.missingDevelopmentStrings.removeAll(where: orphans.contains)
      }
    }
    // UIAppFonts: the font files the app registers, by file name.
    var appFontFolders: Set<String> = []
    let byName = Dictionary(
      fontFiles.map { (($0 as NSString).lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
    for plist in infoPlists {
      for font in InfoPlist.appFonts(path: Paths.join(root, plist)) ?? [] {
        let name = (font as NSString).lastPathComponent
        if let path = byName[name] {
          if !scan.appFonts.contains(name) { scan.appFonts.append(name) }
          // A folder holding a font the app registers is the app's, web
          // fonts beside it or not (a web view's).
          let folder = Paths.deletingLastComponent(path)
          appFontFolders.insert(folder.isEmpty ? "." : folder)
          if let web = scan.webFontFolders.firstIndex(of: folder.isEmpty ? "." : folder) {
            scan.fontFolders.append(scan.webFontFolders.remove(at: web))
            scan.fontFolders.sort()
          }
        } else if !scan.missingAppFonts.contains(name) {
          scan.missingAppFonts.append(name)
        }
      }
    }
    func resFolder(_ path: String) -> String {
      Paths.deletingLastComponent(Paths.deletingLastComponent(path))
    }
    func valuesFolder(_ path: String) -> String {
      (Paths.deletingLastComponent(path) as NSString).lastPathComponent
    }
    // Whether a values file of another name defines strings, read once each
    // within one budget for the scan.
    var verdicts: [String: Bool] = [:]
    var valuesBudget = Self.maximumValuesBytes
    func holdsStrings(_ path: String) -> Bool {
      if let verdict = verdicts[path] { return verdict }
      guard valuesBudget > 0 else {
        scan.stoppedEarly = true
        return false
      }
      var verdict = false
      do {
        let bytes = try InputFile.read(
          Paths.join(root, path), limit: min(4 << 20, valuesBudget))
        valuesBudget -= bytes.count
        verdict = CheckRunner.holdsStrings(bytes)
      } catch {
        if case .tooLarge = error.reason { scan.stoppedEarly = true }
      }
      verdicts[path] = verdict
      return verdict
    }
    // The res folders holding strings: those of `strings.xml`, then those
    // whose `values` holds strings in a file of another name.
    var resources: [String] = []
    var known: Set<String> = []
    for path in scan.strings where path.hasSuffix(".xml") && known.insert(resFolder(path)).inserted
    {
      resources.append(resFolder(path))
    }
    // (Storyboards do not make a project an Apple app's: Capacitor's iOS
    // shell beside an Android app's strings.)
    let appleStrings = scan.strings.contains {
      !$0.hasSuffix(".xml") && !Self.isInterfaceFile($0)
    }
    let builds = Self.outermost(gradleBuilds)
    let buildSet = Set(builds)
    if appleStrings || (wanted != nil && wanted != .android) {
      // Apple strings with Android ones beside them: the spec is the Apple
      // app's; the Android app's builds are named, for a spec of its own.
      scan.androidStringsLeftOut = scan.strings.filter { $0.hasSuffix(".xml") }
      scan.strings.removeAll { $0.hasSuffix(".xml") }
      scan.androidProjects = Set(
        scan.androidStringsLeftOut.compactMap { Self.build(of: $0, among: buildSet) }
      ).sorted()
    } else {
      for path in otherValues where !known.contains(resFolder(path)) && holdsStrings(path) {
        known.insert(resFolder(path))
        resources.append(resFolder(path))
        scan.strings.append(path)
      }
    }
    // moko-resources' strings, `base` first (the default language, as
    // `values` is), then by path.
    func isBase(_ path: String) -> Bool { Paths.name(of: Paths.folder(of: path)) == "base" }
    scan.mokoStrings = mokoStrings.sorted { a, b in
      isBase(a) != isBase(b) ? isBase(a) : a < b
    }
    let nonInterface = scan.strings.filter { !Self.isInterfaceFile($0) }
    scan.isAndroid =
      wanted == .android || wearOS
      || (wanted == nil && !(nonInterface.isEmpty && mokoStrings.isEmpty)
        && nonInterface.allSatisfy { $0.hasSuffix(".xml") })
    if let wanted, wanted != .android { scan.platform = wanted.rawValue }
    if scan.isAndroid {
      // The Apple app's storyboards, for a spec of its own.
      scan.appleStringsLeftOut += scan.strings.filter(Self.isInterfaceFile)
      scan.strings.removeAll(where: Self.isInterfaceFile)
    } else {
      // Of the storyboards and xibs the rules kept, those that show text;
      // the others are said, with their tables' translations.
      let launchScreens = Set(
        infoPlists.flatMap { InfoPlist.launchStoryboards(path: Paths.join(root, $0)) })
      let (_, leftOut) = Self.interfaceStrings(
        scan.strings.filter(Self.isInterfaceFile), strings: scan.strings, root: root,
        developmentLanguage: developmentLanguage ?? "en",
        platform: scan.xcodePlatforms.isEmpty && wanted == nil ? nil : scan.platform,
        launchScreens: launchScreens)
      scan.interfaceFilesLeftOut = leftOut
      let dropped = Set(leftOut.map(\.path))
      // (Not the tables of the development language's files, nor of a
      // leftover copy, whose kept file's table is its own.)
      let keptTables = Set(
        scan.strings.filter { Self.isInterfaceFile($0) && !dropped.contains($0) }.map(
          Self.interfaceTable(of:)))
      let tables = Set(
        leftOut.filter { $0.reason != .developmentStrings && $0.reason != .leftover }.map {
          Self.interfaceTable(of: $0.path)
        }
      ).subtracting(keptTables)
      scan.interfaceTranslationsLeftOut = scan.strings.filter { path in
        path.hasSuffix(".strings") && tables.contains(Self.interfaceTable(of: path))
      }
      let translations = Set(scan.interfaceTranslationsLeftOut)
      scan.strings.removeAll { dropped.contains($0) || translations.contains($0) }
      scan.showsLargeTitles = Self.prefersLargeTitles(
        codeFiles: scan.codeFiles, interfaceFiles: scan.interfaceFiles, root: root)
      scan.interfaceLayouts = Self.interfaceLayouts(
        in: scan.strings.filter(Self.isInterfaceFile), root: root,
        largeTitles: scan.showsLargeTitles)
    }
    if scan.isAndroid {
      // An Android spec leaves the Apple app's strings out, the system's too.
      scan.appleStringsLeftOut += scan.systemStrings
      scan.systemStrings = []
      // A debug build's strings (its own name) are not the app users get.
      scan.debugResourcesLeftOut = resources.filter(Self.isDebugSourceSet)
      resources.removeAll(where: Self.isDebugSourceSet)
      scan.fontFolders.removeAll(where: Self.isDebugSourceSet)
      // What each module builds, by its manifest.
      let modules = Self.androidModules(manifests, root: root, moduleFolders: gradleModules)
      // Nor are a pre-release channel's (Thunderbird Beta's name, Proton
      // Mail's screens for testers), in a module with release res or an app
      // module's (Key Mapper's `app/src/main`, its launcher's manifest and
      // no res, beside `app/src/ci/res`).
      let releaseModules = Set(
        resources.filter { !Self.isPreReleaseSourceSet($0) }.compactMap(Self.module(of:)))
      func isPreRelease(_ path: String) -> Bool {
        guard Self.isPreReleaseSourceSet(path), let module = Self.module(of: path) else {
          return false
        }
        // (An app module's release build is its `src/main` one, whose
        // manifest has the launcher.)
        return releaseModules.contains(module) || modules.launchers.contains(module)
      }
      scan.preReleaseResourcesLeftOut = resources.filter(isPreRelease)
      resources.removeAll(where: isPreRelease)
      scan.fontFolders.removeAll(where: isPreRelease)
      // Nor are the modules only such builds depend on (DuckDuckGo's
      // `internalImplementation project(":autofill-internal")`).
      let builds = Self.gradleBuilds(moduleFolders: gradleModules, root: root)
      let catalog =
        (try? InputFile.read(Paths.join(root, "gradle/libs.versions.toml"), limit: 1 << 20)) ?? []
      let aliases = Self.markdownAliases(inCatalog: catalog)
      scan.rendersMarkdown = builds.values.contains {
        Self.dependsOnMarkdownLibrary($0.text, aliases: aliases)
      }
      let otherBuildsModules = Self.modulesOnlyOtherBuildsTake(
        builds, moduleFolders: gradleModules)
      func isOtherBuildsModule(_ path: String) -> Bool {
        guard !otherBuildsModules.isEmpty, let module = Self.module(of: path) else { return false }
        return otherBuildsModules.contains(module)
      }
      scan.otherBuildsResourcesLeftOut = resources.filter(isOtherBuildsModule)
      resources.removeAll(where: isOtherBuildsModule)
      scan.fontFolders.removeAll(where: isOtherBuildsModule)
      // A res folder outside `src` in a module whose build file names its
      // res folders (`res.srcDirs`) is the build's only if it names it:
      // Lawnchair's `tests/res` and `go/res` are other builds' (AOSP's).
      // The res folders outside every module's `src` (at most 1,000 looked
      // at) that a build file names by their whole path from the root.
      let outsideSources = resources.filter { Self.module(of: $0) == nil }.prefix(1000)
      let namedByPath = Set(
        outsideSources.filter { res in
          builds.values.contains { $0.text.holds(Array(("/" + res).utf8)) }
        })
      func isUndeclared(_ res: String) -> Bool {
        guard Self.module(of: res) == nil else { return false }
        // The innermost module folder holding it.
        let owner = gradleModules.filter { $0.isEmpty || res.hasPrefix($0 + "/") }
          .max { $0.count < $1.count }
        if let owner, let names = builds[owner]?.resFolders, !names.isEmpty {
          let relative = owner.isEmpty ? res : String(res.dropFirst(owner.count + 1))
          return !names.contains(relative)
        }
        // One no build file names, beside one a build file names by its whole
        // path (DAVx⁵'s `file("$rootDir/l10n/translations/ose")`: `gplay` and
        // `managed` beside it are closed editions' translations).
        let parent = Paths.folder(of: res)
        return parent != "." && !parent.isEmpty && !namedByPath.contains(res)
          && namedByPath.contains { Paths.folder(of: $0) == parent }
      }
      let undeclared = Set(resources.filter(isUndeclared))
      scan.undeclaredResourcesLeftOut = resources.filter(undeclared.contains)
      resources.removeAll(where: undeclared.contains)
      // A Wear OS app beside a phone app: each spec leaves out the other
      // app's modules (libraries stay in both).
      // A font folder of a module that builds for the JVM alone (no
      // manifest, no Android source set or res, a JVM plugin or target and
      // no word of Android in its build file: uhabits-core's Kotlin for the
      // desktop, whose fonts no APK holds).
      func isNonAndroidModules(_ path: String) -> Bool {
        guard
          let module = gradleModules.filter({ !$0.isEmpty && path.hasPrefix($0 + "/") })
            .max(by: { $0.count < $1.count }),
          modules.kinds[module] == nil, let build = builds[module]
        else { return false }
        let text = Self.withoutComments(String(decoding: build.text, as: UTF8.self))
        let lowered = text.lowercased()
        let sources = Paths.join(Paths.join(root, module), "src")
        return !lowered.contains("android")
          && Self.jvmBuildMarks.contains(where: text.contains)
          && FileKind.of(Paths.join(sources, "androidMain")) == nil
          && FileKind.of(Paths.join(sources, "main/res")) == nil
      }
      scan.nonAndroidFontFolders = scan.fontFolders.filter(isNonAndroidModules)
      scan.fontFolders.removeAll(where: isNonAndroidModules)
      // A Wear OS app alone (no phone app) is the app, checked as a watch
      // shows it unless the phone's sizes are asked for.
      let watchAlone = modules.kinds.values.contains(.wear) && !modules.kinds.values.contains(.app)
      scan.isWearOS = wearOS || (watchAlone && wanted != .android)
      scan.hasWearOSApp =
        modules.kinds.values.contains(.wear) && modules.kinds.values.contains(.app)
      scan.noWearOSApp = wearOS && !modules.kinds.values.contains(.wear)
      let other: AndroidModuleKind? = scan.hasWearOSApp ? (wearOS ? .app : .wear) : nil
      // Of the libraries, those the spec's app builds with, where its build
      // file says (AntennaPod's watch app takes four of them, not the
      // phone's echo and preferences screens); every library otherwise.
      let built: Set<String>? =
        scan.hasWearOSApp
        ? Self.modulesBuilt(
          by: modules.kinds.filter { $0.value == (wearOS ? .wear : .app) }.map(\.key).sorted(),
          apart: Set(modules.kinds.filter { $0.value == (wearOS ? .app : .wear) }.map(\.key)),
          builds: builds, moduleFolders: gradleModules,
          conventions: Self.conventionDependencies(kotlinFiles + conventionScripts, root: root))
        : nil
      func isOther(_ path: String) -> Bool {
        guard let other else { return false }
        let kind = modules.owner(of: path)
        if kind == other { return true }
        guard kind == .library, let built, let module = modules.module(of: path) else {
          return false
        }
        return !built.contains(module)
      }
      // The theme the app's own manifest applies (its `src/main`'s, else
      // one laid out as before Gradle).
      let appKind: AndroidModuleKind =
        modules.kinds.values.contains(.app) && !wearOS ? .app : .wear
      scan.applicationTheme =
        manifests
        .filter { manifest in
          let folder = Paths.deletingLastComponent(manifest)
          let module =
            modules.laidOutBeforeGradle.contains(folder)
            ? folder
            : folder == "src/main" || folder.hasSuffix("/src/main") ? Self.module(of: folder) : nil
          return module.map { modules.kinds[$0] == appKind } ?? false
        }
        .sorted()
        .lazy.compactMap { Self.applicationTheme(Paths.join(root, $0)) }.first
      let otherResources = resources.filter(isOther)
      resources.removeAll(where: isOther)
      // What the other app's builds leave out is not this spec's to add
      // (the phone app's `src/debug/res` in the watch app's spec).
      scan.debugResourcesLeftOut.removeAll(where: isOther)
      scan.preReleaseResourcesLeftOut.removeAll(where: isOther)
      scan.otherBuildsResourcesLeftOut.removeAll(where: isOther)
      scan.undeclaredResourcesLeftOut.removeAll(where: isOther)
      scan.fontFolders.removeAll(where: isOther)
      layouts.removeAll(where: isOther)
      let holding = Set(resources.compactMap { Self.build(of: $0, among: buildSet) })
      if holding.count > 1 { scan.androidBuilds = holding.sorted() }
      // Several apps of the same kind in one Gradle build (Bitwarden's app,
      // its authenticator and a test client): the spec is one app's, the
      // module named app, else the first by folder not named like a sample
      // or test one (neither in a sample's folder); the others' own folders
      // are left out. Apps of separate builds are the builds' note's.
      let kind: AndroidModuleKind = wearOS || watchAlone ? .wear : .app
      // Apps: modules with a launcher activity and strings of their own (a
      // watch module of styles alone is the watch app's).
      let withStrings = Set(resources.compactMap { modules.module(of: $0) })
      let sameKind = modules.kinds.filter {
        $0.value == kind && modules.launchers.contains($0.key) && withStrings.contains($0.key)
      }.map(\.key).sorted()
      let sampleWords = ["sample", "demo", "example", "test", "harness", "catalog", "playground"]
      func isSample(_ folder: String) -> Bool {
        sampleWords.contains { folder.lowercased().contains($0) }
      }
      var otherApps: Set<String> = []
      for (_, apps) in Dictionary(grouping: sameKind, by: { Self.build(of: $0, among: buildSet) })
      where apps.count > 1 {
        let main =
          apps.first { Paths.name(of: $0) == "app" && !isSample($0) }
          ?? apps.first { !isSample($0) } ?? apps[0]
        otherApps.formUnion(apps.filter { $0 != main })
      }
      func isOtherApp(_ path: String) -> Bool {
        modules.module(of: path).map(otherApps.contains) ?? false
      }
      let otherAppResources = resources.filter(isOtherApp)
      resources.removeAll(where: isOtherApp)
      scan.fontFolders.removeAll(where: isOtherApp)
      layouts.removeAll(where: isOtherApp)
      // The text appearances the res folders define.
      let stringResources = known
      // Res folders without strings whose styles hold text appearances (a
      // module of shared styles): those of `src/main` (or of no source set),
      // not of tests, debug builds or flavours.
      for res in valuesParents.sorted()
      where !res.isEmpty && !known.contains(res) && Self.isMainSourceSet(res) && !isOther(res)
        && !isOtherApp(res)
      {
        let loaded = try? AndroidResources.load(folders: [Paths.join(root, res)])
        if let loaded, !Self.measurableAppearances(loaded).isEmpty { resources.append(res) }
      }
      // Res folders of modules that hold fonts alone (a design system's
      // fonts module, font files or family XMLs alone): a text appearance
      // names its font as `@font/name`, which only a res folder gives.
      for folder in Set(scan.fontFolders + familyFolders).sorted()
      where Paths.name(of: folder) == "font" {
        let res = Paths.folder(of: folder)
        // A `font` folder elsewhere (`src/main/assets/font`) is no res folder's.
        guard Paths.name(of: res) == "res", !resources.contains(res), Self.isMainSourceSet(res),
          !isOther(res),
          !isOtherApp(res), !isOtherBuildsModule(res)
        else { continue }
        resources.append(res)
      }
      // The app module's res first (the Wear OS app's in its spec, or
      // when it is the only app): its resources win over its libraries'.
      // Without a manifest that says which module is the app, the one
      // named app.
      let app: AndroidModuleKind = wearOS || watchAlone ? .wear : .app
      let knowsApp = modules.kinds.values.contains(app)
      func isApp(_ res: String) -> Bool {
        !isOtherApp(res) && (knowsApp ? modules.owner(of: res) == app : res.hasPrefix("app/"))
      }
      scan.resources = Self.flavoursFirst(
        resources.filter(isApp) + resources.filter { !isApp($0) })
      // The string files, as `check` reads them: in each res folder,
      // `values` then each language's folder, every `strings.xml` and each
      // other file that defines strings (read within the budget).
      var byResource: [String: [(folder: String, name: String, path: String)]] = [:]
      for path in scan.strings + otherValues + languageValues {
        let folder = valuesFolder(path)
        guard StringFile.isAndroidStringFolder(folder) else { continue }
        byResource[resFolder(path), default: []].append(
          (folder, (path as NSString).lastPathComponent, path))
      }
      // A language's values folder that is a link to another's (Wikipedia's
      // `values-zh-rHK -> values-zh-rTW`), which the walk does not enter:
      // check reads its files through the link, as the build does.
      for res in Set(byResource.keys) {
        func inRoot(_ relative: String) -> String {
          relative.isEmpty ? root : Paths.join(root, relative)
        }
        for name in Folder.names(inRoot(res)) ?? [] where name.hasPrefix("values-") {
          let values = res.isEmpty ? name : Paths.join(res, name)
          guard let language = StringFile.androidLanguage(ofValuesFolder: name),
            StringFile.isAndroidStringFolder(name),
            !StringFile.isMessageDocumentation(language: language),
            FileKind.ofLink(inRoot(values)) == .symbolicLink,
            FileKind.of(inRoot(values)) == .directory
          else { continue }
          for file in Folder.names(inRoot(values)) ?? []
          where file.hasSuffix(".xml") && FileKind.of(inRoot(Paths.join(values, file))) == .regular
          {
            byResource[res, default: []].append((name, file, Paths.join(values, file)))
          }
        }
      }
      func stringFiles(_ folders: [String]) -> [String] {
        var listed: [String] = []
        for res in folders where stringResources.contains(res) {
          var seenPaths: Set<String> = []
          for file in (byResource[res] ?? []).sorted(by: {
            ($0.folder, $0.name) < ($1.folder, $1.name)
          })
          where seenPaths.insert(file.path).inserted
            && (file.name == "strings.xml" || holdsStrings(file.path))
          {
            listed.append(file.path)
          }
        }
        return listed
      }
      scan.strings = stringFiles(scan.resources)
      if !scan.mokoStrings.isEmpty {
        scan.strings += scan.mokoStrings
        // Styles and fonts still come from res folders: with none holding
        // strings or text appearances, the app module's own.
        if scan.resources.isEmpty {
          scan.resources = valuesParents.filter { res in
            !res.isEmpty && Self.isMainSourceSet(res) && !isOther(res) && isApp(res)
          }.sorted()
        }
      }
      scan.otherAppStringsLeftOut = stringFiles(otherResources)
      scan.otherAndroidAppStringsLeftOut = stringFiles(otherAppResources)
      scan.otherAndroidApps = otherApps.sorted().filter { module in
        scan.otherAndroidAppStringsLeftOut.contains { module.isEmpty || $0.hasPrefix(module + "/") }
      }.map { $0.isEmpty ? "." : $0 }
      scan.otherAppFolders = otherResources.filter { res in
        scan.otherAppStringsLeftOut.contains { $0.hasPrefix(res + "/") }
      }
      // The app's own font folders are read with its res folders.
      let resourceFonts = Set(scan.resources.map { $0.isEmpty ? "font" : Paths.join($0, "font") })
      scan.fontFolders.removeAll(where: resourceFonts.contains)
      // An app widget's layouts are drawn by the launcher, in views of its
      // own: they say nothing of the app's text.
      let widgets = Self.appWidgetLayouts(
        named: Self.widgetProviderLayouts(in: xmlResources, root: root), among: layouts)
      scan.widgetLayouts = widgets.count
      // Layouts of every module but tests: feature modules set views in
      // the styles of a shared one. Read up to a budget, each file to a limit.
      var budget = Self.maximumLayoutBytes
      // The theme overlays views take (`android:theme="@style/…"`).
      var overlays: Set<String> = []
      // The text views' own sizes, in sp (or none: the theme's) and in dp.
      var inlineSizes = (scaled: 0, fixed: 0)
      // The strings set as a hint on one line, and otherwise.
      var (oneLineHints, otherStrings): (Set<OneLineHint>, Set<String>) = ([], [])
      var spokenStrings: Set<String> = []
      // Every string and plural a layout, menu, graph, `xml/` file, manifest
      // or default values file names (``referencedResourceStrings``), and
      // whether a file that may name one could not be read whole.
      var referenced: Set<String> = []
      var unread = false
      func readWhole(_ path: String, limit: Int) -> [UInt8]? {
        let bytes = Self.readForNames(path, limit: limit)
        if bytes == nil { unread = true }
        return bytes
      }
      for layout in layouts where !Self.isTestSourceSet(layout) && !widgets.contains(layout) {
        guard budget > 0 else {
          scan.stoppedEarly = true
          break
        }
        let bytes: [UInt8]
        do {
          bytes = try InputFile.read(Paths.join(root, layout), limit: min(4 << 20, budget))
        } catch {
          // A layout over its limit (or the budget left) is one the scan
          // did not read: say so. Unreadable ones name no style.
          if case .tooLarge = error.reason { scan.stoppedEarly = true }
          continue
        }
        budget -= bytes.count
        let named = Self.stylesNamed(in: bytes)
        for style in named.styles {
          scan.layoutUses[style, default: 0] += 1
        }
        overlays.formUnion(named.overlays)
        inlineSizes.scaled += named.scaledSizes + named.plainTextViews
        inlineSizes.fixed += named.fixedSizes
        oneLineHints.formUnion(named.oneLineHints)
        otherStrings.formUnion(named.otherStrings)
        spokenStrings.formUnion(named.spokenStrings)
        referenced.formUnion(Self.resourceStringReferences(in: bytes))
      }
      // Strings the res folders' other files show (a menu item's title, a
      // preference's, a navigation label, the manifest's labels, a
      // widget's layout), where a hint's string is also set otherwise; and
      // a search configuration's hint (`xml/searchable.xml`), which the
      // platform's search field shows on one line.
      var otherBudget = Self.maximumLayoutBytes
      let others = xmlResources + menusAndGraphs + manifests + widgets.sorted()
      for path in others where otherBudget > 0 {
        guard
          let bytes = readWhole(Paths.join(root, path), limit: min(4 << 20, otherBudget))
        else { continue }
        otherBudget -= bytes.count
        referenced.formUnion(Self.resourceStringReferences(in: bytes))
        var references = Self.stringReferences(in: bytes)
        if bytes.holds(Array("<searchable".utf8)),
          let searchable = try? XMLElementNode.parseXML(bytes, maximumDepth: 64),
          searchable.name == "searchable",
          let hint = searchable.attributes["android:hint"]?.trimmingCharacters(in: .whitespaces),
          hint.hasPrefix("@string/"), hint.count > 8
        {
          let name = String(hint.dropFirst(8))
          oneLineHints.insert(OneLineHint(string: name, style: nil, material: false))
          if !(searchable.attributes.contains {
            $0.key != "android:hint" && $0.value.contains(hint)
          }) {
            references.remove(name)
          }
        }
        otherStrings.formUnion(references)
      }
      oneLineHints = oneLineHints.filter { !otherStrings.contains($0.string) }
      // What TalkBack alone may speak: a content description no layout,
      // menu or other file shows (nor a hint).
      scan.contentDescriptionStrings = spokenStrings.subtracting(otherStrings)
        .subtracting(oneLineHints.map(\.string))
      // (And the strings values files name: an alias, `app_name` as
      // `@string/app_name_prod`, an array's item.)
      var valuesBudget = Self.maximumValuesBytes
      var named: Set<String> = []
      for res in scan.resources where valuesBudget > 0 {
        let values = Paths.join(Paths.join(root, res), "values")
        for name in (Folder.names(values) ?? []).sorted() where name.hasSuffix(".xml") {
          guard valuesBudget > 0,
            let bytes = readWhole(Paths.join(values, name), limit: valuesBudget)
          else { continue }
          valuesBudget -= bytes.count
          named.formUnion(Self.stringReferences(in: bytes))
          referenced.formUnion(Self.resourceStringReferences(in: bytes))
        }
      }
      // Drawables, animators and the like, and every res folder's default
      // values (a flavour's `app_name` as `@string/app_name_alpha`).
      var referenceBudget = Self.maximumValuesBytes
      for path in referenceFiles where referenceBudget > 0 {
        guard let bytes = readWhole(Paths.join(root, path), limit: referenceBudget)
        else { continue }
        referenceBudget -= bytes.count
        referenced.formUnion(Self.resourceStringReferences(in: bytes))
        // What Lint is told to keep: `tools:keep="@string/a,@string/b_*"`
        // (`res/raw/keep.xml`), a string marked
        // `tools:ignore="UnusedResources"` (or a file of them).
        let kept = Self.keptResourceNames(in: bytes)
        referenced.formUnion(kept.names)
        scan.keptResourcePrefixes.formUnion(kept.prefixes)
      }
      // (Where a budget ran out, not every file was read: none.)
      scan.referencedResourceStrings =
        budget > 0 && otherBudget > 0 && valuesBudget > 0 && referenceBudget > 0 && !unread
          && !scan.stoppedEarly
        ? referenced : nil
      scan.shownResourceStrings = otherStrings.union(oneLineHints.map(\.string)).union(named)
      // The style of a hint's text (below, with the theme's edit field
      // style, the library its themes derive from and the styles `check`
      // can measure).
      func hintStyles(
        editText: String?, library: AndroidResources.ThemeLibrary?, measurable: (String) -> Bool
      ) -> [String: String] {
        let plain = editText ?? "?android:attr/textAppearanceMedium"
        // Material's body text and label, by the library (Material 3's
        // where the themes derive from none the scan knows).
        let (body, label) =
          switch library {
          case .materialComponents?:
            (
              "TextAppearance.MaterialComponents.Subtitle1",
              "TextAppearance.MaterialComponents.Caption"
            )
          case .appCompat?: (plain, "bodySmall")
          default: ("bodyLarge", "bodySmall")
          }
        func style(of hint: OneLineHint) -> String {
          // A Material library's `TextInputLayout` style says its library.
          let (body, label) =
            switch hint.inputLayoutStyle {
            case let style? where style.contains("Material3"): ("bodyLarge", "bodySmall")
            case let style? where style.contains("MaterialComponents"):
              (
                "TextAppearance.MaterialComponents.Subtitle1",
                "TextAppearance.MaterialComponents.Caption"
              )
            default: (body, label)
            }
          if hint.collapsed { return label }
          if let style = hint.style {
            if measurable(style) { return style }
            // A library's edit field style (`Widget.MaterialComponents.
            // TextInputEditText.FilledBox`) sets its library's text.
            if style.contains("Material3") { return "bodyLarge" }
            if style.contains("MaterialComponents") {
              return "TextAppearance.MaterialComponents.Subtitle1"
            }
            if style.contains("AppCompat") || style.hasPrefix("android:") { return plain }
          }
          return hint.material ? body : plain
        }
        var styles: [String: String] = [:]
        var seen: Set<String> = []
        // (A string of two fields: a field's own style first, then the
        // library's, then one of its own size, which no style names; of
        // those, a hint shown expanded, in the larger text, before one
        // always collapsed into its label; then by the input layout's style:
        // every field of the hint ordered, none by the set's order, which
        // changes from run to run.)
        func order(_ hint: OneLineHint) -> (String, Int, Int, String, Int, String) {
          (
            hint.string, hint.ownSize && !hint.collapsed ? 1 : 0, hint.style == nil ? 1 : 0,
            hint.style ?? "", hint.material ? 0 : 1,
            (hint.collapsed ? "1" : "0") + (hint.inputLayoutStyle ?? "")
          )
        }
        for hint in oneLineHints.sorted(by: { order($0) < order($1) })
        where seen.insert(hint.string).inserted && (!hint.ownSize || hint.collapsed) {
          styles[hint.string] = style(of: hint)
        }
        return styles
      }
      scan.oneLineHints = Set(oneLineHints.map(\.string)).sorted()
      scan.oneLineHintStyles = hintStyles(editText: nil, library: nil) { _ in false }
      if var loaded = try? AndroidResources.load(
        folders: scan.resources.map { Paths.join(root, $0) })
      {
        // The app's theme, where it makes text appearances measurable that
        // are not without it (a size its themes set differently).
        if let theme = scan.applicationTheme, loaded.hasStyle(named: theme) {
          var themed = loaded
          themed.themes = [theme]
          let names = Set(loaded.textAppearanceNames).union(
            scan.layoutUses.keys.filter { !$0.hasPrefix("?") })
          func sized(_ resources: AndroidResources) -> Int {
            names.count { name in
              resources.hasStyle(named: name)
                && (try? resources.textAppearance(named: name))?.textSize != nil
            }
          }
          if sized(themed) > sized(loaded) {
            loaded = themed
            scan.themes = [theme]
          }
        }
        // Theme attributes (`?attr/textAppearanceBodyLarge`) count for the
        // style the app's themes, or Material's, give them: not a theme
        // overlay that views of a layout take (NewPipe's
        // `PlayQueueItemTextTheme` sets `textAppearanceLarge` for one view).
        // (A layout may set the app's own theme on a view: that is no overlay.)
        let overlays = overlays.union(loaded.layoutOverlays)
          .subtracting(scan.themes + [scan.applicationTheme].compactMap { $0 })
        for (name, count) in scan.layoutUses where name.hasPrefix("?") {
          if let style = loaded.themeStyle(forAttribute: name, ignoring: overlays) {
            scan.layoutUses[style, default: 0] += count
          }
        }
        // Material 3's built-in style named as a style
        // (`@style/TextAppearance.Material3.BodyMedium`) is its role's, where
        // the theme attributes give the role (the app's themes set it no
        // other): one style, counted once (Pachli's 13 and 5).
        for (name, count) in scan.layoutUses where loaded.styleDefinition(named: name) == nil {
          guard let role = AndroidResources.materialRole(ofStyle: name),
            scan.layoutUses[role] != nil
          else { continue }
          scan.layoutUses[role, default: 0] += count
          scan.layoutUses[name] = nil
        }
        // The text appearances, and the styles views are set in (built-in
        // ones too), that `check` can measure.
        func measurable(_ name: String) -> Bool {
          loaded.hasStyle(named: name) && (try? loaded.textAppearance(named: name))?.textSize != nil
        }
        let used = scan.layoutUses.keys.filter(measurable)
        // Styles the layouts name that no res folder here defines (a
        // library's: Fossify's apps take theirs from Fossify Commons).
        scan.undefinedLayoutStyles = scan.layoutUses.filter { name, _ in
          !name.hasPrefix("?") && !name.hasPrefix("android:") && !loaded.hasStyle(named: name)
        }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        // The style the app's themes give every TextView (not a home-screen
        // widget theme's: Trail-Sense's `WidgetTheme.TransparentBlack.TextView`,
        // which only its widget layouts take).
        let textView = loaded.themeStyle(forAttribute: "?android:attr/textViewStyle")
          .flatMap { measurable($0) && !Self.namesAppWidgetTheme($0) ? $0 : nil }
        let own = Self.measurableAppearances(loaded)
        scan.styles = Set(own + used + (textView.map { [$0] } ?? [])).sorted()
        // Where the layouts' text views are of a fixed size (dp, px), by
        // their styles or their own, in three of four and at least 20 (those
        // of no style or size of their own take the theme's, in sp), the
        // app's text does not scale: it is that size at every font scale
        // (Mastodon's: 323 of its 404, `m3_body_medium` 14dp and the like),
        // which is what check measures.
        var (fixedUses, scaledUses) = (inlineSizes.fixed, inlineSizes.scaled)
        for name in used {
          guard let size = (try? loaded.textAppearance(named: name))?.textSize else { continue }
          if size.unit == .sp {
            scaledUses += scan.layoutUses[name] ?? 0
          } else {
            fixedUses += scan.layoutUses[name] ?? 0
          }
        }
        if fixedUses >= 20, fixedUses >= 3 * scaledUses {
          scan.appTextOfFixedSize = (fixedUses, fixedUses + scaledUses)
        }
        for name in scan.styles {
          guard let appearance = try? loaded.textAppearance(named: name) else { continue }
          // A header's or a title's: medium or bold, or above 18 sp.
          var weight = appearance.textFontWeight ?? 400
          if case .system(let family)? = appearance.fontFamily {
            weight = max(weight, AndroidResources.baseWeight(ofSystemFamily: family) ?? 400)
          }
          if appearance.textStyleBold || weight >= 500
            || (appearance.textSize.map { $0.unit == .sp && $0.value > 18 } ?? false)
          {
            scan.emphasizedStyles.insert(name)
          }
          if case .resource(let font)? = appearance.fontFamily,
            let why = Self.appFontNotHeld(font, in: loaded)
          {
            scan.notForEveryString[name] = "in the app font '\(font)', " + why
          } else if case .system(let family)? = appearance.fontFamily,
            AndroidResources.baseWeight(ofSystemFamily: family) == nil
          {
            // Lawnchair's tutorial button, in Pixels' google-sans-text-medium.
            scan.notForEveryString[name] =
              "in the font family '\(family)', which Android's fonts.xml does not have (a device "
              + "maker's: drawn in sans-serif elsewhere)"
          } else if let widget = appearance.chain.first(where: {
            loaded.buttonAppearance(ofWidget: $0) != nil
          }) {
            // Infinity's dialog buttons, on Material 3's text button.
            scan.notForEveryString[name] = "a button's, on \(widget)"
          } else if appearance.textAllCaps {
            scan.notForEveryString[name] = "in capitals"
          } else if let size = appearance.textSize, size.unit != .sp, name != textView,
            scan.appTextOfFixedSize == nil
          {
            // Lawnchair's Go-only caption, 14dp at every font scale (the
            // style every TextView takes is what the app shows, dp or not).
            scan.notForEveryString[name] =
              "sized in \(size.unit.rawValue), which the font scale does not change"
          } else if let size = appearance.textSize, size.unit == .sp,
            size.value < Self.smallestBodySize, name != textView
          {
            // Fossify Calendar's week numbers, 11sp bold, named in 18
            // widget layouts: a label's size, not the app's running text.
            scan.notForEveryString[name] =
              "at \(NumberText.string(size.value)) sp, below the 12 sp of Material 3's smallest "
              + "body text"
          } else if name != textView,
            ["caption", "overline"].contains(where: {
              (name.split(separator: ".").last ?? "").lowercased().contains($0)
            })
          {
            // Markor's field labels, AppCompat's Caption (12 sp), named
            // in 17 of its layouts' 37 uses of styles: a caption's, by its
            // name, where the app's preference screens hold its running text.
            scan.notForEveryString[name] = "a caption's, by its name, not running text"
          }
        }
        // The style the app's themes give every edit field, where set.
        let editText = ["?android:attr/editTextStyle", "?attr/editTextStyle"].lazy.compactMap {
          loaded.themeStyle(forAttribute: $0)
        }.first { measurable($0) && !Self.namesAppWidgetTheme($0) }
        scan.oneLineHintStyles = hintStyles(
          editText: editText, library: loaded.themeLibrary, measurable: measurable)
        if let textView, scan.notForEveryString[textView] == nil {
          scan.textViewStyle = textView
          if case .resource? = (try? loaded.textAppearance(named: textView))?.fontFamily {
            scan.textViewStyleInAppFont = true
          }
        }
      }
      scan.layoutUses = scan.layoutUses.filter { !$0.key.hasPrefix("?") }  // resolved above
      scan.composeFiles = Self.composeFiles(among: kotlinFiles, root: root)
      scan.layoutFiles = layouts.count - scan.widgetLayouts
    } else if !scan.configs.isEmpty {
      // The styles the configs define (fonts are not looked up here).
      let report = ConfigValidator(fonts: AnyFontName()).validate(
        files: scan.configs.map { Paths.join(root, $0) })
      scan.styles = report.configuration.styles.map(\.name)
    }
    // Another app's fonts in an Apple app's repository: an Android res
    // folder's (`res/font`, which only Android reads: a Kotlin Multiplatform
    // app's `androidMain`), and those of a JavaScript app (a folder holding
    // `package.json`: a desktop or web app beside `ios/`) outside every
    // Xcode project's folder; unless the app registers one of their fonts
    // (UIAppFonts) or a project names one of their files. The app's own
    // fonts elsewhere (a Swift package's, registered in code; a shared
    // Kotlin module's) stay.
    if !scan.isAndroid, !xcodeProjects.isEmpty {
      let projectFolders = xcodeProjects.map {  // "" for the scan's folder
        Paths.deletingLastComponent(Paths.deletingLastComponent($0))
      }
      func within(_ folder: String, _ outer: String) -> Bool {
        outer.isEmpty || folder == outer || folder.hasPrefix(outer + "/")
      }
      func isOtherApps(_ folder: String) -> Bool {
        let name = Paths.name(of: folder)
        if name == "font" || name.hasPrefix("font-"),
          Paths.name(of: Paths.folder(of: folder)) == "res"
        {
          return true
        }
        return packageFolders.contains { within(folder, $0) }
          && !projectFolders.contains { within(folder, $0) }
      }
      let others = scan.fontFolders.filter { !appFontFolders.contains($0) && isOtherApps($0) }
      if !others.isEmpty {
        let named = Self.fontFolders(
          namedBy: xcodeProjects, fontFiles: fontFiles, among: others, root: root,
          stoppedEarly: &scan.stoppedEarly)
        scan.otherAppFontFolders = others.filter { !named.contains($0) }
        scan.fontFolders.removeAll(where: scan.otherAppFontFolders.contains)
      }
    }
    // An Apple app built from a shared Kotlin module shows its strings too.
    if !scan.isAndroid { scan.strings += scan.mokoStrings }
    // An iOS app whose text follows Dynamic Type nowhere (its storyboards'
    // and xibs' fonts read last, where its code says nothing of it; those
    // whose text the development language's files give show it too).
    let code = scan.fontsNamedInCode
    if !scan.isAndroid, scan.platform == "ios", scan.configs.isEmpty, scan.drawsNoSwiftUI,
      code.scaledSites == 0, !code.namesContentSizeCategory
    {
      let shown =
        scan.strings.filter(Self.isInterfaceFile)
        + scan.interfaceFilesLeftOut.filter { $0.reason == .developmentStrings }.map(\.path)
      let fonts = CheckRunner.interfaceFontKinds(shown, root: root)
      scan.followsNoDynamicType =
        fonts.textStyles == 0 && code.fixedSizeSites + code.sites + fonts.fixed >= 3
        && !Self.filesHold(Self.textThatGrows, paths: shown, root: root)
    }
    // A folder inside another is not named, once the rules above have left
    // out what they leave out: a spec's font folders are read with the
    // folders inside them (`roboto/unhinted` holds `RobotoTTF`).
    let kept = scan.fontFolders
    scan.fontFolders = kept.filter { folder in
      !kept.contains { $0 != folder && ($0 == "." || folder.hasPrefix($0 + "/")) }
    }
    return scan
  }

  /// Which of `folders` hold a font file (of `fontFiles`, paths relative to
  /// `root`) whose name one of the Xcode `projects` holds (a file reference,
  /// `../Shared/Fonts/Brand.ttf`), reading them within
  /// ``maximumProjectBytes`` in all (`stoppedEarly` when one is not read).
  static func fontFolders(
    namedBy projects: [String], fontFiles: [String], among folders: [String], root: String,
    stoppedEarly: inout Bool
  ) -> Set<String> {
    var names: [String: Set<String>] = [:]  // file name: the folders holding one so named
    for path in fontFiles {
      let key = Paths.folder(of: path)  // "." for the scan's folder, as `folders` name it
      guard folders.contains(key) else { continue }
      names[Paths.name(of: path), default: []].insert(key)
    }
    var named: Set<String> = []
    var budget = Self.maximumProjectBytes
    for project in projects where named.count < folders.count {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(Paths.join(root, project), limit: budget)
      } catch {
        if case .tooLarge = error.reason { stoppedEarly = true }
        continue
      }
      budget -= bytes.count
      for (name, holders) in names where !holders.isSubset(of: named) {
        if bytes.holds(Array(name.utf8)) { named.formUnion(holders) }
      }
    }
    return named
  }

  /// The languages of ``strings``, sorted: each file's from its folder
  /// (`de.lproj`, `values-de`), and a String Catalog's from its entries,
  /// where they hold a character of a script of the language
  /// (``holdsScript(ofLanguage:in:)``: an empty file or one left in the
  /// development language's text names none); the files read within
  /// ``maximumValuesBytes`` in all, every string file in ``strings``' order
  /// (`readStrings()` reads each once, for what does not parse too) (a
  /// catalog that cannot be read, or not
  /// within what is left, names none; another file names its folder's
  /// language unread). `Base.lproj` and `values` name none.
  package func stringLanguages() -> [String] { readStrings().languages }

  /// Whether `text` holds a name in single braces, `{app_name}`, as check
  /// reads the placeholder `{…}` (``FormatSpecifierSubstitution/Placeholder``),
  /// not Mustache's `{{name}}`, a `${name}`, or ICU's `{count, plural, …}`.
  static func holdsBracePlaceholder(_ text: String) -> Bool {
    guard text.utf8.contains(UInt8(ascii: "{")) else { return false }
    let scalars = Array(text.unicodeScalars)
    return braceReader.specifierRanges(in: scalars).contains { range in
      scalars[range.lowerBound] == "{" && scalars[range.lowerBound + 1] != "{"
    }
  }

  /// The placeholders check reads with `{…}` added to its defaults (which
  /// take `{{name}}` and `${name}` before `{…}` sees them).
  static let braceReader: FormatSpecifierSubstitution = {
    var reader = FormatSpecifierSubstitution()
    reader.placeholders += [FormatSpecifierSubstitution.Placeholder(pattern: "{…}")].compactMap {
      $0
    }
    return reader
  }()

  /// ``stringLanguages()``, and the string files of ``strings`` read within
  /// the same budget that do not parse, each said as `check` says it
  /// (`cs.lproj/Localizable.strings:1: missing ';' …`): `check` stops there,
  /// as Apple's parser (or aapt2) does (and one of the kernel's own files,
  /// which `check` refuses); the strings in braces the development
  /// language's files hold; each language's characters; and the keys of the
  /// development language's files read (``developmentKeys``).
  package func readStrings() -> (
    languages: [String], unparsable: [String], braces: Int,
    characters: [String: Set<Unicode.Scalar>], keys: Set<String>, tables: [String: Set<String>]
  ) {
    var languages: Set<String> = []
    var keys: Set<String> = []
    // The development language's keys by table (a file's name without its
    // extension: `Localizable`, `SAS`).
    var tables: [String: Set<String>] = [:]
    var characters: [String: Set<Unicode.Scalar>] = [:]
    func collect(_ language: String, _ texts: some Sequence<String>) {
      collectScriptCharacters(
        ofLanguage: language, in: texts, into: &characters[language, default: []],
        limit: Self.maximumLanguageCharacters)
    }
    var unparsable: [String] = []
    var braces = 0
    var budget = Self.maximumValuesBytes
    for path in strings {
      let format = StringFileFormat.detect(path: path)
      let folderLanguage = StringFile.language(forPath: path, format: format)
      var bytes: [UInt8]?
      do {
        bytes = budget > 0 ? try InputFile.read(Paths.join(root, path), limit: budget) : nil
      } catch  where error.reason == .kernelFile {
        // (A link to `/proc/self/environ`, which check refuses.)
        unparsable.append(FileError(path: path, reason: error.reason).description)
      } catch {}
      budget -= bytes?.count ?? 0
      var file: StringFile?
      if let bytes {
        do {
          file = try StringFile.parse(bytes: bytes, path: path, format: format)
        } catch {
          unparsable.append(error.description)
        }
      }
      // (Not an interface file's: its `{File Info}` is text its code replaces
      // whole, left out.)
      if let file, file.format != .interfaceBuilder,
        CheckRunner.Measuring.isDevelopmentLanguageFile(
          file, developmentLanguage: developmentLanguage ?? "en")
      {
        braces += file.strings.count { string in
          (file.format != .xcstrings || string.language == file.sourceLanguage)
            && Self.holdsBracePlaceholder(string.value)
        }
        keys.formUnion(file.strings.lazy.map(\.key))
        // (An Android values file's keys by the file: one namespace, whose
        // files each gate the rule.)
        let name = Paths.name(of: path)
        let table =
          file.format == .androidXML
          ? path : name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
        tables[table, default: []].formUnion(file.strings.lazy.map(\.key))
      }
      guard format == .xcstrings || folderLanguage != nil else { continue }
      if format == .xcstrings {
        var texts: [String: [String]] = [:]
        for string in file?.strings ?? [] {
          if let language = string.language { texts[language, default: []].append(string.value) }
        }
        for (language, values) in texts where holdsScript(ofLanguage: language, in: values) {
          languages.insert(language)
          collect(language, values)
        }
      } else if let folderLanguage,
        file.map({
          !$0.strings.isEmpty
            && holdsScript(ofLanguage: folderLanguage, in: $0.strings.lazy.map(\.value))
        })
          ?? true
      {
        // An empty file (Fossify Gallery's `values-cr`), or one of English
        // text throughout (an untranslated `values-am`), asks for no fonts.
        languages.insert(folderLanguage)
        if let file { collect(folderLanguage, file.strings.lazy.map(\.value)) }
      }
    }
    return (languages.sorted(), unparsable, braces, characters, keys, tables)
  }

  /// The most characters of its scripts `readStrings()` keeps of one
  /// language (Chinese UI text uses some 3,000).
  static let maximumLanguageCharacters = 8_192

  /// `resources` with each module's other source sets' res folders (a
  /// flavour's, `app/src/play/res`) before its `src/main` one, as Gradle's
  /// resource merge lets them win; modules keep their order.
  static func flavoursFirst(_ resources: [String]) -> [String] {
    var modules: [String] = []
    var byModule: [String: [String]] = [:]
    for res in resources {
      let module = Self.module(of: res) ?? res
      if byModule[module] == nil { modules.append(module) }
      byModule[module, default: []].append(res)
    }
    return modules.flatMap { module in
      let folders = byModule[module] ?? []
      let isMain = { (res: String) in res.hasSuffix("/src/main/res") || res == "src/main/res" }
      return folders.filter { !isMain($0) } + folders.filter(isMain)
    }
  }

  /// What an Android module builds, told from its manifest.
  enum AndroidModuleKind: Equatable {
    /// A Wear OS app: its manifest requires `android.hardware.type.watch`
    /// (a `<uses-feature>` not marked `android:required="false"`).
    case wear
    /// Another app: its manifest has a launcher activity
    /// (`android.intent.category.LAUNCHER`).
    case app
    /// Neither: a library, shared by the apps that use it.
    case library
  }

  /// The module of a file in a Gradle source set: the folder before its
  /// last `src` (`wear` for `wear/src/main/res`, `""` for the project's own
  /// `src/main/res`); nil for a path in no `src`.
  static func module(of path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return parts.lastIndex(of: "src").map { parts[..<$0].joined(separator: "/") }
  }

  /// An Android project's modules: what each builds, by its folder.
  struct AndroidModules: Equatable {
    var kinds: [String: AndroidModuleKind] = [:]
    /// The modules laid out as before Gradle: their manifest beside their
    /// `build.gradle`, their res folders in the module's own folder
    /// (Habitica's phone app: `manifest.srcFile("AndroidManifest.xml")`,
    /// `res.srcDirs("res")`).
    var laidOutBeforeGradle: Set<String> = []
    /// The modules whose manifest has a launcher activity (an app one
    /// opens, not a library; a Wear OS library requires a watch too).
    var launchers: Set<String> = []

    /// What the module holding the res folder `path` builds: the module laid
    /// out as before Gradle whose own folder holds it (`Habitica/res`), else
    /// the module of its `src` source set (``ProjectScan/module(of:)``); nil
    /// for a folder of neither.
    func owner(of path: String) -> AndroidModuleKind? {
      module(of: path).flatMap { kinds[$0] }
    }

    /// The folder of the module holding the res folder `path`, as
    /// ``owner(of:)`` finds it.
    func module(of path: String) -> String? {
      let parent = Paths.deletingLastComponent(path)
      if laidOutBeforeGradle.contains(parent) { return parent }
      return ProjectScan.module(of: path)
    }
  }

  /// What each module builds, by the manifest of its `src/main`, or, in a
  /// module laid out as before Gradle, the one beside its `build.gradle`
  /// (each read up to 1 MiB; one that cannot be read or parsed is a
  /// library's). A flavour's or a debug build's manifest does not decide
  /// for the module.
  ///
  /// - Parameter moduleFolders: The folders holding a `build.gradle` or
  ///   `build.gradle.kts` (`""` for the project's own).
  static func androidModules(
    _ manifests: [String], root: String, moduleFolders: Set<String> = []
  ) -> AndroidModules {
    var modules = AndroidModules()
    let launcher = Array("android.intent.category.LAUNCHER".utf8)
    func kind(_ manifest: String) -> (AndroidModuleKind, launches: Bool) {
      let bytes = (try? InputFile.read(Paths.join(root, manifest), limit: 1 << 20)) ?? []
      let launches = bytes.holds(launcher)
      return (requiresWatch(bytes) ? .wear : launches ? .app : .library, launches)
    }
    func add(_ module: String, _ manifest: String) {
      let (kind, launches) = kind(manifest)
      modules.kinds[module] = kind
      if launches { modules.launchers.insert(module) } else { modules.launchers.remove(module) }
    }
    for manifest in manifests {
      let folder = Paths.deletingLastComponent(manifest)
      guard folder == "src/main" || folder.hasSuffix("/src/main"), let module = module(of: folder)
      else { continue }
      add(module, manifest)
    }
    for manifest in manifests {
      let folder = Paths.deletingLastComponent(manifest)
      guard moduleFolders.contains(folder), modules.kinds[folder] == nil else { continue }
      add(folder, manifest)
      modules.laidOutBeforeGradle.insert(folder)
    }
    return modules
  }

  /// The style the manifest at `path` applies to its `<application>`
  /// (`android:theme="@style/AppTheme"`: `AppTheme`), if any (read up to
  /// 1 MiB).
  static func applicationTheme(_ path: String) -> String? {
    guard let bytes = try? InputFile.read(path, limit: 1 << 20),
      bytes.holds(Array("android:theme".utf8)),
      let root = try? XMLElementNode.parseXML(bytes, maximumDepth: 64),
      let application = root.elements.first(where: { $0.name == "application" }),
      let theme = application.attributes["android:theme"]
    else { return nil }
    return AndroidResources.styleName(
      ofReference: theme.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether a manifest requires a watch: a `<uses-feature>` named
  /// `android.hardware.type.watch` and not marked `android:required="false"`.
  static func requiresWatch(_ manifest: [UInt8]) -> Bool {
    guard manifest.holds(Array("android.hardware.type.watch".utf8)),
      let root = try? XMLElementNode.parseXML(manifest, maximumDepth: 64)
    else { return false }
    return root.elements.contains { element in
      element.name == "uses-feature"
        && element.attributes["android:name"] == "android.hardware.type.watch"
        && element.attributes["android:required"] != "false"
    }
  }

  /// Of the folders `builds` (`.` for the project's own), those inside no
  /// other (a build's included builds, `plugins/…`, are part of it), each
  /// once, sorted.
  static func outermost(_ builds: [String]) -> [String] {
    let all = Set(builds)
    // No build holds the folder it is in (the project's own holds every one).
    return all.filter { folder in
      folder == "." || build(of: Paths.deletingLastComponent(folder), among: all) == nil
    }.sorted()
  }

  /// The folder of `builds` that holds `path` (or is it): the outermost, by
  /// the folders on its way from the project's (`.`).
  static func build(of path: String, among builds: Set<String>) -> String? {
    if builds.contains(".") { return "." }
    var prefix = ""
    for part in path.split(separator: "/") {
      prefix += prefix.isEmpty ? String(part) : "/" + part
      if builds.contains(prefix) { return prefix }
    }
    return nil
  }

  /// Whether the Apple string file at `path` holds text the system shows
  /// (``systemStrings``): named `InfoPlist` (or a target's, `NAME-InfoPlist`,
  /// which holds the same keys but which the system reads only when the
  /// build copies it as `InfoPlist.strings`: UTM's
  /// `QEMULauncher-InfoPlist.strings`, HandBrake's
  /// `HandBrakeXPCService1-InfoPlist.strings`; no app shows it either way) or
  /// `AppShortcuts`, `InternetAccessPolicy` (the Internet Access Policy that
  /// Little Snitch shows for a Mac app: KeePassium's), named like one of
  /// `intentDefinitions` (written in lower case), or in a `Settings.bundle`. Names are compared ignoring case:
  /// Mastodon's `de.lproj/infoPlist.strings` holds its Info.plist's keys
  /// (`NSCameraUsageDescription`) all the same.
  static func isShownBySystem(_ path: String, intentDefinitions: Set<String>) -> Bool {
    guard isAppleStringFile(path) else { return false }
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      .lowercased()
    return base == "infoplist" || base.hasSuffix("-infoplist") || base == "appshortcuts"
      || base == "internetaccesspolicy" || intentDefinitions.contains(base)
      || path.split(separator: "/").contains { $0.lowercased() == "settings.bundle" }
  }

  /// Where the Swift and Objective-C files at `paths` (relative to `root`)
  /// set text in a font by name: the call sites (`.custom(`, SwiftUI's;
  /// `UIFont(name:`, `NSFont(name:`, Objective-C's `fontWithName:` with an
  /// `@"…"` literal; with `size:` or `fixedSize:` on the same line, and no
  /// icon font's: none whose line says `icon`), the names given there as
  /// string literals, each with how many times, most first (then by
  /// name; up to 128 bytes, one with an interpolation left out), and those
  /// of SwiftGen's font list (`FontConvertible(name: "Inter-Bold"`); and
  /// the calls that set the system font at a fixed size or at one that
  /// follows Dynamic Type (``FontsInCode/fixedSizeSites``); read within
  /// ``maximumSwiftBytes``.
  static func fontsNamed(inSwiftFiles paths: [String], root: String) -> FontsInCode {
    let sites = [".custom(", "UIFont(name:", "NSFont(name:", "fontWithName:"].map {
      Array($0.utf8)
    }
    let declarations = [Array("FontConvertible(name:".utf8)]
    var result = FontsInCode()
    var counts: [String: Int] = [:]
    // Names given as a string enum's case (`InterFont.regular.rawValue`),
    // by enum and case, and the raw values the enums declare.
    var caseUses: [String: Int] = [:]
    var rawValues: [String: String] = [:]
    // The app's functions that scale a system font of a size
    // (`UIFont.preferredFont(ofSize:weight:)`), and the files that may call them.
    var helpers: Set<String> = []
    var ofSizeCalls: [String: Int] = [:]
    var budget = maximumSwiftBytes
    for path in paths where budget > 0 {
      guard
        let bytes = try? InputFile.read(
          Paths.join(root, path), limit: min(budget, maximumSwiftFileBytes))
      else { continue }
      budget -= bytes.count
      if bytes.holds(Array(": String".utf8)) {
        rawValues.merge(stringEnumCases(in: bytes), uniquingKeysWith: { first, _ in first })
      }
      let systemFont = systemFontSites(in: bytes)
      result.fixedSizeSites += systemFont.fixed
      result.scaledSites += systemFont.scaled
      if !result.namesContentSizeCategory, Self.textThatGrows.contains(where: bytes.holds) {
        result.namesContentSizeCategory = true
      }
      result.swiftUI.read += 1
      if !result.swiftUI.imports, importsSwiftUI(bytes) { result.swiftUI.imports = true }
      if bytes.holds(Array("(ofSize:".utf8)) {
        helpers.formUnion(scalingHelpers(in: bytes))
        ofSizeCalls.merge(Self.ofSizeCalls(in: bytes), uniquingKeysWith: +)
      }
      guard (sites + declarations).contains(where: bytes.holds) else { continue }
      var i = 0
      while i < bytes.count {
        let site = sites.first { bytes[i...].starts(with: $0) }
        guard let opening = site ?? declarations.first(where: { bytes[i...].starts(with: $0) })
        else {
          i += 1
          continue
        }
        i += opening.count
        if site != nil {
          // A font's call gives a size on the same line (`.custom(let x)`
          // in a pattern is no font), and an icon font's sets no text
          // (`.custom(MaterialDesignIcons.familyName, size: 12)`).
          let line = Array(
            bytes[i..<min(bytes.count, i + 160)].prefix { $0 != UInt8(ascii: "\n") })
          guard line.holds(Array("size:".utf8)) || line.holds(Array("fixedSize:".utf8)),
            !String(decoding: line, as: UTF8.self).lowercased().contains("icon")
          else { continue }
          result.sites += 1
        }
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        // Objective-C's string literal: `@"AvenirNext-DemiBold"`.
        if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "@"), bytes[i + 1] == UInt8(ascii: "\"") {
          i += 1
        }
        if site != nil, let (enumCase, end) = rawValueReference(in: bytes, at: i) {
          caseUses[enumCase, default: 0] += 1
          i = end
          continue
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { continue }
        let start = i + 1
        let limit = min(bytes.count, start + 128)
        guard let end = bytes[start..<limit].firstIndex(of: UInt8(ascii: "\"")), end > start,
          !bytes[start..<end].contains(UInt8(ascii: "\\")),
          let name = String(bytes: bytes[start..<end], encoding: .utf8)
        else { continue }
        if site != nil {
          counts[name, default: 0] += 1
        } else if !result.declared.contains(name) {
          result.declared.append(name)
        }
        i = end + 1
      }
    }
    for (enumCase, uses) in caseUses {
      if let name = rawValues[enumCase] { counts[name, default: 0] += uses }
    }
    result.names = counts.map { (name: $0.key, count: $0.value) }.sorted {
      ($0.count, $1.name) > ($1.count, $0.name)
    }
    result.declared.sort()
    // Each call of the app's scaling function is a size that follows
    // Dynamic Type (Bark's 41 `UIFont.preferredFont(ofSize: 14)`).
    result.scaledSites += helpers.reduce(0) { $0 + (ofSizeCalls[$1] ?? 0) }
    // (Every file read, or not known.)
    if budget <= 0, !result.swiftUI.imports { result.swiftUI = (0, false) }
    return result
  }

  /// The places in `bytes` that set the system font at a fixed size and at
  /// one that follows Dynamic Type (``fixedSizeCalls``, ``scaledCalls``):
  /// a fixed size's call on a line that scales it
  /// (`UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 14))`)
  /// follows Dynamic Type, and is counted once.
  static func systemFontSites(in bytes: [UInt8]) -> (fixed: Int, scaled: Int) {
    var fixed = 0
    var scaled = 0
    guard (fixedSizeCalls + scaledCalls).contains(where: bytes.holds) else { return (0, 0) }
    let scalings = [Array("scaledFont(for:".utf8), Array("scaledFontForFont:".utf8)]
    let metrics = Array("UIFontMetrics".utf8)
    for slice in bytes.split(separator: UInt8(ascii: "\n")) {
      // (Not a call a comment holds: `// .font(.system(size: 18))`; a `//`
      // after an odd number of quotes is a literal's, `"https://…"`.)
      var cut = slice.endIndex
      var quotes = 0
      for k in slice.indices where slice[k] == 0x22 || slice[k] == 0x2F {
        if slice[k] == 0x22 {
          quotes += 1
        } else if quotes % 2 == 0, k + 1 < slice.endIndex, slice[k + 1] == 0x2F {
          cut = k
          break
        }
      }
      let line = Array(slice[..<cut])
      for call in scaledCalls { scaled += line.occurrences(of: call) }
      let here = fixedSizeCalls.reduce(0) { $0 + line.occurrences(of: $1) }
      guard here > 0 else { continue }
      // (One that scales by `UIFontMetrics` on its line is counted there.)
      if scalings.contains(where: line.holds) {
        if !line.holds(metrics) { scaled += 1 }
      } else {
        fixed += here
      }
    }
    return (fixed, scaled)
  }

  /// The names of the functions `bytes` declares with a first argument
  /// `ofSize` whose body (up to the next function, 400 bytes at most)
  /// scales a font (`scaledFont(for:`): an app's
  /// `UIFont.preferredFont(ofSize:weight:)`. UIKit's own names
  /// (`systemFont`, a type's of that name) are none: their calls are
  /// UIKit's too.
  static func scalingHelpers(in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    let mark = Array("func ".utf8)
    let uiKit: Set<String> = [
      "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
      "monospacedDigitSystemFont",
    ]
    var from = bytes.startIndex
    while let found = bytes[from...].firstRange(of: mark) {
      from = found.upperBound
      let name = bytes[found.upperBound...].prefix {
        $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
          || (0x61...0x7A).contains($0)
      }
      guard !name.isEmpty, bytes[name.endIndex...].starts(with: Array("(ofSize".utf8)) else {
        continue
      }
      var body = bytes[name.endIndex...].prefix(400)
      if let next = body.firstRange(of: mark) { body = body[..<next.lowerBound] }
      let named = String(decoding: name, as: UTF8.self)
      guard !uiKit.contains(named), body.firstRange(of: Array("scaledFont(for:".utf8)) != nil
      else { continue }
      names.insert(named)
    }
    return names
  }

  /// How many of the Kotlin files at `paths` declare a `@Composable`: up
  /// to 1,000, each read to 4 MiB, within ``maximumSwiftBytes`` in all.
  static func composeFiles(among paths: [String], root: String) -> Int {
    let mark = Array("@Composable".utf8)
    var count = 0
    var budget = maximumSwiftBytes
    for path in paths where budget > 0 && count < 1_000 {
      guard
        let bytes = try? InputFile.read(
          Paths.join(root, path), limit: min(budget, maximumSwiftFileBytes))
      else { continue }
      budget -= bytes.count
      if bytes.holds(mark) { count += 1 }
    }
    return count
  }

  /// The `Enum.case` of a `Enum.case.rawValue` at `start` of `bytes` (a
  /// font named by a string enum's case, `InterFont.regular.rawValue`), and
  /// where it ends; nil when there is none.
  static func rawValueReference(in bytes: [UInt8], at start: Int) -> (String, Int)? {
    var parts: [String] = []
    var i = start
    while i < bytes.count, parts.count < 8 {
      let begin = i
      while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
      guard i > begin else { return nil }
      parts.append(String(decoding: bytes[begin..<i], as: UTF8.self))
      guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { break }
      i += 1
    }
    guard parts.count >= 3, parts.last == "rawValue" else { return nil }
    return (parts[parts.count - 3] + "." + parts[parts.count - 2], i)
  }

  /// The raw values of the cases of the string enums in a Swift file's
  /// `bytes` (`enum InterFont: String { case regular = "Inter-Regular" … }`),
  /// by `Enum.case`; up to 128 bytes a value, none with an interpolation.
  static func stringEnumCases(in bytes: [UInt8]) -> [String: String] {
    let keyword = Array("enum ".utf8)
    var found: [String: String] = [:]
    var i = 0
    while i < bytes.count, found.count < 4_096 {
      guard bytes[i...].starts(with: keyword), i == 0 || !isIdentifierByte(bytes[i - 1]) else {
        i += 1
        continue
      }
      i += keyword.count
      let nameStart = i
      while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
      let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
      // `: String` before the body's brace.
      guard !name.isEmpty,
        let brace = bytes[i..<min(bytes.count, i + 200)].firstIndex(of: UInt8(ascii: "{")),
        Array(bytes[i..<brace]).holds(Array("String".utf8))
      else { continue }
      // The body: to its closing brace.
      var depth = 1
      var j = brace + 1
      var body: [UInt8] = []
      while j < bytes.count {
        if bytes[j] == UInt8(ascii: "{") { depth += 1 }
        if bytes[j] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { break }
        }
        if depth == 1 { body.append(bytes[j]) }
        j += 1
      }
      // A body never closed holds every later enum too: no more to read
      // (each would be read to the end again).
      guard j < bytes.count else { break }
      i = j
      // `case x = "value"`, and `case a = "x", b = "y"`.
      let text = String(decoding: body, as: UTF8.self)
      for line in text.split(whereSeparator: \.isNewline) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("case ") else { continue }
        for item in trimmed.dropFirst(5).split(separator: ",") {
          let halves = item.split(separator: "=", maxSplits: 1)
          guard halves.count == 2 else { continue }
          let caseName = halves[0].trimmingCharacters(in: .whitespaces)
          let value = halves[1].trimmingCharacters(in: .whitespaces)
          guard value.count >= 2, value.utf8.count <= 130, value.hasPrefix("\""),
            value.hasSuffix("\""), !value.contains("\\"),
            caseName.utf8.allSatisfy(isIdentifierByte)
          else { continue }
          found[name + "." + caseName] = String(value.dropFirst().dropLast())
        }
      }
    }
    return found
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F
  }

  /// Where Swift code sets text in fonts by name (``fontsNamedInCode``),
  /// and how often it sets the system font at fixed sizes and at sizes that
  /// follow Dynamic Type.
  public struct FontsInCode: Sendable {
    /// The call sites: `.custom(`, `UIFont(name:`, `NSFont(name:`.
    public var sites = 0
    /// The names the call sites give as literals, with how many times,
    /// most first.
    public var names: [(name: String, count: Int)] = []
    /// The names of SwiftGen's font list, sorted.
    public var declared: [String] = []
    /// The places that set the system font at a fixed size
    /// (`systemFont(ofSize:`, `.system(size:`), whose text Dynamic Type
    /// never changes, and those that set a size that follows it
    /// (`preferredFont(forTextStyle:`, `UIFontMetrics`, SwiftUI's
    /// `.font(.body)` and the other text styles).
    public var fixedSizeSites = 0
    public var scaledSites = 0
    /// Whether a file names a content size category (`ContentSizeCategory`:
    /// `adjustsFontForContentSizeCategory`, `preferredContentSizeCategory`,
    /// `UIContentSizeCategoryDidChangeNotification`): code that sizes its
    /// text by the Dynamic Type setting in a way of its own.
    public var namesContentSizeCategory = false
    /// The files read, and whether one imports SwiftUI (`importsSwiftUI(_:)`),
    /// as ``swiftUIImport(in:root:)`` tells them, from the same reading:
    /// (0, false) where the budget ran out first.
    var swiftUI: (read: Int, imports: Bool) = (0, false)
  }

  /// How many of the Swift and Objective-C files at `paths` (relative to
  /// `root`) were read, to the first that imports SwiftUI, and whether one
  /// does; (0, false) when the budget (``maximumSwiftBytes``) ran out
  /// before any said so, as for no file: not known.
  static func swiftUIImport(in paths: [String], root: String) -> (read: Int, imports: Bool) {
    var budget = maximumSwiftBytes
    var read = 0
    for path in paths
    where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") {
      guard budget > 0 else { return (0, false) }
      guard
        let bytes = try? InputFile.read(
          Paths.join(root, path), limit: min(budget, maximumSwiftFileBytes))
      else { continue }
      budget -= bytes.count
      read += 1
      if importsSwiftUI(bytes) { return (read, true) }
    }
    return (read, false)
  }

  /// Whether Swift source imports SwiftUI: a line whose `import` names the
  /// module or a declaration of it (`import SwiftUI`, `@preconcurrency
  /// import SwiftUI`, `import struct SwiftUI.Text`; not `SwiftUIIntrospect`).
  static func importsSwiftUI(_ bytes: [UInt8]) -> Bool {
    let module = Array("SwiftUI".utf8)
    // A letter, digit or `_` (any byte of a non-ASCII character too).
    // (Swift's identifiers take letters beyond ASCII too.)
    func isNamePart(_ byte: UInt8) -> Bool { isIdentifierByte(byte) || byte >= 0x80 }
    var from = bytes.startIndex
    while let found = bytes[from...].firstRange(of: module) {
      from = found.upperBound
      // The module's whole name, then an `import` word earlier on its line.
      if found.upperBound < bytes.endIndex, isNamePart(bytes[found.upperBound]) { continue }
      if found.lowerBound > bytes.startIndex, isNamePart(bytes[found.lowerBound - 1]) { continue }
      let lineStart = bytes[..<found.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let words = bytes[lineStart..<found.lowerBound].split {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
      }
      if words.contains(where: { $0.elementsEqual("import".utf8) }) { return true }
    }
    return false
  }

  /// Each name called with a size in `bytes` (`preferredFont(ofSize:`),
  /// with how many times; a declaration (`func preferredFont(ofSize:`,
  /// which without an inner name reads as a call) is none.
  static func ofSizeCalls(in bytes: [UInt8]) -> [String: Int] {
    let isNamePart = isIdentifierByte
    let mark = Array("(ofSize:".utf8)
    let declaration = Array("func ".utf8)
    var counts: [String: Int] = [:]
    var from = bytes.startIndex
    while let found = bytes[from...].firstRange(of: mark) {
      from = found.upperBound
      var start = found.lowerBound
      while start > bytes.startIndex, isNamePart(bytes[start - 1]) { start -= 1 }
      guard start < found.lowerBound,
        !bytes[..<start].reversed().starts(with: declaration.reversed())
      else { continue }
      counts[String(decoding: bytes[start..<found.lowerBound], as: UTF8.self), default: 0] += 1
    }
    return counts
  }

  /// What ``FontsInCode/fixedSizeSites`` and ``FontsInCode/scaledSites``
  /// count, as the bytes of their calls.
  /// (Objective-C's too: `[UIFont systemFontOfSize:14]`, `boldSystemFontOfSize:`,
  /// `preferredFontForTextStyle:`; element-ios's 172 calls.)
  static let fixedSizeCalls = ["ystemFont(ofSize:", ".system(size:", "ystemFontOfSize:"].map {
    Array($0.utf8)
  }
  /// What in Swift or Objective-C code, or an interface file, sizes text by
  /// the Dynamic Type setting without a text style's font the code names:
  /// a content size category (`adjustsFontForContentSizeCategory`,
  /// `preferredContentSizeCategory`), a list cell's content configuration
  /// or a button's configuration, whose text UIKit grows.
  static let textThatGrows = [
    "ContentSizeCategory", "defaultContentConfiguration", "UIListContentConfiguration",
    "UIButton.Configuration", "UIButtonConfiguration", "<buttonConfiguration",
  ].map { Array($0.utf8) }

  static let scaledCalls = [
    "preferredFont(forTextStyle:", "preferredFontForTextStyle:", "UIFontMetrics",
    "preferredFontDescriptor(withTextStyle:", "preferredFontDescriptorWithTextStyle:",
    ".font(.largeTitle", ".font(.title",
    ".font(.headline", ".font(.subheadline", ".font(.body", ".font(.callout", ".font(.footnote",
    ".font(.caption", ".system(.",
  ].map { Array($0.utf8) }

  /// Of `paths`, the `Base.lproj` string files whose table the development
  /// language's `.lproj` beside them also has (``baseStringsShadowed``),
  /// each with that file.
  static func baseTablesShadowed(among paths: [String], developmentLanguage: String) -> [Copy] {
    // (Apple string files and interface files: a Base storyboard beside
    // the development language's own, `en.lproj/Main.storyboard`, is
    // shadowed too.)
    func isTable(_ path: String) -> Bool {
      !path.hasSuffix(".xml") && !path.hasSuffix(".xcstrings")
    }
    // The development language's files, by their `.lproj`'s folder and name
    // (the first of each), looked up once per Base file.
    var own: [String: String] = [:]
    for path in paths where isTable(path) {
      let folder = Paths.deletingLastComponent(path)
      guard Paths.name(of: folder) != "Base.lproj",
        StringFile.language(forPath: path, format: .strings) == developmentLanguage
      else { continue }
      let key = Paths.deletingLastComponent(folder) + "\u{0}" + Paths.name(of: path)
      if own[key] == nil { own[key] = path }
    }
    guard !own.isEmpty else { return [] }
    var shadowed: [Copy] = []
    for path in paths where isTable(path) {
      let folder = Paths.deletingLastComponent(path)
      guard Paths.name(of: folder) == "Base.lproj",
        let original = own[Paths.deletingLastComponent(folder) + "\u{0}" + Paths.name(of: path)]
      else { continue }
      shadowed.append(Copy(path: path, original: original))
    }
    return shadowed
  }

  /// The Apple string files of `paths` (relative to `root`) that hold the
  /// same bytes as an earlier one of the same file name in a folder of the
  /// same name (`en.lproj`; for a String Catalog, any folder), each with the
  /// first such file. Only files of one name, folder name and size are
  /// read, each once (and an original again where a copy of it is found);
  /// files over 16 MiB, or that cannot be read, are kept.
  static func copies(among paths: [String], root: String) -> [Copy] {
    struct Kind: Hashable {
      var name: String
      var folder: String
      var size: Int
    }
    var groups: [Kind: [String]] = [:]
    for path in paths where !path.hasSuffix(".xml") {
      let full = Paths.join(root, path)
      guard
        let size = (try? FileManager.default.attributesOfItem(atPath: full))?[.size] as? Int,
        size <= 16 << 20
      else { continue }
      let name = (path as NSString).lastPathComponent
      let folder =
        name.hasSuffix(".xcstrings")
        ? "" : (Paths.deletingLastComponent(path) as NSString).lastPathComponent
      groups[Kind(name: name, folder: folder, size: size), default: []].append(path)
    }
    var copies: [Copy] = []
    for group in groups.values where group.count > 1 {
      // Each file read once, told apart by a hash of its bytes; an original
      // whose hash matches is read again to be sure.
      var originals: [(path: String, hash: Int)] = []
      for path in group {
        guard let bytes = try? InputFile.read(Paths.join(root, path), limit: 16 << 20) else {
          continue
        }
        let hash = bytes.hashValue
        let original = originals.first { other in
          other.hash == hash
            && (try? InputFile.read(Paths.join(root, other.path), limit: 16 << 20)) == bytes
        }
        if let original {
          copies.append(Copy(path: path, original: original.path))
        } else {
          originals.append((path, hash))
        }
      }
    }
    let order = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    return copies.sorted { order[$0.path, default: 0] < order[$1.path, default: 0] }
  }

  /// Whether `path` is an Interface Builder file's (`.storyboard`, `.xib`).
  static func isInterfaceFile(_ path: String) -> Bool {
    let ext = (path as NSString).pathExtension.lowercased()
    return ext == "storyboard" || ext == "xib"
  }

  /// The table of an interface file or `.strings` file: the folder of its
  /// `.lproj` (or its own, in none) and its name without the extension
  /// (`App/Base.lproj/Main.storyboard` and `App/de.lproj/Main.strings`:
  /// `App/Main`).
  static func interfaceTable(of path: String) -> String {
    var folder = Paths.deletingLastComponent(path)
    if folder.hasSuffix(".lproj") { folder = Paths.deletingLastComponent(folder) }
    let stem = (Paths.name(of: path) as NSString).deletingPathExtension
    return folder.isEmpty ? stem : folder + "/" + stem
  }

  /// Why an Apple app's spec leaves an Interface Builder file out of its
  /// string files.
  public enum InterfaceLeftOut: Sendable, Hashable {
    /// A launch screen (`UILaunchStoryboardName`, or named `LaunchScreen`),
    /// whose text iOS draws once, at one size, before the app runs.
    case launchScreen
    /// The development language's `.strings` file of its table gives each
    /// of its texts (`en.lproj/Main.strings`), or its String Catalog does in
    /// its source language (`mul.lproj/Main.xcstrings`): the app shows that
    /// file's.
    case developmentStrings
    /// Another platform's (a Mac xib, `targetRuntime="MacOSX.Cocoa"`, in an
    /// iOS spec; an iOS one in a watchOS or tvOS spec).
    case otherPlatform(String)
    /// In a sample or example app's folder (`Examples`, `sampleapps`).
    case sample
    /// A leftover: an editor's backup (`Main~.storyboard`), or a copy in no
    /// `.lproj` beside the `Base.lproj` file of its name, which a project
    /// that localized it builds.
    case leftover
    /// No text at all, or not Interface Builder's XML (a compiled NIB).
    case noText
    /// Text check leaves out alone: menus and bar items, which the system
    /// draws at its one size (MacDown's `MainMenu.xib`), and placeholders its
    /// code replaces (`Label`).
    case noMeasuredText
    /// In Interface Builder 3's archive format (`<archive>`), which is not
    /// read: saved again in a current Xcode, it is a `<document>`.
    case oldFormat
  }

  /// The Interface Builder files of `paths` (relative to `root`) that show
  /// text, as string files of an Apple app's spec, and the others with why
  /// (``InterfaceLeftOut``): `strings` are the spec's other string files
  /// (whose development language's `.strings` of a storyboard's table may
  /// give its texts), `platform` the spec's (nil where no project or option
  /// says it: no file is another platform's), `launchScreens` the names the
  /// `Info.plist` files give launch screens.
  static func interfaceStrings(
    _ paths: [String], strings: [String], root: String, developmentLanguage: String,
    platform: String?, launchScreens: Set<String>
  ) -> (kept: [String], leftOut: [(path: String, reason: InterfaceLeftOut)]) {
    // The String Catalogs of the tables (`mul.lproj/Main.xcstrings`).
    let catalogs = Dictionary(
      strings.filter { $0.hasSuffix(".xcstrings") }.map { (interfaceTable(of: $0), $0) },
      uniquingKeysWith: { a, _ in a })
    let tables = Set(strings.filter { $0.hasSuffix(".strings") })
    /// The keys the development language's text of `path`'s table gives: its
    /// `.strings` file's, or its String Catalog's in its source language; of
    /// a `Base.lproj` file alone, as check takes it (one in no `.lproj`, or
    /// a language's own, is shown as it is).
    func given(_ path: String) -> Set<String> {
      guard StringFile.isInBaseLproj(path) else { return [] }
      if let table = developmentTable(
        ofInterfaceFile: path, developmentLanguage: developmentLanguage),
        tables.contains(table), let file = try? StringFile.load(path: Paths.join(root, table))
      {
        return Set(file.strings.map(\.key))
      }
      if let catalog = catalogs[interfaceTable(of: path)],
        let file = try? StringFile.load(path: Paths.join(root, catalog))
      {
        let source = file.sourceLanguage ?? developmentLanguage
        return Set(file.strings.filter { $0.language == source }.map(\.key))
      }
      return []
    }
    let pathSet = Set(paths)
    var kept: [String] = []
    var leftOut: [(path: String, reason: InterfaceLeftOut)] = []
    for path in paths {
      let name = Paths.name(of: path)
      let stem = (name as NSString).deletingPathExtension
      // A device's form of a name (`LaunchScreen~ipad`) is the name's.
      let bare = String(stem.prefix { $0 != "~" })
      let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
      if launchScreens.contains(bare)
        || bare.lowercased().replacingOccurrences(of: " ", with: "") == "launchscreen"
      {
        leftOut.append((path, .launchScreen))
      } else if folders.contains(where: Self.sampleFolderNames.contains) {
        leftOut.append((path, .sample))
      } else if stem.hasSuffix("~")
        || (!folders.contains { $0.hasSuffix(".lproj") }
          && pathSet.contains(
            Paths.deletingLastComponent(path).isEmpty
              ? "Base.lproj/" + name
              : Paths.deletingLastComponent(path) + "/Base.lproj/" + name))
      {
        leftOut.append((path, .leftover))
      } else {
        // (Text that is all placeholders the code replaces, or menus and bar
        // items, which check leaves out, is none.)
        guard let bytes = try? InputFile.read(Paths.join(root, path), limit: 1 << 25) else {
          leftOut.append((path, .noText))
          continue
        }
        guard let file = try? StringFile.parse(bytes: bytes, path: path, format: .interfaceBuilder)
        else {
          let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
          leftOut.append((path, head.contains("<archive") ? .oldFormat : .noText))
          continue
        }
        let shown = file.strings.filter {
          !CheckRunner.isInterfacePlaceholder($0.value)
            && !(file.interfaceClasses[$0.key].map(CheckRunner.fixedSizeClasses.contains) ?? false)
        }
        guard !shown.isEmpty else {
          leftOut.append((path, file.strings.isEmpty ? .noText : .noMeasuredText))
          continue
        }
        if let platform, let other = Self.otherRuntime(of: bytes, platform: platform) {
          leftOut.append((path, .otherPlatform(other)))
        } else if Set(shown.map(\.key)).isSubset(of: given(path)) {
          leftOut.append((path, .developmentStrings))
        } else {
          kept.append(path)
        }
      }
    }
    return (kept, leftOut)
  }

  /// The names of sample and example apps' folders (in lowercase).
  static let sampleFolderNames: Set<String> = [
    "sample", "samples", "sampleapp", "sampleapps", "example", "examples", "exampleapp",
    "exampleapps", "demo", "demos", "demoapp", "demoapps",
  ]

  /// The platform an Interface Builder file's `targetRuntime` is for
  /// (`MacOSX.Cocoa`: `macos`), where it is not one `platform`'s spec
  /// measures (a Mac app's xib in an iOS spec; an iOS storyboard in a tvOS
  /// or watchOS one; a Mac spec takes iOS files too, as Mac Catalyst shows
  /// them); nil otherwise.
  static func otherRuntime(of bytes: [UInt8], platform: String) -> String? {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    guard let start = head.range(of: "targetRuntime=\"") else { return nil }
    let runtime = head[start.upperBound...].prefix { $0 != "\"" }
    let own: String
    switch runtime {
    case "MacOSX.Cocoa": own = "macos"
    case "AppleTV": own = "tvos"
    case "watchKit": own = "watchos"
    default: own = "ios"
    }
    if own == platform || (platform == "macos" && own == "ios") { return nil }
    return own
  }

  /// The `.strings` file whose text the app shows in place of the
  /// interface file at `path`'s: of `Base.lproj/Main.storyboard`, the
  /// development language's `en.lproj/Main.strings`; of a language's own
  /// (`de.lproj/Main.xib`), `de.lproj/Main.strings`; nil for another path
  /// (an interface file in no `.lproj`, whose text is shown as it is).
  static func developmentTable(ofInterfaceFile path: String, developmentLanguage: String)
    -> String?
  {
    let ext = (path as NSString).pathExtension.lowercased()
    guard ext == "storyboard" || ext == "xib" else { return nil }
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    if parts[parts.count - 2] == "Base.lproj" {
      parts[parts.count - 2] = developmentLanguage + ".lproj"
    }
    parts[parts.count - 1] = (parts[parts.count - 1] as NSString).deletingPathExtension + ".strings"
    return parts.joined(separator: "/")
  }

  /// For each Apple string file of `paths` in an `.lproj` (`.strings`,
  /// `.stringsdict`) whose folder and name no file of `developmentLanguage`
  /// nor of `Base.lproj` shares, the path that file of the development
  /// language would have, sorted (`App/en.lproj/Localizable.strings` for
  /// `App/de.lproj/Localizable.strings` alone); none for a table a String
  /// Catalog of `paths` in the `.lproj`'s folder holds (`Localizable.xcstrings`
  /// holds its source language's text), nor for a storyboard's or xib's of
  /// `interfaceFiles` (`Base.lproj/Main.storyboard` holds `Main.strings`' text).
  /// A development language's file of `present` (a copy of a file measured
  /// elsewhere) is there too; one `isEmpty` says holds no text (`"" = "";`
  /// alone: UTM's English, whose texts are its translations' keys) is not.
  static func missingDevelopmentStrings(
    among paths: [String], developmentLanguage: String, interfaceFiles: [String] = [],
    present: [String] = [], isEmpty: (String) -> Bool = { _ in false }
  ) -> [String] {
    // A storyboard's or xib's table: its development language is the
    // interface file (`Base.lproj/Main.storyboard` beside `de.lproj/Main.strings`).
    let interfaces = Set(
      interfaceFiles.map { path in
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = Paths.deletingLastComponent(path)
        let parent =
          folder.hasSuffix(".lproj") ? Paths.deletingLastComponent(folder) : folder
        return parent + "/" + name
      })
    // The String Catalogs, by folder and table (`Kit` and `Localizable`).
    let catalogs = Set(
      paths.filter { $0.hasSuffix(".xcstrings") }.map { path in
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return Paths.deletingLastComponent(path) + "/" + name
      })
    // By the folder holding the `.lproj` and the path inside it: what of
    // the table is there.
    struct Table {
      /// The path inside the `.lproj` said where the table is missing.
      var name: String
      /// A development language's (or Base) file of text, and whether a
      /// `.strings` one.
      var source = false
      var sourceStrings = false
      /// A development language's `.strings` file of no text.
      var emptySource = false
      /// A translation, and whether a `.strings` one.
      var translated = false
      var translatedStrings = false
    }
    var tables: [String: Table] = [:]
    var order: [String] = []
    let presentSet = Set(present)
    for path in paths + present {
      let format = StringFileFormat.detect(path: path)
      guard format == .strings || format == .stringsdict else { continue }
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard let lproj = parts.lastIndex(where: { $0.hasSuffix(".lproj") }), lproj + 1 < parts.count
      else { continue }
      let table = (String(parts[parts.count - 1]) as NSString).deletingPathExtension
      let tableKey = parts[..<lproj].joined(separator: "/") + "/" + table
      guard !catalogs.contains(tableKey), !interfaces.contains(tableKey) else { continue }
      // A table's `.strings` and `.stringsdict` are one table (Telephone's
      // `de.lproj/Localizable.stringsdict` beside `en.lproj/Localizable.strings`).
      let inner = parts[(lproj + 1)...].joined(separator: "/")
      let key =
        parts[..<lproj].joined(separator: "/") + "\u{0}"
        + (inner as NSString).deletingPathExtension
      let language = StringFile.language(forPath: path, format: format)
      // The development language's own or a region's (`en-US.lproj` for en).
      let isSource =
        language == nil || language == developmentLanguage
        || language?.split(separator: "-").first == developmentLanguage.split(separator: "-").first
      // (A copy tells only that its table's development language is there.)
      if presentSet.contains(path), !isSource { continue }
      if tables[key] == nil { order.append(key) }
      var entry = tables[key] ?? Table(name: inner)
      if !isSource {
        entry.translated = true
        entry.translatedStrings = entry.translatedStrings || format == .strings
      } else if format == .strings, isEmpty(path) {
        entry.emptySource = true
        entry.name = inner
      } else {
        entry.source = true
        entry.sourceStrings = entry.sourceStrings || format == .strings
      }
      tables[key] = entry
    }
    // Missing: no file of text, or a `.strings` file of none beside
    // translations' `.strings` (UTM's, beside its `.stringsdict`).
    return order.compactMap { key in
      guard let table = tables[key], table.translated,
        !table.source
          || (table.emptySource && table.translatedStrings && !table.sourceStrings)
      else { return nil }
      let folder = key.split(separator: "\u{0}", omittingEmptySubsequences: false)[0]
      return (folder.isEmpty ? "" : folder + "/") + developmentLanguage + ".lproj/" + table.name
    }.sorted()
  }

  /// Whether the `.strings` file at `path` holds no text: no entry of a key
  /// (`"" = "";` alone, or comments); false for one that cannot be read or
  /// parsed (up to 1 MiB).
  static func holdsNoText(_ path: String) -> Bool {
    guard StringFileFormat.detect(path: path) == .strings,
      let bytes = try? InputFile.read(path, limit: 1 << 20),
      let file = try? StringFile.parse(bytes: bytes, path: path, format: .strings)
    else { return false }
    return !file.strings.contains { !$0.key.isEmpty }
  }

  /// Whether the `.strings` file at `path` (read up to 256 KiB) holds a key
  /// of Interface Builder's, an object ID and a property
  /// (`"4kz-Xh-2Ui.text"`: three letters or digits, two, three, then a dot),
  /// as `ibtool` exports a storyboard's or xib's text.
  static func holdsInterfaceBuilderKeys(_ path: String) -> Bool {
    guard let bytes = try? InputFile.read(path, limit: 1 << 18) else { return false }
    return bytes.indices.contains { i in
      bytes[i] == UInt8(ascii: "\"")
        && CheckRunner.interfaceObjectIDEnd(in: bytes, from: i + 1) != nil
    }
  }

  /// Whether the Apple string file at `path` is named for VoiceOver
  /// (`VoiceOver.strings`, `VoiceOverLabels.strings`, in any case): text it
  /// speaks, which no view draws.
  static func isSpokenOnly(_ path: String) -> Bool {
    isAppleStringFile(path)
      && ((path as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        .contains("voiceover")
  }

  /// Whether `path` names an Apple string file (`.strings`, `.stringsdict`,
  /// `.xcstrings`).
  static func isAppleStringFile(_ path: String) -> Bool {
    [.strings, .stringsdict, .xcstrings].contains(StringFileFormat.detect(path: path))
  }

  /// Whether the `.strings` file at `path` holds Info.plist keys alone
  /// (``isInfoPlistKey(_:)``): translations of what the system shows
  /// (permission prompts, the app's name under its icon), whatever the
  /// file is called (Passepartout's `AppPlist.strings`). A file that cannot
  /// be read, holds no string or any other key is not; nor is one of over
  /// 64 KB (not read: such files are a few hundred bytes).
  static func holdsInfoPlistKeysOnly(_ path: String) -> Bool {
    var info = stat()
    guard StringFileFormat.detect(path: path) == .strings,
      stat(path, &info) == 0, info.st_size <= 64 * 1024,
      let file = try? StringFile.load(path: path), !file.strings.isEmpty
    else { return false }
    return file.strings.allSatisfy { isInfoPlistKey($0.key) }
  }

  /// Whether `key` is one of the Info.plist keys whose text the system
  /// shows: a usage description (`NSCameraUsageDescription`,
  /// `NSLocationWhenInUseUsageDescription`, `NFCReaderUsageDescription`), the bundle's display, spoken
  /// or plain name, or its copyright line.
  static func isInfoPlistKey(_ key: String) -> Bool {
    // NS…UsageDescription, and NFCReaderUsageDescription.
    if key.hasSuffix("UsageDescription"), key.count > 16, key.first?.isUppercase == true,
      key.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      return true
    }
    return [
      "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "CFBundleGetInfoString",
      "NSHumanReadableCopyright",
    ].contains(key)
  }

  /// The `.json` and `.plist` files among `paths` that hold a TypographyKit
  /// config's `ui-font-text-styles` though not named `TypographyKit` (an app
  /// loads one by URL: `typography-design-tokens.json`), in path order; at
  /// most 2,000 files of up to 1 MiB are read, 16 configs taken.
  static func typographyKitConfigs(among paths: [String], root: String) -> [String] {
    let mark = Array("ui-font-text-styles".utf8)
    var found: [String] = []
    for path in paths.sorted().prefix(2_000) {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: 1 << 20),
        bytes.holds(mark)
      else { continue }
      found.append(path)
      if found.count == 16 { break }
    }
    return found
  }

  /// Whether `path` is in a folder named like an Xcode or Swift package test
  /// target (`Tests`, `AppTests`, `AppUITests`, `XCUITest`, `app-tests`,
  /// `unit_tests`) or a Gradle test module (ProtonVPN's `release_tests`, a
  /// UI Automator app of its own), whose files are not the app's.
  static func isTestFolder(_ path: String) -> Bool {
    path.split(separator: "/").contains { folder in
      folder.hasSuffix("Tests") || folder.hasSuffix("UITest") || folder == "tests"
        || folder.hasSuffix("-tests") || folder.hasSuffix("_tests")
    }
  }

  /// Whether `path` is in Gradle's `main` source set or in none: no
  /// `src/NAME` on the way other than `src/main` (`src/test`,
  /// `src/androidTest`, `src/debug` and flavours are left out).
  static func isMainSourceSet(_ path: String) -> Bool {
    !sourceSets(path).contains { $0 != "main" }
  }

  /// The Gradle source sets on the way of `path`: each folder after a `src`.
  private static func sourceSets(_ path: String) -> [Substring] {
    let parts = path.split(separator: "/")
    return zip(parts, parts.dropFirst()).compactMap { folder, set in folder == "src" ? set : nil }
  }

  /// Whether `path` is in the source set of a debug build: `src/debug`, a
  /// flavour's debug variant (`src/freeDebug`), or a build type of a debug
  /// kind (`src/debugProd`, Pocket Casts' "Pocket Debug"; `freeDebugProd`)
  /// on the way.
  static func isDebugSourceSet(_ path: String) -> Bool {
    // A word of the set's camel-case name is "debug": `debug`, `freeDebug`,
    // `debugProd`, `freeDebugProd` (not `debugger`).
    sourceSets(path).contains { sourceSetWords($0).contains("debug") }
  }

  /// Whether `path` is in the source set of a pre-release channel's build:
  /// a flavour or build type with a word of its camel-case name naming one
  /// (``preReleaseChannels``: Thunderbird's `beta` and `daily`, Focus's
  /// `focusNightly`, Proton Mail's `alpha` and `dev`, DuckDuckGo's
  /// `internal`, Key Mapper's `ci`; not `developer`).
  static func isPreReleaseSourceSet(_ path: String) -> Bool {
    sourceSets(path).contains { !preReleaseChannels.isDisjoint(with: sourceSetWords($0)) }
  }

  /// The words of builds for a pre-release channel, in lower case.
  static let preReleaseChannels: Set<String> = [
    "alpha", "beta", "canary", "daily", "nightly", "dev", "development", "internal", "staging",
    "qa", "ci",
  ]

  /// The words of a source set's camel-case name, in lower case
  /// (`freeDebugProd`: `free`, `debug`, `prod`).
  private static func sourceSetWords(_ set: Substring) -> [String] {
    var words: [String] = [""]
    for character in set {
      if character.isUppercase { words.append("") }
      words[words.count - 1].append(character)
    }
    return words.map { $0.lowercased() }
  }

  /// Whether `path` is in a Gradle test source set: `src/NAME` on the way
  /// where NAME is `test`, `androidTest`, `testFixtures`, `sharedTest`,
  /// `screenshotTest`, the custom suites `integrationTest`, `functionalTest`,
  /// `uiTest` (Proton Mail's, added to `androidTest`) and `e2eTest`, or a
  /// Kotlin Multiplatform test set (`commonTest`, `jvmTest`,
  /// `androidUnitTest`, `androidInstrumentedTest`,
  /// `androidHostTest`, `androidDeviceTest`, `iosTest`, `nativeTest`, …),
  /// alone or with a variant after it (`testDebug`, `androidTestFree`); a
  /// flavour named `testnet` is not one.
  static func isTestSourceSet(_ path: String) -> Bool {
    sourceSets(path).contains { set in
      testSourceSets.contains { root in
        set.hasPrefix(root)
          && (set.count == root.count || set.dropFirst(root.count).first!.isUppercase)
      }
    }
  }

  /// The names of Gradle's test source sets, before a variant's name.
  private static let testSourceSets = [
    "test", "androidTest", "testFixtures", "sharedTest", "screenshotTest", "integrationTest",
    "functionalTest", "uiTest", "e2eTest", "commonTest", "jvmTest", "androidUnitTest",
    "androidInstrumentedTest",
    "androidHostTest", "androidDeviceTest", "iosTest", "iosX64Test", "iosArm64Test",
    "iosSimulatorArm64Test", "appleTest", "nativeTest", "jsTest", "wasmJsTest", "desktopTest",
  ]

  /// The layouts the app widget providers among `paths` (`xml/*.xml`
  /// files, relative to `root`, each read to 256 KiB, 200 at most) name:
  /// `android:initialLayout`, `previewLayout` and `initialKeyguardLayout`
  /// of an `<appwidget-provider>`, by name (`widget_clock_day_details`).
  static func widgetProviderLayouts(in paths: [String], root: String) -> Set<String> {
    let mark = Array("appwidget-provider".utf8)
    var names: Set<String> = []
    for path in paths.prefix(200) {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: 256 << 10),
        bytes.holds(mark), let element = try? XMLElementNode.parseXML(bytes, maximumDepth: 64),
        element.name == "appwidget-provider"
      else { continue }
      for (attribute, value) in element.attributes {
        let local = attribute.split(separator: ":").last.map(String.init) ?? attribute
        guard ["initialLayout", "previewLayout", "initialKeyguardLayout"].contains(local) else {
          continue
        }
        let value = value.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("@layout/") { names.insert(String(value.dropFirst(8))) }
      }
    }
    return names
  }

  /// Whether a style's name says it is a home-screen widget's theme
  /// (`WidgetTheme.…`, `AppWidget…`), not a view style (`Widget.App.TextView`,
  /// Android's naming for those).
  static func namesAppWidgetTheme(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("widgettheme") || lowered.contains("appwidget")
  }

  /// The layouts of `layouts` (paths) that are app widgets': those the
  /// providers name (`named`), and, when they are two or more and all begin
  /// with one word and an underscore that says widget (`widget_`), every
  /// layout named so
  /// (Breezy Weather's `widget_day_tile`, which the code gives `RemoteViews`).
  static func appWidgetLayouts(named: Set<String>, among layouts: [String]) -> Set<String> {
    guard !named.isEmpty else { return [] }
    func name(_ path: String) -> String {
      ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    let words = Set(
      named.map { $0.split(separator: "_", maxSplits: 1).first.map(String.init) ?? $0 })
    // The word must say so: `app_widget_small` and `app_widget_large` make
    // no rule for `app_bar_main`.
    let prefix =
      named.count >= 2 && words.count == 1 && named.allSatisfy { $0.contains("_") }
        && words.first?.lowercased().contains("widget") == true
      ? words.first.map { $0 + "_" } : nil
    // A widget's configuration screen is an activity of the app's own
    // (uhabits' `widget_configure_activity`).
    return Set(
      layouts.filter { path in
        let name = name(path)
        return named.contains(name)
          || (prefix.map { name.hasPrefix($0) } == true && !name.contains("config"))
      })
  }

  /// The styles a layout's views name in `style="@style/NAME"` or
  /// `android:textAppearance="@style/NAME"` (the app's or a library's; the
  /// platform's `@android:style/NAME` as `android:NAME`; a theme attribute
  /// as written, `?attr/textAppearanceBodyLarge`), once for each time
  /// they do, read with the project's XML reader (comments are not content;
  /// design-time `tools:` attributes are not read); and the theme overlays
  /// its views take (`android:theme="@style/NAME"`, `app:theme`), whose
  /// attributes hold for those views alone. A view whose text is written
  /// in the layout (`android:text="Angga Rifandi"`, a credits page's names)
  /// shows none of the app's strings: its style is not counted. A layout
  /// that is not well-formed XML names none: aapt2 refuses it too.
  static func stylesNamed(in layout: [UInt8]) -> LayoutStyles {
    var found = LayoutStyles()
    guard let root = try? XMLElementNode.parseXML(layout, maximumDepth: 256) else { return found }
    var names: [String] = []
    var overlays: [String] = []
    root.forEachElement { element in
      let text = element.attributes["android:text"]?.trimmingCharacters(in: .whitespaces)
      // (A view with an ID may be one whose text its code sets: `TextView`.)
      let showsLiteral =
        text.map { !$0.isEmpty && !$0.hasPrefix("@") && !$0.hasPrefix("?") } ?? false
        && element.attributes["android:id"] == nil
      // A text view's own size, or none at all (the theme's, in sp).
      if !showsLiteral, Self.isTextView(element.name) {
        let size = element.attributes["android:textSize"].flatMap {
          AndroidDimension(parsing: $0.trimmingCharacters(in: .whitespaces))
        }
        if let size {
          if size.unit == .sp { found.scaledSizes += 1 } else { found.fixedSizes += 1 }
        } else if !element.attributes.keys.contains(where: {
          $0 == "style" || $0.hasSuffix(":textAppearance")
        }) {
          found.plainTextViews += 1
        }
      }
      for (attribute, value) in element.attributes.sorted(by: { $0.key < $1.key })
      where !attribute.hasPrefix("tools:")
        && (attribute == "style" || attribute.hasSuffix(":textAppearance")
          || attribute.hasSuffix(":theme"))
      {
        let value = value.trimmingCharacters(in: .whitespaces)
        if attribute.hasSuffix(":theme") {
          if let style = AndroidResources.styleName(ofReference: value) { overlays.append(style) }
          continue
        }
        guard !showsLiteral else { continue }
        if let style = AndroidResources.styleName(ofReference: value) {
          names.append(style)
        } else if value.hasPrefix("?"), value.count > 1 {
          names.append(value)  // a theme attribute, resolved with the resources
        }
      }
    }
    found.styles = names
    found.overlays = overlays
    (found.oneLineHints, found.otherStrings) = Self.oneLineHints(in: root)
    found.spokenStrings = found.otherStrings.isEmpty ? [] : Self.contentDescriptions(in: root)
    if !found.spokenStrings.isEmpty {
      // (Counted apart from the strings shown.)
      var spoken = found.spokenStrings
      found.otherStrings.removeAll { name in
        guard let k = spoken.firstIndex(of: name) else { return false }
        spoken.remove(at: k)
        return true
      }
    }
    return found
  }

  /// What marks a Gradle build file as one that builds for the JVM: the
  /// Kotlin JVM plugin, Java's, or a Kotlin Multiplatform JVM target.
  static let jvmBuildMarks = [
    #"kotlin("jvm")"#, "org.jetbrains.kotlin.jvm", "java-library", #"id("java")"#, "id 'java'",
    "apply plugin: 'java'", "jvm()", "jvm(\"",
  ]

  /// What a layout says of its views' text (``stylesNamed(in:)``).
  struct LayoutStyles: Equatable {
    /// The styles its views name, once for each time they do.
    var styles: [String] = []
    /// The theme overlays its views take.
    var overlays: [String] = []
    /// Its text views' own sizes (`android:textSize="16sp"`), in sp and in
    /// another unit (dp, px).
    var scaledSizes = 0
    var fixedSizes = 0
    /// Its text views of no style, text appearance or size of their own,
    /// which the theme's text size (in sp) sets.
    var plainTextViews = 0
    /// The hints it sets on one line (`oneLineHints(in:)`), and the
    /// strings (`@string/NAME`, by name) it sets anywhere else, once for
    /// each time it does.
    var oneLineHints: [OneLineHint] = []
    var otherStrings: [String] = []
    /// The strings it sets as a view's content description
    /// (`android:contentDescription`), which TalkBack alone speaks.
    var spokenStrings: [String] = []
  }

  /// A string a layout sets as the hint of a field that shows it on one
  /// line (`oneLineHints(in:)`), and what sets its size.
  struct OneLineHint: Hashable {
    /// The string, by name (`@string/NAME`).
    var string: String
    /// The style the field names (`android:textAppearance`, else `style`),
    /// if any.
    var style: String?
    /// Whether the field is Material's (in a `TextInputLayout`, a
    /// `TextInputEditText`, Material's `SearchView` or `SearchBar`), whose
    /// text is the Material library's body text (Material 3's `bodyLarge`,
    /// Material Components' `subtitle1`, both 16 sp); another is the
    /// platform's or AppCompat's, whose text is the theme's
    /// `textAppearanceMedium` (18 sp).
    var material: Bool
    /// Whether the field sets its own text size (`android:textSize`), over
    /// any style's.
    var ownSize = false
    /// Whether a `TextInputLayout` shows the hint only as its small label
    /// above the text (`app:expandedHintEnabled="false"`, or text the
    /// layout writes in its field).
    var collapsed = false
    /// The style a `TextInputLayout` names for itself
    /// (`Widget.Material3.TextInputLayout.OutlinedBox`), whose library sets
    /// its field's text where the field names none.
    var inputLayoutStyle: String? = nil
  }

  /// The hints a layout sets on one line, and the strings it sets otherwise
  /// (``LayoutStyles/oneLineHints``): the hint (`android:hint`) of a
  /// Material `TextInputLayout`, which draws it on one line, cut with `…`
  /// (its own, or the one its edit field gives it; not where
  /// `app:hintEnabled` is false, when its edit field draws its own, nor
  /// where `app:hintMaxLines` lets it wrap), of an edit field of one line
  /// (`android:maxLines` or `android:lines` of 1; or an `android:inputType`
  /// other than `none` without `textMultiLine` in the text class, which
  /// makes a TextView one line as Android's `TextView` reads it, else
  /// `android:singleLine="true"`), a `SearchView`'s `queryHint` (the
  /// platform's, AppCompat's) and the `android:hint` of Material's
  /// `SearchBar` and `SearchView`. An edit field of no input type is of
  /// many lines; one whose text the layout writes never shows its hint.
  /// Design-time `tools:` attributes are not read.
  static func oneLineHints(in root: XMLElementNode) -> (oneLine: [OneLineHint], other: [String]) {
    var (oneLine, other): ([OneLineHint], [String]) = ([], [])
    func lastName(_ element: XMLElementNode) -> Substring {
      element.name.split(separator: ".").last ?? Substring(element.name)
    }
    func isField(_ name: Substring) -> Bool {
      name.hasSuffix("EditText") || name.hasSuffix("AutoCompleteTextView")
    }
    func value(_ element: XMLElementNode, _ attribute: String) -> String? {
      element.attributes[attribute]?.trimmingCharacters(in: .whitespaces)
    }
    // Whether the layout writes the text of a field no one edits (a
    // picker's, `android:focusable="false"`): its hint never shows expanded.
    // (An edited field's text is a default its user may clear.)
    func writesText(_ element: XMLElementNode) -> Bool {
      !(value(element, "android:text") ?? "").isEmpty
        && value(element, "android:focusable") == "false"
    }
    // The style a field names for its text.
    func style(of element: XMLElementNode) -> String? {
      for attribute in ["android:textAppearance", "style"] {
        if let value = value(element, attribute),
          let style = AndroidResources.styleName(ofReference: value)
        {
          return style
        }
      }
      return nil
    }
    // (No recursion: a deep layout takes no stack.)
    var pending = [(root, false)]
    while let (element, inInputLayout) = pending.popLast() {
      let name = lastName(element)
      // (One whose `app:hintEnabled` is false draws none: its edit field
      // draws its own, as any edit field does.)
      let inputLayout =
        name.hasSuffix("TextInputLayout") && value(element, "app:hintEnabled") != "false"
      let wraps = inputLayout && (value(element, "app:hintMaxLines").map { $0 != "1" } ?? false)
      let field = isField(name)
      // Material's search views (`com.google.android.material.search.`):
      // `SearchBar` draws its hint on one line, and `SearchView` in its
      // edit field of one line; both take `android:hint`.
      let materialSearch =
        element.name.contains(".material.")
        && (name.hasSuffix("SearchView") || name.hasSuffix("SearchBar"))
      let singleLine: Bool = {
        guard field else { return false }
        if value(element, "android:maxLines") == "1" || value(element, "android:lines") == "1" {
          return true
        }
        if let type = value(element, "android:inputType"), type != "none", !type.isEmpty {
          // As aapt2 reads flags (each trimmed) and `TextView` judges them:
          // many lines only with `textMultiLine` in the text class (a
          // number's class with it, `number|textMultiLine`, is no text).
          let flags = type.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
          let otherClass = flags.contains { flag in
            flag.hasPrefix("number") || ["phone", "datetime", "date", "time"].contains(flag)
          }
          return !flags.contains("textMultiLine") || otherClass
        }
        return value(element, "android:singleLine") == "true"
      }()
      for (attribute, reference) in element.attributes.sorted(by: { $0.key < $1.key })
      where !attribute.hasPrefix("tools:") {
        let reference = reference.trimmingCharacters(in: .whitespaces)
        guard reference.hasPrefix("@string/"), reference.count > 8 else { continue }
        let string = String(reference.dropFirst(8))
        let hint = attribute.hasSuffix(":hint")
        if hint, inputLayout, !wraps {
          // Drawn at the size of its edit field's text, or of its label.
          let child = element.elements.first { isField(lastName($0)) }
          oneLine.append(
            OneLineHint(
              string: string, style: child.flatMap(style), material: true,
              ownSize: child.flatMap { value($0, "android:textSize") } != nil,
              collapsed: value(element, "app:expandedHintEnabled") == "false"
                || child.map(writesText) == true,
              inputLayoutStyle: style(of: element)))
        } else if hint, field, !writesText(element), singleLine || (inInputLayout && !wraps) {
          oneLine.append(
            OneLineHint(
              string: string, style: style(of: element),
              material: inInputLayout || name.hasSuffix("TextInputEditText"),
              ownSize: value(element, "android:textSize") != nil))
        } else if hint, materialSearch {
          oneLine.append(OneLineHint(string: string, style: nil, material: true))
        } else if attribute.hasSuffix(":queryHint"), name.hasSuffix("SearchView"), !materialSearch {
          // The platform's and AppCompat's, whose query field is of one line.
          oneLine.append(OneLineHint(string: string, style: nil, material: false))
        } else {
          other.append(string)
        }
      }
      pending += element.elements.map { ($0, inputLayout && !wraps) }
    }
    return (oneLine, other)
  }

  /// The strings (`@string/NAME`, by name) a layout sets as its views'
  /// content descriptions (`android:contentDescription`), once for each time.
  static func contentDescriptions(in root: XMLElementNode) -> [String] {
    var names: [String] = []
    root.forEachElement { element in
      guard
        let value = element.attributes["android:contentDescription"]?.trimmingCharacters(
          in: .whitespaces),
        value.hasPrefix("@string/"), value.count > 8
      else { return }
      names.append(String(value.dropFirst(8)))
    }
    return names
  }

  /// The names of the strings `bytes` (an XML resource) refers to,
  /// `@string/NAME`, wherever they are (an attribute, an item's text).
  static func stringReferences(in bytes: [UInt8]) -> Set<String> {
    names(after: ["@string/"], in: bytes)
  }

  /// The resource names that follow any of `marks` in `bytes` (`@string/`,
  /// `R.string.`): letters, digits, `_` and `.`.
  static func names(after marks: [String], in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    for mark in marks.map({ Array($0.utf8) }) {
      var from = 0
      while let found = bytes.firstIndex(of: mark, from: from) {
        let start = found + mark.count
        var end = start
        while end < bytes.count, Self.isResourceNameByte(bytes[end]) { end += 1 }
        if end > start { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
        from = end
      }
    }
    return names
  }

  /// The references to a string, a plural or a string array that Android
  /// XML (`@string/`, `@plurals/`, `@array/`; data binding's `R.string.`)
  /// names.
  static func resourceStringReferences(in bytes: [UInt8]) -> Set<String> {
    names(
      after: ["@string/", "@plurals/", "@array/", "R.string.", "R.plurals.", "R.array."],
      in: bytes)
  }

  /// The names an Android XML file tells Lint to keep, and the beginnings
  /// of those it keeps by a pattern: `tools:keep="@string/a,@string/b_*"`
  /// (`res/raw/keep.xml`), and in a values file each string, plural or array
  /// whose element (or the file's `<resources>`) says
  /// `tools:ignore="UnusedResources"`.
  static func keptResourceNames(in bytes: [UInt8]) -> (names: Set<String>, prefixes: Set<String>) {
    var names: Set<String> = []
    var prefixes: Set<String> = []
    if bytes.holds(Array("tools:keep".utf8)) {
      // Each `@string/NAME` of the file; `NAME*` a beginning.
      for kind in ["@string/", "@plurals/", "@array/"].map({ Array($0.utf8) }) {
        var from = 0
        while let found = bytes.firstIndex(of: kind, from: from) {
          var end = found + kind.count
          while end < bytes.count, isResourceNameByte(bytes[end]) { end += 1 }
          let name = String(decoding: bytes[(found + kind.count)..<end], as: UTF8.self)
          if end < bytes.count, bytes[end] == 0x2A {
            if !name.isEmpty { prefixes.insert(name) }
          } else if !name.isEmpty {
            names.insert(name)
          }
          from = end
        }
      }
    }
    let ignore = Array("UnusedResources".utf8)
    guard bytes.holds(ignore) else { return (names, prefixes) }
    // Each element's start tag, `<string name="a" tools:ignore="UnusedResources">`
    // (every one of a file whose `<resources>` says so), in one pass.
    var wholeFile = false
    var i = 0
    while let open = bytes.firstIndex(of: [0x3C], from: i) {
      guard let close = bytes.firstIndex(of: [0x3E], from: open) else { break }
      i = close + 1
      let tag = bytes[(open + 1)..<close]
      let says = tag.firstRange(of: ignore) != nil
      if tag.starts(with: "resources".utf8) {
        wholeFile = wholeFile || says
        continue
      }
      guard tag.starts(with: "string".utf8) || tag.starts(with: "plurals".utf8),
        wholeFile || says,
        let mark = tag.firstRange(of: Array("name=\"".utf8)),
        let quote = tag[mark.upperBound...].firstIndex(of: 0x22)
      else { continue }
      names.insert(String(decoding: tag[mark.upperBound..<quote], as: UTF8.self))
    }
    return (names, prefixes)
  }

  /// The res folders (by name, before any qualifier) whose XML may name a
  /// string and that no other rule reads: drawables (a vector's
  /// `android:pathData="@string/…"`: Wikipedia's launcher icon), animations
  /// and animators, colours, mipmaps, transitions, interpolators.
  static let namesStringsIn = [
    "drawable", "anim", "animator", "color", "mipmap", "transition", "interpolator", "raw",
  ]

  /// Whether `byte` may be in a resource's name: an ASCII letter, digit,
  /// `_` or `.`.
  static func isResourceNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E: true
    default: false
    }
  }

  /// Whether a layout element of this name is a view that shows text: a
  /// `TextView`, a button, a check box, an edit field, a chip, the
  /// platform's or a library's (`com.google.android.material.chip.Chip`).
  static func isTextView(_ name: String) -> Bool {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return ["TextView", "Button", "EditText", "CheckBox", "Chip", "Switch", "RadioButton"].contains
    {
      last.hasSuffix($0)
    }
  }

  /// Why the res folders give no font file of the app font `name`, or nil
  /// when they give one: they do not hold it, it holds none (an empty
  /// family, which a device draws in the default font), it is downloaded
  /// at run time (measured only from the spec's fonts), or its family XML
  /// does not load (a `<font>` naming a file that is not there: the error's
  /// words, with its file and line).
  static func appFontNotHeld(_ name: String, in resources: AndroidResources) -> String? {
    do {
      return try resources.fontFaces(named: name).isEmpty
        ? "which the res folders do not hold" : nil
    } catch {
      switch error.reason {
      case .noFontFile: return "which holds no font file (a stand-in)"
      case .downloadableFont: return "a downloadable font, which the res folders hold no file of"
      case .fontNotFound: return "which the res folders do not hold"
      // (The family is there, and broken: said as check says it.)
      default: return "whose family does not load (\(error.description))"
      }
    }
  }

  /// The text appearances `resources` define that `check` can measure:
  /// those whose chain resolves and sets a text size (one derived only from
  /// a platform or library style that is not built in has none here).
  static func measurableAppearances(_ resources: AndroidResources) -> [String] {
    resources.textAppearanceNames.filter {
      (try? resources.textAppearance(named: $0))?.textSize != nil
    }
  }

  /// A resolver that takes every name: the scan needs the styles, not the fonts.
  private struct AnyFontName: FontNameResolver {
    func containsFont(postscriptName: String) -> Bool { true }
    func suggestions(for name: String) -> [String] { [] }
  }

  /// The default container width, in points (an iPhone's width less margins).
  public static let defaultWidth = 343.0
  /// The default container width of a watchOS spec, in points: a 41 mm
  /// Apple Watch's screen, 176 pt wide (watch apps set text edge to edge,
  /// give or take a few points).
  public static let defaultWatchWidth = 176.0
  /// The default container width of a tvOS spec, in points: the 1920 pt
  /// screen less the safe area's 80 pt each side (Apple's Human Interface
  /// Guidelines for tvOS), where a phone's width split words that a TV
  /// app's text has room for.
  public static let defaultTVWidth = 1760.0

  /// A path of the scan (relative to its folder) as the spec and init's
  /// summary name it: the project's own folder (a res folder init was run
  /// in), "" in the scan, is ".".
  public static func shown(_ path: String) -> String { path.isEmpty ? "." : path }

  /// A spec for the project as JSON text: its configs, fonts, string files
  /// and asset catalogs, and one container per style of the default width
  /// (the watch's for watchOS; keys `*.STYLE`), then everything else in the
  /// body style (in the text style `body`'s preferred font when there is no
  /// config).
  public func specJSON() -> String {
    func list(_ items: [String]) -> String {
      "[" + items.map { JSON.quoted(Self.shown($0)) }.joined(separator: ", ") + "]"
    }
    if isAndroid { return androidSpecJSON(list: list) }
    var lines = ["{"]
    if !configs.isEmpty { lines.append("  \"config\": \(list(configs)),") }
    lines.append("  \"fonts\": \(list(fontFolders + givenFontFolders)),")
    lines.append("  \"systemFonts\": false,")
    if let systemFont { lines.append("  \"systemFont\": \(JSON.quoted(systemFont)),") }
    lines.append("  \"platform\": \(JSON.quoted(platform)),")
    if followsNoDynamicType { lines.append("  \"categories\": [\"large\"],") }
    if let developmentLanguage {
      lines.append("  \"developmentLanguage\": \(JSON.quoted(developmentLanguage)),")
    }
    lines.append("  \"strings\": \(list(strings)),")
    if drawsNoSwiftUI { lines.append("  \"markdown\": false,") }
    lines += placeholdersLine
    // Asset catalogs hold the colours configs name: none to name without one.
    if !assetCatalogs.isEmpty, !configs.isEmpty {
      lines.append("  \"assetCatalogs\": \(list(assetCatalogs)),")
    }
    let width = NumberText.string(
      platform == "watchos"
        ? Self.defaultWatchWidth : platform == "tvos" ? Self.defaultTVWidth : Self.defaultWidth,
      fractionDigits: 0, rule: .toNearestOrEven)
    let body = Self.bodyStyle(among: styles) ?? (configs.isEmpty ? "body" : nil)
    // The interface files' objects of a layout of their own, first: by
    // their text style (else the catch-all's), lines and scale.
    // (With a config, whose styles the containers name, in the catch-all's:
    // a text style of UIKit's is no config style.)
    // (None with a config of no style, where no container is written.)
    let catchAll = body ?? "body"
    let layouts =
      configs.isEmpty || body != nil
      ? interfaceLayouts.merging(swiftUILayouts) { interface, _ in interface } : [:]
    let laidOut = Dictionary(grouping: layouts.keys) { key in
      var layout = layouts[key] ?? InterfaceLayout()
      layout.style = configs.isEmpty ? layout.style ?? catchAll : catchAll
      return layout
    }
    // What the code hands only to VoiceOver, and what no file of the app
    // names: skipped, first.
    var containers: [String] = [voiceOverKeys, unusedKeys].filter { !$0.isEmpty }.map { keys in
      "    {\"keys\": " + Self.keyList(keys) + ", \"skip\": true}"
    }
    containers += laidOut.keys.sorted {
      (
        $0.skips ? 0 : 1, $0.style ?? "", $0.maxLines ?? 0, $0.minimumScaleFactor ?? 0,
        $0.largestCategory ?? "", $0.textCase ?? ""
      )
        < (
          $1.skips ? 0 : 1, $1.style ?? "", $1.maxLines ?? 0, $1.minimumScaleFactor ?? 0,
          $1.largestCategory ?? "", $1.textCase ?? ""
        )
    }.map { layout in
      let keys = Self.keyList((laidOut[layout] ?? []).sorted())
      if layout.skips { return "    {\"keys\": \(keys), \"skip\": true}" }
      return "    {\"keys\": \(keys), \"style\": \(JSON.quoted(layout.style ?? catchAll)), "
        + "\"width\": \(width)"
        + (layout.maxLines.map { ", \"maxLines\": \($0)" } ?? "")
        + (layout.minimumScaleFactor.map { ", \"minimumScaleFactor\": \(NumberText.string($0))" }
          ?? "")
        + (layout.largestCategory.map { ", \"largestCategory\": \(JSON.quoted($0))" } ?? "")
        + (layout.textCase.map { ", \"textCase\": \(JSON.quoted($0))" } ?? "") + "}"
    }
    containers += styles.map { style in
      "    {\"keys\": [\(JSON.quoted("*." + style))], \"style\": \(JSON.quoted(style)), "
        + "\"width\": \(width)}"
    }
    // Without a config, the app's text is set in the text styles' preferred
    // fonts: every string in body's.
    if let body {
      containers.append(
        "    {\"keys\": [\"*\"], \"style\": \(JSON.quoted(body)), \"width\": \(width)}")
    }
    lines.append("  \"containers\": [")
    lines.append(containers.joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A container's `keys` naming each of `keys` alone, as JSON: each a
  /// pattern of itself (``KeyPattern/escaped(_:)``: an Apple key may hold
  /// `*` or `?`, which a pattern reads as wildcards).
  static func keyList(_ keys: [String]) -> String {
    "[" + keys.map { JSON.quoted(KeyPattern.escaped($0)) }.joined(separator: ", ") + "]"
  }

  /// The style that most likely sets running text, for the container that
  /// takes every other string: one named body (any case), else one whose
  /// name holds body, paragraph or text, else the first; nil for none.
  static func bodyStyle(among styles: [String]) -> String? {
    if let body = styles.first(where: { $0.lowercased() == "body" }) { return body }
    for word in ["body", "paragraph", "text"] {
      if let style = styles.first(where: { $0.lowercased().contains(word) }) { return style }
    }
    return styles.first
  }

  /// The smallest text size, in sp, of a style the container that takes
  /// every string may be set in: Material 3's bodySmall. A style below it
  /// (a label's, a caption's) is not the app's running text.
  static let smallestBodySize = 12.0

  /// The default Android container width, in dp (a 360 dp phone less 16 dp margins).
  public static let defaultAndroidWidth = 328.0
  /// The containers' width in a Wear OS spec, in dp: a small round watch's
  /// screen (384 px at density 2, Android Studio's small round Wear OS device).
  public static let defaultWearWidth = 192.0
  /// The font scales of a Wear OS spec: the six of Wear OS's font size
  /// setting, as Android Studio's Wear OS previews (`WearPreviewFontScales`)
  /// give them.
  public static let wearFontScales = [0.94, 1, 1.06, 1.12, 1.18, 1.24]

  /// The Android style for the container that takes every string: of
  /// `styles`, the one the layouts name most; of several, the first named
  /// like body text, else the first not `emphasized` (a header's), else
  /// the first; nil for none.
  static func catchAllStyle(
    among styles: [String], uses: [String: Int], emphasized: Set<String> = []
  ) -> String? {
    catchAllChoice(among: styles, uses: uses, emphasized: emphasized)?.style
  }

  /// ``catchAllStyle(among:uses:emphasized:)``, with the styles the layouts
  /// name as often as it (`tied`, 1 for none), how many of those are named
  /// like body text (the first of which breaks the tie), and whether the
  /// first of them was passed over as `emphasized` (`passedOver`).
  static func catchAllChoice(
    among styles: [String], uses: [String: Int], emphasized: Set<String> = []
  ) -> (style: String, tied: Int, namedLikeBody: Int, passedOver: String?)? {
    let most = styles.map { uses[$0] ?? 0 }.max() ?? 0
    let candidates = most > 0 ? styles.filter { uses[$0] == most } : styles
    let body = candidates.filter { $0.lowercased().contains("body") }
    if let style = body.first { return (style, most > 0 ? candidates.count : 1, body.count, nil) }
    guard let first = candidates.first else { return nil }
    let style = candidates.first { !emphasized.contains($0) } ?? first
    return (style, most > 0 ? candidates.count : 1, 0, style == first ? nil : first)
  }

  /// How the catch-all's style won a tie for the style the layouts name
  /// most: the styles tied, and whether one named like body text broke it
  /// (and several were); nil when there was no tie or another rule chose
  /// the style (``androidCatchAllStyle``).
  public var androidCatchAllTie:
    (styles: Int, byBody: Bool, severalLikeBody: Bool, passedOver: String?)?
  {
    guard
      let choice = Self.catchAllChoice(
        among: styles, uses: layoutUses, emphasized: emphasizedStyles),
      choice.tied > 1, choice.style == androidCatchAllStyle
    else { return nil }
    return (choice.tied, choice.namedLikeBody > 0, choice.namedLikeBody > 1, choice.passedOver)
  }

  /// An Android spec: the res folders (their strings, styles and fonts are
  /// read from them), the string files when moko-resources' are among them
  /// (which no res folder holds), other font folders, and one container for every
  /// string in the style the app's themes give every TextView
  /// (``textViewStyle``), else the app's style the layouts name most, else its text
  /// appearance named like body text, else its first (Material 3's bodyLarge
  /// when the app defines none).
  func androidSpecJSON(list: ([String]) -> String) -> String {
    let width = NumberText.string(
      isWearOS ? Self.defaultWearWidth : Self.defaultAndroidWidth, fractionDigits: 0)
    let scales = (isWearOS ? Self.wearFontScales : CheckSpec.defaultFontScales)
      .map { NumberText.string($0) }.joined(separator: ", ")
    let style = androidCatchAllStyle
    // Named when moko-resources' are among them: no res folder holds those.
    let strings = mokoStrings.isEmpty ? [] : ["  \"strings\": \(list(self.strings)),"]
    let lines =
      ["{", "  \"platform\": \"android\",", "  \"resources\": \(list(resources)),"] + strings + [
        "  \"fonts\": \(list(fontFolders + givenFontFolders)),",
        "  \"systemFonts\": false,",
      ] + (systemFont.map { ["  \"systemFont\": \(JSON.quoted($0)),"] } ?? []) + [
        "  \"fontScales\": [\(scales)],"
      ] + (themes.isEmpty ? [] : ["  \"themes\": \(list(themes)),"]) + placeholdersLine
      + [
        "  \"containers\": ["
      ]
      + [voiceOverKeys, systemDrawnKeys, unusedKeys].filter { !$0.isEmpty }.map { keys in
        "    {\"keys\": " + Self.keyList(keys) + ", \"skip\": true},"
      }
      + Dictionary(grouping: oneLineHintKeys) { oneLineHintStyles[$0] ?? style }.sorted {
        $0.key < $1.key
      }
      .map { hintStyle, keys in
        "    {\"keys\": " + Self.keyList(keys)
          + ", \"style\": \(JSON.quoted(hintStyle)), \"width\": \(width), \"maxLines\": 1},"
      }
      + [
        "    {\"keys\": [\"*\"], \"style\": \(JSON.quoted(style)), \"width\": \(width)}",
        "  ]",
        "}",
      ]
    return lines.joined(separator: "\n") + "\n"
  }
}
