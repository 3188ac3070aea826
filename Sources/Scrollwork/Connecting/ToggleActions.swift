/// What each crossing of a scene does to a time-based animation: ScrollTrigger's `toggleActions`.
///
/// A scene reports four crossings (``SceneEvent/Kind``); for each, a ``ToggledAnimation`` performs
/// one ``Action`` on its keyed animation. The default is GSAP's: play on `enter`, nothing else.
///
/// ```swift
/// import Scrollwork
///
/// let fadeIn = ToggleActions(leaveBack: .reverse)                  // play none none reverse
/// let loop = ToggleActions(enter: .play, leave: .pause, enterBack: .resume, leaveBack: .pause)
/// let parsed = try ToggleActions("restart none none reset")        // GSAP's string
/// print(fadeIn, loop, parsed[.leaveBack])
/// ```
///
/// ```text
/// play none none reverse play pause resume pause reset
/// ```
public struct ToggleActions: Hashable, Sendable, CustomStringConvertible {
    /// What `enter` does (default ``Action/play``).
    public var enter: Action
    /// What `leave` does (default ``Action/none``).
    public var leave: Action
    /// What `enterBack` does (default ``Action/none``).
    public var enterBack: Action
    /// What `leaveBack` does (default ``Action/none``).
    public var leaveBack: Action

    /// Actions for each crossing; GSAP's default, `"play none none none"`, when none is given.
    ///
    /// - Parameters:
    ///   - enter: What `enter` does (default ``Action/play``).
    ///   - leave: What `leave` does (default ``Action/none``).
    ///   - enterBack: What `enterBack` does (default ``Action/none``).
    ///   - leaveBack: What `leaveBack` does (default ``Action/none``).
    public init(enter: Action = .play, leave: Action = .none, enterBack: Action = .none, leaveBack: Action = .none) {
        self.enter = enter
        self.leave = leave
        self.enterBack = enterBack
        self.leaveBack = leaveBack
    }

    /// Parses GSAP's `toggleActions` string: up to four action words for `enter`, `leave`,
    /// `enterBack` and `leaveBack`, separated by spaces; missing ones are `none`, as in GSAP
    /// (`"play"` is `"play none none none"`).
    ///
    /// - Parameter string: The words, e.g. `"play none none reverse"`.
    /// - Throws: ``ToggleActionsError/unknownAction(_:)`` naming the first word that is not an
    ///   action; ``ToggleActionsError/wrongCount(_:)`` for no word or more than four.
    public init(_ string: String) throws(ToggleActionsError) {
        let words = string.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard (1...4).contains(words.count) else { throw .wrongCount(words.count) }
        var actions: [Action] = []
        for word in words {
            guard let action = Action.all.first(where: { $0.description == word }) else { throw .unknownAction(word) }
            actions.append(action)
        }
        while actions.count < 4 { actions.append(.none) }
        self.init(enter: actions[0], leave: actions[1], enterBack: actions[2], leaveBack: actions[3])
    }

    /// The action for a crossing.
    public subscript(kind: SceneEvent.Kind) -> Action {
        get {
            switch kind {
            case .enter: enter
            case .leave: leave
            case .enterBack: enterBack
            case .leaveBack: leaveBack
            }
        }
        set {
            switch kind {
            case .enter: enter = newValue
            case .leave: leave = newValue
            case .enterBack: enterBack = newValue
            case .leaveBack: leaveBack = newValue
            }
        }
    }

    /// GSAP's string: the four words, e.g. `play none none reverse`.
    public var description: String { "\(enter) \(leave) \(enterBack) \(leaveBack)" }

    /// What a crossing does to a toggled animation: GSAP's eight toggle actions.
    ///
    /// The animation has a playhead that is at its start, inside its motion, or at its end, and
    /// faces forward or backward (``reverse`` turns it); it starts at its start, facing forward,
    /// and not playing.
    ///
    /// | action | playing or paused inside its motion | resting at its start | resting at its end |
    /// |---|---|---|---|
    /// | ``play`` | plays forward (turns, resumes) | plays forward | stays |
    /// | ``pause`` | pauses | stays | stays |
    /// | ``resume`` | resumes, keeping its direction | plays forward if it faces forward | plays backward if it faces backward |
    /// | ``reverse`` | plays backward (turns, resumes) | stays, facing backward | plays backward |
    /// | ``restart`` | plays forward from the start (its delay again) | same | same |
    /// | ``reset`` | start value, stopped | stays | start value |
    /// | ``complete`` | end value, stopped | end value | stays |
    /// | ``none`` | nothing | nothing | nothing |
    ///
    /// Two actions at the same time play out in order, as GSAP's do: ``restart`` then ``pause`` in
    /// one update (a trigger passed with `restart pause`, or a scene entered and left between two
    /// frames) holds the start value, paused there: the restarted run has begun and shows its start.
    /// (An animation with a delay writes nothing while paused inside its delay.)
    ///
    /// A struct over a private enum, so that actions can be added without breaking a client `switch`.
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable { case play, pause, resume, reverse, restart, reset, complete, none }
        let kind: Kind

        /// Plays forward from where it is (GSAP's `play()`).
        public static let play = Action(kind: .play)
        /// Pauses where it is (GSAP's `pause()`).
        public static let pause = Action(kind: .pause)
        /// Continues in the direction it faces (GSAP's `resume()`).
        public static let resume = Action(kind: .resume)
        /// Plays backward toward the start, along the same curve (GSAP's `reverse()`).
        public static let reverse = Action(kind: .reverse)
        /// Plays forward from the start, its delay included (GSAP's `restart(true)`).
        public static let restart = Action(kind: .restart)
        /// Goes to the start value and stops (GSAP's `restart(true).pause()`).
        public static let reset = Action(kind: .reset)
        /// Goes to the end value and stops (GSAP's `pause().totalProgress(1)`).
        public static let complete = Action(kind: .complete)
        /// Does nothing.
        public static let none = Action(kind: .none)

        /// Every action, in GSAP's order.
        static let all: [Action] = [.play, .pause, .resume, .reverse, .restart, .reset, .complete, .none]

        /// GSAP's word: `play`, `pause`, `resume`, `reverse`, `restart`, `reset`, `complete`, `none`.
        public var description: String {
            switch kind {
            case .play: "play"
            case .pause: "pause"
            case .resume: "resume"
            case .reverse: "reverse"
            case .restart: "restart"
            case .reset: "reset"
            case .complete: "complete"
            case .none: "none"
            }
        }
    }
}

/// Why a string is not a ``ToggleActions``; it carries the offending input.
public enum ToggleActionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A word is not one of GSAP's eight actions.
    case unknownAction(String)
    /// The string has no word, or more than four.
    case wrongCount(Int)

    /// A sentence naming the offending input.
    public var description: String {
        switch self {
        case .unknownAction(let word):
            "\(Excerpt.quoted(word)) is not a toggle action (play, pause, resume, reverse, restart, reset, complete, none)"
        case .wrongCount(let count):
            "Toggle actions need one to four words (enter, leave, enterBack, leaveBack), got \(count)"
        }
    }
}
