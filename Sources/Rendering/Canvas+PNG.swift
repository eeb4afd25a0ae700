internal import CPNG
import FileAccess
import Foundation

extension Canvas {
  /// The canvas encoded as an 8-bit RGBA PNG with an sRGB chunk, in
  /// `PNGEncoding.standard`'s filters and compression level.
  ///
  /// The bytes depend only on the pixels, the encoding and the libpng and
  /// zlib versions: no time stamp or other metadata is written.
  /// - Throws: ``RenderError/png(message:)`` when libpng fails.
  public func pngData() throws(RenderError) -> [UInt8] { try pngData(encoding: .standard) }

  /// The canvas encoded as a PNG with `encoding`'s filters and level.
  package func pngData(encoding: PNGEncoding) throws(RenderError) -> [UInt8] {
    // An opaque canvas (a sheet on its white page) is written as RGB: its
    // premultiplied pixels are the straight ones, and a quarter less to compress.
    var opaque = true
    for i in stride(from: 3, to: pixels.count, by: 4) where pixels[i] != 255 {
      opaque = false
      break
    }
    if opaque {
      return try Self.encode(pixels, width: width, height: height, opaque: true, encoding)
    }
    var straight = [UInt8](repeating: 0, count: pixels.count)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      let a = pixels[i + 3]
      if a == 255 || a == 0 {
        straight[i] = pixels[i]
        straight[i + 1] = pixels[i + 1]
        straight[i + 2] = pixels[i + 2]
      } else {
        for k in 0..<3 {
          straight[i + k] = UInt8(min(255, (Int(pixels[i + k]) * 255 + Int(a) / 2) / Int(a)))
        }
      }
      straight[i + 3] = a
    }
    return try Self.encode(straight, width: width, height: height, opaque: false, encoding)
  }

  /// Straight-alpha RGBA `pixels` as PNG bytes (RGB when `opaque`).
  private static func encode(
    _ pixels: [UInt8], width: Int, height: Int, opaque: Bool, _ encoding: PNGEncoding
  ) throws(RenderError) -> [UInt8] {
    let filters: Int32 =
      switch encoding.filters {
      case .none: PNG_FILTER_NONE
      case .sub: PNG_FILTER_SUB
      case .up: PNG_FILTER_UP
      case .paeth: PNG_FILTER_PAETH
      case .all:
        PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
      }
    var buffer = cpng_buffer(data: nil, size: 0, capacity: 0)
    defer { free(buffer.data) }
    let status = pixels.withUnsafeBufferPointer {
      cpng_write_rgba(
        $0.baseAddress, UInt32(width), UInt32(height), opaque ? 1 : 0, filters,
        Int32(encoding.level), &buffer)
    }
    guard status == 0, let data = buffer.data else {
      throw RenderError.png(message: "libpng could not encode the picture")
    }
    return Array(UnsafeBufferPointer(start: data, count: buffer.size))
  }

  /// Decodes a PNG (any colour type libpng reads) into a canvas.
  ///
  /// - Throws: ``RenderError/png(message:)`` for data libpng rejects, and
  ///   ``RenderError/imageTooLarge(width:height:)`` beyond ``RenderLimits``.
  public init(pngData data: [UInt8]) throws(RenderError) {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = data.withUnsafeBytes {
      png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
    }
    guard begun != 0 else { throw RenderError.png(message: Self.message(&image)) }
    let width = Int(image.width)
    let height = Int(image.height)
    do throws(RenderError) {
      try Self.checkSize(width: Double(width), height: Double(height))
    } catch {
      png_image_free(&image)
      throw error
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = data.withUnsafeBytes { _ in
      pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    }
    guard finished != 0 else { throw RenderError.png(message: Self.message(&image)) }
    for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] != 255 {
      let a = pixels[i + 3]
      for k in 0..<3 { pixels[i + k] = Self.multiply(pixels[i + k], a) }
    }
    self.init(width: width, height: height, premultiplied: pixels)
  }

  /// Writes the canvas as a PNG file at `path`, replacing a regular file there.
  ///
  /// The bytes go to a new temporary file in the same folder, flushed to disk,
  /// which is then renamed over `path`: a failure leaves no partial file
  /// behind, and the target is never a folder, a FIFO or a device.
  /// - Throws: ``RenderError/cannotWrite(path:reason:)`` naming the file and
  ///   the reason in words, or ``RenderError/png(message:)``.
  public func writePNG(to path: String) throws(RenderError) {
    try writePNG(to: path, inputs: RunInputs(), isRunOutput: false)
  }

  /// ``writePNG(to:)``, refusing a `path` that is one of `inputs` (a file the
  /// run reads); `isRunOutput` as `OutputFile.write(_:to:inputs:isRunOutput:)`
  /// takes it (true for a picture the run is asked for, false for one
  /// inside a folder staged whole).
  package func writePNG(to path: String, inputs: RunInputs, isRunOutput: Bool)
    throws(RenderError)
  {
    let data = try pngData()
    do {
      try OutputFile.write(data, to: path, inputs: inputs, isRunOutput: isRunOutput)
    } catch {
      throw RenderError.cannotWrite(path: path, reason: error.problem)
    }
  }

  /// libpng's message for a failed simplified-API call; frees the image's state.
  private static func message(_ image: inout png_image) -> String {
    let text = withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    png_image_free(&image)
    return text.isEmpty ? "libpng failed" : text
  }
}
