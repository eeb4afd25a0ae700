import Testing

@testable import TypometerChecks

/// Whether an Android module's Gradle build depends on a Markdown library
/// (init's advice of `"markdown": true`): by a dependency of any `implementation`,
/// `api` or `compile` configuration, over lines too, directly or by a
/// version catalog's alias; never by a comment or a file name.
@Suite struct GradleMarkdownTests {
  static func depends(_ build: String, catalog: String = "") -> Bool {
    ProjectScan.dependsOnMarkdownLibrary(
      Array(build.utf8), aliases: ProjectScan.markdownAliases(inCatalog: Array(catalog.utf8)))
  }

  @Test func dependenciesThatNameAMarkdownLibrary() {
    #expect(Self.depends(#"dependencies { implementation "io.noties.markwon:core:4.6.2" }"#))
    #expect(
      Self.depends(
        "dependencies {\n  releaseImplementation(\n    \"io.noties.markwon:core:4.6.2\"\n  )\n}"))
    #expect(Self.depends("dependencies {\n  api(libs.andromeda.markdown)\n}"))
    #expect(Self.depends("implementation 'com.github.jeziellago:compose-markdown:0.5.0'"))
    let catalog =
      "[libraries]\nnoties-core = \"io.noties.markwon:core:4.6.2\"\nui = \"a:b:1\"\n"
      + "[bundles]\nmd = [\"noties-core\"]\n"
    #expect(Self.depends("dependencies { implementation(libs.noties.core) }", catalog: catalog))
    #expect(Self.depends("dependencies { implementation(libs.bundles.md) }", catalog: catalog))
    #expect(!Self.depends("dependencies { implementation(libs.ui) }", catalog: catalog))
    // An alias whole: `libs.md` is not `libs.mdc.theme`.
    let short = "[libraries]\nmd = \"io.noties.markwon:core:4.6.2\"\n"
    #expect(!Self.depends("dependencies { implementation(libs.mdc.theme) }", catalog: short))
    #expect(Self.depends("dependencies { implementation(libs.md) }", catalog: short))
  }

  @Test func commentsAndOtherMentionsAreNone() {
    #expect(!Self.depends("// implementation \"io.noties.markwon:core:4.6.2\"\n"))
    #expect(!Self.depends("/* implementation \"io.noties.markwon:core\"\n*/\nplugins {}"))
    #expect(!Self.depends("dependencies {\n  implementation libs.ui // see CHANGES.markdown\n}"))
    #expect(!Self.depends("task docs { from 'docs/README.markdown' }"))
    // A test's configuration is no app's; a glob in a string starts no
    // comment; Windows line breaks end lines.
    #expect(!Self.depends(#"testImplementation "io.noties.markwon:core:4.6.2""#))
    #expect(!Self.depends(#"androidTestImplementation("io.noties.markwon:core:4.6.2")"#))
    #expect(
      Self.depends(
        "android { packagingOptions { exclude \"META-INF/*.kotlin_module\" } }\n"
          + "dependencies { implementation \"io.noties.markwon:core:4.6.2\" }"))
    #expect(
      Self.depends(
        "// The app\r\ndependencies {\r\n implementation \"io.noties.markwon:core\"\r\n}"))
    #expect(
      !Self.depends(
        "dependencies {\r\n implementation \"androidx.core:core:1.0\"\r\n}\r\n"
          + "task docs { description = \"renders markdown\" }"))
    #expect(
      Self.depends(
        "dependencies {\r\n implementation libs.noties.core\r\n}",
        catalog: "[libraries]\r\nnoties-core = \"io.noties.markwon:core:4.6.2\"\r\n"))
    // A triple-quoted string runs over lines: a `/*` or `//` in it starts
    // no comment, and a dependency named in it is text, not a dependency.
    for quote in [#"""""#, "'''"] {
      #expect(
        Self.depends(
          "def banner = \(quote)\nGlob: src/*.kt\n\(quote)\n"
            + "dependencies { implementation \"io.noties.markwon:core:4.6.2\" }"))
      #expect(
        !Self.depends(
          "def notes = \(quote)\nimplementation \"io.noties.markwon:core\"\n\(quote)\n"
            + "plugins {}"))
    }
    // A URL's `://` is no comment: the dependency after it still counts.
    #expect(
      Self.depends(#"implementation("io.noties.markwon:core:4.6.2") { because("https://x.org") }"#))
  }
}
