import Dispatch
import FontDiscovery
import Foundation
import Rendering
import Synchronization
import TextLayout
import TypeScale

extension CheckRunner {
  /// One finding's pictures: what to draw and the file name at each size.
  package struct PictureJob {
    /// The finding's index in the sorted findings.
    package var finding: Int
    package var picture: Picture
    /// The file names, one per size of `picture`, in the same order.
    package var names: [String]

    package init(finding: Int, picture: Picture, names: [String]) {
      self.finding = finding
      self.picture = picture
      self.names = names
    }

    /// Draws, encodes and writes `jobs` on `workers` threads (default: every
    /// core), each with its own layout context and renderer.
    ///
    /// - Returns: Per job, in order: the names of the pictures written (a
    ///   size that cannot be drawn is left out), or the failure to write one.
    package static func run(
      _ jobs: [PictureJob], directory: String, store: FontStore, labelFont: LayoutFont?,
      workers: Int? = nil
    ) -> [Result<[String], Failure>] {
      guard !jobs.isEmpty else { return [] }
      let threads = max(1, min(workers ?? Sweep.activeCores, jobs.count))
      let results = UnsafeMutableBufferPointer<Result<[String], Failure>>.allocate(
        capacity: jobs.count)
      results.initialize(repeating: .success([]))
      defer {
        // The slots hold strings and arrays: released before the memory is.
        _ = results.deinitialize()
        results.deallocate()
      }
      let next = Atomic<Int>(0)
      let shared = SharedResults(results)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        // A thread whose context or renderer cannot be made (out of memory)
        // leaves the jobs to the others; jobs no thread draws have no pictures.
        guard let context = try? LayoutContext(store: store),
          let renderer = try? SheetRenderer(context: context, labelFont: labelFont, scale: 2)
        else { return }
        while true {
          let i = next.add(1, ordering: .relaxed).oldValue
          if i >= jobs.count { return }
          shared.buffer[i] = jobs[i].draw(
            directory: directory, context: context, renderer: renderer)
        }
      }
      return Array(results)
    }

    /// Draws each size, writes its PNG into `directory`.
    func draw(directory: String, context: LayoutContext, renderer: SheetRenderer)
      -> Result<[String], Failure>
    {
      var written: [String] = []
      for (size, name) in zip(picture.sizes, names) {
        let sheet: RenderedSheet
        do {
          let prepared = try context.prepare(
            picture.text, style: picture.style, pointSize: size.pointSize)
          let measurement = try prepared.measure(pointSize: size.pointSize, in: picture.container)
          let row = SheetRow(
            label: SizeStep(size).map { "\($0.name) \(number(size.pointSize)) \($0.unit)" }
              ?? "\(number(size.pointSize)) pt",
            measurement: measurement, container: picture.container)
          sheet = try renderer.render(Sheet(text: prepared, style: picture.style, rows: [row]))
        } catch {
          continue  // a picture that cannot be drawn is left out; the finding stands
        }
        let path = (directory as NSString).appendingPathComponent(name)
        do throws(RenderError) {
          try sheet.canvas.writePNG(to: path)
        } catch {
          // A picture that was drawn but cannot be written is an error: the report
          // would link a file that is not there.
          var reason = "\(error)"
          if case .cannotWrite(_, let why) = error { reason = why }
          return .failure(Failure.pictureUnwritable(path: path, reason: reason))
        }
        written.append(name)
      }
      return .success(written)
    }
  }

  /// The result slots the drawing threads fill, each thread its own indices.
  private struct SharedResults: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result<[String], Failure>>
    init(_ buffer: UnsafeMutableBufferPointer<Result<[String], Failure>>) { self.buffer = buffer }
  }
}
