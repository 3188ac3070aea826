@testable import Scrollwork

/// An independent model of a toggled animation: GSAP's playhead, written from GSAP's documented
/// semantics (play, pause, resume, reverse, restart(true), restart(true).pause(),
/// pause().totalProgress(1)) with no reference to the library's records.
///
/// The animation is a linear tween from `from` to `to` over `duration` seconds. The playhead has a
/// position in `0...duration`, faces forward or backward, and moves while playing. A *run* is
/// what the animator calls an animation: it exists from the action that starts the playhead
/// moving from rest until the playhead arrives at an end (`stopped(true)`), is reset
/// (`stopped(false)`), completed (`stopped(true)`) or restarted (`stopped(false)`, then a new run).
struct ToggleModel {
    var from = 0.0, to = 100.0, duration = 1.0
    var position = 0.0
    var forward = true
    var playing = false
    var live = false
    var time = 0.0
    /// `started`, `stopped(true)`, `stopped(false)`, in order.
    var callbacks: [String] = []

    var value: Double { from + (to - from) * position / duration }

    /// Moves the playhead to time `t`, ending the run if it arrives at an end.
    mutating func advance(to t: Double) {
        if playing {
            position += (forward ? 1 : -1) * (t - time)
            position = min(max(position, 0), duration)
        }
        time = max(time, t)
        arrive()
    }

    private mutating func arrive() {
        guard live, playing, forward ? position >= duration : position <= 0 else { return }
        playing = false
        live = false
        callbacks.append("stopped(true)")
    }

    private mutating func startRun() {
        live = true
        playing = true
        callbacks.append("started")
    }

    mutating func apply(_ action: ToggleActions.Action, at t: Double) {
        advance(to: t)
        switch action {
        case .play:
            forward = true
            if live { playing = true } else if position < duration { startRun() }
        case .pause:
            if live { playing = false }
        case .resume:
            if live {
                playing = true
            } else if forward && position == 0 || !forward && position == duration {
                startRun()
            }
        case .reverse:
            forward = false
            if live { playing = true } else if position > 0 { startRun() }
        case .restart:
            if live { callbacks.append("stopped(false)") }
            forward = true
            position = 0
            startRun()
        case .reset:
            if live {
                callbacks.append("stopped(false)")
            } else if position == duration {
                callbacks += ["started", "stopped(false)"]
            }
            forward = true
            position = 0
            playing = false
            live = false
        case .complete:
            if live {
                callbacks.append("stopped(true)")
            } else if position == 0 {
                callbacks += ["started", "stopped(true)"]
            }
            position = duration
            playing = false
            live = false
        default:
            break
        }
        arrive()
    }

    /// Completes a playing run at once where it is heading (a jump's settling).
    mutating func settle() {
        guard live, playing else { return }
        position = forward ? duration : 0
        arrive()
    }
}
