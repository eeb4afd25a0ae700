import FileAccess
import Foundation
import TypometerCLI

// A closed standard stream's number is not left for a file to take.
InputFile.holdStandardStreams()
// SIGINT and SIGTERM remove what the run was writing, then exit 130 or 143.
Interrupts.install(program: "typometer")
// The arguments as the process got them: one that is not UTF-8 is refused.
let arguments = (1..<max(1, Int(CommandLine.argc))).map { i in
  CommandLine.unsafeArgv[i].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
exit(TypometerCommandLine.run(rawArguments: arguments))
