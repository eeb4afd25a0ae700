import FontDiscovery
import TestSupport
import Testing

@testable import TextLayout

/// `FontStore.withContext`: one context per caller at a time, its workspace
/// kept for the next call, also after the body throws.
@Suite struct WithContextTests {
  static func store() throws -> FontStore {
    FontStore(
      catalog: try FontCatalog(
        fontPaths: [Fixtures.font("Roboto-Regular.ttf")], includeSystemFonts: false))
  }

  @Test func aWorkspaceIsKeptForTheNextCall() throws {
    let store = try Self.store()
    let first = store.withContext { $0.workspace }
    let second = store.withContext { $0.workspace }
    #expect(first === second)
    #expect(store.withContext { $0.store } === store)
  }

  @Test func nestedCallsGetWorkspacesOfTheirOwn() throws {
    let store = try Self.store()
    let (outer, inner) = store.withContext { outer in
      (outer.workspace, store.withContext { $0.workspace })
    }
    #expect(outer !== inner)
    // Both are kept: the next two nested calls get the two back.
    let again = store.withContext { a in [a.workspace, store.withContext { $0.workspace }] }
    #expect(
      Set(again.map(ObjectIdentifier.init)) == [ObjectIdentifier(outer), ObjectIdentifier(inner)])
  }

  @Test func aWorkspaceIsKeptWhenTheBodyThrows() throws {
    let store = try Self.store()
    let font = try #require(try store.font(named: "Roboto-Regular"))
    var used: LayoutContext.Workspace?
    #expect(throws: LayoutError.invalidWidth(-1)) {
      try store.withContext { context throws(LayoutError) in
        used = context.workspace
        _ = try context.prepare("x", style: LayoutStyle(font: font)).measure(
          pointSize: 17, in: Container(width: -1))
      }
    }
    let next = store.withContext { $0.workspace }
    #expect(used === next)
  }
}
