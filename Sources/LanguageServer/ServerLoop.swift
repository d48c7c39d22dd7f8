import ViperLintCore
#if canImport(Glibc)
import Glibc
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#elseif canImport(Darwin)
import Darwin
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif

/// Where the server's bytes come from and go to: standard input and output for `viper-lint lsp`,
/// in-memory streams in tests.
public struct LanguageServerTransport: Sendable {
    /// The next bytes of input (blocking), or nil at the end of the input.
    public var read: @Sendable () -> [UInt8]?
    /// Writes bytes; false when the client is gone.
    public var write: @Sendable ([UInt8]) -> Bool

    public init(read: @escaping @Sendable () -> [UInt8]?, write: @escaping @Sendable ([UInt8]) -> Bool) {
        self.read = read
        self.write = write
    }

    /// The process's standard input and output (a broken pipe ends the session instead of the
    /// process: SIGPIPE is ignored).
    public static var standardStreams: LanguageServerTransport {
        signal(SIGPIPE, SIG_IGN)
        return LanguageServerTransport(
            read: {
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
                    if count > 0 { return Array(buffer[0..<count]) }
                    if count < 0 && errno == EINTR { continue }
                    return nil
                }
            },
            write: { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = bytes.withUnsafeBytes { systemWrite(1, $0.baseAddress! + offset, bytes.count - offset) }
                    if written < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += written
                }
                return true
            })
    }
}

/// Frames waiting for the server, filled by the reading thread.
typealias FrameQueue = BlockingQueue<IncomingFrame>

public extension LanguageServer {
    /// Serves one client until `exit`, the end of the input or a failed write; returns the exit
    /// code (0 after `shutdown` then `exit`, 1 otherwise). A thread reads and frames the input
    /// while the server works, so edits that arrive during a recomputation are applied together.
    static func run(transport: LanguageServerTransport, options: Options, codeActions: (any CodeActionProvider)? = nil,
                    log: @escaping @Sendable (String) -> Void = { _ in }) -> Int32 {
        let queue = FrameQueue()
        BackgroundThread.start(stackSize: 1 << 20) {
            var framer = MessageFramer()
            while let bytes = transport.read() {
                framer.append(bytes)
                while let frame = framer.next() { queue.push(frame) }
            }
            if let rest = framer.finish() { queue.push(rest) }
            queue.push(.endOfInput)
        }
        let server = LanguageServer(options: options, codeActions: codeActions,
                                    write: { transport.write(MessageFrame.encode($0)) }, log: log)
        while server.exitCode == nil {
            for frame in queue.takeAll() {
                server.handle(frame)
                if server.exitCode != nil { break }
            }
            server.settle()
        }
        return server.exitCode ?? 1
    }
}
