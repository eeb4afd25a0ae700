import Foundation
import StringCatalogs
import Testing

@Suite struct AndroidStringsTests {
  @Test func defaultResources() throws {
    let file = try StringFile.load(path: catalog("values/strings.xml"))
    #expect(file.format == .androidXML)
    #expect(file.language == nil)
    #expect(
      rows(file) == [
        Row("app_name", "Corner Shop", nil, line: 4, isTranslatable: false),
        Row("welcome_title", "Welcome to Corner Shop", nil, line: 5),
        Row("basket_empty", "Your basket's empty. Add something \"fresh\"!", nil, line: 7),
        Row("greeting", "Hello, %1$s!", nil, line: 8),
        // CDATA markup, as Html.fromHtml shows it.
        Row("terms", "Read our terms & conditions", nil, line: 9),
        Row("styled", "Tap Pay to finish", nil, line: 10),
        Row("spaces", "Lots of space", nil, line: 11),
        Row("quoted", "  kept   spaces  ", nil, line: 13),
        Row("escapes", "Line\nbreak\tand @home ?maybe été", nil, line: 14),
        Row("entities", "Fish & chips <3", nil, line: 15),
        Row("title_alias", "Welcome to Corner Shop", nil, line: 16),
        Row("system_ok", "@android:string/ok", nil, line: 17),
        Row("unused", "Later", nil, line: 18),
        Row("items_in_basket", "%d item in your basket", nil, "plural.one", line: 20),
        Row("items_in_basket", "%d items in your basket", nil, "plural.other", line: 21),
        Row("delivery_days", "Today", nil, "0", line: 24),
        Row("delivery_days", "Tomorrow", nil, "1", line: 25),
        Row("delivery_days", "Welcome to Corner Shop", nil, "2", line: 26),
        Row("short_name", "Shop", nil, line: 29),
      ])
  }

  /// A file named as Android Lint takes it to hold strings not to
  /// translate (`donottranslate.xml`, `donottranslate-urls.xml`): each of
  /// its strings is marked so, as `translatable="false"` marks one.
  @Test func aDoNotTranslateFileMarksItsStrings() throws {
    let text =
      #"<resources><string name="package_name">com.example.app</string>"#
      + #"<string-array name="a"><item>One</item></string-array></resources>"#
    for name in ["donottranslate.xml", "donottranslate-urls.xml"] {
      let file = try StringFile.parse(bytes: Array(text.utf8), path: "res/values/" + name)
      #expect(
        rows(file) == [
          Row("package_name", "com.example.app", nil, line: 1, isTranslatable: false),
          Row("a", "One", nil, "0", line: 1, isTranslatable: false),
        ])
    }
    let other = try StringFile.parse(bytes: Array(text.utf8), path: "res/values/strings.xml")
    #expect(rows(other).allSatisfy { $0.isTranslatable })
    let folder = try StringFile.parse(
      bytes: Array(text.utf8), path: "donottranslate/res/values/strings.xml")
    #expect(rows(folder).allSatisfy { $0.isTranslatable })
  }

  @Test func germanResources() throws {
    let file = try StringFile.load(path: catalog("values-de/strings.xml"))
    #expect(file.language == "de")
    #expect(
      rows(file) == [
        Row("welcome_title", "Willkommen im Eckladen", "de", line: 3),
        Row(
          "basket_empty", "Dein Warenkorb ist leer. Füg etwas \"Frisches\" hinzu!", "de", line: 4),
        Row("greeting", "Hallo, %1$s!", "de", line: 5),
        Row("items_in_basket", "%d Artikel im Warenkorb", "de", "plural.one", line: 7),
        Row("items_in_basket", "%d Artikel im Warenkorb", "de", "plural.other", line: 8),
        Row("delivery_days", "Heute", "de", "0", line: 11),
        Row("delivery_days", "Morgen", "de", "1", line: 12),
        Row("delivery_days", "Übermorgen", "de", "2", line: 13),
      ])
  }

  @Test func brazilianPortugueseResources() throws {
    let file = try StringFile.load(path: catalog("values-pt-rBR/strings.xml"))
    #expect(file.language == "pt-BR")
    #expect(
      rows(file) == [
        Row("welcome_title", "Bem-vindo à Loja da Esquina", "pt-BR", line: 3),
        Row("basket_empty", "Sua cesta está vazia", "pt-BR", line: 4),
        Row("items_in_basket", "%d item na cesta", "pt-BR", "plural.one", line: 6),
        Row("items_in_basket", "%d de itens na cesta", "pt-BR", "plural.many", line: 7),
        Row("items_in_basket", "%d itens na cesta", "pt-BR", "plural.other", line: 8),
        Row("payment_methods", "Pix", "pt-BR", "0", line: 11),
        Row("payment_methods", "Cartão de crédito", "pt-BR", "1", line: 12),
        Row("payment_methods", "Boleto", "pt-BR", "2", line: 13),
      ])
  }

  @Test func errors() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, Int)] = [
      ("<resources>\n  <string name=\"a\">x</string>\n  <string>y</string>\n</resources>", 3),
      ("<resources>\n  <string name=\"a\">x</strin>\n</resources>", 2),
      ("<manifest>\n</manifest>", 1),
      (
        "<resources>\n<plurals name=\"p\">\n<item quantity=\"lots\">x</item>\n</plurals>\n</resources>",
        3
      ),
      ("<!DOCTYPE resources [\n<!ENTITY app SYSTEM \"shop.txt\">\n]>\n<resources/>", 2),
      ("<resources>\n<string name=\"a\">&nbsp;</string>\n</resources>", 2),
    ]
    for (index, (text, line)) in cases.enumerated() {
      let path = try write(Array(text.utf8), to: "values-fr/\(index).xml", in: directory)
      guard case .malformed(_, let found, _)? = loadError(path) else {
        Issue.record(
          "case \(index) did not fail as malformed: \(String(describing: loadError(path)))")
        continue
      }
      #expect(found == line, "case \(index)")
    }
    // @string/ references in a loop show no text: unresolved references,
    // which a check leaves out and counts, as it does another file's loop.
    let loop = try write(
      Array(
        ("<resources>\n<string name=\"a\">@string/b</string>\n<string name=\"b\">@string/a</string>\n"
          + "<string name=\"c\">@string/c</string>\n<string name=\"d\">@string/e</string>\n"
          + "<string name=\"e\">Fine</string>\n</resources>").utf8),
      to: "values-fr/loop.xml", in: directory)
    let file = try StringFile.load(path: loop)
    #expect(file.strings.map(\.isUnresolvedReference) == [true, true, true, false, false])
    #expect(file.strings.map(\.value).suffix(2) == ["Fine", "Fine"])
  }
}

