import Foundation
import Testing

@testable import Rendering

/// PNG encoding with each row-filter choice and zlib level: valid PNG that
/// decodes to the same pixels, the same bytes every time, the sRGB chunk the
/// simplified API wrote, and smaller files from higher levels.
@Suite struct PNGEncodingTests {
  /// A flat UI-like picture: white, a filled box, a stroked frame, a
  /// translucent band (straight alpha after the premultiplied canvas).
  static func picture() throws -> Canvas {
    var canvas = try Canvas(width: 120, height: 48)
    canvas.fill(PixelRect(x: 8, y: 8, width: 60, height: 20), with: RGBA(10, 200, 30))
    canvas.stroke(PixelRect(x: 4, y: 4, width: 100, height: 36), with: .box)
    canvas.fill(PixelRect(x: 0, y: 30, width: 120, height: 6), with: RGBA(200, 0, 0, 128))
    for x in stride(from: 0, to: 120, by: 7) {
      canvas.fill(PixelRect(x: x, y: 40, width: 3, height: 5), with: RGBA(0, 0, 0, 200))
    }
    // A corner of translucent and transparent pixels (premultiplied).
    var pixels = canvas.pixels
    for y in 0..<4 {
      for x in 0..<8 {
        let i = (y * 120 + x) * 4
        let alpha = UInt8(x * 32)
        pixels.replaceSubrange(i..<(i + 4), with: [alpha / 2, alpha / 4, 0, alpha])
      }
    }
    return Canvas(width: 120, height: 48, premultiplied: pixels)
  }

  /// The chunk types of a PNG file, in order.
  static func chunks(_ data: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= data.count {
      let length = data[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self))
      i += 12 + length
    }
    return types
  }

  @Test(arguments: PNGEncoding.Filters.allCases)
  func everyFilterRoundTripsAtEveryLevel(_ filters: PNGEncoding.Filters) throws {
    let canvas = try Self.picture()
    var sizes: [Int] = []
    for level in 1...9 {
      let encoding = PNGEncoding(filters: filters, level: level)
      let data = try canvas.pngData(encoding: encoding)
      #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(try canvas.pngData(encoding: encoding) == data, "\(encoding)")
      #expect(try Canvas(pngData: data) == canvas, "\(encoding)")
      #expect(Self.chunks(data) == ["IHDR", "sRGB", "IDAT", "IEND"], "\(encoding)")
      sizes.append(data.count)
    }
    #expect(sizes[8] <= sizes[0])
  }

  /// An opaque canvas is written as RGB (colour type 2) and decodes the same.
  @Test func opaquePicturesAreRGB() throws {
    var canvas = try Canvas(width: 30, height: 10)
    canvas.fill(PixelRect(x: 2, y: 2, width: 10, height: 5), with: RGBA(10, 200, 30))
    for filters in PNGEncoding.Filters.allCases {
      let data = try canvas.pngData(encoding: PNGEncoding(filters: filters, level: 6))
      #expect(data[25] == 2, "colour type")  // IHDR: 8 signature + 8 + width, height, depth
      #expect(try Canvas(pngData: data) == canvas)
    }
    #expect(try Self.picture().pngData()[25] == 6, "translucent pixels keep their alpha")
  }

  @Test func levelsAreClampedAndTheStandardIsUsed() throws {
    #expect(PNGEncoding(filters: .none, level: 0).level == 1)
    #expect(PNGEncoding(filters: .none, level: 12).level == 9)
    let canvas = try Self.picture()
    #expect(try canvas.pngData() == canvas.pngData(encoding: .standard))
  }
}
