import Foundation
import Rendering
import Testing

@Suite struct CanvasTests {
  @Test func fillsAndBlendsInIntegers() throws {
    var canvas = try Canvas(width: 4, height: 3)
    #expect(canvas[0, 0] == .white)
    canvas.fill(PixelRect(x: 1, y: 1, width: 2, height: 1), with: RGBA(0, 0, 0, 128))
    #expect(canvas[1, 1] == RGBA(127, 127, 127))
    #expect(canvas[0, 1] == .white)
    canvas.fill(PixelRect(x: -5, y: -5, width: 100, height: 1), with: .overflow)
    #expect(canvas[3, 2] == .white)
  }

  @Test func aColouredBackgroundFillsEveryPixel() throws {
    for (width, height) in [(1, 1), (3, 1), (5, 7), (33, 2)] {
      let color = RGBA(10, 200, 30, 128)
      let canvas = try Canvas(width: width, height: height, color: color)
      var blank = try Canvas(width: width, height: height, color: RGBA(0, 0, 0, 0))
      blank.fill(blank.bounds, with: color)
      #expect(canvas == blank, "\(width)×\(height)")
      #expect(canvas[width - 1, height - 1] == canvas[0, 0])
    }
  }

  @Test func pngRoundTripsAndIsDeterministic() throws {
    var canvas = try Canvas(width: 7, height: 5)
    canvas.fill(PixelRect(x: 2, y: 1, width: 3, height: 3), with: RGBA(10, 200, 30))
    canvas.stroke(PixelRect(x: 2, y: 1, width: 3, height: 3), with: .box)
    let data = try canvas.pngData()
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(try canvas.pngData() == data)
    let decoded = try Canvas(pngData: data)
    #expect(decoded == canvas)
  }

  @Test func refusesPicturesPastTheLimitsBeforeAllocating() {
    #expect(throws: RenderError.imageTooLarge(width: 16_385, height: 10)) {
      try Canvas(width: 16_385, height: 10)
    }
    #expect(throws: RenderError.imageTooLarge(width: 16_000, height: 16_000)) {
      try Canvas(width: 16_000, height: 16_000)
    }
    #expect(throws: RenderError.self) { try Canvas(width: 0, height: 10) }
  }

  @Test func garbageIsNotAPNG() {
    #expect(throws: RenderError.self) { try Canvas(pngData: [1, 2, 3, 4]) }
    #expect(throws: RenderError.self) { try Canvas(pngData: []) }
  }

  @Test func writesThroughATemporaryFileAndLeavesNothingOnFailure() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typometer-canvas-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let canvas = try Canvas(width: 3, height: 2)
    let path = directory.appendingPathComponent("out.png").path
    try canvas.writePNG(to: path)
    try canvas.writePNG(to: path)  // replaces
    #expect(try Canvas(pngData: Array(Data(contentsOf: URL(fileURLWithPath: path)))) == canvas)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])

    // A directory in the way, and a directory that does not exist.
    let blocked = directory.appendingPathComponent("blocked.png")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    #expect {
      try canvas.writePNG(to: blocked.path)
    } throws: { error in
      guard case RenderError.cannotWrite(let p, _) = error else { return false }
      return p == blocked.path
    }
    let nowhere = directory.appendingPathComponent("no/such/dir/out.png").path
    #expect(throws: RenderError.self) { try canvas.writePNG(to: nowhere) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "blocked.png", "out.png",
      ])
  }
}
