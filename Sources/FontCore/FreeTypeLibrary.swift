internal import CFreeType

/// Owns one `FT_Library`; freed when the last face made from it is gone.
///
/// FreeType allows one library per thread, or a lock around face creation. Each
/// ``FontFace`` gets its own library, so faces on different threads never share
/// FreeType state; a face itself is used by one thread at a time.
final class FreeTypeLibrary {
  let handle: FT_Library

  init() throws(FontError) {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw FontError.unreadable(path: "", reason: "FreeType could not start (error \(error))")
    }
    handle = library
    LiveHandles.freeTypeLibraries.increment()
  }

  deinit {
    FT_Done_FreeType(handle)
    LiveHandles.freeTypeLibraries.decrement()
  }
}
