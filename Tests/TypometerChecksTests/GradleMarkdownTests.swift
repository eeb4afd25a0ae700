import Testing

@testable import TypometerChecks

/// Whether an Android module's Gradle build depends on a Markdown library
/// (init's `"markdown": true`): by a dependency of any `implementation`,
/// `api` or `compile` configuration, over lines too, directly or by a
/// version catalog's alias; never by a comment or a file name.
@Suite struct GradleMarkdownTests {
  static func depends(_ build: String, catalog: String = "") -> Bool {
    ProjectScan.dependsOnMarkdownLibrary(Array(build.utf8), catalog: Array(catalog.utf8))
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
  }

  @Test func commentsAndOtherMentionsAreNone() {
    #expect(!Self.depends("// implementation \"io.noties.markwon:core:4.6.2\"\n"))
    #expect(!Self.depends("/* implementation \"io.noties.markwon:core\"\n*/\nplugins {}"))
    #expect(!Self.depends("dependencies {\n  implementation libs.ui // see CHANGES.markdown\n}"))
    #expect(!Self.depends("task docs { from 'docs/README.markdown' }"))
    // A URL's `://` is no comment: the dependency after it still counts.
    #expect(
      Self.depends(#"implementation("io.noties.markwon:core:4.6.2") { because("https://x.org") }"#))
  }
}
