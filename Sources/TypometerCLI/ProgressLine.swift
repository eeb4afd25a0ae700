import Foundation
import Synchronization
import TypeScale

/// A progress line on standard error for long runs: the count done, the rate
/// and the time left, redrawn in place at most a few times a second, and
/// cleared at the end. Shown only when standard error is a terminal.
final class ProgressLine: Sendable {
  /// What is counted (`strings`).
  let noun: String
  /// How many there are in all.
  let total: Int
  private let write: @Sendable (String) -> Void
  private let clock: @Sendable () -> Double
  private let state: Mutex<State>

  private struct State {
    var done = 0
    var started: Double
    var lastDrawn = -Double.infinity
    var drawn = false
  }

  /// The shortest time between two redraws, in seconds.
  static let interval = 0.2

  /// A progress line for `total` of `noun`, written with `write`; nil when
  /// the console's standard error is not a terminal or the run is short.
  /// `started` is when the work began (``now()``'s clock; default: now).
  static func make(
    total: Int, noun: String, console: Console, minimum: Int = 2_000, started: Double? = nil
  ) -> ProgressLine? {
    guard console.errorIsTerminal, total >= minimum else { return nil }
    return ProgressLine(
      total: total, noun: noun, write: { console.diagnostic($0) }, started: started)
  }

  /// The clock progress lines read by default, in seconds.
  static func now() -> Double { Date().timeIntervalSinceReferenceDate }

  init(
    total: Int, noun: String, write: @escaping @Sendable (String) -> Void,
    clock: @escaping @Sendable () -> Double = ProgressLine.now, started: Double? = nil
  ) {
    self.total = total
    self.noun = noun
    self.write = write
    self.clock = clock
    self.state = Mutex(State(started: started ?? clock()))
  }

  /// Counts `count` more done, and redraws when it is time.
  func advance(by count: Int) {
    let now = clock()
    let line: String? = state.withLock { state in
      state.done += count
      guard now - state.lastDrawn >= Self.interval || state.done >= total else { return nil }
      state.lastDrawn = now
      state.drawn = true
      return Self.text(done: state.done, total: total, noun: noun, seconds: now - state.started)
    }
    if let line { write("\r\u{1B}[K" + line) }
  }

  /// Clears the line (nothing when it was never drawn).
  func finish() {
    let drawn = state.withLock { $0.drawn }
    if drawn { write("\r\u{1B}[K") }
  }

  /// The shortest time a rate is worked out over, in seconds: over less,
  /// the clock's resolution and the run's start make it meaningless.
  static let shortestRateTime = 0.1

  /// `typometer: 12,000/97,850 strings (24,000/s, about 4 s left)`; the count
  /// alone within ``shortestRateTime`` of the start.
  static func text(done: Int, total: Int, noun: String, seconds: Double) -> String {
    var line = "typometer: \(NumberText.grouped(done))/\(NumberText.grouped(total)) \(noun)"
    guard seconds >= shortestRateTime, done > 0 else { return line }
    let rate = Double(done) / seconds
    line += " (\(NumberText.grouped(Int(rate.rounded())))/s"
    if done < total {
      let left = Int((Double(total - done) / rate).rounded(.up))
      line += left < 60 ? ", about \(left) s left" : ", about \(left / 60) min \(left % 60) s left"
    }
    return line + ")"
  }

}
