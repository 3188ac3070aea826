extension Stage {
    /// What ``Stage/diagram(options:)`` draws, and how large.
    public struct DiagramOptions: Hashable, Sendable {
        /// The drawing's width in SVG user units (pixels), clamped into `480...20_000`; a NaN or
        /// infinite width draws at the default, 1100. The height follows from the content.
        public var width: Double
        /// How many points of each track's curve are evaluated, clamped into `2...10_000`
        /// (default 200).
        public var samplesPerTrack: Int
        /// Whether tracks are drawn under their scenes (default `true`); without them the diagram
        /// shows the scenes and markers only.
        public var showsTracks: Bool
        /// The heading at the top (default `nil`: "Stage").
        public var title: String?

        /// Creates diagram options.
        ///
        /// - Parameters:
        ///   - width: The drawing's width in pixels (default 1100).
        ///   - samplesPerTrack: How many points of each track's curve are evaluated (default 200).
        ///   - showsTracks: Whether tracks are drawn (default `true`).
        ///   - title: The heading (default "Stage").
        public init(width: Double = 1100, samplesPerTrack: Int = 200, showsTracks: Bool = true, title: String? = nil) {
            self.width = width
            self.samplesPerTrack = samplesPerTrack
            self.showsTracks = showsTracks
            self.title = title
        }
    }

    /// An SVG drawing of the stage for people: its scenes along the offset axis, their markers and
    /// tracks, and the current offset.
    ///
    /// The offset runs left to right, with ticks at round values, across the scroll range and every
    /// scene (offsets outside `0...```StageLayout/maximumOffset`` are shaded: a scroll view does not
    /// rest there). The stage's own tracks come first, then one row per scene in the order the
    /// scenes were added:
    ///
    /// - the scene's name, range, state and progress, and a bar over its range filled up to its
    ///   progress; a trigger is a diamond;
    /// - its start and end markers (green and red lines, as GSAP draws them), each labelled with its
    ///   offset and how it was resolved — "element \`card\` top meets viewport centre", `fixed offset`,
    ///   `start + 844 pt` — with the hysteresis band around each boundary shaded;
    /// - each track's curve over the range its domain covers (the scene's range for
    ///   ``TrackDomain/progress`` and ``TrackDomain/sceneOffset``, every offset drawn for
    ///   ``TrackDomain/offset``), scaled to the track's own minimum and maximum; a value with
    ///   several components (a point, a size, a rectangle) draws one thin line per component, a
    ///   colour draws as a strip; pins are labelled `pin`;
    /// - an unresolved scene is flagged in red with the element it is missing;
    /// - a black line marks the current offset.
    ///
    /// ```swift
    /// let stage = Stage(layout: StageLayout(viewport: CGSize(width: 390, height: 844),
    ///                                       content: CGSize(width: 390, height: 3000)))
    /// try stage.add(ScrollScene("intro", start: 0, length: 600))
    /// stage.setOffset(250)
    /// let svg = stage.diagram(options: Stage.DiagramOptions(title: "Intro"))
    /// try svg.write(toFile: "stage.svg", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The output depends only on the stage and the options: the same stage draws the same bytes
    /// on every run and platform. Sampling a track evaluates its timeline and never writes it.
    ///
    /// The document is well-formed XML with finite coordinates whatever the stage holds: offsets,
    /// ranges, hysteresis and track values up to ±`greatestFiniteMagnitude` are drawn to scale (a
    /// hysteresis band reaching past the largest number, to the plot's edge), and control
    /// characters in names and the title are shown as Unicode's control pictures (`bell\u{7}` as
    /// `bell␇`).
    ///
    /// - Parameter options: Size, sampling and title (default ``DiagramOptions/init(width:samplesPerTrack:showsTracks:title:)``).
    /// - Returns: A standalone SVG document.
    /// - Complexity: O(*s* + *t* · *n*) for *s* scenes, *t* tracks and *n* samples per track.
    ///   Nothing of it runs when the stage moves.
    public func diagram(options: DiagramOptions = DiagramOptions()) -> String {
        StageDiagram(stage: self, options: options).svg
    }
}
