import Testing

@testable import TypometerChecks

/// How `init` reads the layout an Apple app's SwiftUI views give the
/// strings they take as literals (``ProjectScan/swiftUILayouts(among:)``).
struct SwiftUILayoutsTests {
  /// A `.font(…)` argument: a text style (however it is dressed), a fixed
  /// size, or a font of the app's own.
  @Test func fontsAreRead() {
    let styles: [(String, ProjectScan.SwiftUIFont)] = [
      (".caption", .style("caption1")), ("Font.title", .style("title1")),
      (".headline.weight(.semibold)", .style("headline")),
      (" .system(.title2, design: .rounded) ", .style("title2")),
      (".system(size: 13, weight: .bold)", .fixed), ("Font.system(size: 9)", .fixed),
      (#".custom("Inter", fixedSize: 12)"#, .fixed),
      (#".custom("Inter", size: 15)"#, .unknown), (".appBody", .unknown),
      ("isCompact ? .caption : .body", .unknown), (".system(.extraLargeTitle)", .unknown),
      (".", .unknown), ("", .unknown),
    ]
    for (argument, font) in styles {
      #expect(ProjectScan.swiftUIFont(argument) == font, "\(argument)")
    }
  }

  /// A `.lineLimit(…)` argument: a count, a range's upper bound, nil for
  /// none; one this reading cannot read keeps what was given.
  @Test func lineLimitsAreRead() {
    #expect(ProjectScan.swiftUILineLimit("1", given: nil) == 1)
    #expect(ProjectScan.swiftUILineLimit("2, reservesSpace: true", given: nil) == 2)
    #expect(ProjectScan.swiftUILineLimit("2...4", given: nil) == 4)
    #expect(ProjectScan.swiftUILineLimit("1..<3", given: nil) == 2)
    #expect(ProjectScan.swiftUILineLimit("2...", given: 1) == nil)
    #expect(ProjectScan.swiftUILineLimit("nil", given: 1) == nil)
    #expect(ProjectScan.swiftUILineLimit("isExpanded ? nil : 3", given: 1) == 1)
    #expect(ProjectScan.swiftUILineLimit("0", given: nil) == nil)
    #expect(ProjectScan.swiftUILineLimit("1..<1", given: 2) == 2)
  }

  /// What is easy to misread: brackets inside a raw string or a regular
  /// expression; an outer `.dynamicTypeSize` cap on a view whose own chain
  /// says all else; a toolbar label whose style shows its title; a
  /// modifier of the app's that takes a closure of the view; a variable
  /// named like a label (`if let message`); a toolbar's principal item;
  /// views nested deeper than the reading follows; the environment's font
  /// or size set directly.
  @Test func hardCasesAreReadAsSwiftUIReadsThem() {
    let nested =
      String(repeating: "VStack {\n", count: 34) + #"Text("deep")"#
      + String(repeating: "\n}", count: 34) + ".font(.caption)"
    let code = ##"""
      struct V: View {
        var body: some View {
          VStack {
            VStack {
              Text("raw")
              Text(#"say "(" now"#)
              let _ = "x".firstMatch(of: /[(]/)
            }
            .font(.caption)
          }
          .font(.title)
          VStack {
            Text("settled").font(.caption).lineLimit(1).minimumScaleFactor(0.5).textCase(nil)
          }
          .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
          List { }
            .toolbar {
              Label("titled", systemImage: "plus").labelStyle(.titleAndIcon)
              Label("automatic", systemImage: "plus").labelStyle(.automatic)
              ToolbarItem(placement: .principal) { Text("principal").font(.headline) }
            }
          Text("applied").lineLimit(1).apply { $0.font(.caption) }
          if let message {
            Text("message.variable").font(.caption)
          }
          Text("environment").environment(\.dynamicTypeSize, .large)
          Text("raw.argument").lineLimit(1).help(#"a ) b"#).font(.caption)
        }
      }
      extension View {
        func apply<V: View>(@ViewBuilder _ block: (Self) -> V) -> V { block(self) }
        func framed(_ edges: () -> Void = { }) -> some View { padding() }
      }
      """## + "\n" + nested
    var modifiers: Set<String> = []
    ProjectScan.viewExtensionFunctions(in: Array(code.utf8), into: &modifiers)
    #expect(modifiers == ["apply"])
    var found: [String: ProjectScan.InterfaceLayout?] = [:]
    ProjectScan.forEachSwiftUIText(in: Array(code.utf8), appModifiers: modifiers) {
      found[$0] = $1
    }
    typealias Layout = ProjectScan.InterfaceLayout
    let expected: [String: Layout?] = [
      "raw": Layout(style: "caption1"),
      "settled": Layout(
        style: "caption1", maxLines: 1, minimumScaleFactor: 0.5,
        largestCategory: "extraExtraExtraLarge"),
      "titled": nil, "automatic": Layout(skips: true), "principal": Layout(style: "headline"),
      "applied": nil, "message.variable": Layout(style: "caption1"), "environment": nil,
      "deep": nil, "raw.argument": Layout(style: "caption1", maxLines: 1),
    ]
    for (text, layout) in expected {
      #expect(found[text] == .some(layout), "\(text)")
    }
  }

  /// A navigation title is the navigation bar's: a large title, on one
  /// line in `largeTitle`, but where the view it is set in shows it inline
  /// (of one size: skipped), as on a Mac (a window's); a `Text` given as a
  /// title is the bar's too. A widget's name and description are the
  /// widget gallery's (skipped), but in a file of no widget.
  @Test func navigationTitlesAndWidgetTextsAreTheSystems() {
    let code = #"""
      struct A: View {
        var body: some View {
          NavigationStack {
            List { }
              .navigationTitle("nav.large")
          }
        }
      }
      struct B: View {
        var body: some View {
          List { }
            .navigationTitle("nav.inline")
            .navigationBarTitleDisplayMode(.inline)
            .navigationTitle(Text("nav.text"))
        }
      }
      struct C: View {
        var body: some View { List { }.navigationBarTitle("nav.old", displayMode: .inline) }
      }
      struct D: View {
        var body: some View {
          List {
            NavigationLink { Detail().navigationBarTitleDisplayMode(.inline) } label: { }
          }
          .navigationTitle("nav.sibling")
          .toolbarTitleDisplayMode(.inlineLarge)
        }
      }
      struct E: View {
        var body: some View {
          List { }.navigationBarTitleDisplayMode(.inline).navigationTitle("nav.before")
        }
      }
      struct W: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "k", provider: P()) { _ in Text("widget.text") }
            .configurationDisplayName("widget.name")
            .description("widget.description")
        }
      }
      """#
    typealias Layout = ProjectScan.InterfaceLayout
    for platform in ["ios", "macos", "watchos"] {
      var found: [String: Layout?] = [:]
      ProjectScan.forEachSwiftUIText(in: Array(code.utf8), platform: platform) { found[$0] = $1 }
      let large: Layout? =
        platform == "ios"
        ? Layout(style: "largeTitle", maxLines: 1) : platform == "macos" ? Layout(skips: true) : nil
      let expected: [String: Layout?] = [
        "nav.large": large, "nav.inline": Layout(skips: true), "nav.text": nil,
        "nav.old": Layout(skips: true), "nav.sibling": large, "nav.before": Layout(skips: true),
        "widget.text": Layout(),
        "widget.name": Layout(skips: true), "widget.description": Layout(skips: true),
      ]
      #expect(found.count == expected.count, "\(platform)")
      for (text, layout) in expected {
        #expect(found[text] == .some(layout), "\(platform) \(text)")
      }
    }
    var elsewhere: [String] = []
    ProjectScan.forEachSwiftUIText(in: Array(#"x.description("not.widget")"#.utf8)) { text, _ in
      elsewhere.append(text)
    }
    #expect(elsewhere.isEmpty)
  }

  /// A `.dynamicTypeSize(…)` argument: a range's upper bound (the one
  /// before it for `..<`), one size, or none.
  @Test func dynamicTypeSizesAreRead() {
    let read: [(String, ProjectScan.SwiftUIDynamicTypeSize)] = [
      ("...DynamicTypeSize.xxxLarge", .largest(.extraExtraExtraLarge)),
      (" .xSmall ... .accessibility2 ", .largest(.accessibilityLarge)),
      ("DynamicTypeSize.large..<DynamicTypeSize.accessibility1", .largest(.extraExtraExtraLarge)),
      ("...(.xLarge)", .largest(.extraLarge)),
      (".large", .fixed), ("DynamicTypeSize.accessibility5", .fixed),
      (".large...", .unbounded), ("size", .unbounded), ("..<.xSmall", .unbounded), ("", .unbounded),
    ]
    for (argument, size) in read {
      #expect(ProjectScan.swiftUIDynamicTypeSize(argument) == size, "\(argument)")
    }
  }

  /// The views are found past comments and literals; a view's chain is
  /// read across lines to its end; what cannot be closed (a call that never
  /// ends, a hostile file's) gives no view, in time linear in its length.
  @Test func viewsAreFoundAndBounded() {
    var found: [(String, ProjectScan.InterfaceLayout?)] = []
    let code = #"""
      // Text("comment").font(.caption)
      let s = "Text(\"quoted\").font(.caption)"
      Text("a")
        /* its font */ .font(.footnote)
        .lineLimit(1)
      x.Text("member")
      Text(verbatim: "verbatim")
      Text("open"
      """#
    ProjectScan.forEachSwiftUIText(in: Array(code.utf8)) { found.append(($0, $1)) }
    #expect(found.map(\.0) == ["a"])
    #expect(found.first?.1 == ProjectScan.InterfaceLayout(style: "footnote", maxLines: 1))
    let hostile = Array((String(repeating: "Text(\"a\"", count: 50_000)).utf8)
    var count = 0
    ProjectScan.forEachSwiftUIText(in: hostile) { _, _ in count += 1 }
    #expect(count == 0)
  }

  /// What a view's own modifiers leave unsaid, those of the views it is
  /// inside of say, the nearest first, as SwiftUI's environment passes
  /// them down: a stack's `.font`, a button's label closure's, an
  /// overlay's; a modifier's closures are passed over; an app's own
  /// modifier (one its extensions of views declare) before any `.font`,
  /// not SwiftUI's (`.textCase`), or a chain this reading cannot follow,
  /// leaves the font unknown; nothing is read past the declaration; what a
  /// menu, a toolbar, an alert or swipe actions show is the system's (a
  /// toolbar's label shows its icon alone).
  @Test func enclosingViewsModifiersAreRead() {
    let code = #"""
      struct V: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("stack")
            Text("own").font(.headline)
            HStack {
              Label("inner", systemImage: "star")
            }
            .lineLimit(2)
            .font(.title3)
            if shown {
              Text("in.if")
            }
          }
          .padding()
          .contextMenu { Button("menu") { } }
          .font(.caption)
          .lineLimit(1)
          Button { go() } label: {
            Text("label")
          }
          .font(.footnote)
          Circle().overlay(Text("overlay")).minimumScaleFactor(0.5).lineLimit(1)
          Group {
            Text("custom")
            Text("uppercase").textCase(.uppercase).symbolVariant(.fill).font(.caption)
          }
          .cardStyle()
          .font(.caption)
          Group {
            Text("custom.after")
          }
          .font(.caption)
          .cardStyle()
          HStack { Label("icons", systemImage: "x"); Text("plain") }.labelStyle(.iconOnly)
          List { Text("cut") }.font(.caption) + x
          Group { Text("fixed") }.font(.system(size: 12))
          Text("alone")
          Picker("Mode", selection: $mode) {
            Text("segment").tag(0)
          }
          .pickerStyle(.segmented)
          Picker("Mode", selection: $mode) { Text("wheel.option").tag(0) }.pickerStyle(.wheel)
          VStack {
            Text("upper")
            Text("as.written").textCase(nil)
            Text("lower").textCase(Text.Case.lowercase)
          }
          .textCase(.uppercase)
          VStack {
            Text("capped").dynamicTypeSize(...DynamicTypeSize.accessibility3)
            Text("one.size").dynamicTypeSize(.large)
          }
          .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
          Text("swiped").lineLimit(1).swipeActions(edge: .trailing) {
            Button("swipe.action").lineLimit(1)
          }
          .font(.caption)
          Menu { Button("menu.item").font(.caption) } label: { Text("menu.label").lineLimit(1) }
          .alert("x", isPresented: $shown) { Button("ok") { } } message: { Text("message") }
          .toolbar {
            ToolbarItem(placement: .primaryAction) {
              Menu {
                Label("in.menu", systemImage: "gear")
              } label: {
                Label("toolbar.label", systemImage: "ellipsis")
              }
            }
            Button("toolbar.button") { }
            Button("toolbar.icon", systemImage: "plus") { }
            ToolbarItem {
              Menu(content: {
                Button(action: { }, label: { Label("menu.argument", systemImage: "gear") })
              }, label: {
                Label("menu.argument.label", systemImage: "list.bullet")
              })
            }
          }
        }
        var row: some View { Text("row") }
      }
      extension View {
        func cardStyle() -> some View { padding().font(.caption2) }
        func framed() -> some View {
          padding().background(.gray)
        }
        func toast(isPresenting: Binding<Bool>) -> some View { modifier(Toast(isPresenting)) }
      }
      extension SearchView {
        func focused(_ shown: Bool) -> Self { self }
      }
      """#
    var found: [String: ProjectScan.InterfaceLayout?] = [:]
    var modifiers: Set<String> = []
    ProjectScan.viewExtensionFunctions(in: Array(code.utf8), into: &modifiers)
    #expect(modifiers == ["cardStyle", "toast"])
    ProjectScan.forEachSwiftUIText(in: Array(code.utf8), appModifiers: modifiers) {
      found[$0] = $1
    }
    typealias Layout = ProjectScan.InterfaceLayout
    let expected: [String: Layout?] = [
      "stack": Layout(style: "caption1", maxLines: 1),
      "own": Layout(style: "headline", maxLines: 1),
      "inner": Layout(style: "title3", maxLines: 2),
      "in.if": Layout(style: "caption1", maxLines: 1),
      "menu": nil,
      "label": Layout(style: "footnote"),
      "overlay": Layout(maxLines: 1, minimumScaleFactor: 0.5),
      "custom": nil,
      "uppercase": Layout(style: "caption1", textCase: "uppercase"),
      "custom.after": Layout(style: "caption1"),
      "icons": Layout(skips: true),
      "plain": Layout(),
      "cut": nil,
      "fixed": Layout(skips: true),
      "alone": Layout(),
      "upper": Layout(textCase: "uppercase"),
      "as.written": Layout(),
      "lower": Layout(textCase: "lowercase"),
      "capped": Layout(largestCategory: "extraExtraExtraLarge"),
      "one.size": Layout(skips: true),
      "swiped": Layout(style: "caption1", maxLines: 1),
      "swipe.action": nil,
      "menu.item": nil,
      "menu.label": Layout(maxLines: 1),
      "ok": nil,
      "message": nil,
      "in.menu": nil,
      "toolbar.label": Layout(skips: true),
      "toolbar.button": nil,
      "toolbar.icon": Layout(skips: true),
      "menu.argument": nil,
      "segment": Layout(skips: true),
      "wheel.option": nil,
      "menu.argument.label": Layout(skips: true),
      "row": Layout(),
    ]
    #expect(found.count == expected.count)
    for (text, layout) in expected {
      #expect(found[text] == .some(layout), "\(text)")
    }
  }

  /// A view of the app's own that shows a localized key it is given (a
  /// view type's stored property, its memberwise init's or an init's that
  /// stores it; a function's parameter) lays out each call's literal as
  /// its body lays out that argument, then as the call's chain and the
  /// views the call is inside of say; an argument its body passes on, or
  /// shows in views that disagree, is read at no call; a `String`'s is a
  /// key where the body makes one of it (`Text(LocalizedStringKey(title))`,
  /// Dime's settings rows), not where it shows it as it is, nor a literal
  /// a function of a `String` of that name takes (but one of
  /// `@_disfavoredOverload`); one passed on to another such view is shown
  /// as that one shows it.
  @Test func appViewsLayOutTheKeysTheyAreGiven() {
    let declarations = #"""
      public struct ErrorView: View {
        public let title: LocalizedStringKey
        public let message: LocalizedStringKey
        let detail: String
        static let fallback: LocalizedStringKey = "x"
        public var body: some View {
          VStack {
            Text(title).font(.title2).lineLimit(1)
            Text(message).multilineTextAlignment(.center)
            Text(detail).font(.caption)
          }
          .font(.subheadline)
        }
      }
      struct Field: View {
        private let titleKey: LocalizedStringKey
        private let promptKey: LocalizedStringKey
        init(_ titleKey: LocalizedStringKey, prompt: LocalizedStringKey = "", x: Int = 0) {
          self.titleKey = titleKey
          self.promptKey = prompt
        }
        var body: some View {
          HStack {
            Text(titleKey)
            if titleKey.isEmpty == false { Spacer() }
            TextField(promptKey, text: $text)
          }
        }
      }
      struct Passing: View {
        var caption: LocalizedStringKey
        var body: some View {
          Other(caption: caption)
          Text(self.caption).font(.caption)
        }
      }
      struct Disagreeing: View {
        let note: LocalizedStringKey
        var body: some View {
          Text(note).font(.caption)
          Text(note).font(.footnote)
        }
      }
      struct SettingsRow: View {
        var systemImage: String
        var title: String
        var body: some View {
          HStack {
            Image(systemName: systemImage)
            Text(LocalizedStringKey(title)).font(.headline).lineLimit(1)
          }
        }
      }
      struct Verbatim: View {
        let title: String
        var body: some View { Text(title).font(.caption) }
      }
      struct Outer: View {
        let heading: LocalizedStringKey
        var body: some View { VStack { Inner(label: heading) }.font(.caption) }
      }
      struct Inner: View {
        let label: LocalizedStringKey
        var body: some View { Text(label).lineLimit(2) }
      }
      struct Settings: View {
        var body: some View {
          List {
            row(title: "settings.sync", count: 2)
            row(title: "settings.menu", count: 1).font(.largeTitle)
          }
          .contextMenu { row(title: "settings.in.menu", count: 0) }
        }
        @MainActor
        private func row(title: LocalizedStringKey, count: Int) -> some View {
          VStack { Text(title).lineLimit(2) }
        }
        @_disfavoredOverload
        private func row(title: String, count: Int) -> some View { Text(title) }
        func plain(_ text: LocalizedStringKey) -> some View { Text(text).font(.caption) }
        func plain(_ text: String) -> some View { Text(text).font(.caption) }
      }
      """#
    let calls = #"""
      struct Screen: View {
        var body: some View {
          VStack {
            ErrorView(title: "error.title", message: "error.message", detail: "error.detail")
            Field("field.title", prompt: "field.prompt")
            Passing(caption: "passing.caption")
            Disagreeing(note: "disagreeing.note")
            x.ErrorView(title: "member.title", message: "member.message", detail: "")
            SettingsRow(systemImage: "gear", title: "settings.row")
            SettingsRow(systemImage: "gear", title: "settings.row \(n)")
            Verbatim(title: "verbatim.title")
            Outer(heading: "outer.heading")
            Inner(label: "inner.label")
            Module.ErrorView(title: "qualified.title", message: "qualified.message", detail: "")
            plain("plain.string")
          }
          .font(.caption)
        }
      }
      """#
    let files = [Array(declarations.utf8), Array(calls.utf8)]
    var declared: [String: ProjectScan.SwiftUIDeclaredName] = [:]
    for bytes in files { ProjectScan.declaredNames(in: bytes, into: &declared) }
    let wrappers = ProjectScan.swiftUIWrappers(
      in: files, platform: "ios", appModifiers: [], declared: declared)
    #expect(
      Set(wrappers.keys) == ["ErrorView", "Field", "row", "SettingsRow", "Outer", "Inner"])
    #expect(Set(wrappers["ErrorView"]?.arguments.keys ?? [:].keys) == ["title", "message"])
    #expect(Set(wrappers["Field"]?.arguments.keys ?? [:].keys) == ["#0", "prompt"])
    var found: [String: ProjectScan.InterfaceLayout?] = [:]
    for bytes in files {
      ProjectScan.forEachSwiftUIText(in: bytes, wrappers: wrappers) { found[$0] = $1 }
    }
    typealias Layout = ProjectScan.InterfaceLayout
    let expected: [String: Layout?] = [
      "error.title": Layout(style: "title2", maxLines: 1),
      "error.message": Layout(style: "subheadline"),
      "qualified.title": Layout(style: "title2", maxLines: 1),
      "qualified.message": Layout(style: "subheadline"),
      "field.title": Layout(style: "caption1"),
      "field.prompt": Layout(style: "caption1", maxLines: 1),
      "settings.sync": Layout(maxLines: 2),
      "settings.menu": Layout(style: "largeTitle", maxLines: 2),
      "settings.in.menu": nil,
      // (A `String` the body makes a key of; not one it shows as it is, nor
      // an interpolated one, whose text is filled in first.)
      "settings.row": Layout(style: "headline", maxLines: 1),
      // (A parameter passed on to another of the app's views: as that one
      // shows it, in the environment the first gives it.)
      "outer.heading": Layout(style: "caption1", maxLines: 2),
      "inner.label": Layout(style: "caption1", maxLines: 2),
    ]
    #expect(found.count == expected.count, "\(found.keys.sorted())")
    for (text, layout) in expected {
      #expect(found[text] == .some(layout), "\(text)")
    }
  }

  /// What a call surely shows: not a text joined to another (`Text("a") +
  /// caption("b")`), nor a function called through another type
  /// (`Route.row(…)`), nor a wrapper that is `@_disfavoredOverload` or
  /// beside an init an extension declares (a call of a literal may choose
  /// another, of a `String`); a parameter shown outside a type's `body` (a
  /// computed property's view, whose use may add modifiers) or in a
  /// ternary (`flag ? title: other`) is not read; a literal naming it is no
  /// use; an argument's label may have a space before its colon.
  @Test func appViewsAreReadWhereACallSurelyShowsThem() {
    let code = #"""
      struct Screen: View {
        var body: some View {
          VStack {
            Text("k.lead").font(.title) + caption("k.tail")
            caption("k.after") + Text("k.x")
            caption("k.alone")
            Module.caption("k.qualified")
            Self.caption("k.self")
            tag(title: "k.tag")
            Chip(title: "k.chip")
            Either(title: "k.either", other: "k.other", flag: true)
            Named(note: "k.named")
            Labelled(title: "k.labelled")
            pair("k.pa", b : "k.pb", "k.pc")
          }
        }
        func caption(_ key: LocalizedStringKey) -> Text { Text(key).font(.caption) }
        @_disfavoredOverload
        func tag(title: LocalizedStringKey) -> some View { Text(title).font(.caption) }
        func tag(title: String) -> some View { Text(verbatim: title).font(.title) }
        func pair(_ a: LocalizedStringKey, b: LocalizedStringKey, _ c: LocalizedStringKey)
          -> some View
        {
          VStack { Text(a).font(.footnote); Text(b).font(.caption); Text(c).font(.headline) }
        }
      }
      struct Chip: View {
        var title: LocalizedStringKey
        var body: some View { Text(title).font(.caption) }
      }
      extension Chip {
        init(title: String) { self.title = LocalizedStringKey(title) }
      }
      struct Either: View {
        let title: LocalizedStringKey
        let other: LocalizedStringKey
        let flag: Bool
        var body: some View {
          Text(flag ? title: other).font(.largeTitle)
          Text(title).font(.caption)
        }
      }
      struct Named: View {
        let note: LocalizedStringKey
        var body: some View { Text(note).font(.caption).accessibilityIdentifier("note") }
      }
      struct Labelled: View {
        let title: LocalizedStringKey
        var body: some View { label.font(.headline) }
        var label: some View { Text(title).lineLimit(1) }
      }
      """#
    let files = [Array(code.utf8)]
    var declared: [String: ProjectScan.SwiftUIDeclaredName] = [:]
    ProjectScan.declaredNames(in: files[0], into: &declared)
    #expect(declared["tag"]?.all == 2 && declared["tag"]?.favored == 1)
    #expect(declared["Chip"]?.extensionInits == true)
    let wrappers = ProjectScan.swiftUIWrappers(
      in: files, platform: "ios", appModifiers: [], declared: declared)
    #expect(Set(wrappers.keys) == ["caption", "Named", "pair"], "\(wrappers.keys.sorted())")
    var found: [String: ProjectScan.InterfaceLayout?] = [:]
    ProjectScan.forEachSwiftUIText(in: files[0], wrappers: wrappers) { found[$0] = $1 }
    typealias Layout = ProjectScan.InterfaceLayout
    let expected: [String: Layout?] = [
      "k.lead": nil, "k.tail": nil, "k.after": nil, "k.x": nil,
      "k.alone": Layout(style: "caption1"), "k.self": Layout(style: "caption1"),
      "k.named": Layout(style: "caption1"),
      "k.pa": Layout(style: "footnote"), "k.pb": Layout(style: "caption1"),
      "k.pc": Layout(style: "headline"),
    ]
    #expect(found.count == expected.count, "\(found.keys.sorted())")
    for (text, layout) in expected {
      #expect(found[text] == .some(layout), "\(text)")
    }
  }
}
