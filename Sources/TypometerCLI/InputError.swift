/// An input file the command line could not use, with the place it is about.
struct InputError: Error {
  var path: String
  var line: Int?
  var problem: String

  var message: String {
    (line.map { "\(path):\($0): " } ?? "\(path): ") + problem
  }
}
