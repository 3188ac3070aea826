import Foundation

/// Ends the process with status 3 unless it finishes within `seconds`.
///
/// Stress tests that could deadlock run their body in an exit test (a child process) and start
/// this first, so a hang fails the test instead of hanging the suite: a deadlocked cooperative
/// pool cannot be cancelled from inside the process.
func startWatchdog(seconds: Int = 60) {
    let thread = Thread {
        Thread.sleep(forTimeInterval: Double(seconds))
        FileHandle.standardError.write(Data("watchdog: the test did not finish in \(seconds) s (deadlock?)\n".utf8))
        exit(3)
    }
    thread.start()
}
