import TypometerChecks

/// An input file the command line could not use, with the place it is about.
struct InputError: Error {
  var path: String
  var line: Int?
  var problem: String

  /// `path:line: problem`, the path escaped as every message's place is.
  var message: String {
    OutputText.place(file: path, line: line) + ": " + problem
  }
}
