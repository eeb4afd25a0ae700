import Testing

@testable import TypometerChecks

/// How `init` reads the Android code that hands strings to TalkBack or the
/// system (``ProjectScan/codeOnlyKeys(among:whyNone:)``).
struct CodeOnlyStringsTests {
  /// A view's description read back (a call of its getter, a view's
  /// property); not the getter's declaration, nor an import of the name.
  @Test func descriptionsReadBack() {
    func reads(_ code: String) -> Bool { ProjectScan.readsContentDescription(Array(code.utf8)) }
    #expect(reads("TooltipCompat.setTooltipText(v, v.getContentDescription());"))
    #expect(reads("return getContentDescription();"))
    #expect(reads("val tip = view.contentDescription"))
    #expect(!reads("@Override public CharSequence getContentDescription() { return label; }"))
    #expect(!reads("override fun getContentDescription(): CharSequence = label"))
    #expect(!reads("import androidx.compose.ui.semantics.contentDescription\n"))
    #expect(!reads("fab.contentDescription = getString(R.string.x)"))
  }

  /// A string is the system's where it is an argument of the call: not
  /// another statement's on its line, nor past a comment.
  @Test func systemDrawnArguments() {
    func drawn(_ line: String, notifies: Bool = true) -> Bool {
      let bytes = Array(line.utf8)
      let position = bytes.firstIndex(of: Array("R.string".utf8), from: 0) ?? 0
      let code = ProjectScan.codeEnd(of: bytes[...])
      return position < code
        && ProjectScan.isSystemDrawnArgument(at: position, in: bytes[..<code], notifies: notifies)
    }
    #expect(drawn("Toast.makeText(this, R.string.a, Toast.LENGTH_SHORT).show()"))
    #expect(drawn("showToast(getString(R.string.a))"))
    #expect(drawn("context.toast(getString(R.string.a),"))  // (its arguments go on)
    #expect(!drawn("context.toast(\"x\"); label.text = getString(R.string.a)"))
    #expect(!drawn("label.text = getString(R.string.a) // Toast.makeText("))
    #expect(!drawn("label.text = \"http://x\" + getString(R.string.a)"))
    #expect(drawn(".setContentTitle(getString(R.string.a))"))
    #expect(!drawn(".setContentTitle(getString(R.string.a))", notifies: false))
    #expect(drawn("intent.putExtra(Intent.EXTRA_TEXT, getString(R.string.a))"))
    #expect(!drawn("intent.putExtra(\"title\", getString(R.string.a))"))
    #expect(drawn("NotificationChannel(ID, n, I).apply { description = getString(R.string.a) }"))
    #expect(!drawn("roast(getString(R.string.a))"))
    // (Another statement of the line: its own call's argument.)
    #expect(
      !drawn(
        #"NotificationChannel(ID, n, I).apply { description = "x" }; label.text = getString(R.string.a)"#
      ))
    #expect(
      !drawn(
        #"intent.putExtra(Intent.EXTRA_TEXT, url); intent.putExtra("t", getString(R.string.a))"#))
    #expect(
      drawn(
        "NotificationCompat.Builder(c, ID).setSmallIcon(i).setContentTitle(getString(R.string.a))"))
    #expect(!drawn("x { label.text = getString(R.string.a) }"))
  }

  /// A minified file's one line of thousands of uses is read in time linear
  /// in its length (each use read back to its statement's start).
  @Test func longLinesAreReadOnce() {
    let line = Array(String(repeating: "f(getString(R.string.a)); ", count: 20_000).utf8)
    var found = 0
    var from = 0
    while let hit = line.firstIndex(of: Array("R.string".utf8), from: from) {
      from = hit + 8
      if ProjectScan.isSystemDrawnArgument(at: hit, in: line[...], notifies: true) { found += 1 }
    }
    #expect(found == 0)
  }
}
