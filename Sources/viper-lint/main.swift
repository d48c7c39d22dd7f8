import ViperLintCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that goes away (`viper-lint | head -1`) must not kill the process mid-write, whatever
// SIGPIPE disposition it inherited: the write fails with EPIPE instead, and `exitStatus` keeps
// the run's own exit code (0, 1 or 2), never a signal.
signal(SIGPIPE, SIG_IGN)
ToolIO.prepareStandardStreams()
exit(ToolIO.exitStatus(ViperLintCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard)))
