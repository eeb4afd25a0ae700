import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// What a run does when it is interrupted (SIGINT) or asked to stop (SIGTERM):
/// it removes the files and folders it was creating, prints one line, and
/// exits with 128 + the signal number (130 or 143).
///
/// Writers call ``remember(_:)`` before creating a temporary and ``forget(_:)``
/// once it has been renamed into place; a run's own output, once in place, is
/// ``written(_:)`` (or moved in by ``exclusively(writing:_:)``), and a stop
/// after it says it was written whole. A temporary left by SIGKILL, which
/// cannot be caught, is recognised by its name and removed by the next run.
package enum Interrupts {
  private static let state = Mutex()

  /// Starts handling SIGINT and SIGTERM; `program` heads the message.
  /// Call once, early.
  ///
  /// SIGPIPE is ignored: results written into a pipe whose reader has gone
  /// (`typometer check … | head`) fail with `EPIPE`, which the writer
  /// takes as the reader's choice (it drops the rest), not a death by
  /// signal (exit 141).
  package static func install(program: String) {
    signal(SIGPIPE, SIG_IGN)
    // A queue of its own: it gets a thread even while the work (sweeps and
    // picture drawing through concurrentPerform) holds every thread of the
    // global queues, where the handler would wait until the work ended.
    let queue = DispatchQueue(label: "typometer.interrupts", qos: .userInteractive)
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { stop(signal: signalNumber, program: program) }
      source.resume()
      state.lock()
      state.sources.append(source)
      state.unlock()
    }
  }

  /// Records a path the run is about to create, to remove if interrupted.
  package static func remember(_ path: String) {
    state.lock()
    state.paths.insert(path)
    state.unlock()
  }

  /// Forgets a path: it was removed, or is now a finished output.
  package static func forget(_ path: String) {
    state.lock()
    state.paths.remove(path)
    state.unlock()
  }

  /// Runs `body` with the paths to remove, under the lock the handler takes:
  /// an interruption comes wholly before it (the paths are removed then) or
  /// wholly after it. For moving a finished output into place, so that no
  /// interruption removes it half-way through the move. `body` must not call
  /// ``remember(_:)`` or ``forget(_:)``: it changes `paths` itself.
  ///
  /// - Parameter output: The output `body` puts in place, when it returns:
  ///   an interruption after it says it was written whole (the run stops
  ///   with 130 or 143 still, but what it wrote is there).
  package static func exclusively<T, E: Error>(
    writing output: String? = nil, _ body: (inout Set<String>) throws(E) -> T
  ) throws(E) -> T {
    state.lock()
    defer { state.unlock() }
    let result = try body(&state.paths)
    if let output { state.written.append(output) }
    return result
  }

  /// Forgets `path`, now a finished output: an interruption after this says
  /// it was written whole.
  package static func written(_ path: String) {
    state.lock()
    state.paths.remove(path)
    state.written.append(path)
    state.unlock()
  }

  /// Returns at once, unless a stop is under way: the handler keeps the lock
  /// until the process exits, so this waits for the exit. For a diagnostic
  /// about a failure the stop itself may have caused (a report folder
  /// removed under its writer: "cannot write the report: … no such file"),
  /// which would otherwise be printed before the stop's own line. Not to be
  /// called from ``exclusively(writing:_:)``'s body.
  package static func waitForAnyStop() {
    state.lock()
    state.unlock()
  }

  /// Removes what the run was creating and exits with `status`: for a run
  /// that cannot go on (its results cannot be written), as a signal would.
  package static func exitRemovingUnfinished(status: Int32) -> Never {
    state.lock()
    removeUnfinished()
    // As the signal handler does: no exit handlers run while other threads
    // may still be working (nothing buffered is left to flush).
    _exit(status)
  }

  /// Removes every path remembered; the caller holds the lock.
  private static func removeUnfinished() {
    for path in state.paths {
      // A folder is moved aside first: a thread still writing into it by
      // path then fails instead of adding files behind the removal. (The
      // name keeps the folder's prefix, so a next run removes it if this
      // one is killed meanwhile.)
      var info = stat()
      let aside = path + ".removing"
      if lstat(path, &info) == 0, FileKind(mode: info.st_mode) == .directory,
        rename(path, aside) == 0
      {
        Folder.removeTree(aside)
      } else {
        Folder.removeTree(path)
      }
    }
  }

  /// Removes what the run was creating and exits. The lock is kept to the end,
  /// so no writer registers or finishes a file meanwhile.
  private static func stop(signal signalNumber: Int32, program: String) {
    state.lock()
    let removed = state.paths.count
    removeUnfinished()
    let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
    var what = removed == 0 ? "" : "; removed what it had not finished writing"
    // What it had finished is there: said, so that a stopped run's output
    // is not taken for half of one (nor a second run's refusal to replace it
    // for a mystery).
    if let last = state.written.last {
      what +=
        state.written.count == 1
        ? "; \(Printable.escaped(last)) had been written whole"
        : "; \(state.written.count) outputs had been written whole (the last "
          + "\(Printable.escaped(last)))"
    }
    let line = "\(program): stopped by \(name)\(what)\n"
    _ = line.utf8CString.withUnsafeBufferPointer {
      write(STDERR_FILENO, $0.baseAddress, $0.count - 1)
    }
    _exit(128 + signalNumber)
  }
}

/// The interrupt state behind a pthread mutex (the handler runs on another
/// thread, and keeps the lock until the process exits).
private final class Mutex: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  var paths: Set<String> = []
  /// The outputs finished, in order (``Interrupts/written(_:)``).
  var written: [String] = []
  var sources: [any DispatchSourceSignal] = []

  init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
