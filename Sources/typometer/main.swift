import FileAccess
import Foundation
import TypometerCLI

// A closed standard stream's number is not left for a file to take.
InputFile.holdStandardStreams()
// SIGINT and SIGTERM remove what the run was writing, then exit 130 or 143.
Interrupts.install(program: "typometer")
exit(TypometerCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