extension AndroidStringsTests {
  /// What aapt2 refuses in a res folder's values file is an error at its
  /// line, as the build fails on it: a resource given twice ("duplicate
  /// value for resource"), a plural's quantity given twice, a `\u` escape
  /// without its hex digits, an apostrophe neither escaped nor in double
  /// quotes (which a tag of markup starts afresh, as aapt2's spans do; a
  /// namespaced one, `<xliff:g>`, does not). An
  /// entry for a product other than `default` is left out, as a build that
  /// names none leaves it. moko-resources' and Compose Multiplatform's
  /// files, which aapt2 does not read, are read as before.
  @Test func whatAAPT2RefusesIsAnError() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let refused: [(String, Int, String)] = [
      (
        "<resources>\n<string name=\"a\">x</string>\n<string name=\"a\">y</string>\n</resources>",
        3, "string \"a\" is defined again (first at line 2)"
      ),
      (
        "<resources>\n<string-array name=\"m\"><item>x</item></string-array>\n"
          + "<array name=\"m\"><item>y</item></array>\n</resources>", 3,
        "array \"m\" is defined again"
      ),
      (
        "<resources>\n<plurals name=\"p\">\n<item quantity=\"one\">x</item>\n"
          + "<item quantity=\"one\">y</item>\n</plurals>\n</resources>", 4,
        "plurals \"p\" gives quantity \"one\" again (first at line 3)"
      ),
      (
        "<resources>\n<string name=\"a\">Neuer \\u12 Termin</string>\n</resources>", 2,
        "invalid unicode escape sequence in string \"Neuer \\u12 Termin\""
      ),
      (
        "<resources>\n\n<string name=\"a\">Termin's</string>\n</resources>", 3,
        "unescaped apostrophe in string \"Termin's\""
      ),
      // A tag of markup starts the quotes afresh, as aapt2's spans do.
      (
        "<resources>\n<string name=\"a\"><b>Termin's</b></string>\n</resources>", 2,
        "unescaped apostrophe in string \"Termin's\""
      ),
      (
        "<resources>\n<string name=\"a\">\"<b>it's</b>\"</string>\n</resources>", 2,
        "unescaped apostrophe"
      ),
      // A backslash before a tag escapes nothing after it.
      (
        "<resources>\n<string name=\"a\">a\\<b>'s</b></string>\n</resources>", 2,
        "unescaped apostrophe"
      ),
    ]
    for (index, (text, line, words)) in refused.enumerated() {
      let path = try write(Array(text.utf8), to: "app/res/values-de/\(index).xml", in: directory)
      guard case .malformed(_, let found, let message)? = loadError(path) else {
        Issue.record("case \(index) was read: \(String(describing: loadError(path)))")
        continue
      }
      #expect(found == line, "case \(index)")
      #expect(message.contains(words), "\(message)")
      // Not aapt2's to read: moko-resources', Compose Multiplatform's.
      for other in [
        "shared/src/commonMain/moko-resources/de", "composeResources/values-de",
        "shared/src/commonMain/resources/values-de",
      ] {
        let path = try write(Array(text.utf8), to: "\(other)/\(index).xml", in: directory)
        #expect(loadError(path) == nil, "case \(index) in \(other)")
      }
    }
    let accepted = #"""
      <resources>
      <string name="quoted">"Termin's"</string>
      <string name="escaped">Termin\'s caf\u00e9</string>
      <string name="markup"><b>"Termin's"</b></string>
      <string name="xliff">"<xliff:g id="n">Termin's</xliff:g>"</string>
      <string name="shown" product="tablet">On a tablet</string>
      <string name="shown" product="default">Shown</string>
      <string name="shown" product="phone">On a phone</string>
      <string name="yoga">\uD83E\uDDD8 \uD83E!</string>
      <string name="end">x\u</string>
      </resources>
      """#
    let path = try write(Array(accepted.utf8), to: "app/res/values/strings.xml", in: directory)
    let file = try StringFile.load(path: path)
    #expect(
      file.strings.map(\.value) == [
        "Termin's", "Termin's café", "Termin's", "Termin's", "Shown", "\u{1F9D8} \u{FFFD}!",
        "x\u{0}",
      ],
      "\(file.strings.map(\.value))")
  }
}

@Suite struct XMLInputSafetyTests {
  /// Foundation's `XMLParser` on Linux trapped on an element name with invalid
  /// UTF-8; the text is validated first, so this is an encoding error with its line.
  @Test func invalidUTF8InElementName() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bytes =
      Array("<resources>\n<str".utf8) + [0xC0] + Array("ing name=\"a\">x</string></resources>".utf8)
    for name in ["values/strings.xml", "en.lproj/A.stringsdict"] {
      let path = try write(bytes, to: name, in: directory)
      #expect(loadError(path) == .invalidEncoding(path: path, line: 2))
    }
  }

  /// A values file whose XML declaration says ISO-8859-1 is read in it, as
  /// aapt2's parser reads it (the app builds); without the declaration the
  /// same bytes are invalid UTF-8, said with their line.
  @Test func anISO88591DeclarationIsRead() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let body =
      Array("<resources>\n<string name=\"a\">Gr".utf8) + [0xFC]
      + Array("n &amp; gelb</string></resources>".utf8)
    for declaration in [
      #"<?xml version="1.0" encoding="ISO-8859-1"?>"#,
      "<?xml version='1.0' encoding='iso-8859-1' ?>",
    ] {
      let path = try write(
        Array((declaration + "\n").utf8) + body, to: "values-de/strings.xml", in: directory)
      let file = try StringFile.load(path: path)
      #expect(file.strings.map(\.value) == ["Grün & gelb"], "\(declaration)")
      #expect(file.strings.first?.line == 3)
    }
    let undeclared = try write(body, to: "values-fr/strings.xml", in: directory)
    #expect(loadError(undeclared) == .invalidEncoding(path: undeclared, line: 2))
    // An alias expat does not know is no ISO-8859-1 (aapt2 refuses it).
    let alias = try write(
      Array(#"<?xml version="1.0" encoding="latin1"?>"#.utf8) + [0x0A] + body,
      to: "values-es/strings.xml", in: directory)
    #expect(loadError(alias) == .invalidEncoding(path: alias, line: 3))
    let utf8 = try write(
      Array(#"<?xml version="1.0" encoding="utf-8"?>"#.utf8) + [0x0A] + body,
      to: "values-it/strings.xml", in: directory)
    #expect(loadError(utf8) == .invalidEncoding(path: utf8, line: 3))
  }

  /// An array's items that are other kinds of value (a colour, a drawable,
  /// a theme attribute, `@null`; a colour literal in a typed `<array>`) are
  /// not strings; text and string references are, at their own index.
  @Test func arrayItemsThatAreNotText() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = """
      <resources>
        <string name="blue">Blue</string>
        <array name="colors">
          <item>@color/accent_violet</item>
          <item>@android:color/white</item>
          <item>#FF8800</item>
          <item>?attr/colorPrimary</item>
          <item>?colorSecondary</item>
          <item> @null </item>
          <item>@drawable/ic_star</item>
          <item>@string/blue</item>
          <item>#1 pick</item>
          <item>?</item>
        </array>
        <string-array name="labels">
          <item>#FF8800</item>
          <item>@mipmap/icon</item>
          <item>Red</item>
        </string-array>
      </resources>
      """
    let path = try write(Array(text.utf8), to: "values/strings.xml", in: directory)
    #expect(
      rows(try StringFile.load(path: path)) == [
        Row("blue", "Blue", nil, line: 2),
        Row("colors", "Blue", nil, "7", line: 11),
        Row("colors", "#1 pick", nil, "8", line: 12),
        Row("colors", "?", nil, "9", line: 13),
        Row("labels", "#FF8800", nil, "0", line: 16),
        Row("labels", "Red", nil, "2", line: 18),
      ])
  }

  @Test func utf16ResourcesWithDeclaration() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text =
      "<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources>\n<string name=\"a\">Ünïcødé</string>\n</resources>\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let path = try write(bytes, to: "values-b+sr+Latn/strings.xml", in: directory)
    #expect(rows(try StringFile.load(path: path)) == [Row("a", "Ünïcødé", "sr-Latn", line: 3)])
  }

  /// Entities the file declares (Termux names its apps so) are replaced by
  /// their text, as aapt2 replaces them, in strings and array items alike.
  @Test func declaredEntities() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE resources [
          <!ENTITY TERMUX_APP_NAME "Termux">
          <!ENTITY TERMUX_API_APP_NAME "&TERMUX_APP_NAME;:API">
          <!ENTITY hellip "&#8230;">
          ]>
      <resources>
          <string name="needs">The &TERMUX_API_APP_NAME; app needs &TERMUX_APP_NAME;&hellip;</string>
          <string-array name="apps"><item>&TERMUX_APP_NAME;</item></string-array>
      </resources>
      """
    let path = try write(Array(text.utf8), to: "values/strings.xml", in: directory)
    #expect(
      rows(try StringFile.load(path: path)) == [
        Row("needs", "The Termux:API app needs Termux…", nil, line: 8),
        Row("apps", "Termux", nil, "0", line: 9),
      ])
  }
}
